// The daily reward dialog against a mocked server whose answers follow its calls: the 30 cells'
// colours come from `days`; today is signed with the SERVER's date (never the browser's) and the
// success dialog follows 3 s later; Claim is offered once signed (and pays: `me` is refetched),
// 'Claimed today' after the claim, Restart from day one when a day was missed (failure dialog
// ~1.5 s later; restarting shows the green toast); a pending recovery shows the processing text.
// The gate opens the dialog by itself only when today is not signed, and whenever the menu asks.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import DailyRewardDialog from './components/daily-reward-dialog';
import { DailyRewardGate } from './components/daily-reward-gate';
import {
  ClaimDailyRewardMutation,
  DailyCheckInMutation,
  DailyRewardQuery,
  DailyRewardTodayQuery,
  RestartDailyCycleMutation,
  RewardsProfileQuery,
} from './queries';
import { dailyAction, dailyStart, dayStates, needsMorePoints, todayNumber } from './rewards-rules';

/** The server's today: deliberately not the browser's, which the dialog must never use. */
const TODAY = '2031-03-09';

const sign = (date: string, status: boolean) => ({ __typename: 'DailySign', date, status });

interface Reward {
  __typename: 'DailyReward';
  today: string;
  cycleStart: string;
  days: ReturnType<typeof sign>[];
  signedToday: boolean;
  claimedToday: boolean;
  dailyPoint: number;
  recovery: { __typename: 'RecoveryCheck'; status: boolean; missedDays: string[]; pending: boolean; feeMmk: number; lastRejectReason: string | null };
}

function reward(over: Partial<Omit<Reward, 'recovery'>> & { recovery?: Partial<Reward['recovery']> } = {}): Reward {
  const { recovery, ...rest } = over;
  return {
    __typename: 'DailyReward',
    today: TODAY,
    cycleStart: '2031-03-06',
    days: [sign('2031-03-06', true), sign('2031-03-07', true), sign('2031-03-08', true)],
    signedToday: false,
    claimedToday: false,
    dailyPoint: 10,
    ...rest,
    recovery: { __typename: 'RecoveryCheck', status: true, missedDays: [], pending: false, feeMmk: 3000, lastRejectReason: null, ...recovery },
  };
}

/** A pretend server: its answers follow the calls it got (`calls` lists them in order). */
function server(initial: Reward, tokens = 50) {
  const state = { reward: initial, tokens, calls: [] as string[] };
  const signToday = () => {
    state.reward = { ...state.reward, signedToday: true, days: [...state.reward.days, sign(TODAY, true)] };
  };
  const mocks = [
    { request: { query: DailyRewardQuery }, result: () => ({ data: { dailyReward: state.reward } }), maxUsageCount: 50 },
    {
      request: { query: DailyRewardTodayQuery },
      result: () => ({ data: { dailyReward: { __typename: 'DailyReward', today: state.reward.today, signedToday: state.reward.signedToday } } }),
      maxUsageCount: 50,
    },
    {
      request: { query: DailyCheckInMutation, variables: { date: TODAY } },
      result: () => {
        state.calls.push('checkIn');
        signToday();
        return { data: { dailyCheckIn: state.reward } };
      },
      maxUsageCount: 5,
    },
    {
      request: { query: ClaimDailyRewardMutation, variables: { date: TODAY } },
      result: () => {
        state.calls.push('claim');
        state.reward = { ...state.reward, claimedToday: true };
        state.tokens += state.reward.dailyPoint;
        return { data: { claimDailyReward: { __typename: 'DailyClaim', date: TODAY, tokens: state.reward.dailyPoint, bonus: 0 } } };
      },
      maxUsageCount: 5,
    },
    {
      request: { query: RestartDailyCycleMutation, variables: { date: TODAY } },
      result: () => {
        state.calls.push('restart');
        state.reward = reward({ cycleStart: TODAY, days: [] });
        return { data: { restartDailyCycle: state.reward } };
      },
      maxUsageCount: 5,
    },
    {
      request: { query: RewardsProfileQuery },
      result: () => {
        state.calls.push('me');
        return { data: { me: { __typename: 'Profile', id: 7, tokenPoint: state.tokens, referralPoint: 0, referralCode: 'AB23CD45' } } };
      },
      maxUsageCount: 10,
    },
  ];
  return { state, mocks };
}

