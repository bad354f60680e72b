// A page's first query, asked for as soon as the page's chunk arrives on a visit's first page
// (app/router.tsx preloadPage), instead of after React has rendered the page and run its effects:
// on a slow phone that is a few hundred milliseconds earlier, and the page's largest image
// (a product's photo, the first ticket products) follows its data. The page's own useQuery then
// gets the same answer: from the cache, or from the same request while it is under way (Apollo
// sends identical queries once).
import type { OperationVariables, TypedDocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import { client } from './apollo';

/** How long a prefetched answer counts as fresh for a page that otherwise asks again on mount. */
const FRESH_MS = 10_000;

const prefetched = new Map<string, number>();

function key(query: TypedDocumentNode<unknown, never>, variables: OperationVariables) {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''} ${JSON.stringify(variables)}`;
}

/** Asks for `query` with `variables` now; failures are left to the page's own query. */
export function prefetchQuery<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables) {
  prefetched.set(key(query as TypedDocumentNode<unknown, never>, variables), Date.now());
  void client.query({ query, variables }).catch(() => undefined);
}

/**
 * `policy`, unless the same query was just prefetched: then 'cache-first', so a page that
 * refreshes its list on every mount (cache-and-network) does not ask the server twice in a row.
 */
export function fetchPolicyAfterPrefetch<TVariables extends OperationVariables>(
  query: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
  policy: WatchQueryFetchPolicy,
): WatchQueryFetchPolicy {
  const at = prefetched.get(key(query as TypedDocumentNode<unknown, never>, variables));
  return at !== undefined && Date.now() - at < FRESH_MS ? 'cache-first' : policy;
}
