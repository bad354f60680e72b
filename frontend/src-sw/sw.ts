// The offline worker (issue 15), registered at the site root by src/features/app/pwa-status.tsx.
// Built by vite-plugin-pwa (`injectManifest`): Workbox's modules plus the list of this build's
// files, injected at `self.__WB_MANIFEST`. The push worker (public/push-sw.js) keeps its own
// scope, /push/: two workers at one scope would replace each other.
//
//   - The app shell (index.html) and every chunk, stylesheet and font of this build are precached,
//     so the app opens with no network and a lazy page of this build always loads, even after the
//     server has moved on to a newer build.
//   - Pages (navigations) go to the network first (the server's HTML carries the first banner)
//     and fall back to the precached shell after 3 s or offline.
//   - Uploaded images (/media/): cache first, at most 200 of them for 30 days.
//   - GraphQL queries and public REST reads: network first with a 4 s timeout, then the answer
//     last seen for the same query, variables and sign-in. Mutations and every other write go
//     straight to the network: never cached, never replayed.
//   - A new build waits until the shopper taps "Reload" in the page's prompt (SKIP_WAITING).
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Cache names; the page clears the reads cache on sign-out (src/features/app/offline-cache.ts). */
export const IMAGE_CACHE = 'lucky-mall-images';
export const READS_CACHE = 'lucky-mall-reads';

/** Paths the server answers itself: never the web app's shell. */
const SERVER_PATHS = /^\/(api|graphql|media|healthz|swagger-ui|api-docs|push)(\/|$)/;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// ---------- Pages ----------

const shell = createHandlerBoundToURL('/index.html');
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: 3 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return shell(options);
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

// ---------- Images ----------

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// ---------- Reads ----------

/**
 * The key a read is kept under: a GET URL made of a hash of what identifies the answer (the
 * query and its variables, the language, the sign-in), since the Cache API keeps only GETs and
 * must never hand one shopper's answer to another.
 */
async function readKey(request: Request, body: string): Promise<Request> {
  const who = [body, request.headers.get('authorization') ?? '', request.headers.get('x-localization') ?? ''].join('\n');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who)));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return new Request(`${self.location.origin}/__reads/${hex}`);
}

const readKeys = new WeakMap<Request, Request>();
const keyedReads: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => readKeys.get(request) ?? request,
};

const reads = new NetworkFirst({
  cacheName: READS_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [
    keyedReads,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});

/**
 * Whether a GraphQL request body holds only queries: a mutation is never cached. Printed documents
 * (Apollo's, GraphiQL's) start each definition on a line of its own.
 */
function onlyQueries(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { query?: unknown } | Array<{ query?: unknown }>;
    const operations = Array.isArray(parsed) ? parsed : [parsed];
    return operations.every(({ query }) => typeof query === 'string' && !/^\s*(mutation|subscription)\b/m.test(query));
  } catch {
    return false;
  }
}

async function cachedRead(options: RouteHandlerCallbackOptions, body: string): Promise<Response> {
  const request = options.request as Request;
  readKeys.set(request, await readKey(request, body));
  return reads.handle({ event: options.event as ExtendableEvent, request });
}

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/graphql' && request.method === 'POST',
  async (options) => {
    const request = options.request as Request;
    const body = await request.clone().text();
    // JSON bodies only: a multipart upload is a mutation.
    if (!request.headers.get('content-type')?.includes('application/json') || !onlyQueries(body)) return fetch(request);
    return cachedRead(options, body);
  },
  'POST',
);

// Public REST reads (the integrators' API as the browser sees it); a signed-in read is personal.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET' && !request.headers.has('authorization'),
  (options) => cachedRead(options, (options.request as Request).url),
);

// ---------- Updates ----------

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
