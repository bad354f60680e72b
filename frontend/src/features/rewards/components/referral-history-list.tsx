// The referral history (signed in only): every change of the referral points, newest first, with
// its type (the server's label, in the shopper's language), date, time and the points added (+,
// green) or spent (-, red); infinite scroll, 20 a page.
import { History } from 'lucide-react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { usePagedList } from '@/lib/use-paged-list';
import { useSentinel } from '@/lib/use-sentinel';
import { referralMessages as m } from '../messages';
import { ReferralHistoriesQuery } from '../queries';
import { signedPoints } from '../rewards-rules';

const FIRST_PAGE = { page: 1 };

export function ReferralHistoryList() {
  const intl = useIntl();
  // Network first: points from a friend who signed up a minute ago must show.
  const list = usePagedList(ReferralHistoriesQuery, FIRST_PAGE, 'referralHistories', { fetchPolicy: 'cache-and-network' });
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  if (list.loading) {
    return (
      <div className="rw-history" aria-busy="true">
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
      <ul className="rw-history" role="list" data-testid="referral-history">
        {list.items.map((entry) => (
          <li key={entry.id} className="rw-entry" data-testid="referral-history-entry">
            <dl className="rw-entry__facts">
              <div className="rw-entry__type">
                <dt className="visually-hidden">{intl.formatMessage(m.type)}</dt>
                <dd>{entry.label}</dd>
              </div>
              <div className="rw-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.date)}</dt>
                <dd>{entry.date}</dd>
              </div>
              <div className="rw-entry__when">
                <dt className="visually-hidden">{intl.formatMessage(m.time)}</dt>
                <dd>{entry.time}</dd>
              </div>
            </dl>
            <span
              className={['rw-entry__amount', entry.token > 0 ? 'rw-entry__amount--in' : entry.token < 0 ? 'rw-entry__amount--out' : ''].filter(Boolean).join(' ')}
              data-testid="referral-change"
            >
              <span className="visually-hidden">{intl.formatMessage(m.amount)} </span>
              {intl.formatMessage(m.change, { amount: signedPoints(entry.token), count: Math.abs(entry.token) })}
            </span>
          </li>
        ))}
        {list.loadingMore && [0, 1].map((i) => <Skeleton key={`more-${i}`} height={60} />)}
      </ul>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
