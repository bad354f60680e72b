// The lucky-draw screens with mocked GraphQL: the ticket list (cards, tabs only when signed in,
// the prize count), the ticket modal's count rules (debounced 1 s), the sign-in check, a token
// purchase through the confirm modal to /ticket-buy-success, the buy modal opened by the home's
// and the product page's navigation state (a prize not on the loaded page asked for by its
// catalogue product), the success page, and the draw detail (waiting, won and claimed, deep link).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimPrizeMutation } from '@/components/draw/queries';
import { PaymentMethodQuery, PaymentMethodsQuery } from '@/components/payment/queries';
import { signIn, signOut } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import type { TicketBuySuccessState } from './components/buy-ticket-flow';
import LuckyDrawDetailPage from './pages/lucky-draw-detail-page';
import LuckyDrawLivePage from './pages/lucky-draw-live-page';
import { DrawRevealsSubscription, ServerTimeQuery, UpcomingDrawsQuery } from './live-queries';
import LuckyDrawPage from './pages/lucky-draw-page';
import TicketBuySuccessPage from './pages/ticket-buy-success-page';
import { GraphQLError } from 'graphql';
import {
  BalanceQuery,
  BuyTicketsMutation,
  DrawDetailQuery,
  LiveLuckyNumberQuery,
  MyDrawsQuery,
  TicketProductForProductQuery,
  TicketProductsQuery,
} from './queries';

afterEach(() => signOut());

const card = (id: number, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'TicketProductCard',
  id,
  productId: 100 + id,
  slug: `prize-${id}`,
  name,
  category: 'Bikes',
  featureImage: null,
  actualPrice: 1_250_000,
  ticket: 20,
  remainingTickets: 20,
  costTokenPoint: 1,
  label: 'Quick draw',
  batch: 1,
  luckyDrawId: 50 + id,
  ticketPriceMmk: 1000,
  ...over,
});

const bike = card(4, 'Carbon Road Bike');
const tablet = card(3, 'Pro Tablet', { costTokenPoint: 5, remainingTickets: 12, ticket: 50, label: 'Popular', batch: 2 });

const listMock = {
  request: { query: TicketProductsQuery, variables: { page: 1, perPage: 20 } },
  // A function: every use (the purchase refetches the list) answers fresh objects, as a server does.
  result: () => ({ data: { ticketProducts: { data: [{ ...tablet }, { ...bike }], meta: { total: 2, perPage: 20, currentPage: 1, lastPage: 1 } } } }),
  maxUsageCount: 5,
};
const balanceMock = (tokenPoint: number) => ({
  request: { query: BalanceQuery },
  result: () => ({ data: { me: { __typename: 'Profile', id: 1, tokenPoint } } }),
  maxUsageCount: 5,
});
const prize = {
  __typename: 'MyLuckyDraw',
  id: 9,
  ticketId: 31,
  batch: 1,
  status: 'DRAWN',
  openedAt: '2025-01-02T03:04:05Z',
  drawAt: '2025-01-02T03:04:05Z',
  luckyNumber: 7,
  isWin: true,
  claimed: false,
  ticketNumbers: [7, 8],
  pendingNumbers: [],
  product: { __typename: 'DrawProduct', id: 200, name: 'Gaming PC', category: 'Computers', featureImage: null, actualPrice: 3_000_000 },
};
const drawsMock = (list: string, draws: unknown[]) => ({
  request: { query: MyDrawsQuery, variables: { list } },
  result: { data: { myLuckyDraws: draws } },
  maxUsageCount: 5,
});

const location = () => screen.getByTestId('location');
const openList = (mocks: unknown[], state?: unknown) =>
  renderWithProviders(<LuckyDrawPage />, {
    url: (state ? { pathname: '/lucky-draw', state } : '/lucky-draw') as unknown as string,
    path: '/lucky-draw',
    mocks: mocks as never,
  });

/** Types a count and waits for the 1 s debounce. */
async function typeCount(value: string) {
  fireEvent.change(screen.getByTestId('ticket-count'), { target: { value } });
  await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
}

