// The live draw's subscription (/lucky-draw-live): `drawReveals`, kept running while the page is
// mounted, for anonymous watchers too. lib/use-live-subscription.ts does the same for signed-in
// pages only (it stops without a token); it is not widened here because the shell's chunk, which
// the home preloads, carries it and the home's budget has no bytes to spare.
//
// Nothing is sent for a reveal missed while the socket was down, so:
// - when the websocket client reconnects by itself after a drop (lib/live-link.ts), `onGap` asks
//   the page to refetch `upcomingDraws`, and the same subscription hears the next reveal;
// - when the stream itself ends (an error: a socket closed for good, a refused token, a resolver's
//   error; or the server completing it), it is started again after a growing wait (1 s, 2 s, 4 s
//   ... 30 s, lib/live-link.ts `retryDelay`), and `onGap` runs first.
// A sign-in, sign-out or another language starts it over: `youWin` is per signed-in socket.
import { useEffect, useRef } from 'react';
import { useApolloClient } from '@apollo/client';
import type { LiveDrawRevealsSubscription } from '@/gql/graphql';
import { useAuth } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { onReconnect, retryDelay } from '@/lib/live-link';
import { DrawRevealsSubscription } from './live-queries';

export type Reveal = LiveDrawRevealsSubscription['drawReveals'];

export interface RevealHandlers {
  onReveal: (reveal: Reveal) => void;
  /** Reveals may have been missed: refetch the coming draws. */
  onGap: () => void;
}

export function useDrawReveals(handlers: RevealHandlers) {
  // client.subscribe, not useSubscription: that hook would land in the vendor chunk the home loads.
  const client = useApolloClient();
  const { token } = useAuth();
  const { locale } = useLocale();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let stopped = false;
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | undefined;

    const again = () => {
      if (stopped) return;
      subscription?.unsubscribe();
      clearTimeout(timer);
      timer = setTimeout(() => {
        latest.current.onGap();
        start();
      }, retryDelay(retries));
      retries += 1;
    };
    function start() {
      subscription = client.subscribe({ query: DrawRevealsSubscription }).subscribe({
        next: (event) => {
          retries = 0;
          const reveal = event.data?.drawReveals;
          if (reveal) latest.current.onReveal(reveal);
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
  }, [client, token, locale]);
}
