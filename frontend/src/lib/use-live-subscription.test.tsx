// What a signed-in page does when the server closes its live socket (lib/use-live-subscription.ts):
// 4401 (the session was revoked: signed out everywhere, password changed), 4403 (the account lost
// the right: an admin demoted or blocked) and 4429 (too many sockets) all end the subscription;
// the page then refetches over HTTP, where a revoked token signs the shopper out, and subscribes
// again only after a growing wait, and never once signed out.
import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from './auth';
import { useLiveSubscription } from './use-live-subscription';

/** Any subscription: the hook does not look at it (lib/ may not import a feature's documents). */
const Events = parse('subscription { notificationEvents { unreadCount } }') as TypedDocumentNode<unknown, Record<string, never>>;

/** A client whose every subscription ends at once with the server closing the socket with `code`. */
function closingClient(code: number) {
  const attempts: number[] = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        attempts.push(Date.now());
        observer.error({ code, reason: 'closed by the server', wasClean: true, type: 'close' });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), attempts };
}

/** Lets `ms` pass on the fake clock, with the promises each step settles (Apollo reports errors in one). */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function Live({ onGap }: { onGap: () => void }) {
  useLiveSubscription(Events, { onData: () => {}, onGap });
  return null;
}

describe('a live socket the server closes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    // The unit tests have no WebSocket (src/test/dom-stubs.ts): the hook needs one to subscribe.
    vi.stubGlobal('WebSocket', function WebSocket() {});
    signIn('token-1');
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  for (const [code, why] of [
    [4401, 'the session was revoked'],
    [4403, 'the account lost the right'],
    [4429, 'too many sockets'],
  ] as const) {
    it(`${code} (${why}): the page refetches over HTTP and subscribes again after 1 s, 2 s, 4 s`, async () => {
      const { client, attempts } = closingClient(code);
      const onGap = vi.fn();
      render(
        <ApolloProvider client={client}>
          <Live onGap={onGap} />
        </ApolloProvider>,
      );
      await wait(0);
      expect(attempts).toHaveLength(1);
      expect(onGap).not.toHaveBeenCalled();
      await wait(1000);
      expect(onGap).toHaveBeenCalledTimes(1);
      expect(attempts).toHaveLength(2);
      await wait(1999);
      expect(attempts).toHaveLength(2);
      await wait(1);
      expect(attempts).toHaveLength(3);
      await wait(4000);
      expect(attempts).toHaveLength(4);
      expect(onGap).toHaveBeenCalledTimes(3);
    });
  }

  it('once signed out (the refetch met the revoked token), it never subscribes again', async () => {
    const { client, attempts } = closingClient(4401);
    render(
      <ApolloProvider client={client}>
        <Live onGap={() => signOut()} />
      </ApolloProvider>,
    );
    // The retry scheduled before the sign-out runs once, then the hook stops for good.
    await wait(1000);
    expect(attempts).toHaveLength(2);
    await wait(120_000);
    expect(attempts).toHaveLength(2);
  });
});
