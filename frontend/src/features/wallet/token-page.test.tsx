// The token page: a visitor sees the token packs only (Buy now → /signin); a signed-in shopper
// sees the balance (singular at 1 or less), Buy now goes to /confirm-order with the pack and
// quantity 1, and the history tab lists date, type (the server's label), time and +/- tokens.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth';
import { buyNowState, readTab, signedAmount } from './token-page-rules';
import TokenPage from './pages/token-page';
import { TokenHistoriesQuery, TokenProductsQuery, WalletBalanceQuery } from './queries';
import { renderWithProviders } from '@/test/render-with-providers';

const pack = (id: number, token: number, price: number) => ({
  __typename: 'ProductCard',
  id,
  slug: `token-pack-${token}`,
  name: `${token} Tokens`,
  type: 'TOKEN_PRODUCT',
  category: 'Tokens',
  featureImage: null,
  actualPrice: price,
  token,
});

const packs = {
  request: { query: TokenProductsQuery, variables: { page: 1, perPage: 20 } },
  result: { data: { products: { __typename: 'ProductPage', data: [pack(55, 10, 10000), pack(56, 50, 48000)], meta: meta(2) } } },
  maxUsageCount: 5,
};

const balance = (tokenPoint: number) => ({
  request: { query: WalletBalanceQuery },
  result: { data: { me: { __typename: 'Profile', id: 7, tokenPoint } } },
  maxUsageCount: 5,
});

const entry = (id: number, label: string, token: number, date: string, time: string) => ({
  __typename: 'TokenHistory',
  id,
  date,
  time,
  type: token > 0 ? 'order_approved' : 'ticket_purchase',
  label,
  token,
  balanceAfter: 49,
});

const history = {
  request: { query: TokenHistoriesQuery, variables: { page: 1 } },
  result: {
    data: {
      tokenHistories: {
        __typename: 'TokenHistoryPage',
        data: [entry(2, 'Lucky draw tickets', -1, '2026-11-21', '23:05'), entry(1, 'Order approved', 50, '2026-11-20', '09:30')],
        meta: meta(2),
      },
    },
  },
  maxUsageCount: 5,
};

const location = () => screen.getByTestId('location');

describe('TokenPage for a visitor', () => {
  it('shows the token packs without balance, tabs or history, and Buy now goes to /signin', async () => {
    renderWithProviders(<TokenPage />, { mocks: [packs], url: '/token', path: '/token', addTypename: true });
    const cards = await screen.findAllByTestId('token-product');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('10 Tokens')).toBeTruthy();
    expect(within(cards[0]).getByText('10 tokens')).toBeTruthy();
    expect(within(cards[0]).getByText('10,000 MMK')).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'get token' })).toBeTruthy();
    expect(screen.queryByTestId('token-balance')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(await screen.findByText('No more items to load')).toBeTruthy();
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Buy now' }));
    expect(location().textContent).toBe('/signin');
  });

  it('never opens the history tab from the URL', async () => {
    renderWithProviders(<TokenPage />, { url: '/token?tab=history', mocks: [packs], path: '/token', addTypename: true });
    expect(await screen.findAllByTestId('token-product')).toHaveLength(2);
    expect(screen.queryByRole('tab', { name: 'token history' })).toBeNull();
    expect(screen.queryByTestId('token-history')).toBeNull();
  });
});

describe('TokenPage for a signed-in shopper', () => {
  it('shows the balance and sends Buy now to /confirm-order with the pack and quantity 1', async () => {
    signIn('shopper-token');
    renderWithProviders(<TokenPage />, { mocks: [packs, balance(50)], url: '/token', path: '/token', addTypename: true });
    expect((await screen.findByTestId('token-balance')).textContent).toBe('50 tokens');
    const cards = await screen.findAllByTestId('token-product');
    fireEvent.click(within(cards[1]).getByRole('button', { name: 'Buy now' }));
    expect(location().textContent).toBe('/confirm-order');
    const state = JSON.parse(location().dataset.state!);
    expect(state.qty).toBe(1);
    expect(state.product).toMatchObject({ id: 56, name: '50 Tokens', actualPrice: 48000, type: 'TOKEN_PRODUCT' });
  });

  it('says token, not tokens, at 1 or less', async () => {
    signIn('shopper-token');
    renderWithProviders(<TokenPage />, { mocks: [packs, balance(1)], url: '/token', path: '/token', addTypename: true });
    expect((await screen.findByTestId('token-balance')).textContent).toBe('1 token');
  });

  it('lists the token history: date, type, time and the signed amount', async () => {
    signIn('shopper-token');
    renderWithProviders(<TokenPage />, { mocks: [packs, balance(49), history], url: '/token', path: '/token', addTypename: true });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['get token', 'token history']);
    fireEvent.click(screen.getByRole('tab', { name: 'token history' }));
    expect(location().textContent).toBe('/token?tab=history');
    const rows = await screen.findAllByTestId('token-history-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Lucky draw tickets')).toBeTruthy();
    expect(within(rows[0]).getByTestId('token-date').textContent).toBe('2026-11-21');
    expect(within(rows[0]).getByTestId('token-time').textContent).toBe('23:05');
    expect(within(rows[0]).getByTestId('token-change').textContent).toBe('Token -1 token');
    expect(within(rows[1]).getByTestId('token-change').textContent).toBe('Token +50 tokens');
    expect(screen.queryByTestId('token-product')).toBeNull();
    await waitFor(() => expect(screen.getByText('No more items to load')).toBeTruthy());
  });
});

describe('token page rules', () => {
  it('opens history only for a signed-in shopper', () => {
    expect(readTab('history', true)).toBe('history');
    expect(readTab('history', false)).toBe('get');
    expect(readTab(null, true)).toBe('get');
    expect(readTab('other', true)).toBe('get');
  });

  it('signs amounts', () => {
    expect(signedAmount(50)).toBe('+50');
    expect(signedAmount(-5)).toBe('-5');
    expect(signedAmount(1200)).toBe('+1,200');
    expect(signedAmount(0)).toBe('0');
  });

  it('buys one pack at a time', () => {
    const product = { id: 1, name: 'Pack', actualPrice: 10 };
    expect(buyNowState(product)).toEqual({ product, qty: 1 });
  });
});

/** A page envelope's meta, as the server sends it. */
function meta(total: number, currentPage = 1, perPage = 20) {
  return { __typename: 'PageMeta', total, perPage, currentPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
