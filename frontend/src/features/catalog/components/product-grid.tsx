// A paged two-column product grid with infinite scroll: skeletons while the first page loads,
// skeleton cards while the next one does, 'No more items to load' at the end, a retry on error.
// The cards render from a deferred copy of the items (useDeferredValue): Apollo hands an answer to
// React as an urgent update, rendered in one go, and a page of cards is one of the longest tasks
// of a slow phone's first seconds. Deferred, the skeletons stay a moment longer while React
// renders the cards in slices of a few milliseconds.
import { useDeferredValue, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListFooter } from '@/components/ui/list-footer';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { ProductCardFieldsFragment } from '@/gql/graphql';
import type { PagedList } from '@/lib/use-paged-list';
import { catalogMessages as m } from '../messages';
import { ProductCard } from './product-card';
import { useSentinel } from '@/lib/use-sentinel';
import { ProductCardSkeleton } from '@/components/ui/product-card-skeleton';

interface ProductGridProps {
  list: PagedList<ProductCardFieldsFragment>;
  /** Shown instead of the grid when the list is empty. */
  empty?: ReactNode;
  /** How many of the first cards load their photo at once (above the fold). */
  eagerCount?: number;
  skeletons?: number;
}

export function ProductGrid({ list, empty, eagerCount = 0, skeletons = 4 }: ProductGridProps) {
  const intl = useIntl();
  const items = useDeferredValue(list.items);
  const sentinel = useSentinel<HTMLDivElement>(list.loadMore, !list.loading && !list.reachEnd && !list.moreError, items.length);

  if (list.loading || (items.length === 0 && list.items.length > 0)) {
    return (
      <div className="product-grid" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (list.error) return <LoadError onRetry={list.retry} message={intl.formatMessage(m.loadFailed)} />;
  if (items.length === 0 && list.reachEnd && empty) return <>{empty}</>;

  return (
    <>
      <div className="product-grid" data-testid="product-grid">
        {items.map((product, index) => (
          <ProductCard key={product.id} product={product} eager={index < eagerCount} />
        ))}
        {list.loadingMore && [0, 1].map((i) => <ProductCardSkeleton key={`more-${i}`} />)}
      </div>
      <ListFooter list={list} sentinel={sentinel} failedText={intl.formatMessage(m.loadFailed)} />
    </>
  );
}
