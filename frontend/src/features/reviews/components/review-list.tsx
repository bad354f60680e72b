// The reviews as an infinite list (lib/use-paged-list): skeletons while the first page loads, a
// retry on error, an empty state, the cards, then ListFooter ('No more items to load').
import { MessagesSquare } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReviewFieldsFragment } from '@/gql/graphql';
import type { PagedList } from '@/lib/use-paged-list';
import { useSentinel } from '@/lib/use-sentinel';
import { reviewsMessages as m } from '../messages';
import { ReviewCard } from './review-card';

export interface ReviewListProps {
  list: PagedList<ReviewFieldsFragment>;
  /** The author's own list: status badges and rejection reasons. */
  showStatus?: boolean;
  empty: { title: MessageDescriptor; text: MessageDescriptor };
}

export function ReviewList({ list, showStatus = false, empty }: ReviewListProps) {
  const intl = useIntl();
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  if (list.loading) {
    return (
      <div className="rv-list" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={140} />
        ))}
      </div>
    );
  }
  if (list.error) return <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  if (list.items.length === 0 && list.reachEnd) {
    return <EmptyState icon={<MessagesSquare size={40} />} title={intl.formatMessage(empty.title)} text={intl.formatMessage(empty.text)} />;
  }
  return (
    <>
      <ul className="rv-list" role="list" aria-label={intl.formatMessage(m.list)} data-testid="review-list">
        {list.items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} showStatus={showStatus} />
          </li>
        ))}
        {list.loadingMore && (
          <li>
            <Skeleton height={140} />
          </li>
        )}
      </ul>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
