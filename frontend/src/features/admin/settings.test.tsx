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
import { AdminDeliveryFeesQuery, AdminTownshipsQuery, UpdateDeliveryFeesMutation } from './delivery/queries';
import { deliveryFeesInput, deliveryFeesSchema, deliveryFeesValues, settingsChanges, settingsSchema } from './settings-rules';

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

// The delivery fees section (issue 38) reads its own part of the settings and every region's
// townships, to name the saved rows.
const place = (id: number, name: string) => ({ __typename: 'Place', id, name });
const shippingOf = (townships: { townshipId: number; fee: number }[], steps: { upToKg: number; fee: number }[]) => ({
  __typename: 'ShippingSettings',
  townshipBaseFees: townships.map((t) => ({ __typename: 'TownshipFee', ...t })),
  weightSteps: steps.map((w) => ({ __typename: 'WeightStep', ...w })),
});
const feesLoad = (shipping = shippingOf([{ townshipId: 101, fee: 1000 }], [{ upToKg: 5, fee: 1500 }, { upToKg: 2, fee: 700 }])) => ({
  request: { query: AdminDeliveryFeesQuery },
  result: { data: { settings: { __typename: 'SiteSettings', shipping }, regions: [place(1, 'Yangon'), place(2, 'Mandalay')] } },
});
const townshipLoads = [
  { request: { query: AdminTownshipsQuery, variables: { regionId: 1 } }, result: { data: { townships: [place(101, 'Kamayut'), place(102, 'Sanchaung'), place(103, 'Bahan')] } } },
  { request: { query: AdminTownshipsQuery, variables: { regionId: 2 } }, result: { data: { townships: [place(201, 'Chanayethazan'), place(202, 'Mahaaungmye')] } } },
];
const deliveryLoads = [feesLoad(), ...townshipLoads];

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('SettingsPage', () => {
  // The file's first render loads the page with its three sections (rewards, delivery fees,
  // payment checks): over 5 s on a busy machine.
  it('shows the settings and saves only the changed numbers', { timeout: 20_000 }, async () => {
    const update = vi.fn(() => ({ data: { updateSettings: settings({ referralPointsPerSignup: 3, recoveryFeeMmk: 2500, dailyPoint: 0 }) } }));
    renderWithProviders(<SettingsPage />, {
      appCache: true,
      addTypename: true,
      mocks: [load, checksLoad, ...deliveryLoads, { request: { query: UpdateSettingsMutation, variables: { input: { referralPointsPerSignup: 3, recoveryFeeMmk: 2500, dailyPoint: 0 } } }, result: update }],
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
    renderWithProviders(<SettingsPage />, { appCache: true, addTypename: true, mocks: [load, checksLoad, ...deliveryLoads, { request: { query: UpdateSettingsMutation }, variableMatcher: () => true, result: update }] });
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
      appCache: true,
      addTypename: true,
      mocks: [load, checksLoad, ...deliveryLoads, { request: { query: UpdateSettingsMutation, variables: { input: { dailyRewardPoint: 60 } } }, result: { errors: [new GraphQLError('Only admins can do this.')] } }],
    });
    await screen.findByRole('group', { name: 'Referral' });
    fireEvent.change(field('Bonus tokens on day 30'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(screen.getByRole('form', { name: 'Settings' })).findByRole('alert')).textContent).toBe('Only admins can do this.');
    expect(screen.queryByText('Settings saved')).toBeNull();
  });

  it('says so when the settings cannot be read', async () => {
    renderWithProviders(<SettingsPage />, { appCache: true, addTypename: true, mocks: [{ request: { query: AdminSettingsQuery }, result: { errors: [new GraphQLError('Only admins can do this.')] } }, checksLoad, ...deliveryLoads] });
    expect(await screen.findByText('Could not load this page')).toBeTruthy();
    expect(screen.getByText('Only admins can do this.')).toBeTruthy();
  });
});

