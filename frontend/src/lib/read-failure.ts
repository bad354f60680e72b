// How a screen tells "this does not exist" from "this could not be read". Only the server says an
// item does not exist (its NOT_FOUND answer); a read that never reached it (no network, and the
// offline worker had nothing saved for it: src-sw/sw.ts) says nothing about the item, and neither
// does the phone's saved copy of a list read while offline (it may be older than the link). So a
// screen shows its "not found" view for NOT_FOUND (or for an id that cannot be one), the offline
// view (components/ui/offline-state.tsx) when the phone is offline, and "could not load" with a
// retry for any other failure.
import type { ApolloError } from '@apollo/client';

/** The server answered that the item does not exist. */
export function isNotFound(error: ApolloError | undefined | null): boolean {
  return error?.graphQLErrors?.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false;
}

/** The phone says it has no network (so any answer it shows is a saved copy, or none). */
export function isOffline(nav: { onLine?: boolean } | undefined = globalThis.navigator): boolean {
  return nav?.onLine === false;
}
