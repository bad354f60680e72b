// A paged two-column grid of product cards (the .product-grid look of index.css) over an infinite
// list (lib/use-paged-list): skeleton cards while the first page loads and while the next one
// does, a retry on error, `empty` when there is nothing, then ListFooter. The token page's packs
// and the referral gifts use it, each with its own card:
//
//   <PagedProductGrid list={list} testId="gift-grid" failedText={...} empty={<EmptyState ... />}
//     renderItem={(gift, index) => <GiftCard key={gift.id} gift={gift} eager={index < 2} ... />} />
import type { ReactNode } from 'react';
import type { PagedList } from '@/lib/use-paged-list';
import { useSentinel } from '@/lib/use-sentinel';
import { ListFooter } from './list-footer';
import { LoadError } from './load-error';
import { ProductCardSkeleton } from './product-card-skeleton';

export interface PagedProductGridProps<TItem> {
  list: PagedList<TItem>;
  /** One card (with its key). */
  renderItem: (item: TItem, index: number) => ReactNode;
  /** The text when a page failed to load. */
  failedText: string;
  /** Shown instead of the grid when the list is empty. */
  empty: ReactNode;
  /** The grid's data-testid. */
  testId: string;
}

export function PagedProductGrid<TItem>({ list, renderItem, failedText, empty, testId }: PagedProductGridProps<TItem>) {
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, list.items.length);

  if (list.loading) {
    return (
      <div className="product-grid" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.error) return <LoadError onRetry={list.retry} message={failedText} />;
  if (list.items.length === 0 && list.reachEnd) return <>{empty}</>;
  return (
    <>
      <div className="product-grid" data-testid={testId}>
        {list.items.map(renderItem)}
        {list.loadingMore && [0, 1].map((i) => <ProductCardSkeleton key={`more-${i}`} />)}
      </div>
      <ListFooter list={list} sentinel={sentinel} failedText={failedText} />
    </>
  );
}
