// The 'token history' tab (signed in only): every change of the balance, newest first, with its
// date, type (the server's label, already in the shopper's language), time and the tokens added
// (+, green) or spent (-, red); infinite scroll, 20 a page.
import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSentinel } from '@/lib/use-sentinel';
import { usePagedList } from '@/lib/use-paged-list';
import { signedAmount } from '../token-page-rules';
import { walletMessages as m } from '../messages';
import { TokenHistoriesQuery } from '../queries';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';

const FIRST_PAGE = { page: 1 };

export function TokenHistoryList() {
  const intl = useIntl();
  // Network first: a payment approved a minute ago must show when the tab opens.
  const list = usePagedList(TokenHistoriesQuery, FIRST_PAGE, 'tokenHistories', { fetchPolicy: 'cache-and-network' });
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  if (list.loading) {
    return (
      <div className="wl-history" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={60} />
        ))}
      </div>
    );
  }
  if (list.error) return <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  if (list.items.length === 0 && list.reachEnd) {
    return <EmptyState icon={<History size={40} />} title={intl.formatMessage(m.noHistory)} text={intl.formatMessage(m.noHistoryText)} />;
  }
  return (
    <>
      <ul className="wl-history" role="list" data-testid="token-history">
        {list.items.map((entry) => (
          <li key={entry.id} className="wl-entry" data-testid="token-history-entry">
            <dl className="wl-entry__facts">
              <div className="wl-entry__type">
                <dt className="visually-hidden">{intl.formatMessage(m.type)}</dt>
                <dd>{entry.label}</dd>
              </div>
              <div className="wl-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.date)}</dt>
                <dd data-testid="token-date">{entry.date}</dd>
              </div>
              <div className="wl-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.time)}</dt>
                <dd data-testid="token-time">{entry.time}</dd>
              </div>
            </dl>
            <span
              className={['wl-entry__amount', entry.token > 0 ? 'wl-entry__amount--in' : entry.token < 0 ? 'wl-entry__amount--out' : ''].filter(Boolean).join(' ')}
              data-testid="token-change"
            >
              <span className="visually-hidden">{intl.formatMessage(m.amount)} </span>
              {intl.formatMessage(m.change, { amount: signedAmount(entry.token), count: Math.abs(entry.token) })}
            </span>
          </li>
        ))}
        {list.loadingMore && [0, 1].map((i) => <Skeleton key={`more-${i}`} height={60} />)}
      </ul>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
