// The settings screen (/admin/settings): the reward and lucky-draw numbers read from `settings`,
// each checked beside its field (whole numbers of 0 or more; the hold limit 1 to 100), saved with
// updateSettings sending only what changed, and a toast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import SettingsPage from './pages/settings-page';
import { AdminPaymentCheckSettingsQuery } from './checks/queries';
import { AdminSettingsQuery, UpdateSettingsMutation } from './queries';
import { settingsChanges, settingsSchema } from './settings-rules';

const rewards = {
  referralPointsPerSignup: 1,
  recoveryFeeMmk: 1000,
  tokensPer10000Mmk: 1,
  tokenPriceMmk: 1000,
  drawDelayMinutes: 10,
  ticketHoldPercent: 20,
  ticketHoldMinutes: 120,
};
const settings = (over: Partial<typeof rewards & { dailyPoint: number; dailyRewardPoint: number }> = {}) => {
  const { dailyPoint = 2, dailyRewardPoint = 50, ...rest } = over;
  // With __typename, as the server answers: the fields come through a fragment on SiteSettings.
  return { __typename: 'SiteSettings', dailyPoint, dailyRewardPoint, rewards: { __typename: 'RewardSettings', ...rewards, ...rest } };
};
const load = { request: { query: AdminSettingsQuery }, result: { data: { settings: settings() } } };
// The payment checks section under the rewards reads its own settings (payment-checks.test.tsx).
const checksLoad = {
  request: { query: AdminPaymentCheckSettingsQuery },
  result: {
    data: {
      adminPaymentCheckSettings: { __typename: 'PaymentCheckSettings', nearDuplicateBits: 6, maxNearDuplicateBits: 12, transferMaxAgeHours: 72, screenshotRetentionDays: 90, readingOn: true },
    },
  },
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('SettingsPage', () => {
  it('shows the settings and saves only the changed numbers', async () => {
    const update = vi.fn(() => ({ data: { updateSettings: settings({ referralPointsPerSignup: 3, recoveryFeeMmk: 2500, dailyPoint: 0 }) } }));
    renderWithProviders(<SettingsPage />, {
      addTypename: true,
      mocks: [load, checksLoad, { request: { query: UpdateSettingsMutation, variables: { input: { referralPointsPerSignup: 3, recoveryFeeMmk: 2500, dailyPoint: 0 } } }, result: update }],
    });
    expect(await screen.findByRole('group', { name: 'Referral' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Daily sign-in' })).toBeTruthy();
    expect(field('Referral points per sign-up').value).toBe('1');
    expect(field('Tokens per daily claim').value).toBe('2');
    expect(field('Bonus tokens on day 30').value).toBe('50');
    expect(field('Recovery fee (MMK)').value).toBe('1000');
    expect(field('Unpaid hold limit (%)').value).toBe('20');
    expect(screen.getByText('The inviter gets these for each sign-up with their code.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(field('Referral points per sign-up'), { target: { value: '3' } });
    fireEvent.change(field('Recovery fee (MMK)'), { target: { value: '2500' } });
    fireEvent.change(field('Tokens per daily claim'), { target: { value: '0' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
    expect(field('Referral points per sign-up').value).toBe('3');
    // Saved: nothing is left to send until something changes again.
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('refuses numbers that are not whole, negative, empty or out of range, with a message beside each', async () => {
    const update = vi.fn(() => ({ data: { updateSettings: settings() } }));
    renderWithProviders(<SettingsPage />, { addTypename: true, mocks: [load, checksLoad, { request: { query: UpdateSettingsMutation }, variableMatcher: () => true, result: update }] });
    await screen.findByRole('group', { name: 'Referral' });
    fireEvent.change(field('Referral points per sign-up'), { target: { value: '-1' } });
    fireEvent.change(field('Bonus tokens on day 30'), { target: { value: '2.5' } });
    fireEvent.change(field('Recovery fee (MMK)'), { target: { value: '' } });
    fireEvent.change(field('Unpaid hold limit (%)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const referral = within(screen.getByRole('group', { name: 'Referral' }));
    expect((await referral.findByRole('alert')).textContent).toBe('Enter a whole number, 0 or more');
    expect(field('Referral points per sign-up').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Daily sign-in' })).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter a whole number, 0 or more',
      'Enter a whole number, 0 or more',
    ]);
    expect(within(screen.getByRole('group', { name: 'Tokens and lucky draw' })).getByRole('alert').textContent).toBe('Enter a whole number from 1 to 100');
    expect(field('Tokens per daily claim').getAttribute('aria-invalid')).toBeNull();
    expect(update).not.toHaveBeenCalled();

    // Fixed, the message goes as the admin types.
    fireEvent.change(field('Referral points per sign-up'), { target: { value: '0' } });
    await waitFor(() => expect(referral.queryByRole('alert')).toBeNull());
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('shows a refusal of the server in the form', async () => {
    renderWithProviders(<SettingsPage />, {
      addTypename: true,
      mocks: [load, checksLoad, { request: { query: UpdateSettingsMutation, variables: { input: { dailyRewardPoint: 60 } } }, result: { errors: [new GraphQLError('Only admins can do this.')] } }],
    });
    await screen.findByRole('group', { name: 'Referral' });
    fireEvent.change(field('Bonus tokens on day 30'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only admins can do this.');
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('says so when the settings cannot be read', async () => {
    renderWithProviders(<SettingsPage />, { addTypename: true, mocks: [{ request: { query: AdminSettingsQuery }, result: { errors: [new GraphQLError('Only admins can do this.')] } }, checksLoad] });
    expect(await screen.findByText('Could not load this page')).toBeTruthy();
    expect(screen.getByText('Only admins can do this.')).toBeTruthy();
  });
});

describe('settings rules', () => {
  const values = { ...rewards, dailyPoint: 2, dailyRewardPoint: 50 };

  it('takes whole numbers of 0 or more and a hold limit of 1 to 100', () => {
    expect(settingsSchema.safeParse({ ...values, dailyPoint: 0, ticketHoldPercent: 100 }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...values, dailyPoint: -1 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...values, recoveryFeeMmk: 0.5 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...values, referralPointsPerSignup: Number.NaN }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...values, ticketHoldPercent: 0 }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...values, ticketHoldPercent: 101 }).success).toBe(false);
  });

  it('sends only what differs from what was loaded', () => {
    expect(settingsChanges({ ...values, dailyPoint: 5 }, values)).toEqual({ dailyPoint: 5 });
    expect(settingsChanges(values, values)).toEqual({});
  });
});
