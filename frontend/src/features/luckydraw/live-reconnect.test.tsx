// A watcher of /lucky-draw-live whose socket drops still gets the next reveal (use-draw-reveals.ts):
// when the stream ends with the socket closed (graphql-ws gave up, or the server ended it) the
// page refetches the coming draws and subscribes again after 1 s, 2 s, 4 s ...; the next reveal
// then rolls and stops on its number as before. When the websocket client reconnects by itself
// (lib/live-link.ts `onReconnect`), the list is refetched, since a reveal missed meanwhile is
// never sent again. Leaving the page stops the retries.
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { act, render, screen, within } from '@testing-library/react';
import type { Observer } from 'zen-observable-ts';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LuckyDrawLivePage from './pages/lucky-draw-live-page';

const reconnectListeners = new Set<() => void>();
vi.mock('@/lib/live-link', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/live-link')>()),
  onReconnect: (listener: () => void) => {
    reconnectListeners.add(listener);
    return () => reconnectListeners.delete(listener);
  },
}));

const upcoming = {
  __typename: 'UpcomingDraw',
  id: 12,
  ticketProductId: 3,
  batch: 2,
  status: 'CLOSED',
  ticket: 10,
  sold: 10,
  drawAt: '2026-11-29T10:00:05.000Z',
  endsAt: null,
  product: { __typename: 'DrawProduct', id: 5, name: 'Road bike', category: 'Bikes', featureImage: null, actualPrice: 900000 },
};

/** A server over one Apollo link: it counts list fetches and keeps each subscription's observer. */
function fakeServer() {
  const listFetches: number[] = [];
  const subscribed: number[] = [];
  const watchers: Observer<unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'LiveServerTime') {
          observer.next({ data: { serverTime: new Date().toISOString() } });
          observer.complete();
        } else if (operation.operationName === 'LiveUpcomingDraws') {
          listFetches.push(Date.now());
          observer.next({ data: { upcomingDraws: [upcoming] } });
          observer.complete();
        } else if (operation.operationName === 'LiveDrawReveals') {
          subscribed.push(Date.now());
          watchers.push(observer);
        } else {
          observer.error(new Error(`unexpected ${operation.operationName}`));
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, listFetches, subscribed, watcher: () => watchers[watchers.length - 1]! };
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('a live draw watcher whose socket drops', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-29T10:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    reconnectListeners.clear();
  });

  it('subscribes again after 1 s, 2 s, refetches the list each time, and gets the next reveal', async () => {
    const server = fakeServer();
    const view = render(
      <ApolloProvider client={server.client}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}>
          <MemoryRouter initialEntries={['/lucky-draw-live']}>
            <LuckyDrawLivePage />
          </MemoryRouter>
        </IntlProvider>
      </ApolloProvider>,
    );
    await wait(0);
    expect(server.subscribed).toHaveLength(1);
    expect(server.listFetches).toHaveLength(1);
    expect(screen.getByTestId('upcoming-draw').textContent).toContain('Road bike');

    // The socket closes and graphql-ws gives up: the stream ends with the close event.
    await act(async () => server.watcher().error?.({ code: 1006, reason: 'socket dropped', wasClean: false, type: 'close' }));
    await wait(999);
    expect(server.subscribed).toHaveLength(1);
    await wait(1);
    expect(server.subscribed).toHaveLength(2);
    expect(server.listFetches).toHaveLength(2);
    // Ended again at once: the next wait is 2 s.
    await act(async () => server.watcher().error?.({ code: 1006, reason: 'socket dropped', wasClean: false, type: 'close' }));
    await wait(1999);
    expect(server.subscribed).toHaveLength(2);
    await wait(1);
    expect(server.subscribed).toHaveLength(3);
    expect(server.listFetches).toHaveLength(3);

    // The next batch is drawn: this watcher rolls and stops on its number.
    const now = Date.now();
    await act(async () =>
      server.watcher().next?.({
        data: {
          drawReveals: {
            __typename: 'DrawReveal',
            id: 12, ticketProductId: 3, productId: 5, batch: 2, luckyNumber: 7, youWin: false, winnerName: 'Ann',
            drawnAt: new Date(now).toISOString(), revealAt: new Date(now + 3000).toISOString(),
          },
        },
      }),
    );
    await wait(100);
    expect(screen.getByTestId('live-rolling')).toBeTruthy();
    await wait(3000);
    expect(screen.getByTestId('live-lucky-number').textContent).toBe('7');
    const dialog = screen.getByRole('dialog', { name: 'Not this time' });
    expect(within(dialog).getByText('The lucky number is 7. Better luck next time!')).toBeTruthy();

    // The websocket client reconnects by itself after a drop: the list is asked again.
    const before = server.listFetches.length;
    expect(reconnectListeners.size).toBe(1);
    await act(async () => reconnectListeners.forEach((listener) => listener()));
    await wait(0);
    expect(server.listFetches).toHaveLength(before + 1);

    // Leaving the page: no more retries, no listener left.
    await act(async () => server.watcher().complete?.());
    view.unmount();
    await wait(60_000);
    expect(server.subscribed).toHaveLength(3);
    expect(reconnectListeners.size).toBe(0);
  });
});
