// /admin/products tags a product whose flash sale is on now (with its end) or still to come (with
// its start and end), in Myanmar time whatever the desk's time zone; an ended sale has no tag.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductFieldsFragment } from '@/gql/graphql';
import { renderWithProviders } from '@/test/render-with-providers';
import ProductsPage from './products-page';
import { AdminCategoryListQuery, AdminProductPageQuery } from './queries';

const text = (en: string) => ({ __typename: 'TranslatedText', en, mm: 'ဘာသာပြန်', ch: '翻译' });

// The page's items are a fragment: the cache matches it by __typename, so the mocks carry it.
const base: AdminProductFieldsFragment & { __typename: string } = {
  __typename: 'AdminProduct',
  id: 1,
  type: 'PRODUCT',
  categoryId: 5,
  slug: 'tea',
  name: text('Tea'),
  description: text(''),
  actualPrice: 10000,
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  weightKg: 1,
  inStock: true,
  tokenReward: 0,
  tokenAmount: null,
  referralPoint: null,
  hidden: false,
  featureImage: null,
  images: [],
};

const products = [
  // On now, until 31 December 2099 22:00 in Yangon.
  { ...base, id: 1, slug: 'tea', name: text('Tea'), salePrice: 9000, saleEndsAt: '2099-12-31T15:30:00+00:00' },
  // To come: from 1 January 2099 10:00 to 2 January 2099 10:00 in Yangon.
  { ...base, id: 2, slug: 'rice', name: text('Rice'), salePrice: 9000, saleStartsAt: '2099-01-01T03:30:00+00:00', saleEndsAt: '2099-01-02T03:30:00+00:00' },
  // Ended.
  { ...base, id: 3, slug: 'salt', name: text('Salt'), salePrice: 9000, saleEndsAt: '2020-01-01T00:00:00+00:00' },
  { ...base, id: 4, slug: 'sugar', name: text('Sugar') },
];

const mocks = [
  {
    request: { query: AdminProductPageQuery, variables: { search: null, types: ['PRODUCT', 'TOKEN_PRODUCT', 'REFERRAL_GIFT'], categoryId: null, page: 1, limit: 20 } },
    result: { data: { adminProductPage: { __typename: 'AdminProductPage', data: products, meta: { __typename: 'PageMeta', total: 4, perPage: 20, currentPage: 1, lastPage: 1 } } } },
  },
  {
    request: { query: AdminCategoryListQuery },
    result: { data: { adminCategories: [{ __typename: 'AdminCategory', id: 5, slug: 'food', name: text('Food'), hidden: false, image: null, sort: 0, productCount: 4 }] } },
  },
];

describe('ProductsPage, flash sales', () => {
  it('tags a sale on now or to come with its times in Myanmar time, and not one ended', async () => {
    renderWithProviders(<ProductsPage />, { mocks, addTypename: true });
    const tags = (id: number) => within(screen.getByTestId(`product-${id}`)).queryAllByTestId('highlight-tag').map((tag) => tag.textContent);
    await screen.findByTestId('product-1');
    // ICU versions differ on the comma and the space before AM/PM.
    expect(tags(1)).toEqual([expect.stringMatching(/^Sale until Dec 31, 2099,? 10:00\sPM$/)]);
    expect(tags(2)).toEqual([expect.stringMatching(/^Sale from Jan 1, 2099,? 10:00\sAM to Jan 2, 2099,? 10:00\sAM$/)]);
    expect(tags(3)).toEqual([]);
    expect(tags(4)).toEqual([]);
  });
});
