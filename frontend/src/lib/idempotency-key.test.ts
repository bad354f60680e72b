// The key link in front of the app's retry policy: a mutation retried after a network error is
// sent again with the same Idempotency-Key; another mutation gets another key; queries get none.
import { ApolloLink, Observable, execute, from } from '@apollo/client';
import { parse, type DocumentNode } from 'graphql';
import { RetryLink } from '@apollo/client/link/retry';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyLink, newIdempotencyKey } from './idempotency-key';

/** A server whose first answer to each operation is lost; records the headers of every attempt. */
function flakyServer(seen: Array<Record<string, string>>) {
  let attempts = 0;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push({ ...(operation.getContext().headers as Record<string, string>) });
        attempts += 1;
        if (attempts % 2 === 1) {
          observer.error(new TypeError('Failed to fetch'));
        } else {
          observer.next({ data: { ok: true } });
          observer.complete();
        }
      }),
  );
}

function run(link: ApolloLink, query: DocumentNode) {
  return new Promise<void>((resolve, reject) => {
    execute(link, { query }).subscribe({ complete: resolve, error: reject });
  });
}

describe('Idempotency-Key', () => {
  it('sends a retried mutation again with its key, and a new key for the next mutation', async () => {
    const seen: Array<Record<string, string>> = [];
    const link = from([idempotencyKeyLink, new RetryLink({ delay: { initial: 1, max: 1, jitter: false } }), flakyServer(seen)]);
    // parse, not a gql tag: codegen would take a tagged document for one of the app's.
    const buy = parse('mutation Buy { buyTickets(ticketProductId: 1, ticketCount: 1) { tokenUse } }');
    await run(link, buy);
    await run(link, buy);
    const keys = seen.map((headers) => headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('leaves queries without a key', async () => {
    const seen: Array<Record<string, string>> = [];
    const link = from([idempotencyKeyLink, new RetryLink({ delay: { initial: 1, max: 1, jitter: false } }), flakyServer(seen)]);
    await run(link, parse('query Products { products { meta { total } } }'));
    expect(seen.map((headers) => headers?.['Idempotency-Key'])).toEqual([undefined, undefined]);
  });

  it('makes 32 hex digits where randomUUID is missing (a page served over plain http)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
