// Live notifications while signed in (doc 001 §7 "On each foreground push while logged in"),
// mounted by the bell once per token and language:
//   - notificationEvents over the websocket: a new notification sets the bell's count from the
//     event, reloads the drawer's first page (30) and the token pill, and shows the push toast;
//     a `resync` (or a dropped connection) refetches the list and the count, without a toast;
//   - the push set-up (push.ts) runs a little later, only if permission was already granted;
//   - a tap on a system notification (public/push-sw.js) focuses this tab and asks it to open the
//     notification's page.
import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { useLiveSubscription } from '@/lib/use-live-subscription';
import { inAppPath } from '../links';
import { NotificationEventsSubscription, NotificationsQuery, UnreadNotificationCountQuery } from '../queries';
import { PushToast, type ToastNotification } from './push-toast';
import '../notifications.css';

/** The message public/push-sw.js posts to an open tab when its notification is tapped. */
export const OPEN_MESSAGE = 'lucky-mall:open-notification';

export default function NotificationsLive() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [toast, setToast] = useState<ToastNotification | null>(null);
  const closeToast = useCallback(() => setToast(null), []);

  useLiveSubscription(NotificationEventsSubscription, {
    onData: ({ notificationEvents: event }) => {
      if (event.resync || !event.notification) {
        void client.refetchQueries({ include: [NotificationsQuery, UnreadNotificationCountQuery] });
        return;
      }
      client.writeQuery({ query: UnreadNotificationCountQuery, data: { unreadNotificationCount: event.unreadCount } });
      // The top bar's token pill too (named, it is the shell's query): many notifications are
      // about tokens (a pack approved, a purchase reward, a draw's refund).
      void client.refetchQueries({ include: [NotificationsQuery, 'TokenBalance'] });
      setToast({ ...event.notification, shownAt: Date.now() });
    },
    onGap: () => void client.refetchQueries({ include: [NotificationsQuery, UnreadNotificationCountQuery] }),
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
