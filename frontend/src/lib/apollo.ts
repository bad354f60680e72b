// The one Apollo Client: GraphQL at /graphql with the bearer token and the language on every
// request, uploads by the multipart request spec, retries on network errors, and sign-out on any
// 'Unauthenticated.' answer.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from, split, type FieldPolicy, type TypePolicies } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getToken, signOut } from './auth';
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

let uploadLink: Promise<ApolloLink> | null = null;

/**
 * Operations with files (avatar, payment screenshots) go out by the GraphQL multipart request spec
 * through apollo-upload-client, which is downloaded the first time a file is sent: the shop's
 * first page never uploads, so it does not carry that code. Everything else is a plain HttpLink.
 */
const upload = new ApolloLink(
  (operation) =>
    new Observable((observer) => {
      let subscription: { unsubscribe: () => void } | undefined;
      let closed = false;
      uploadLink ??= import('apollo-upload-client/createUploadLink.mjs').then(
        ({ default: createUploadLink }) => createUploadLink({ uri: '/graphql' }) as unknown as ApolloLink,
      );
      uploadLink
        .then((link) => {
          if (!closed) subscription = link.request(operation)?.subscribe(observer);
        })
        .catch((error: unknown) => {
          uploadLink = null; // try the download again next time
          observer.error(error);
        });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    }),
);

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
    },
  },
  // Settings are one object per site, not an entity with an id; so is the shopper's daily reward
  // (the check-in and restart answers then update the dialog's copy).
  SiteSettings: { keyFields: [] },
  DailyReward: { keyFields: [] },
  // Regions and townships are both `Place`s with their own id sequences (region 1 Yangon,
  // township 1 Ahlone): never normalised, or one would overwrite the other.
  Place: { keyFields: false },
};

export const client = new ApolloClient({
  link: from([retry, unauthenticated, headers, http]),
  cache: new InMemoryCache({ typePolicies }),
});

/** Signs out and drops every cached answer of the previous user. */
export async function signOutAndReset() {
  signOut();
  await client.clearStore();
}