describe('LuckyDrawPage', () => {
  it('lists every ticket product for a visitor, without the personal tabs', async () => {
    openList([listMock]);
    const cards = await screen.findAllByTestId('ticket-product');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Carbon Road Bike', 'Pro Tablet']);
    const first = within(cards[0]);
    expect(first.getByText('Bikes')).toBeTruthy();
    expect(first.getByText('1,250,000 MMK')).toBeTruthy();
    expect(first.getByTestId('remaining').textContent).toBe('Remaining 20/20');
    expect(first.getByText('Quick draw')).toBeTruthy();
    expect(first.getByText('Batch 1')).toBeTruthy();
    expect(first.getByRole('button').textContent).toBe('1 token');
    expect(within(cards[1]).getByRole('button').textContent).toBe('5 tokens');
    expect(within(cards[1]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('38');
    expect(screen.getByText('No more items to load')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the four tabs to a shopper, with the number of prizes, and switches by the state', async () => {
    signIn('jwt');
    openList([listMock, drawsMock('PRIZES', [prize]), drawsMock('HISTORY', [prize])], { data: 'history' });
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Lucky Draw', 'History', 'LuckyDraw Live', 'My Prizes1']);
    expect(within(tabs).getByRole('tab', { name: /History/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('prize-count')).toBeTruthy();
    const draw = await screen.findByTestId('my-draw');
    expect(draw.textContent).toContain('Gaming PC');
    expect(draw.textContent).toContain('Ticket numbers: 7, 8');
    expect(draw.getAttribute('href')).toBe('/lucky-draw-detail?id=9&ticket_id=31');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Lucky Draw' }));
    expect(await screen.findAllByTestId('ticket-product')).toHaveLength(2);
    expect(JSON.parse(location().dataset.state!).activeTab).toBe('all');
  });

  it('applies the count rules 1 s after typing, and sends a visitor to /signin after the confirm modal', async () => {
    openList([listMock]);
    const cards = await screen.findAllByTestId('ticket-product');
    fireEvent.click(within(cards[1]).getByRole('button', { name: '5 tokens' }));
    const modal = await screen.findByRole('dialog', { name: 'Buy tickets' });
    const input = within(modal).getByTestId('ticket-count') as HTMLInputElement;
    expect(input.getAttribute('max')).toBe('1000000');
    expect(input.getAttribute('min')).toBe('0');
    await typeCount('0');
    expect(within(modal).getByRole('alert').textContent).toBe('Please enter a valid amount');
    await typeCount('13');
    expect(within(modal).getByRole('alert').textContent).toBe('Not enough remaining tickets');
    fireEvent.change(input, { target: { value: '3' } });
    // Not applied yet: the old problem stays until the debounce (or a button) applies the count.
    expect(within(modal).getByRole('alert').textContent).toBe('Not enough remaining tickets');
    fireEvent.click(within(modal).getByRole('button', { name: 'Buy with tokens' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(within(confirm).getByTestId('confirm-text').textContent).toBe('Buy 3 tickets of Pro Tablet for 15 tokens?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location().textContent).toBe('/signin'));
    // Real time: two debounces of 1.1 s each, more than Vitest's default 5 s on a busy machine.
  }, 20_000);

  it('refuses more tokens than the balance and offers /token', async () => {
    signIn('jwt');
    const methods = [
      { request: { query: PaymentMethodsQuery }, result: { data: { paymentMethods: [{ id: 3, name: 'KBZPay', logo: null }] } } },
      {
        request: { query: PaymentMethodQuery, variables: { id: 3 } },
        result: { data: { paymentMethod: { id: 3, name: 'KBZPay', logo: null, paymentNumbers: [{ accountName: 'Lucky Mall', accountNumber: '09 123' }] } } },
      },
    ];
    openList([listMock, balanceMock(10), drawsMock('PRIZES', []), ...methods]);
    const cards = await screen.findAllByTestId('ticket-product');
    fireEvent.click(within(cards[1]).getByRole('button', { name: '5 tokens' }));
    const modal = await screen.findByRole('dialog', { name: 'Buy tickets' });
    expect((await within(modal).findByTestId('ticket-balance')).textContent).toBe('10 tokens');
    await typeCount('3');
    expect(within(modal).getByRole('alert').textContent).toBe('your coin is not enough');
    expect(within(modal).getByRole('link', { name: 'Get tokens' }).getAttribute('href')).toBe('/token');
    fireEvent.click(within(modal).getByRole('button', { name: 'Buy with tokens' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm purchase' })).toBeNull();
    // Paying by transfer does not need tokens.
    fireEvent.click(within(modal).getByRole('button', { name: 'Pay by transfer' }));
    const payment = await screen.findByRole('dialog', { name: 'Pay by transfer' });
    expect(within(payment).getByTestId('transfer-amount').textContent).toBe('3,000 MMK');
    fireEvent.click(within(payment).getByRole('button', { name: 'Confirm' }));
    expect(within(payment).getByRole('alert').textContent).toBe('Please select payment');
    fireEvent.click(await within(payment).findByRole('radio', { name: 'KBZPay' }));
    expect(await within(payment).findByText('09 123')).toBeTruthy();
    fireEvent.click(within(payment).getByRole('button', { name: 'Confirm' }));
    expect(within(payment).getByRole('alert').textContent).toBe('Please select Payment Image');
    fireEvent.change(within(payment).getByTestId('screenshot-input'), { target: { files: [new File(['x'], 'pay.pdf', { type: 'application/pdf' })] } });
    expect(within(payment).getByRole('alert').textContent).toBe('Please choose an image file');
    fireEvent.click(within(payment).getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('dialog', { name: 'Buy tickets' })).toBeTruthy();
  });

  it('opens the buy modal from the home state and buys with tokens', async () => {
    signIn('jwt');
    const result = {
      __typename: 'TicketPurchaseResult',
      ticketCounts: 2,
      tokenUse: 2,
      productName: 'Carbon Road Bike',
      tickets: [4, 11],
      batch: 1,
      luckyDrawId: 54,
      ticketId: 77,
      status: 'PAID',
      amountMmk: 0,
    };
    const buyMock = { request: { query: BuyTicketsMutation, variables: { ticketProductId: 4, ticketCount: 2 } }, result: { data: { buyTickets: result } } };
    openList([listMock, balanceMock(50), drawsMock('PRIZES', []), buyMock], { data: 'allPrizes', showBuyTicketModal: true, selectedProduct: bike, buytokenid: 4 });
    const modal = await screen.findByRole('dialog', { name: 'Buy tickets' });
    expect(within(modal).getByText('Carbon Road Bike')).toBeTruthy();
    fireEvent.change(within(modal).getByTestId('ticket-count'), { target: { value: '2' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Buy with tokens' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm purchase' });
    expect(confirm.textContent).toContain('Buy 2 tickets of Carbon Road Bike for 2 tokens?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location().textContent).toBe('/ticket-buy-success'));
    expect(JSON.parse(location().dataset.state!).result).toMatchObject({ ticketCounts: 2, tickets: [4, 11], ticketId: 77 });
  });
});

describe('LuckyDrawPage from the product page (buytokenid is the catalogue product id)', () => {
  const fromProductPage = (productId: number) => ({
    data: 'allPrizes',
    showBuyTicketModal: true,
    selectedProduct: { id: productId, name: 'Catalogue product' },
    buytokenid: productId,
    fromProductDetail: true,
  });
  const forProductMock = (productId: number, answer: object) => ({
    request: { query: TicketProductForProductQuery, variables: { productId } },
    ...answer,
  });

  it('takes the card from the loaded page when the prize is on it', async () => {
    openList([listMock], fromProductPage(bike.productId));
    const modal = await screen.findByRole('dialog', { name: 'Buy tickets' });
    expect(within(modal).getByText('Carbon Road Bike')).toBeTruthy();
  });

  it('asks for a prize beyond the loaded page by its catalogue product', async () => {
    const far = card(31, 'Espresso Machine', { productId: 990, costTokenPoint: 3, remainingTickets: 8 });
    openList([listMock, forProductMock(990, { result: { data: { ticketProductForProduct: far } } })], fromProductPage(990));
    const modal = await screen.findByRole('dialog', { name: 'Buy tickets' });
    expect(within(modal).getByText('Espresso Machine')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says the draw is not available when the product has none', async () => {
    openList(
      [listMock, forProductMock(404, { result: { errors: [new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND' } })] } })],
      fromProductPage(404),
    );
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This lucky draw is not available.');
    expect(screen.queryByRole('dialog', { name: 'Buy tickets' })).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(JSON.parse(location().dataset.state!)).toMatchObject({ showBuyTicketModal: false }));
  });

  it('offline, says the phone is offline rather than that the draw is not available', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      openList([listMock, forProductMock(990, { error: new TypeError('Failed to fetch') })], fromProductPage(990));
      const alert = await screen.findByRole('alertdialog');
      expect(alert.textContent).toContain('You are offline. This needs the internet: connect and try again.');
      expect(alert.textContent).not.toContain('not available');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('TicketBuySuccessPage', () => {
  const state: TicketBuySuccessState = {
    result: { ticketCounts: 3, tokenUse: 15, productName: 'Pro Tablet', tickets: [2, 9, 14], batch: 2, luckyDrawId: 53, ticketId: 70, status: 'PAID', amountMmk: 0 },
  };

  it('shows the count, tokens used, product and numbers, and leads to the history tab and the list', () => {
    renderWithProviders(<TicketBuySuccessPage />, { url: { pathname: '/ticket-buy-success', state } as unknown as string, path: '/ticket-buy-success' });
    expect(screen.getByRole('heading', { name: 'Ticket purchase success' })).toBeTruthy();
    expect(screen.getByTestId('success-count').textContent).toBe('3');
    expect(screen.getByTestId('success-tokens').textContent).toBe('15 tokens');
    expect(screen.getByTestId('success-product').textContent).toContain('Pro Tablet');
    expect(within(screen.getByTestId('success-numbers')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2', '9', '14']);
    expect(screen.getByText('The result is declared 10 minutes after all tickets of the batch are sold.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the draw' }).getAttribute('href')).toBe('/lucky-draw-detail?id=53&ticket_id=70');
    fireEvent.click(screen.getByRole('link', { name: 'My lucky draw history' }));
    expect(location().textContent).toBe('/lucky-draw');
    expect(JSON.parse(location().dataset.state!)).toEqual({ data: 'history' });
  });

  it('says transfer-paid numbers are held, and sends a visit without a purchase to /lucky-draw', () => {
    const held = { result: { ...state.result, status: 'PENDING' as const, tokenUse: 0, amountMmk: 3000 } };
    const { unmount } = renderWithProviders(<TicketBuySuccessPage />, { url: { pathname: '/ticket-buy-success', state: held } as unknown as string, path: '/ticket-buy-success' });
    expect(screen.getByRole('heading', { name: 'Tickets held' })).toBeTruthy();
    expect(screen.getByText('Your ticket numbers are held until an admin checks the payment.')).toBeTruthy();
    expect(screen.getByText('3,000 MMK')).toBeTruthy();
    unmount();
    renderWithProviders(<TicketBuySuccessPage />, { url: '/ticket-buy-success', path: '/ticket-buy-success' });
    expect(location().textContent).toBe('/lucky-draw');
  });
});

describe('LuckyDrawDetailPage', () => {
  // The detail query spreads the shared DrawDetail fragment: the cache writes a fragment's fields
  // only for an object whose __typename matches, so these mocks carry it (and render with addTypename).
  const detail = (over: Record<string, unknown> = {}) => ({
    __typename: 'LuckyDrawDetail',
    id: 9,
    ticketProductId: 5,
    batch: 1,
    status: 'DRAWN',
    ticket: 3,
    sold: 3,
    luckyNumber: 1,
    isWin: true,
    claimed: false,
    openedAt: '2025-01-02T03:04:05Z',
    drawAt: '2025-01-02T03:04:00Z',
    ticketNumbers: [1, 2],
    randomTicketNumbers: [1, 2, 3],
    product: { __typename: 'DrawProduct', id: 200, slug: 'pc', name: 'Gaming PC', category: 'Computers', featureImage: null, actualPrice: 3_000_000 },
    winner: { __typename: 'DrawWinner', name: 'Aye Aye', profileImage: null, date: '2025-01-02T03:04:05Z', township: 'Ahlone' },
    fairness: {
      __typename: 'DrawFairness',
      ticketProductId: 5,
      batch: 1,
      ticket: 3,
      seedHash: '4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0',
      seed: '07'.repeat(32),
      ticketsDigest: 'eb9ea8961c3d8ddac9a89476e3409b019e5a30f3553b15bbef07c1c084bd75d3',
      ticketsUrl: '/api/luckydraws/9/tickets',
      formula: 'lucky_number = 1 + u64 mod ticket',
    },
    ...over,
  });
  const detailMock = (data: ReturnType<typeof detail>) => ({ request: { query: DrawDetailQuery, variables: { id: data.id } }, result: { data: { luckyDraw: data } }, maxUsageCount: 5 });

  it('shows a won draw (deep link ?id=): number, highlight, winner, verification, and claims the prize', async () => {
    signIn('jwt');
    const claim = { request: { query: ClaimPrizeMutation, variables: { luckyDrawWinnerId: 9 } }, result: { data: { claimPrize: 41 } } };
    renderWithProviders(<LuckyDrawDetailPage />, { url: '/lucky-draw-detail?id=9', path: '/lucky-draw-detail', mocks: [detailMock(detail()), claim], addTypename: true });
    expect((await screen.findByTestId('lucky-number')).textContent).toBe('1');
    expect(screen.getByTestId('draw-batch').textContent).toBe('Batch 1');
    expect(screen.getByTestId('you-win').textContent).toBe('You Win');
    const numbers = within(screen.getByTestId('my-numbers')).getAllByRole('listitem');
    expect(numbers.map((n) => n.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(screen.getByTestId('winner').textContent).toContain('Aye Aye');
    expect(screen.getByTestId('seed').textContent).toBe('07'.repeat(32));
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Prize' }));
    const done = await screen.findByRole('alertdialog');
    expect(done.textContent).toContain('Prize claiming success');
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    expect(location().textContent).toBe('/my-orders-to-ship');
  });

  it('verifies a declared draw in the browser against the downloaded ticket list', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response('1:10\n2:11\n3:12\n', { status: 200 })) as typeof fetch;
    try {
      renderWithProviders(<LuckyDrawDetailPage />, { url: '/lucky-draw-detail?id=9', path: '/lucky-draw-detail', mocks: [detailMock(detail())], addTypename: true });
      fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
      const checks = await screen.findAllByTestId('verify-check');
      expect(checks.map((c) => c.textContent)).toEqual([
        'SHA-256 of the seed equals the seed hashPassed',
        'SHA-256 of the ticket list equals the tickets digestPassed',
        'The formula gives the lucky number 1Passed',
      ]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('shows a blinking question mark and cycling numbers until the number is declared', async () => {
    signIn('jwt');
    const waiting = detail({ status: 'CLOSED', luckyNumber: null, isWin: false, openedAt: null, winner: null, fairness: { ...detail().fairness, seed: null, ticketsDigest: null } });
    renderWithProviders(<LuckyDrawDetailPage />, {
      url: { pathname: '/lucky-draw-detail', state: { id: 9, ticket_id: 31, origin: 'LuckyDrawLive' } } as unknown as string,
      path: '/lucky-draw-detail',
      mocks: [detailMock(waiting)],
      addTypename: true,
    });
    expect((await screen.findByTestId('lucky-waiting')).textContent).toBe('?');
    expect(screen.getByRole('img', { name: 'The lucky number is not declared yet' })).toBeTruthy();
    expect([1, 2, 3]).toContain(Number(screen.getByTestId('random-number').textContent));
    expect(screen.getAllByText('Revealed with the result')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy more tickets' }).getAttribute('href')).toBe('/lucky-draw');
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(JSON.parse(location().dataset.state!)).toEqual({ activeTab: 'live' });
  });

  it("asks for the live result every 10 s; 'other' opens the lost popup, whose closing returns to /lucky-draw", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn('jwt');
      const waiting = detail({ status: 'CLOSED', luckyNumber: null, isWin: false, openedAt: null, winner: null });
      const drawn = detail({ luckyNumber: 3, isWin: false });
      const live = { request: { query: LiveLuckyNumberQuery, variables: { ticketId: 31 } }, result: { data: { liveLuckyNumber: { __typename: 'LiveLuckyNumber', code: 'other', luckyNumber: 3, luckyDrawId: 9 } } } };
      renderWithProviders(<LuckyDrawDetailPage />, {
        url: '/lucky-draw-detail?id=9&ticket_id=31',
        path: '/lucky-draw-detail',
        mocks: [{ ...detailMock(waiting), maxUsageCount: 1 }, live, detailMock(drawn)],
        addTypename: true,
      });
      expect(await screen.findByTestId('lucky-waiting')).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10_000);
      });
      const lost = await screen.findByRole('alertdialog');
      expect(lost.textContent).toContain('The lucky number is 3. Better luck next time!');
      expect((await screen.findByTestId('lucky-number')).textContent).toBe('3');
      fireEvent.click(within(lost).getByRole('button', { name: 'OK' }));
      expect(location().textContent).toBe('/lucky-draw');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows not found without an id', () => {
    renderWithProviders(<LuckyDrawDetailPage />, { url: '/lucky-draw-detail', path: '/lucky-draw-detail' });
    expect(screen.getByRole('heading', { name: 'This lucky draw was not found.' })).toBeTruthy();
  });
});

describe('LuckyDrawLivePage', () => {
  const upcoming = {
    id: 12, ticketProductId: 3, batch: 2, status: 'CLOSED', ticket: 10, sold: 10, drawAt: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(), endsAt: null,
    product: { id: 5, name: 'Road bike', category: 'Bikes', featureImage: null, actualPrice: 900000 },
  };
  const mocks = (youWin: boolean) => [
    { request: { query: ServerTimeQuery }, result: { data: { serverTime: new Date().toISOString() } } },
    { request: { query: UpcomingDrawsQuery }, result: { data: { upcomingDraws: [upcoming] } }, maxUsageCount: 5 },
    {
      request: { query: DrawRevealsSubscription },
      delay: 50,
      result: {
        data: {
          drawReveals: {
            id: 12, ticketProductId: 3, productId: 5, batch: 2, luckyNumber: 7, youWin, winnerName: 'Ann',
            drawnAt: new Date().toISOString(), revealAt: new Date(Date.now() + 600).toISOString(),
          },
        },
      },
    },
    // The mocked stream ends after its one reveal; the page subscribes again a second later
    // (use-draw-reveals.ts) and this one then stays open.
    { request: { query: DrawRevealsSubscription }, delay: Infinity },
  ];

  it('lists the batch about to be drawn, rolls at the reveal and shows the winner You Win with Claim Prize', async () => {
    renderWithProviders(<LuckyDrawLivePage />, { url: '/lucky-draw-live', path: '/lucky-draw-live', mocks: mocks(true) });
    expect((await screen.findByTestId('upcoming-draw')).textContent).toContain('Road bike');
    expect(screen.getByTestId('live-countdown').textContent).toMatch(/^Drawn in 2d \d\d:\d\d:\d\d$/);
    expect(await screen.findByTestId('live-rolling')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'You Win' }, { timeout: 3000 });
    expect(screen.getByTestId('live-lucky-number').textContent).toBe('7');
    expect(dialog.textContent).toContain('Your ticket 7 is the lucky number. You won Road bike!');
    expect(within(dialog).getByRole('button', { name: 'Claim Prize' })).toBeTruthy();
  });

  it('shows the others Not this time and the next draw', async () => {
    renderWithProviders(<LuckyDrawLivePage />, { url: '/lucky-draw-live', path: '/lucky-draw-live', mocks: mocks(false) });
    const dialog = await screen.findByRole('dialog', { name: 'Not this time' }, { timeout: 3000 });
    expect(dialog.textContent).toContain('The lucky number is 7. Better luck next time!');
    expect(screen.queryByRole('button', { name: 'Claim Prize' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'See the next draw' })).toBeTruthy();
  });
});
