// usePagedList with the app's cache policies (lib/apollo.ts): later pages merge by id, an item seen
// again replacing the old one in its place; the end is the last page or an empty page; a failed
// page shows a retry that asks for the same page again.
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithApollo } from '@/test/render-with-providers';
import { usePagedList } from './use-paged-list';

interface Data {
  tokenHistories: { data: { id: number; type: string }[]; meta: { total: number; perPage: number; currentPage: number; lastPage: number } };
}
const Query: TypedDocumentNode<Data, { page: number }> = gql`
  query Histories($page: Int) {
    tokenHistories(page: $page) {
      data {
        id
        type
      }
      meta {
        total
        perPage
        currentPage
        lastPage
      }
    }
  }
`;

const answer = (page: number, rows: [number, string][], { total = 6, lastPage = 3 } = {}): MockedResponse => ({
  request: { query: Query, variables: { page } },
  result: {
    data: {
      tokenHistories: {
        __typename: 'TokenHistoryPage',
        data: rows.map(([id, type]) => ({ __typename: 'TokenHistory', id, type })),
        meta: { __typename: 'PageMeta', total, perPage: 2, currentPage: page, lastPage },
      },
    },
  },
});

function render(mocks: MockedResponse[]) {
  return renderHookWithApollo(() => usePagedList(Query, { page: 1 }, 'tokenHistories'), mocks).result;
}

const rows = (list: { items: { id: number; type: string }[] }) => list.items.map((item) => `${item.id}${item.type}`);

describe('usePagedList', () => {
  it('merges later pages by id, an item seen again replacing the old one in its place', async () => {
    const list = render([answer(1, [[1, 'a'], [2, 'b']]), answer(2, [[2, 'B'], [3, 'c']])]);
    await waitFor(() => expect(rows(list.current)).toEqual(['1a', '2b']));
    expect(list.current.reachEnd).toBe(false);
    act(() => list.current.loadMore());
    await waitFor(() => expect(rows(list.current)).toEqual(['1a', '2B', '3c']));
    expect(list.current.loadingMore).toBe(false);
  });

  it('ends at an empty page even when the meta says there are more', async () => {
    const list = render([answer(1, [[1, 'a']]), answer(2, [])]);
    await waitFor(() => expect(rows(list.current)).toEqual(['1a']));
    act(() => list.current.loadMore());
    await waitFor(() => expect(list.current.reachEnd).toBe(true));
    expect(rows(list.current)).toEqual(['1a']);
  });

  it('ends at the last page', async () => {
    const list = render([answer(1, [[1, 'a'], [2, 'b']], { total: 9, lastPage: 1 })]);
    await waitFor(() => expect(list.current.reachEnd).toBe(true));
  });

  it('retries a failed later page', async () => {
    const list = render([answer(1, [[1, 'a']]), { request: { query: Query, variables: { page: 2 } }, error: new Error('offline') }, answer(2, [[2, 'b']])]);
    await waitFor(() => expect(rows(list.current)).toEqual(['1a']));
    act(() => list.current.loadMore());
    await waitFor(() => expect(list.current.moreError).toBe(true));
    act(() => list.current.retry());
    await waitFor(() => expect(rows(list.current)).toEqual(['1a', '2b']));
    expect(list.current.moreError).toBe(false);
  });
});
