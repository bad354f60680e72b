// Keeps an admin queue page up to date without its Refresh button: the page's query is refetched
// when the server says that queue changed (a new payment to check, another admin's decision), when
// it asks for a resync, and after the live connection was interrupted. Events that come in a burst
// make one refetch. The dashboard follows every queue at once (pass several).
import { useCallback, useEffect, useRef } from 'react';
import { useLiveSubscription } from '@/lib/use-live-subscription';
import { AdminQueueEventsSubscription } from './queries';

/** The queues the server names in adminQueueEvents. */
export type AdminQueue = 'order' | 'shipping_order' | 'ticket_purchase' | 'daily_recovery' | 'app_review' | 'order_return';

/** Whether an event is for `queue` (or one of them; a resync is for every queue). */
export function concernsQueue(event: { queue: string; resync: boolean }, queue: AdminQueue | readonly AdminQueue[]): boolean {
  if (event.resync || event.queue === 'resync') return true;
  return typeof queue === 'string' ? event.queue === queue : queue.some((q) => q === event.queue);
}

export function useAdminQueueRefresh(queue: AdminQueue | readonly AdminQueue[], refetch: () => Promise<unknown>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latest.current().catch(() => {
        /* the queue keeps what it shows; its Refresh button is still there */
      });
    }, 250);
  }, []);

  useLiveSubscription(AdminQueueEventsSubscription, {
    onData: ({ adminQueueEvents }) => {
      if (concernsQueue(adminQueueEvents, queue)) refresh();
    },
    onGap: refresh,
  });
}
