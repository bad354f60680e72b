// Which adminQueueEvents refetch which queue page (features/admin/use-queue-refresh.ts).
import { describe, expect, it } from 'vitest';
import { concernsQueue } from './use-queue-refresh';

describe('concernsQueue', () => {
  it('refetches a page for its own queue and for a resync, not for the others', () => {
    expect(concernsQueue({ queue: 'order', resync: false }, 'order')).toBe(true);
    expect(concernsQueue({ queue: 'shipping_order', resync: false }, 'order')).toBe(false);
    expect(concernsQueue({ queue: 'resync', resync: true }, 'app_review')).toBe(true);
    expect(concernsQueue({ queue: 'resync', resync: false }, 'daily_recovery')).toBe(true);
  });

  it('refetches the dashboard for any of the queues it follows', () => {
    const all = ['order', 'shipping_order', 'ticket_purchase', 'daily_recovery', 'app_review'] as const;
    expect(concernsQueue({ queue: 'app_review', resync: false }, all)).toBe(true);
    expect(concernsQueue({ queue: 'order', resync: false }, ['shipping_order'])).toBe(false);
    expect(concernsQueue({ queue: 'resync', resync: true }, [])).toBe(true);
    expect(concernsQueue({ queue: 'something_else', resync: false }, all)).toBe(false);
  });
});
