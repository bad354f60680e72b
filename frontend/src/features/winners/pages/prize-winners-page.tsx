// /prize-winners (doc 001 §2, public): the declared draws and their winners, newest first, with
// infinite scroll and 'No more items to load' at the end.
import { Trophy } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Page } from '@/components/ui/page';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSentinel } from '@/lib/use-sentinel';
import { usePagedList } from '@/lib/use-paged-list';
import { WinnerCard } from '../components/winner-card';
import { winnersMessages as m } from '../messages';
import { WinnersQuery } from '../queries';
import '../winners.css';

const FIRST_PAGE = { page: 1 };

export default function PrizeWinnersPage() {
  const intl = useIntl();
  // Network first: a draw declared a minute ago must be on the list.
  const list = usePagedList(WinnersQuery, FIRST_PAGE, 'winners', { fetchPolicy: 'cache-and-network' });
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  let content;
  if (list.loading) {
    content = (
      <div className="wn-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={210} radius={14} />
        ))}
      </div>
    );
  } else if (list.error) {
    content = <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  } else if (list.items.length === 0 && list.reachEnd) {
    content = <EmptyState icon={<Trophy size={44} />} title={intl.formatMessage(m.none)} text={intl.formatMessage(m.noneText)} />;
  } else {
    content = (
      <>
        <ul className="wn-list" role="list" data-testid="winner-list">
          {list.items.map((card, index) => (
            <li key={card.id}>
              <WinnerCard card={card} eager={index < 2} />
            </li>
          ))}
          {list.loadingMore && [0, 1].map((i) => <Skeleton key={`more-${i}`} height={210} radius={14} />)}
        </ul>
        <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
      </>
    );
  }

  return (
    <Page className="wn-page">
      <h1 className="wn-title">
        <Trophy size={24} aria-hidden />
        {intl.formatMessage(m.title)}
      </h1>
      {content}
    </Page>
  );
}
