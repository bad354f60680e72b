// The one Apollo Client: GraphQL at /graphql with the bearer token and the language on every
// request, uploads by the multipart request spec, retries on network errors, and sign-out on any
// 'Unauthenticated.' answer.
import { ApolloClient, ApolloLink, InMemoryCache, from } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs';
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

export const client = new ApolloClient({
  link: from([retry, unauthenticated, headers, createUploadLink({ uri: '/graphql' }) as unknown as ApolloLink]),
  cache: new InMemoryCache(),
});

/** Signs out and drops every cached answer of the previous user. */
export async function signOutAndReset() {
  signOut();
  await client.clearStore();
}