describe('Delivery fees on the settings page', () => {
  const rows = (testId: string) => screen.queryAllByTestId(testId);

  it('names the saved townships, shows the steps by weight, adds a township found by typing and saves both lists', { timeout: 20_000 }, async () => {
    const update = vi.fn(() => ({ data: { updateSettings: { __typename: 'SiteSettings', shipping: shippingOf([], []) } } }));
    renderWithProviders(<SettingsPage />, {
      appCache: true,
      addTypename: true,
      mocks: [
        load,
        checksLoad,
        ...deliveryLoads,
        {
          request: {
            query: UpdateDeliveryFeesMutation,
            variables: {
              input: {
                shippingTownshipBaseFees: [
                  { townshipId: 101, fee: 1200 },
                  { townshipId: 201, fee: 800 },
                ],
                shippingWeightSteps: [
                  { upToKg: 2, fee: 700 },
                  { upToKg: 5, fee: 1500 },
                  { upToKg: 10, fee: 2500 },
                ],
              },
            },
          },
          result: update,
        },
      ],
    });
    const section = within(await screen.findByRole('form', { name: 'Delivery fees by township and weight' }));
    const kamayut = (await section.findByLabelText('Fee of Kamayut (Yangon) (MMK)')) as HTMLInputElement;
    expect(kamayut.value).toBe('1000');
    // Sorted by weight, though the server answered 5 kg first.
    expect(section.getAllByLabelText('Up to (kg)').map((i) => (i as HTMLInputElement).value)).toEqual(['2', '5']);

    fireEvent.change(kamayut, { target: { value: '1200' } });
    fireEvent.change(section.getByLabelText('Region'), { target: { value: '2' } });
    fireEvent.change(section.getByLabelText('Search township'), { target: { value: 'CHANAYE' } });
    const township = section.getByLabelText('Township') as HTMLSelectElement;
    expect([...township.options].map((o) => o.textContent)).toEqual(['Choose a township', 'Chanayethazan']);
    fireEvent.change(township, { target: { value: '201' } });
    fireEvent.click(section.getByRole('button', { name: 'Add township' }));
    fireEvent.change(await section.findByLabelText('Fee of Chanayethazan (Mandalay) (MMK)'), { target: { value: '800' } });
    expect(rows('township-fee-row')).toHaveLength(2);

    fireEvent.click(section.getByRole('button', { name: 'Add weight step' }));
    const kgs = section.getAllByLabelText('Up to (kg)');
    fireEvent.change(kgs[2], { target: { value: '10' } });
    fireEvent.change(section.getAllByLabelText('Weight fee (MMK)')[2], { target: { value: '2500' } });
    fireEvent.click(section.getByRole('button', { name: 'Save delivery fees' }));
    expect(await screen.findByText('Delivery fees saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('refuses a step of 0 kg, two steps of one weight and an empty fee beside the fields, removes rows, and shows the server’s refusal of a list', { timeout: 20_000 }, async () => {
    renderWithProviders(<SettingsPage />, {
      appCache: true,
      addTypename: true,
      mocks: [
        load,
        checksLoad,
        ...deliveryLoads,
        {
          request: { query: UpdateDeliveryFeesMutation, variables: { input: { shippingTownshipBaseFees: [], shippingWeightSteps: [{ upToKg: 2, fee: 700 }, { upToKg: 5, fee: 1500 }] } } },
          result: { errors: [new GraphQLError('Invalid input', { extensions: { errors: { shipping_weight_steps: ['Two steps weigh the same.'] } } })] },
        },
      ],
    });
    const section = within(await screen.findByRole('form', { name: 'Delivery fees by township and weight' }));
    await section.findByLabelText('Fee of Kamayut (Yangon) (MMK)');
    fireEvent.click(section.getByRole('button', { name: 'Add weight step' }));
    fireEvent.change(section.getAllByLabelText('Up to (kg)')[2], { target: { value: '5' } });
    fireEvent.click(section.getByRole('button', { name: 'Add weight step' }));
    fireEvent.change(section.getAllByLabelText('Up to (kg)')[3], { target: { value: '0' } });
    fireEvent.change(section.getAllByLabelText('Weight fee (MMK)')[3], { target: { value: '10' } });
    fireEvent.click(section.getByRole('button', { name: 'Save delivery fees' }));
    expect(await section.findByText('Another step has this weight')).toBeTruthy();
    expect(section.getByText('Enter a weight over 0 and at most 1,000 kg')).toBeTruthy();
    expect(section.getAllByText('Enter a whole number of kyat, 0 or more')).toHaveLength(1);

    fireEvent.click(section.getByRole('button', { name: 'Remove step 4' }));
    fireEvent.click(section.getByRole('button', { name: 'Remove step 3' }));
    fireEvent.click(section.getByRole('button', { name: 'Remove Kamayut (Yangon)' }));
    expect(rows('township-fee-row')).toHaveLength(0);
    expect(section.getByText('No township has its own fee.')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Save delivery fees' }));
    expect((await section.findByRole('alert')).textContent).toBe('Two steps weigh the same.');
  });
});

describe('delivery fee rules', () => {
  it('takes fees of 0 or more and distinct steps over 0 and up to 1,000 kg, sorted when sent', () => {
    const ok = { townships: [{ townshipId: 1, fee: '0' }], steps: [{ upToKg: '1000', fee: '5' }, { upToKg: '0.5', fee: '1' }] };
    expect(deliveryFeesSchema.safeParse(ok).success).toBe(true);
    expect(deliveryFeesSchema.safeParse({ ...ok, townships: [{ townshipId: 1, fee: '-1' }] }).success).toBe(false);
    expect(deliveryFeesSchema.safeParse({ ...ok, townships: [{ townshipId: 1, fee: '1.5' }] }).success).toBe(false);
    expect(deliveryFeesSchema.safeParse({ ...ok, steps: [{ upToKg: '1000.5', fee: '1' }] }).success).toBe(false);
    expect(deliveryFeesSchema.safeParse({ ...ok, steps: [{ upToKg: '', fee: '1' }] }).success).toBe(false);
    expect(deliveryFeesSchema.safeParse({ ...ok, steps: [{ upToKg: '2', fee: '1' }, { upToKg: '2.0', fee: '3' }] }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => ({ upToKg: String(i + 1), fee: '1' }));
    expect(deliveryFeesSchema.safeParse({ townships: [], steps: many }).success).toBe(false);
    expect(deliveryFeesInput(ok)).toEqual({ shippingTownshipBaseFees: [{ townshipId: 1, fee: 0 }], shippingWeightSteps: [{ upToKg: 0.5, fee: 1 }, { upToKg: 1000, fee: 5 }] });
    expect(deliveryFeesValues({ townshipBaseFees: [], weightSteps: [{ upToKg: 3, fee: 1 }, { upToKg: 1, fee: 2 }] }).steps.map((s) => s.upToKg)).toEqual(['1', '3']);
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
