// One infinite list of any `{ data, meta }` page (home latest, search, category, the lucky draw's
// ticket products, token packs, token history, winners): the first page from useQuery, the next
// ones by fetchMore, merged by id into the first page's cache entry by the field's `pagedList`
// policy (lib/apollo.ts, which every list read here needs). The end is reached when every item is
// loaded, the last page is loaded, or a page comes back empty (doc 001 §4: "reachEnd ...
// (winners, token, referral) when a page returns no rows").
import { useCallback, useRef, useState } from 'react';
import { NetworkStatus, useQuery, type OperationVariables, type TypedDocumentNode, type WatchQueryFetchPolicy } from '@apollo/client';

/** The items of a list with no page yet: one array, so a deferred copy of them (useDeferredValue) stays put. */
const NO_ITEMS: never[] = [];

export interface PageShape {
  data: { id: number }[];
  meta: { total: number; currentPage: number; lastPage: number };
}

export interface PagedList<TItem> {
  items: TItem[];
  /** The server's count of every item on every page (undefined until the first page answers). */
  total?: number;
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

export interface PagedListOptions {
  fetchPolicy?: WatchQueryFetchPolicy;
}

/** The list under `field` of `query`'s answer, from `variables` (page 1) on. */
export function usePagedList<TData extends { [P in K]: PageShape }, TVars extends OperationVariables & { page?: number | null }, K extends keyof TData & string>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  field: K,
  options: PagedListOptions = {},
): PagedList<TData[K]['data'][number]> {
  const result = useQuery(query, { variables, fetchPolicy: options.fetchPolicy, notifyOnNetworkStatusChange: true });
  const page = result.data?.[field];
  const items = (page?.data ?? NO_ITEMS) as TData[K]['data'][number][];
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
        if (!more.data?.[field] || more.data[field].data.length === 0) setEmptyPage(true);
      })
      .catch(() => setMoreError(true))
      .finally(() => {
        fetching.current = false;
      });
    // `variables` and `field` are fixed for one list (pages key the list by its arguments).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page === undefined, reachEnd, nextPage, fetchMore]);

  return {
    items,
    total: page?.meta.total,
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
