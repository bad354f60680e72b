// Keeps one GraphQL subscription running while a signed-in component is mounted (live
// notifications, the admin queues), over the websocket of lib/live-link.ts.
//
// The websocket client reconnects by itself after a dropped connection, but whatever happened
// meanwhile was not sent: `onGap` then asks the caller to refetch, as on a `resync` event. When the
// stream itself ends (an error, e.g. an expired token, or the server completing it), it is started
// again after a growing wait, and `onGap` runs too (its refetch over HTTP also meets an expired
// token, which signs the shopper out). A new token or language starts it over.
import { useEffect, useRef } from 'react';
import { useApolloClient, type TypedDocumentNode } from '@apollo/client';
import { useAuth } from './auth';
import { useLocale } from './i18n';
import { onReconnect, retryDelay } from './live-link';

export interface LiveHandlers<TData> {
  onData: (data: TData) => void;
  /** Events may have been missed: refetch what the events keep up to date. */
  onGap: () => void;
}

export function useLiveSubscription<TData>(document: TypedDocumentNode<TData, Record<string, never>>, handlers: LiveHandlers<TData>, enabled = true) {
  const client = useApolloClient();
  const { token } = useAuth();
  const { locale } = useLocale();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    // A browser without WebSockets (and the unit tests) lives without live updates.
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    let stopped = false;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | undefined;

    const again = () => {
      if (stopped) return;
      subscription?.unsubscribe();
      timer = setTimeout(() => {
        latest.current.onGap();
        start();
      }, retryDelay(retries));
      retries += 1;
    };
    function start() {
      subscription = client.subscribe({ query: document }).subscribe({
        next: (result) => {
          retries = 0;
          if (result.data) latest.current.onData(result.data);
        },
        error: again,
        complete: again,
      });
    }
    start();
    const offReconnect = onReconnect(() => latest.current.onGap());
    return () => {
      stopped = true;
      clearTimeout(timer);
      offReconnect();
      subscription?.unsubscribe();
    };
  }, [client, document, enabled, token, locale]);
}