/** The top bar's pill reads `me { id tokenPoint }` from the same cache entry. */
function TokenProbe() {
  const { data } = useQuery(RewardsProfileQuery, { fetchPolicy: 'cache-only' });
  return <output data-testid="tokens">{data?.me.tokenPoint ?? '-'}</output>;
}

function openDialog(initial: Reward, tokens?: number) {
  signIn('shopper-token');
  const backend = server(initial, tokens);
  const onClose = vi.fn();
  renderWithProviders(
    <>
      <DailyRewardDialog open onClose={onClose} />
      <TokenProbe />
    </>,
    { mocks: backend.mocks, addTypename: true, appCache: true },
  );
  return { ...backend, onClose };
}

const grid = () => screen.findByRole('dialog', { name: 'Daily reward' });
const cells = () => screen.getAllByTestId('daily-day');

describe('the daily reward dialog', () => {
  it('colours the 30 cells from days: green signed, red missed, white not yet; a missed day offers Restart, then the failure dialog', async () => {
    const { state } = openDialog(
      reward({
        days: [sign('2031-03-05', true), sign('2031-03-06', false), sign('2031-03-07', true), sign('2031-03-08', false)],
        recovery: { status: false, missedDays: ['2031-03-06', '2031-03-08'] },
      }),
    );
    const dialog = await grid();
    await waitFor(() => expect(cells()[0].dataset.state).toBe('signed'));
    const all = cells();
    expect(all).toHaveLength(30);
    expect(all.slice(0, 5).map((c) => c.dataset.state)).toEqual(['signed', 'missed', 'signed', 'missed', 'none']);
    expect(all.slice(4).every((c) => c.dataset.state === 'none')).toBe(true);
    expect(all[0].className).toContain('rw-day--signed');
    expect(all[1].className).toContain('rw-day--missed');
    expect(all[29].className).toContain('rw-day--none');
    expect(within(all[1]).getByText('Day 2: missed')).toBeTruthy();
    // Today is the fifth cell (not signed yet).
    expect(all[4].getAttribute('aria-current')).toBe('date');

    expect(within(dialog).getByRole('button', { name: 'Restart from day one' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Claim' })).toBeNull();
    // A missed day without a recovery: no check-in (the server would refuse it), the failure dialog.
    const failure = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(within(failure).getByText('You missed a day')).toBeTruthy();
    expect(within(failure).getByText(/You missed 2 days of your daily sign-in\. Pay 3,000 MMK to recover them/)).toBeTruthy();
    expect(within(failure).getByRole('button', { name: 'Pay for recovery' })).toBeTruthy();
    expect(within(failure).getByRole('button', { name: 'Restart from day one' })).toBeTruthy();
    expect(state.calls).not.toContain('checkIn');
  });

  it("signs today in with the server's date, congratulates 3 s later, and Claim pays: me is refetched and the dialog closes", async () => {
    const { state, onClose } = openDialog(reward(), 50);
    await grid();
    // The check-in turns today's cell (the fourth) green and offers Claim.
    await waitFor(() => expect(cells()[3].dataset.state).toBe('signed'));
    expect(state.calls).toEqual(['checkIn']);
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restart from day one' })).toBeNull();

    const success = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(within(success).getByText('Congratulations!')).toBeTruthy();
    expect(within(success).getByText('You earned 10 points today. Tap Claim to collect them.')).toBeTruthy();
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));

    fireEvent.click(within(await grid()).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(state.calls).toEqual(['checkIn', 'claim', 'me']);
    expect(screen.getByTestId('tokens').textContent).toBe('60');
  }, 10_000);

  it('offers a disabled Claimed today, and sends no check-in, once today is signed and claimed', async () => {
    const signed = reward({ signedToday: true, claimedToday: true, days: [sign('2031-03-08', true), sign(TODAY, true)] });
    const { state } = openDialog(signed);
    const dialog = await grid();
    const claimed = await within(dialog).findByRole('button', { name: 'Claimed today' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Restart from day one' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.calls).toEqual([]);
  });

  it('says the admin is processing the recovery when a recovery payment waits', async () => {
    const { state } = openDialog(
      reward({ days: [sign('2031-03-07', true), sign('2031-03-08', false)], recovery: { status: false, missedDays: ['2031-03-08'], pending: true } }),
    );
    await grid();
    const processing = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(within(processing).getByText('Admin is processing Recovery!')).toBeTruthy();
    expect(within(processing).getByText('Please wait for admin approval. This may take some time.')).toBeTruthy();
    // A pending recovery covers the missed day: today could be signed.
    expect(state.calls).toEqual(['checkIn']);
    expect(screen.queryByText('You missed a day')).toBeNull();
  });

  it('restarts from day one: the dialog closes and the green toast says so for 3 s', async () => {
    const { state, onClose } = openDialog(reward({ days: [sign('2031-03-07', false)], recovery: { status: false, missedDays: ['2031-03-07'] } }));
    fireEvent.click(within(await grid()).getByRole('button', { name: 'Restart from day one' }));
    expect((await screen.findByTestId('restart-toast')).textContent).toBe('Restart Successful!');
    expect(onClose).toHaveBeenCalled();
    // The new cycle's first day is signed at once.
    await waitFor(() => expect(state.calls).toEqual(['restart', 'checkIn']));
    await waitFor(() => expect(screen.queryByTestId('restart-toast')).toBeNull(), { timeout: 4000 });
  }, 10_000);
});

function GateWithMenu() {
  const [asked, setAsked] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAsked((n) => n + 1)}>
        menu: Daily reward
      </button>
      <DailyRewardGate asked={asked} />
    </>
  );
}

describe('the daily reward gate', () => {
  it('opens the dialog by itself when today is not signed, which signs it', async () => {
    signIn('shopper-token');
    const { state, mocks } = server(reward());
    renderWithProviders(<GateWithMenu />, { mocks, addTypename: true, appCache: true, url: '/' });
    await grid();
    await waitFor(() => expect(state.calls).toContain('checkIn'));
  });

  it('stays closed when today is signed, and opens when the menu asks', async () => {
    signIn('shopper-token');
    const { state, mocks } = server(reward({ signedToday: true, days: [sign(TODAY, true)] }));
    renderWithProviders(<GateWithMenu />, { mocks, addTypename: true, appCache: true, url: '/' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'menu: Daily reward' }));
    expect(within(await grid()).getByRole('button', { name: 'Claim' })).toBeTruthy();
    expect(state.calls).toEqual([]);
  });

  it('waits on the sign-up page', async () => {
    signIn('shopper-token');
    const { mocks } = server(reward());
    renderWithProviders(<GateWithMenu />, { mocks, addTypename: true, appCache: true, url: '/signup' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing for a visitor, even when the menu asks', async () => {
    const { mocks } = server(reward());
    renderWithProviders(<GateWithMenu />, { mocks, addTypename: true, appCache: true, url: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'menu: Daily reward' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('daily reward rules', () => {
  it('maps days to 30 cells', () => {
    expect(dayStates([{ status: true }, { status: false }])).toEqual(['signed', 'missed', ...Array(28).fill('none')]);
    expect(dayStates([])).toHaveLength(30);
  });

  it('finds today', () => {
    expect(todayNumber([1, 2, 3], true)).toBe(3);
    expect(todayNumber([1, 2, 3], false)).toBe(4);
    expect(todayNumber(Array(30).fill(0), false)).toBeNull();
  });

  it('offers Claim, Claimed or Restart', () => {
    expect(dailyAction({ signedToday: true, claimedToday: false })).toBe('claim');
    expect(dailyAction({ signedToday: true, claimedToday: true })).toBe('claimed');
    expect(dailyAction({ signedToday: false, claimedToday: false })).toBe('restart');
  });

  it('checks in unless a missed day blocks it', () => {
    const recovery = (status: boolean, pending = false) => ({ status, pending });
    expect(dailyStart({ signedToday: false, claimedToday: false, recovery: recovery(true) })).toEqual({ checkIn: true, then: 'success' });
    expect(dailyStart({ signedToday: true, claimedToday: false, recovery: recovery(true) })).toEqual({ checkIn: false, then: null });
    expect(dailyStart({ signedToday: false, claimedToday: false, recovery: recovery(false) })).toEqual({ checkIn: false, then: 'failure' });
    expect(dailyStart({ signedToday: false, claimedToday: false, recovery: recovery(false, true) })).toEqual({ checkIn: true, then: 'processing' });
  });

  it('needs more points only when the gift costs more than the balance', () => {
    expect(needsMorePoints(5, 4)).toBe(true);
    expect(needsMorePoints(5, 5)).toBe(false);
    expect(needsMorePoints(null, 0)).toBe(false);
  });
});
