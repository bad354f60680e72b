// The winners list and a winner's draw: the card shows the winner and the prize (placeholders
// without photos) and opens the detail; the list pages merge by id; the detail (the shared
// DrawDetail of components/draw) shows the lucky number (? until declared), the caller's tickets,
// the winner, the Verify panel, and Claim Prize only to a winner whose prize is not claimed yet
// ('Prize claiming success', then /my-orders-to-ship).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from '@/lib/use-paged-list';
import { renderHookWithApollo, renderWithProviders } from '@/test/render-with-providers';
import { WinnerCard, type WinnerCardData } from './components/winner-card';
import { ClaimPrizeMutation } from '@/components/draw/queries';
import { readDrawId } from './winner-rules';
import PrizeWinnerDetailPage from './pages/prize-winner-detail-page';
import PrizeWinnersPage from './pages/prize-winners-page';
import { WinnerDetailQuery, WinnersQuery } from './queries';

const product = { id: 65, slug: 'prize-carbon-road-bike-22-speed', name: 'Carbon Road Bike, 22-Speed', category: 'Bikes & Outdoor', featureImage: null, actualPrice: 5800000 };

function card(id: number, overrides: Partial<WinnerCardData> = {}): WinnerCardData {
  return {
    id,
    name: 'Aye Aye',
    profileImage: null,
    winner: { name: 'Aye Aye', profileImage: null, date: '2026-11-21T12:00:00Z', township: 'Ahlone' },
    createdAt: '2026-11-21T12:00:00Z',
    batch: 2,
    openedAt: '2026-11-21T12:00:00Z',
    luckyNumber: 6,
    product,
    ...overrides,
  };
}

const meta = (total: number, currentPage: number) => ({ total, perPage: 1, currentPage, lastPage: total });
const location = () => screen.getByTestId('location');

describe('<WinnerCard>', () => {
  it('shows the winner and the prize with placeholders, and opens the draw', () => {
    renderWithProviders(<WinnerCard card={card(4)} />);
    const article = screen.getByTestId('winner-card');
    expect(within(article).getByRole('img', { name: 'No photo' })).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'No image' })).toBeTruthy();
    expect(within(article).getByTestId('winner-name').textContent).toBe('Aye Aye');
    expect(within(article).getByText('Ahlone')).toBeTruthy();
    expect(within(article).getByText('Nov 21, 2026')).toBeTruthy();
    expect(within(article).getByText('Carbon Road Bike, 22-Speed')).toBeTruthy();
    expect(within(article).getByText('Bikes & Outdoor')).toBeTruthy();
    expect(within(article).getByText('5,800,000 MMK')).toBeTruthy();
    expect(within(article).getByTestId('winner-batch').textContent).toBe('Batch 2');
    expect(article.textContent).toContain('Opened');
    const link = within(article).getByRole('link', { name: 'See detail' });
    expect(link.getAttribute('href')).toBe('/prize-winner-detail?id=4');
    fireEvent.click(within(article).getByText('Carbon Road Bike, 22-Speed'));
    expect(location().textContent).toBe('/prize-winner-detail?id=4');
    expect(JSON.parse(location().dataset.state!)).toEqual({ id: 4 });
  });

  it('shows the photos when there are some', () => {
    renderWithProviders(<WinnerCard card={card(5, { profileImage: '/media/a.jpg', product: { ...product, featureImage: '/media/p.jpg' } })} />);
    expect(screen.getByRole('img', { name: 'Aye Aye' }).getAttribute('src')).toBe('/media/a.jpg');
    expect(screen.getByRole('img', { name: 'Carbon Road Bike, 22-Speed' }).getAttribute('src')).toBe('/media/p.jpg');
  });
});

describe('PrizeWinnersPage', () => {
  it('lists the winners and ends with No more items to load', async () => {
    renderWithProviders(<PrizeWinnersPage />, {
      mocks: [{ request: { query: WinnersQuery, variables: { page: 1 } }, result: { data: { winners: { data: [card(4), card(3)], meta: { total: 2, perPage: 20, currentPage: 1, lastPage: 1 } } } } }],
    });
    expect(await screen.findAllByTestId('winner-card')).toHaveLength(2);
    expect(screen.getByText('No more items to load')).toBeTruthy();
  });

  it('loads the next page and merges it by id', async () => {
    const mocks = [
      { request: { query: WinnersQuery, variables: { page: 1 } }, result: { data: { winners: { data: [card(9)], meta: meta(2, 1) } } } },
      { request: { query: WinnersQuery, variables: { page: 2 } }, result: { data: { winners: { data: [card(8)], meta: meta(2, 2) } } } },
    ];
    // The app's cache policies merge the pages (the mocks have no __typename, as elsewhere here).
    const useWinners = () => usePagedList(WinnersQuery, { page: 1 }, 'winners');
    const { result } = renderHookWithApollo(useWinners, mocks, { addTypename: false });
    await waitFor(() => expect(result.current.items.map((w) => w.id)).toEqual([9]));
    expect(result.current.reachEnd).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((w) => w.id)).toEqual([9, 8]));
    expect(result.current.reachEnd).toBe(true);
  });
});

