// The product page (doc 000 §2, §4, §5): reviews collapsed behind 'See all N reviews' (only with
// more than one), token products without cart and Buy token, total = price x quantity, the
// sign-in redirects, the navigation states of Buy now and Buy token, and the not-found view.
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddToCartMutation, ProductDetailQuery } from '../queries';
import ProductDetailPage from './product-detail-page';

const review = (n: number) => ({ userImage: null, userName: `Shopper ${n}`, rating: n, comment: `Comment ${n}` });

function product(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    slug: 'oak-desk',
    name: 'Oak Desk',
    type: 'PRODUCT',
    category: 'Furniture',
    categoryId: 7,
    featureImage: '/media/desk.jpg',
    productImages: ['/media/desk-2.jpg', '/media/desk-3.jpg'],
    actualPrice: 120000,
    ratingAverage: 3.5,
    ratingCount: 3,
    reviews: [review(3), review(4), review(5)],
    description: '<p>Solid <strong>oak</strong>.</p>',
    ...overrides,
  };
}

const mock = (data: ReturnType<typeof product>) => ({
  request: { query: ProductDetailQuery, variables: { slug: data.slug } },
  result: { data: { product: data } },
});

const open = (data = product()) =>
  renderWithProviders(<ProductDetailPage />, { url: `/product-detail?id=${data.slug}`, path: '/product-detail', mocks: [mock(data)] });

const location = () => screen.getByTestId('location');

afterEach(() => signOut());

describe('ProductDetailPage', () => {
  it('shows the product with breadcrumb, photos counter, price, stars and the description', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oak Desk' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Furniture' }).getAttribute('href')).toBe('/category?category_id=7');
    expect(screen.getByTestId('image-counter').textContent).toBe('1 / 3');
    expect(screen.getByTestId('price').textContent).toBe('120,000 MMK');
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(document.querySelector('.rich-text strong')?.textContent).toBe('oak');
  });

  it('keeps the reviews collapsed until See all N reviews is pressed', async () => {
    open();
    const toggle = await screen.findByRole('button', { name: 'See all 3 reviews' });
    expect(screen.queryByText('Comment 4')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('list', { name: 'Reviews' }).children).toHaveLength(3);
    expect(screen.getByText('Comment 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide reviews' }));
    expect(screen.queryByText('Comment 4')).toBeNull();
  });

  it('offers no review link with a single review', async () => {
    open(product({ reviews: [review(5)], ratingCount: 1, ratingAverage: 5 }));
    await screen.findByRole('heading', { level: 1, name: 'Oak Desk' });
    expect(screen.queryByRole('button', { name: /See all/ })).toBeNull();
  });

  it('totals price x quantity', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Oak Desk' });
    expect(screen.getByTestId('total').textContent).toBe('120,000 MMK');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('total').textContent).toBe('360,000 MMK');
  });

  it('hides add to cart and Buy token for a token product', async () => {
    open(product({ slug: 'token-pack-10', type: 'TOKEN_PRODUCT', reviews: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Oak Desk' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy token' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it('sends a visitor to /signin from add to cart, Buy now and Buy token', async () => {
    for (const name of ['Add to cart', 'Buy now', 'Buy token']) {
      const view = open();
      fireEvent.click(await screen.findByRole('button', { name }));
      expect(location().textContent).toBe('/signin');
      view.unmount();
    }
  });

  it('buys now with the product and quantity in the navigation state', async () => {
    signIn('token');
    open();
    await screen.findByRole('heading', { level: 1, name: 'Oak Desk' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(location().textContent).toBe('/confirm-order');
    const state = JSON.parse(location().dataset.state!);
    expect(state.qty).toBe(2);
    expect(state.product.slug).toBe('oak-desk');
  });

  it('buys tokens through the lucky draw with the spec’s state', async () => {
    signIn('token');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy token' }));
    expect(location().textContent).toBe('/lucky-draw');
    const state = JSON.parse(location().dataset.state!);
    expect(state).toMatchObject({ data: 'allPrizes', showBuyTicketModal: true, buytokenid: 12, fromProductDetail: true });
    expect(state.selectedProduct.id).toBe(12);
  });

  it('adds to the cart while signed in and says so with the quantity and the name', async () => {
    signIn('token');
    const data = product();
    renderWithProviders(<ProductDetailPage />, {
      url: `/product-detail?id=${data.slug}`,
      path: '/product-detail',
      mocks: [
        mock(data),
        {
          request: { query: AddToCartMutation, variables: { input: { productId: 12, qty: 2 } } },
          result: { data: { addToCart: { count: 1, lines: [{ id: 1, product: { id: 12, name: 'Oak Desk' } }] } } },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('2 Oak Desk has been added to Cart');
  });

  it('shows the not-found view for an unknown product', async () => {
    renderWithProviders(<ProductDetailPage />, {
      url: '/product-detail?id=nope',
      path: '/product-detail',
      mocks: [
        {
          request: { query: ProductDetailQuery, variables: { slug: 'nope' } },
          result: { errors: [new GraphQLError('The product does not exist.', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('shows the not-found view without an id, and goes home with an empty one', () => {
    const view = renderWithProviders(<ProductDetailPage />, { url: '/product-detail', path: '/product-detail' });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    view.unmount();
    renderWithProviders(<ProductDetailPage />, { url: '/product-detail?id=', path: '/product-detail' });
    expect(location().textContent).toBe('/');
  });
});
