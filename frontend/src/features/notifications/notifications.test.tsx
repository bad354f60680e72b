// The bell, the drawer, the push toast and the live events (doc 001 §2, §5, §7): the unread count
// in the bell's name and badge (signed in only), the list with unread ones marked, a tap that
// marks one read and opens its page, 'Mark all as read', 'No notifications', the toast that
// closes after 5 s or with its X, and a live event that sets the count and shows the toast (a
// resync only refetches).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useQuery } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithIntl, renderWithProviders } from '@/test/render-with-providers';
import { NotificationBell } from './components/notification-bell';
import NotificationsDrawer from './components/notifications-drawer';
import NotificationsLive from './components/notifications-live';
import { PushToast, TOAST_MS } from './components/push-toast';
import { inAppPath } from './links';
import {
  MarkAllNotificationsReadMutation,
  NotificationEventsSubscription,
  NotificationsQuery,
  ReadNotificationMutation,
  UnreadNotificationCountQuery,
} from './queries';

function notification(id: number, read: boolean, link: string | null = '/my-orders-to-ship') {
  return {
    __typename: 'Notification' as const,
    id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    image: null as string | null,
    link,
    read,
    createdAt: '2026-11-24T03:30:00Z',
  };
}

const listPage = (items: ReturnType<typeof notification>[], { total = items.length, lastPage = 1 } = {}): MockedResponse => ({
  request: { query: NotificationsQuery, variables: { page: 1, limit: 30 } },
  result: {
    data: {
      notifications: {
        __typename: 'NotificationPage',
        data: items,
        meta: { __typename: 'PageMeta', total, perPage: 30, currentPage: 1, lastPage },
        unreadCount: items.filter((item) => !item.read).length,
      },
    },
  },
});

const count = (n: number): MockedResponse => ({ request: { query: UnreadNotificationCountQuery }, result: { data: { unreadNotificationCount: n } } });

const show = (ui: React.ReactElement, mocks: MockedResponse[]) => renderWithProviders(ui, { mocks, addTypename: true, appCache: true });

describe('the bell', () => {
  it('is a plain "Notifications" button for a visitor, with no badge', () => {
    show(<NotificationBell />, []);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.badge')).toBeNull();
  });

  it('shows the unread count while signed in, in its name and its badge', async () => {
    signIn('token-1');
    show(<NotificationBell />, [count(3)]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('notification-count').textContent).toBe('3');
  });

  it('hides the badge at 0 and caps it at 99+', async () => {
    signIn('token-1');
    const { unmount } = show(<NotificationBell />, [count(0)]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-count')).toBeNull();
    unmount();
    show(<NotificationBell />, [count(120)]);
    expect((await screen.findByTestId('notification-count')).textContent).toBe('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeTruthy();
  });

  it('opens the drawer: "No notifications" for a visitor', async () => {
    show(<NotificationBell />, []);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByText('No notifications')).toBeTruthy();
  });
});

describe('the drawer', () => {
  beforeEach(() => signIn('token-1'));

  it('says "No notifications" when the shopper has none', async () => {
    show(<NotificationsDrawer open onClose={() => {}} />, [listPage([])]);
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists title and body, marks unread ones, and a tap marks one read and opens its page', async () => {
    const onClose = vi.fn();
    show(<NotificationsDrawer open onClose={onClose} />, [
      listPage([notification(2, false), notification(1, true, null)], { total: 2 }),
      { request: { query: ReadNotificationMutation, variables: { id: 2 } }, result: { data: { readNotification: { __typename: 'Notification', id: 2, read: true } } } },
      count(0),
    ]);
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Unread: Title 2Body 2'), expect.stringMatching(/^Title 1Body 1/)]);
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(items[0].classList.contains('nt-item--unread')).toBe(true);

    fireEvent.click(items[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-orders-to-ship'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getAllByTestId('notification-item')[0].dataset.read).toBe('true');
  });

  it('a read notification without a link stays in the open drawer', async () => {
    const onClose = vi.fn();
    show(<NotificationsDrawer open onClose={onClose} />, [listPage([notification(1, true, null)])]);
    fireEvent.click(await screen.findByTestId('notification-item'));
    await act(async () => {});
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('marks all as read and reloads the list', async () => {
    show(<NotificationsDrawer open onClose={() => {}} />, [
      listPage([notification(2, false), notification(1, false)]),
      { request: { query: MarkAllNotificationsReadMutation }, result: { data: { markAllNotificationsRead: 2 } } },
      listPage([notification(2, true), notification(1, true)]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.read)).toEqual(['true', 'true']));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});

describe('the push toast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the image 100 px wide, the title and the body, and closes after 5 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithIntl(<PushToast notification={{ title: 'Order approved', body: 'Order #12 is on its way.', image: '/media/p.jpg', shownAt: 1 }} onClose={onClose} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const toast = within(region).getByTestId('push-toast');
    expect(toast.textContent).toContain('Order approved');
    expect(toast.textContent).toContain('Order #12 is on its way.');
    expect(toast.querySelector('img')?.getAttribute('width')).toBe('100');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its X, and waits while a pointer is on it', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithIntl(<PushToast notification={{ title: 'T', body: 'B', shownAt: 2 }} onClose={onClose} />);
    expect(screen.getByTestId('push-toast').querySelector('img')).toBeNull();
    fireEvent.pointerEnter(screen.getByTestId('push-toast'));
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('live events', () => {
  beforeEach(() => {
    signIn('token-1');
    // The unit tests have no WebSocket (src/test/dom-stubs.ts): these do, for the hook to subscribe.
    vi.stubGlobal('WebSocket', function WebSocket() {});
  });
  afterEach(() => vi.unstubAllGlobals());

  function CountProbe() {
    const value = useQuery(UnreadNotificationCountQuery).data?.unreadNotificationCount;
    return <output data-testid="count">{value ?? ''}</output>;
  }

  const event = (data: object): MockedResponse => ({ request: { query: NotificationEventsSubscription }, result: { data: { notificationEvents: { __typename: 'NotificationEvent', ...data } } } });

  it('a new notification sets the count from the event and shows the toast', async () => {
    show(
      <>
        <CountProbe />
        <NotificationsLive />
      </>,
      [count(1), event({ notification: { ...notification(9, false), title: 'Order approved', body: 'Order #9 was approved.' }, unreadCount: 2, resync: false })],
    );
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    const toast = await screen.findByTestId('push-toast');
    expect(toast.textContent).toContain('Order approved');
    expect(toast.textContent).toContain('Order #9 was approved.');
  });

  it('a resync refetches the count and shows no toast', async () => {
    show(
      <>
        <CountProbe />
        <NotificationsLive />
      </>,
      [count(1), event({ notification: null, unreadCount: 0, resync: true }), count(5)],
    );
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('5'));
    expect(screen.queryByTestId('push-toast')).toBeNull();
  });
});

describe('links', () => {
  it('opens only the shop’s own pages', () => {
    expect(inAppPath('/my-orders-to-ship', 'https://shop.example')).toBe('/my-orders-to-ship');
    expect(inAppPath('https://shop.example/token?x=1#top', 'https://shop.example')).toBe('/token?x=1#top');
    expect(inAppPath('https://evil.example/x', 'https://shop.example')).toBeNull();
  });
});
