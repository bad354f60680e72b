// The websocket half of the Apollo link (lib/apollo.ts sends subscriptions here; this module is its
// own chunk, downloaded with the first subscription). One graphql-ws client (protocol
// graphql-transport-ws) at /graphql/ws on the page's own host, carrying the token and the language
// in its connection_init payload. It connects lazily (on the first subscription, and closes a
// little after the last one ends), reconnects with a growing wait, and is thrown away and made
// again when the token or the language changes: on sign-in, sign-out or another account, nothing
// stays subscribed with the old token. A refused token is not retried (the server closes with
// 1002, which graphql-ws treats as final, or 4403 Forbidden, which it would otherwise retry).
import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { getToken, onTokenChange } from './auth';
import { getLocale } from './i18n';

/** The websocket's address for a page at `location` (ws: beside http:, wss: beside https:). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql/ws`;
}

/** The wait before reconnect number `retries` (0, 1, ...): 1 s, 2 s, 4 s ... up to 30 s, with jitter. */
export function retryDelay(retries: number, random = Math.random): number {
  return Math.min(30_000, 1000 * 2 ** retries) * (0.75 + random() * 0.5);
}

/** 4403 Forbidden: the token was refused; retrying with the same one cannot help. */
const FORBIDDEN = 4403;

/** The connection_init payload: `{ authorization: 'Bearer <token>', locale }`. */
export function connectionParams(token: string | null, locale: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, locale } : { locale };
}

const reconnectListeners = new Set<() => void>();

/** Calls `listener` whenever the websocket is connected again after a drop (events may be lost). */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

let current: { key: string; client: Client; link: GraphQLWsLink } | null = null;

function linkFor(token: string | null, locale: string): GraphQLWsLink {
  const key = `${token ?? ''}|${locale}`;
  if (current?.key !== key) {
    void current?.client.dispose();
    const client = createClient({
      url: liveUrl(window.location),
      lazy: true,
      lazyCloseTimeout: 3000,
      connectionParams: () => connectionParams(token, locale),
      keepAlive: 30_000,
      retryAttempts: Number.MAX_SAFE_INTEGER,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      shouldRetry: (event) => !(typeof event === 'object' && event !== null && (event as { code?: number }).code === FORBIDDEN),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
      },
    });
    current = { key, client, link: new GraphQLWsLink(client) };
  }
  return current.link;
}

// Sign-out (or another account) ends the old connection at once; subscribers start again with
// the new token (they are keyed by it, see features/notifications).
onTokenChange(() => {
  if (current && !current.key.startsWith(`${getToken() ?? ''}|`)) {
    void current.client.dispose();
    current = null;
  }
});

export const liveLink = new ApolloLink((operation) => linkFor(getToken(), getLocale()).request(operation));