// The detail query spreads the shared DrawDetail fragment: the cache writes a fragment's fields
// only for an object whose __typename matches, so these mocks carry it (and render with addTypename).
function draw(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LuckyDrawDetail',
    id: 4,
    ticketProductId: 2,
    batch: 1,
    status: 'DRAWN',
    ticket: 20,
    sold: 20,
    luckyNumber: 6,
    isWin: true,
    claimed: false,
    openedAt: '2026-11-21T12:00:00Z',
    drawAt: '2026-11-21T11:59:55Z',
    ticketNumbers: [3, 6, 12],
    product: { __typename: 'DrawProduct', ...product },
    winner: { __typename: 'DrawWinner', name: 'Aye Aye', profileImage: null, date: '2026-11-21T12:00:00Z', township: 'Ahlone' },
    fairness: {
      __typename: 'DrawFairness',
      ticketProductId: 2,
      batch: 1,
      ticket: 20,
      seedHash: 'ab12',
      seed: 'cd34',
      ticketsDigest: 'ef56',
      ticketsUrl: '/api/luckydraws/4/tickets',
      formula: 'lucky = 1 + mac mod ticket',
    },
    ...overrides,
  };
}

function detailMock(value: ReturnType<typeof draw>) {
  return { request: { query: WinnerDetailQuery, variables: { id: 4 } }, result: { data: { luckyDraw: value } } };
}

function openDetail(mocks: unknown[], url = '/prize-winner-detail?id=4') {
  return renderWithProviders(<PrizeWinnerDetailPage />, { url, path: '/prize-winner-detail', mocks: mocks as never, addTypename: true });
}

describe('PrizeWinnerDetailPage', () => {
  it('shows the draw and lets the winner claim the prize once, then goes to the orders to ship', async () => {
    const claim = { request: { query: ClaimPrizeMutation, variables: { luckyDrawWinnerId: 4 } }, result: { data: { claimPrize: 31 } } };
    openDetail([detailMock(draw()), claim, detailMock(draw({ claimed: true }))]);
    expect((await screen.findByTestId('lucky-number')).textContent).toBe('6');
    expect(screen.getByTestId('draw-batch').textContent).toBe('Batch 1');
    expect(screen.getByText('Carbon Road Bike, 22-Speed')).toBeTruthy();
    const numbers = within(screen.getByTestId('ticket-numbers')).getAllByRole('listitem');
    expect(numbers.map((n) => n.textContent)).toEqual(['3', '6', '12']);
    expect(numbers.map((n) => n.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const winner = screen.getByTestId('winner-block');
    expect(within(winner).getByText('Aye Aye')).toBeTruthy();
    expect(winner.textContent).toContain('Ahlone');
    expect(winner.textContent).toContain('Nov 21, 2026');
    // The Verify panel (in place of the old collapsible facts): the facts, and Verify for a declared draw.
    const verify = screen.getByTestId('verify-draw');
    expect(within(verify).getByTestId('seed-hash').textContent).toBe('ab12');
    expect(within(verify).getByTestId('seed').textContent).toBe('cd34');
    expect(within(verify).getByTestId('tickets-digest').textContent).toBe('ef56');
    expect(within(verify).getByRole('link', { name: 'Ticket list' }).getAttribute('href')).toBe('/api/luckydraws/4/tickets');
    expect(within(verify).getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Lucky Draw' }).getAttribute('href')).toBe('/lucky-draw');
    expect(within(screen.getByTestId('you-win')).getByText('You Win')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Prize' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Prize claiming success');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location().textContent).toBe('/my-orders-to-ship'));
  });

  it('offers no Claim Prize once the prize is claimed, but a link to the orders to ship', async () => {
    openDetail([detailMock(draw({ claimed: true }))]);
    expect(await screen.findByText('You Win')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Prize' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My orders to ship' }).getAttribute('href')).toBe('/my-orders-to-ship');
  });

  it('shows no win and no claim to someone who did not win (or a visitor)', async () => {
    openDetail([detailMock(draw({ isWin: false, ticketNumbers: [] }))]);
    expect((await screen.findByTestId('lucky-number')).textContent).toBe('6');
    expect(screen.queryByText('You Win')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim Prize' })).toBeNull();
    expect(screen.queryByTestId('my-numbers')).toBeNull();
    expect(screen.getByText('You have no tickets in this draw.')).toBeTruthy();
  });

  it('shows ? until the lucky number is declared, and takes the id from the navigation state', async () => {
    const fairness = { ...draw().fairness, seed: null, ticketsDigest: null };
    openDetail([detailMock(draw({ luckyNumber: null, isWin: false, winner: null, status: 'CLOSED', openedAt: null, fairness }))], { pathname: '/prize-winner-detail', state: { id: 4 } } as unknown as string);
    expect((await screen.findByTestId('lucky-number')).textContent).toBe('?');
    expect(screen.getByText('Not drawn yet')).toBeTruthy();
    expect(screen.queryByTestId('winner-block')).toBeNull();
    expect(screen.getAllByText('Revealed with the result')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('says Page Not Found for an unknown draw', async () => {
    openDetail([{ request: { query: WinnerDetailQuery, variables: { id: 4 } }, result: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] } }]);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('winners rules', () => {
  it('reads the draw id from the URL, else the navigation state', () => {
    expect(readDrawId('4', null)).toBe(4);
    expect(readDrawId(null, { id: 7 })).toBe(7);
    expect(readDrawId(null, { luckydrawid: '8' })).toBe(8);
    expect(readDrawId('x', { id: 9 })).toBe(9);
    expect(readDrawId('', null)).toBeNull();
    expect(readDrawId(null, { id: -1 })).toBeNull();
  });

});
