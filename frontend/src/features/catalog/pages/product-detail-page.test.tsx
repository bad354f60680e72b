// The product page (doc 000 §2, §4, §5): reviews collapsed behind 'See all N reviews' (only with
// more than one), token products without cart and Buy token, total = price x quantity, the
// sign-in redirects, the navigation states of Buy now and Buy token, rating the product (doc 001
// §5: a visitor goes to /signin; the product is asked again so its stars change; the server's
// message on failure) and the 'No product found' view with Go Back.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'react-router-dom';
import { signIn, signOut } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddToCartMutation, ProductDetailQuery, RateProductMutation } from '../queries';
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
    options: [] as { name: string; values: string[] }[],
    variants: [{ id: 120, sku: 'OAK-DESK', optionValues: [] as string[], price: 120000, stock: null as number | null, available: true, image: null as string | null }],
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

  it('picks a size and colour: sold-out values crossed out, price and stock follow, add sends the variant', async () => {
    signIn('token');
    const v = (id: number, size: string, colour: string, price: number, stock: number | null, image: string | null = null) => ({
      id,
      sku: `CT-${size}-${colour}`,
      optionValues: [size, colour],
      price,
      stock,
      available: stock !== 0,
      image,
    });
    const data = product({
      options: [
        { name: 'Size', values: ['40', '41', '42'] },
        { name: 'Colour', values: ['Black', 'White'] },
      ],
      variants: [v(1, '40', 'Black', 120000, 5), v(2, '41', 'Black', 120000, 2), v(3, '42', 'Black', 120000, 0), v(4, '41', 'White', 123000, 3, '/media/white.jpg')],
    });
    renderWithProviders(<ProductDetailPage />, {
      url: `/product-detail?id=${data.slug}`,
      path: '/product-detail',
      mocks: [
        mock(data),
        {
          request: { query: AddToCartMutation, variables: { input: { productId: 12, qty: 1, variantId: 4 } } },
          result: { data: { addToCart: { count: 1, lines: [{ id: 1, product: { id: 12, name: 'Oak Desk' } }] } } },
        },
      ],
    });
    const sizes = await screen.findByRole('radiogroup', { name: 'Size' });
    const size42 = within(sizes).getByRole('radio', { name: '42' });
    expect(size42.getAttribute('aria-disabled')).toBe('true');
    expect(size42.tabIndex).toBe(-1);
    fireEvent.click(size42);
    expect(size42.getAttribute('aria-checked')).toBe('false');
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('choose-hint').textContent).toBe('Choose Size');
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(sizes).getByRole('radio', { name: '40' }));
    const colours = screen.getByRole('radiogroup', { name: /Colour/ });
    expect(within(colours).getByRole('radio', { name: 'White' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('choose-hint').textContent).toBe('Choose Colour');
    fireEvent.click(within(sizes).getByRole('radio', { name: '41' }));
    fireEvent.click(within(colours).getByRole('radio', { name: 'Black' }));
    expect(screen.getByTestId('price').textContent).toBe('120,000 MMK');
    expect(screen.getByTestId('stock').textContent).toBe('Only 2 left');
    fireEvent.click(within(colours).getByRole('radio', { name: 'White' }));
    expect(screen.getByTestId('price').textContent).toBe('123,000 MMK');
    expect(screen.getByTestId('stock').textContent).toBe('Only 3 left');
    expect(screen.queryByTestId('choose-hint')).toBeNull();
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('1 Oak Desk has been added to Cart');
  });

  it('buys now with the chosen variant in the navigation state', async () => {
    signIn('token');
    open(
      product({
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { id: 7, sku: 'S', optionValues: ['S'], price: 100, stock: null, available: true, image: null },
          { id: 8, sku: 'M', optionValues: ['M'], price: 150, stock: 9, available: true, image: null },
        ],
      }),
    );
    fireEvent.click(within(await screen.findByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    const state = JSON.parse(location().dataset.state!);
    expect(state.variant).toEqual({ id: 8, label: 'M', price: 150, image: null });
  });

  it('sends a visitor who wants to rate the product to /signin', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rate this product' }));
    expect(location().textContent).toBe('/signin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rates the product and asks for it again, so the stars, the count and the reviews change', async () => {
    signIn('token');
    const before = product();
    const after = product({
      ratingAverage: 4,
      ratingCount: 4,
      reviews: [{ userImage: null, userName: 'Buyer', rating: 5, comment: 'Sturdy and beautiful' }, review(3), review(4), review(5)],
    });
    renderWithProviders(<ProductDetailPage />, {
      url: `/product-detail?id=${before.slug}`,
      path: '/product-detail',
      mocks: [
        mock(before),
        {
          request: { query: RateProductMutation, variables: { productId: 12, rating: 5, comment: 'Sturdy and beautiful' } },
          result: { data: { rateProduct: { productId: 12, rating: 5, comment: 'Sturdy and beautiful', ratingAverage: 4, ratingCount: 4 } } },
        },
        mock(after),
      ],
    });
    expect(await screen.findByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rate this product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate this product' }, { timeout: 5000 });
    // A product rating has stars and a comment, no images.
    expect(within(dialog).queryByRole('button', { name: 'Add images' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: '  Sturdy and beautiful ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all 4 reviews' }));
    expect(screen.getByText('Sturdy and beautiful')).toBeTruthy();
  });

  it('keeps the rating dialog open with the server’s message when the shopper never bought the product', async () => {
    signIn('token');
    const data = product();
    renderWithProviders(<ProductDetailPage />, {
      url: `/product-detail?id=${data.slug}`,
      path: '/product-detail',
      mocks: [
        mock(data),
        {
          request: { query: RateProductMutation, variables: { productId: 12, rating: 2, comment: 'Not for me' } },
          result: { errors: [new GraphQLError('You can rate a product only after buying it.', { extensions: { code: 'BAD_REQUEST' } })] },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Rate this product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate this product' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Not for me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByTestId('review-server-error')).textContent).toBe('You can rate a product only after buying it.');
    expect(screen.getByRole('dialog', { name: 'Rate this product' })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: 'No product found' })).toBeTruthy();
  });

  it('goes back from No product found, or home when the visit started there', async () => {
    const view = renderWithProviders(<ProductDetailPage />, { url: '/product-detail', path: '/product-detail' });
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location().textContent).toBe('/');
    view.unmount();
    // Reached from another page: Go Back returns there.
    renderWithProviders(
      <>
        <Link to="/product-detail">missing</Link>
        <ProductDetailPage />
      </>,
      { url: '/category?category_id=7', path: '*' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'missing' }));
    expect(screen.getByRole('heading', { name: 'No product found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location().textContent).toBe('/category?category_id=7');
  });

  it('shows the not-found view without an id, and goes home with an empty one', () => {
    const view = renderWithProviders(<ProductDetailPage />, { url: '/product-detail', path: '/product-detail' });
    expect(screen.getByRole('heading', { name: 'No product found' })).toBeTruthy();
    view.unmount();
    renderWithProviders(<ProductDetailPage />, { url: '/product-detail?id=', path: '/product-detail' });
    expect(location().textContent).toBe('/');
  });
});
