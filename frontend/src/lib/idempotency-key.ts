// Every mutation carries an `Idempotency-Key`, made once per operation before the RetryLink, so
// the retries of a flaky connection send the same key and the server answers them from the first
// run (gateway::idempotency): a shopper whose answer was lost never pays or claims twice.
import { ApolloLink, type Operation } from '@apollo/client';

/** A random key: a UUID where the page is a secure context, 32 hex digits otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs https (or localhost); getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isMutation = ({ query }: Operation) =>
  query.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');

/** Puts a new key on each mutation (queries are safe to repeat and carry none). */
export const idempotencyKeyLink = new ApolloLink((operation, forward) => {
  if (isMutation(operation)) {
    const key = newIdempotencyKey();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'Idempotency-Key': key },
    }));
  }
  return forward(operation);
});
