// One infinite product list (home latest, search, category; the lucky draw's ticket products):
// the first page from useQuery, the next ones by fetchMore, merged in the cache (lib/apollo.ts
// `pagedList`). The end is reached when every item is loaded, the last page is loaded, or a page
// comes back empty (doc 001 §4).
import { useCallback, useRef, useState } from 'react';
import { NetworkStatus, useQuery, type OperationVariables, type TypedDocumentNode, type WatchQueryFetchPolicy } from '@apollo/client';
import type { ProductCardFieldsFragment } from '@/gql/graphql';

export interface ProductPageShape<TItem = ProductCardFieldsFragment> {
  data: TItem[];
  meta: { total: number; currentPage: number; lastPage: number };
}

export interface PagedProducts<TItem = ProductCardFieldsFragment> {
  items: TItem[];
  /** The first page is loading (show skeletons). */
  loading: boolean;
  /** A later page is loading. */
  loadingMore: boolean;
  /** The first page failed (nothing to show). */
  error: boolean;
  /** A later page failed (show a retry under the list). */
  moreError: boolean;
  reachEnd: boolean;
  loadMore: () => void;
  retry: () => void;
}

export function usePagedProducts<TData, TVars extends OperationVariables, TItem = ProductCardFieldsFragment>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  select: (data: TData) => ProductPageShape<TItem> | undefined,
  fetchPolicy?: WatchQueryFetchPolicy,
): PagedProducts<TItem> {
  const result = useQuery(query, { variables, notifyOnNetworkStatusChange: true, ...(fetchPolicy && { fetchPolicy }) });
  const page = result.data ? select(result.data) : undefined;
  const items = page?.data ?? [];
  const [emptyPage, setEmptyPage] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const fetching = useRef(false);

  const reachEnd =
    page !== undefined && (emptyPage || items.length >= page.meta.total || page.meta.currentPage >= page.meta.lastPage);
  const { fetchMore, refetch } = result;
  const nextPage = (page?.meta.currentPage ?? 0) + 1;

  const loadMore = useCallback(() => {
    if (page === undefined || reachEnd || fetching.current) return;
    fetching.current = true;
    setMoreError(false);
    fetchMore({ variables: { ...variables, page: nextPage } })
      .then((more) => {
        const got = more.data ? select(more.data) : undefined;
        if (!got || got.data.length === 0) setEmptyPage(true);
      })
      .catch(() => setMoreError(true))
      .finally(() => {
        fetching.current = false;
      });
    // `variables` and `select` are fixed for one list (pages key the list by its arguments).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page === undefined, reachEnd, nextPage, fetchMore]);

  return {
    items,
    loading: page === undefined && result.loading,
    loadingMore: result.networkStatus === NetworkStatus.fetchMore,
    error: page === undefined && !result.loading && result.error !== undefined,
    moreError,
    reachEnd,
    loadMore,
    retry: () => {
      if (page === undefined) void refetch();
      else loadMore();
    },
  };
}
