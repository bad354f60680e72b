// /referral-gift: a visitor sees the gifts and Claim goes to /signin; the balance says 'referral
// point' only at exactly 1; a gift dearer than the balance opens the invite dialog (with the
// /signup?ref= link and the copied message) instead of claiming; a claim is confirmed, sent, the
// profile refetched (the balance drops) and the gift found in My orders to ship; a refused claim
// shows the server's message, or 'Unknown Server Error'; the history tab lists the point changes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import ReferralGiftPage from './pages/referral-gift-page';
import { ClaimReferralGiftMutation, ReferralGiftsQuery, ReferralHistoriesQuery, RewardsProfileQuery } from './queries';

const gift = (id: number, name: string, referralPoint: number, actualPrice: number) => ({
  __typename: 'ProductCard',
  id,
  name,
  featureImage: `/media/gifts/${id}.jpg`,
  actualPrice,
  referralPoint,
});

const meta = (total: number) => ({ __typename: 'PageMeta', total, perPage: 20, currentPage: 1, lastPage: 1 });

const gifts = {
  request: { query: ReferralGiftsQuery, variables: { page: 1 } },
  result: {
    data: {
      products: {
        __typename: 'ProductPage',
        data: [gift(81, 'USB-C Cable', 5, 4500), gift(82, 'Mini Cactus', 1, 12000), gift(83, 'Boxing Gloves', 50, 65000)],
        meta: meta(3),
      },
    },
  },
  maxUsageCount: 5,
};

/** The profile: `points` answers in turn (the last one repeats), and counts its fetches. */
function profile(...points: number[]) {
  const fetched = { count: 0 };
  const mock = {
    request: { query: RewardsProfileQuery },
    result: () => {
      const referralPoint = points[Math.min(fetched.count, points.length - 1)];
      fetched.count += 1;
      return { data: { me: { __typename: 'Profile', id: 7, tokenPoint: 20, referralPoint, referralCode: 'AB23CD45' } } };
    },
    maxUsageCount: 10,
  };
  return { mock, fetched };
}

function claimMock(productId: number, answer: () => object) {
  const sent = vi.fn(answer);
  return { mock: { request: { query: ClaimReferralGiftMutation, variables: { productId } }, result: sent, maxUsageCount: 3 }, sent };
}

function open(mocks: object[], signedIn = true) {
  if (signedIn) signIn('shopper-token');
  renderWithProviders(<ReferralGiftPage />, { mocks: mocks as never, url: '/referral-gift', path: '/referral-gift', addTypename: true });
}

const card = async (name: string) => (await screen.findAllByTestId('gift-card')).find((c) => within(c).queryByText(name))!;
const balance = () => screen.findByTestId('referral-balance');

describe('/referral-gift for a visitor', () => {
  it('lists the gifts (image, name, price, cost) without a balance, and Claim goes to /signin', async () => {
    open([gifts], false);
    const cable = await card('USB-C Cable');
    expect(within(cable).getByRole('img', { name: 'USB-C Cable' })).toBeTruthy();
    expect(within(cable).getByText('4,500 MMK')).toBeTruthy();
    expect(within(cable).getByTestId('gift-cost').textContent).toBe('Cost: 5 referral points');
    expect(within(await card('Mini Cactus')).getByTestId('gift-cost').textContent).toBe('Cost: 1 referral point');
    expect(screen.queryByTestId('referral-balance')).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(await screen.findByText('No more items to load')).toBeTruthy();
    fireEvent.click(within(cable).getByRole('button', { name: 'Claim' }));
    expect(screen.getByTestId('location').textContent).toBe('/signin');
  });
});

