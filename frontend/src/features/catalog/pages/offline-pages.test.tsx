// Offline, say offline (issue 36): a category or a product the phone has not saved, opened with no
// network, shows "You are offline" with Try again, never its "not found" view; the phone's saved
// copy of the category list (which may be older than the link) proves nothing either. Online, only
// the server's answer decides "not found", and a failed read shows "could not load" with a retry.
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { HomeCategoriesQuery, ProductDetailQuery } from '../queries';
import CategoryPage from './category-page';
import ProductDetailPage from './product-detail-page';

const OFFLINE_TEXT = 'You are offline, and this page is not saved on this phone yet. Connect to the internet and try again.';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

const categories = (list: { id: number; name: string }[]) => ({
  request: { query: HomeCategoriesQuery },
  result: { data: { categories: list.map((c) => ({ ...c, image: null })) } },
});
const categoriesFail = { request: { query: HomeCategoriesQuery }, error: new TypeError('Failed to fetch') };
const openCategory = (id: number, mocks: MockedResponse[]) =>
  renderWithProviders(<CategoryPage />, { url: `/category?category_id=${id}`, path: '/category', mocks });

async function expectOffline() {
  expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
  expect(screen.getByText(OFFLINE_TEXT)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.queryByText(/Page Not Found|does not exist|No product found/)).toBeNull();
}

describe('CategoryPage', () => {
  it('offline, with no saved category list, says offline and loads the category on Try again', async () => {
    setOnline(false);
    openCategory(5, [categoriesFail, categories([{ id: 5, name: 'Shoes' }])]);
    await expectOffline();
    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shoes' })).toBeTruthy();
  });

  it('offline, with a saved list that lacks the category, says offline rather than Page Not Found', async () => {
    setOnline(false);
    openCategory(9, [categories([{ id: 5, name: 'Shoes' }])]);
    await expectOffline();
  });

  it('online, a list without the category is Page Not Found', async () => {
    setOnline(true);
    openCategory(9, [categories([{ id: 5, name: 'Shoes' }])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('online, a failed list read says it could not load, with a retry, not Page Not Found', async () => {
    setOnline(true);
    openCategory(5, [categoriesFail]);
    expect(await screen.findByText('Could not load this page. Please check your connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });
});

describe('ProductDetailPage', () => {
  const openProduct = (mocks: MockedResponse[]) =>
    renderWithProviders(<ProductDetailPage />, { url: '/product-detail?id=never-opened', path: '/product-detail', mocks });
  const productFail = { request: { query: ProductDetailQuery, variables: { slug: 'never-opened' } }, error: new TypeError('Failed to fetch') };

  it('offline, a product the phone has not saved says offline, not No product found', async () => {
    setOnline(false);
    openProduct([productFail]);
    await expectOffline();
  });

  it('still shows No product found for the server’s NOT_FOUND', async () => {
    setOnline(true);
    openProduct([
      {
        request: { query: ProductDetailQuery, variables: { slug: 'never-opened' } },
        result: { errors: [new GraphQLError('The product does not exist.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'No product found' })).toBeTruthy();
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});
