// The one Apollo Client: GraphQL at /graphql with the bearer token and the language on every
// request, uploads by the multipart request spec, subscriptions over the websocket /graphql/ws,
// retries on network errors (a mutation's retries keep its Idempotency-Key), and sign-out on any
// 'Unauthenticated.' answer.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from, split, type FieldPolicy, type Operation, type TypePolicies } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getToken, runBeforeSignOut, signOut } from './auth';
import { idempotencyKeyLink } from './idempotency-key';
import { getLocale } from './i18n';

const headers = new ApolloLink((operation, forward) => {
  const token = getToken();
  operation.setContext(({ headers: existing = {} }: { headers?: Record<string, string> }) => ({
    headers: {
      ...existing,
      'X-localization': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  }));
  return forward(operation);
});

const unauthenticated = onError(({ graphQLErrors }) => {
  if (graphQLErrors?.some((e) => e.message === 'Unauthenticated.' || e.extensions?.code === 'UNAUTHENTICATED')) {
    signOut();
  }
});

// A flaky connection gets a few quick retries before the screen shows a network error.
const retry = new RetryLink({ delay: { initial: 400, max: 3000, jitter: true }, attempts: { max: 3 } });

/** Whether operation variables carry a file (a File or Blob, at any depth). */
export function hasUpload(value: unknown, depth = 0): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => hasUpload(item, depth + 1));
}

/**
 * A link whose code is downloaded the first time an operation needs it (a failed download is
 * tried again next time), so the shop's first page does not carry it.
 */
function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let subscription: { unsubscribe: () => void } | undefined;
        let closed = false;
        link ??= load();
        link
          .then((loaded) => {
            if (!closed) subscription = loaded.request(operation)?.subscribe(observer);
          })
          .catch((error: unknown) => {
            link = null;
            observer.error(error);
          });
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

/**
 * Operations with files (avatar, payment screenshots) go out by the GraphQL multipart request spec
 * through apollo-upload-client; everything else is a plain HttpLink.
 */
const upload = lazyLink(() =>
  import('apollo-upload-client/createUploadLink.mjs').then(({ default: createUploadLink }) => createUploadLink({ uri: '/graphql' }) as unknown as ApolloLink),
);

/**
 * Subscriptions (live notifications, the admin queues) go over the websocket at /graphql/ws
 * (graphql-ws, lib/live-link.ts), downloaded with the first subscription: only signed-in pages
 * subscribe, after their first paint.
 */
const live = lazyLink(() => import('./live-link').then((module) => module.liveLink));

const isSubscription = ({ query }: Operation) =>
  query.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription');

const http = split((operation) => hasUpload(operation.variables), upload, new HttpLink({ uri: '/graphql' }));

type Ref = { __ref: string } | Record<string, unknown>;
interface PageShape {
  data: Ref[];
  meta: unknown;
}

/**
 * Paged lists (`{ data, meta }`) for infinite scroll (lib/use-paged-list.ts): every page of one
 * list is kept under one cache entry (the `page` argument is not part of the key). Page 1 replaces
 * the list (a refetch, a language change); later pages merge by id, an item seen again replacing
 * the old one (spec: "later pages merge by id, and updated items replace existing ones").
 */
function pagedList(keyArgs: string[] | false): FieldPolicy<PageShape> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const page = (args?.page as number | undefined) ?? 1;
      if (!existing || page <= 1) return incoming;
      const merged = [...existing.data];
      const index = new Map(merged.map((item, i) => [readField<number>('id', item as never), i]));
      for (const item of incoming.data) {
        const id = readField<number>('id', item as never);
        const at = index.get(id);
        if (at === undefined) {
          index.set(id, merged.length);
          merged.push(item);
        } else {
          merged[at] = item;
        }
      }
      return { ...incoming, data: merged };
    },
  };
}

/** The cache's policies (exported for tests that page through a list as the app does). */
export const typePolicies: TypePolicies = {
  // The schema's query type is QueryRoot, not Query.
  QueryRoot: {
    queryType: true,
    fields: {
      // Every list read with usePagedList needs its entry here, or a later page is cached apart
      // from the first and never shows.
      latestProducts: pagedList(false),
      products: pagedList(['search', 'categoryId', 'types', 'perPage']),
      ticketProducts: pagedList(['perPage']),
      tokenHistories: pagedList(false),
      referralHistories: pagedList(false),
      winners: pagedList(false),
      reviews: pagedList(false),
      myReviews: pagedList(false),
      notifications: pagedList(['limit']),
    },
  },
  // Settings are one object per site, not an entity with an id; so is the shopper's daily reward
  // (the check-in and restart answers then update the dialog's copy).
  SiteSettings: { keyFields: [] },
  // The shipping rates are read in parts (the content page's fees, the settings page's township
  // fees and weight steps): the parts merge instead of replacing each other.
  ShippingSettings: { merge: true },
  DailyReward: { keyFields: [] },
  // Regions and townships are both `Place`s with their own id sequences (region 1 Yangon,
  // township 1 Ahlone): never normalised, or one would overwrite the other.
  Place: { keyFields: false },
  // A person in the admin console (`adminUser(id)`) has no id of its own: the answers for one
  // person merge, so paging one ledger keeps the other's pages.
  AdminUserDetail: { merge: true },
};

export const client = new ApolloClient({
  // Subscriptions skip the retry (the websocket client reconnects itself) and the HTTP headers
  // (the token and language go in its connection_init payload).
  // The key goes on before the retry, so every retry of a mutation carries the same one.
  link: split(isSubscription, from([unauthenticated, live]), from([idempotencyKeyLink, retry, unauthenticated, headers, http])),
  cache: new InMemoryCache({ typePolicies }),
});

/** Signs out and drops every cached answer of the previous user. */
export async function signOutAndReset() {
  await runBeforeSignOut();
  signOut();
  await client.clearStore();
}
