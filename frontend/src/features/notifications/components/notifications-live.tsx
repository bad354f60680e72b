// Live notifications while signed in (doc 001 §7 "On each foreground push while logged in"),
// mounted by the bell once per token and language:
//   - notificationEvents over the websocket: a new notification sets the bell's count from the
//     event, reloads the drawer's first page (30) and the token pill, and shows the push toast;
//     a `resync` (or a dropped connection) refetches the list and the count, without a toast;
//   - the push set-up (push.ts) runs a little later, only if permission was already granted;
//   - a tap on a system notification (public/push-sw.js) focuses this tab and asks it to open the
//     notification's page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, type ApolloClient, type DocumentNode } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useLiveSubscription } from '@/lib/use-live-subscription';
import { inAppPath } from '../links';
import { NotificationEventsSubscription, NotificationsQuery, UnreadNotificationCountQuery } from '../queries';
import { PushToast, type ToastNotification } from './push-toast';
import '../notifications.css';

/** The message public/push-sw.js posts to an open tab when its notification is tapped. */
export const OPEN_MESSAGE = 'lucky-mall:open-notification';

type Refetchable = DocumentNode | string;

/**
 * Refetches what the events ask for, one refetch at a time: what an event asks while a refetch
 * is in flight is refetched once that one ends. (Apollo answers an identical query already in
 * flight with that query's result, read before the later event's notification existed: two
 * approvals in quick succession left the drawer with one of them.)
 */
function useQueuedRefetch(client: ApolloClient<unknown>) {
  const queue = useRef({ running: false, pending: new Set<Refetchable>() });
  return useCallback(
    (include: Refetchable[]) => {
      const state = queue.current;
      include.forEach((query) => state.pending.add(query));
      if (state.running) return;
      state.running = true;
      void (async () => {
        try {
          while (state.pending.size > 0) {
            const next = [...state.pending];
            state.pending.clear();
            await Promise.resolve(client.refetchQueries({ include: next })).catch(() => undefined);
          }
        } finally {
          state.running = false;
        }
      })();
    },
    [client],
  );
}

export default function NotificationsLive() {
  const client = useApolloClient();
  const refetch = useQueuedRefetch(client as ApolloClient<unknown>);
  const navigate = useNavigate();
  const [toast, setToast] = useState<ToastNotification | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  useLiveSubscription(NotificationEventsSubscription, {
    onData: ({ notificationEvents: event }) => {
      if (event.resync || !event.notification) {
        refetch([NotificationsQuery, UnreadNotificationCountQuery]);
        return;
      }
      client.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: event.unreadCount } });
      // The top bar's token pill too (named, it is the shell's query): many notifications are
      // about tokens (a pack approved, a purchase reward, a draw's refund).
      refetch([NotificationsQuery, 'TokenBalance']);
      setToast({ ...event.notification, shownAt: Date.now() });
    },
    onGap: () => refetch([NotificationsQuery, UnreadNotificationCountQuery]),
  });

  // Push: never asks here (permission is asked only from the drawer's button).
  useEffect(() => {
    const timer = setTimeout(() => {
      import('../push').then((push) => push.setupPush(client)).catch((error: unknown) => console.debug('push set-up:', error));
    }, 3000);
    return () => clearTimeout(timer);
  }, [client]);

  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; link?: unknown } | null;
      if (data?.type !== OPEN_MESSAGE || typeof data.link !== 'string') return;
      const path = inAppPath(data.link, window.location.origin);
      if (path) navigate(path);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);

  return <PushToast notification={toast} onClose={closeToast} />;
}