describe('/referral-gift for a shopper', () => {
  it.each([
    [0, '0 referral points'],
    [1, '1 referral point'],
    [2, '2 referral points'],
  ])('says the balance of %i as "%s" (singular only at exactly 1)', async (points, text) => {
    open([gifts, profile(points).mock]);
    expect((await balance()).textContent).toBe(text);
  });

  it('opens the invite dialog instead of claiming when the gift costs more than the balance', async () => {
    const user = userEvent.setup();
    const claim = claimMock(81, () => ({ data: { claimReferralGift: 1 } }));
    open([gifts, profile(2).mock, claim.mock]);
    await waitFor(async () => expect((await balance()).textContent).toBe('2 referral points'));
    await user.click(within(await card('USB-C Cable')).getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Referral point not enough' });
    expect(within(dialog).getByText('You need 3 more referral points for this gift.')).toBeTruthy();
    expect(within(dialog).getByText(/Invite more people to earn referral points/)).toBeTruthy();
    const link = `${window.location.origin}/signup?ref=AB23CD45`;
    expect((within(dialog).getByLabelText('Your invitation link') as HTMLInputElement).value).toBe(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Invitation link copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.queryByRole('alertdialog', { name: 'Claim this gift?' })).toBeNull();
    expect(claim.sent).not.toHaveBeenCalled();
  });

  it('claims after the confirm dialog: the profile is refetched, the balance drops, My orders opens the to-ship list', async () => {
    const user = userEvent.setup();
    const me = profile(5, 0);
    const claim = claimMock(81, () => ({ data: { claimReferralGift: 301 } }));
    open([gifts, me.mock, claim.mock]);
    await waitFor(async () => expect((await balance()).textContent).toBe('5 referral points'));
    const before = me.fetched.count;
    await user.click(within(await card('USB-C Cable')).getByRole('button', { name: 'Claim' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Claim this gift?')).toBeTruthy();
    expect(within(confirm).getByText('Claim USB-C Cable for 5 referral points?')).toBeTruthy();
    expect(claim.sent).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Claim' }));

    expect(await screen.findByText('Gift claimed')).toBeTruthy();
    expect(claim.sent).toHaveBeenCalledTimes(1);
    expect(me.fetched.count).toBeGreaterThan(before);
    expect((await balance()).textContent).toBe('0 referral points');
    await user.click(screen.getByRole('button', { name: 'My orders' }));
    expect(screen.getByTestId('location').textContent).toBe('/my-orders-to-ship');
  });

  it("shows the server's message when a claim is refused", async () => {
    const user = userEvent.setup();
    const claim = claimMock(82, () => ({ errors: [new GraphQLError('This gift is not available')] }));
    open([gifts, profile(3).mock, claim.mock]);
    await waitFor(async () => expect((await balance()).textContent).toBe('3 referral points'));
    await user.click(within(await card('Mini Cactus')).getByRole('button', { name: 'Claim' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Claim' }));
    const error = await screen.findByText('This gift is not available');
    expect(within(error.closest('[role="alertdialog"]') as HTMLElement).getByText('Error')).toBeTruthy();
  });

  it("says 'Unknown Server Error' when the claim fails without a message", async () => {
    const user = userEvent.setup();
    open([gifts, profile(3).mock, { request: { query: ClaimReferralGiftMutation, variables: { productId: 82 } }, error: new Error('socket hang up') }]);
    await waitFor(async () => expect((await balance()).textContent).toBe('3 referral points'));
    await user.click(within(await card('Mini Cactus')).getByRole('button', { name: 'Claim' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Unknown Server Error')).toBeTruthy();
  });

  it('lists the referral history: type, date, time and the signed points', async () => {
    const entry = (id: number, label: string, token: number) => ({ __typename: 'TokenHistory', id, date: '2031-03-09', time: '10:15', label, token });
    const history = {
      request: { query: ReferralHistoriesQuery, variables: { page: 1 } },
      result: {
        data: {
          referralHistories: { __typename: 'TokenHistoryPage', data: [entry(2, 'Gift claimed', -5), entry(1, 'Friend signed up', 1)], meta: meta(2) },
        },
      },
      maxUsageCount: 5,
    };
    open([gifts, profile(0).mock, history]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Referral history' }));
    expect(screen.getByTestId('location').textContent).toBe('/referral-gift?tab=history');
    const rows = await screen.findAllByTestId('referral-history-entry');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Gift claimed')).toBeTruthy();
    expect(within(rows[0]).getByTestId('referral-change').textContent).toBe('Points -5 points');
    expect(within(rows[1]).getByTestId('referral-change').textContent).toBe('Points +1 point');
  });
});
