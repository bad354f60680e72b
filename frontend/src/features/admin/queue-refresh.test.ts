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
});
