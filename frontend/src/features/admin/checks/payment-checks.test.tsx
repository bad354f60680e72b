// Payment checks in the admin console: the flags and receipt line of a queue card (each code's
// label, the server's reason, "See payment #N"), a transfer payment's page (/admin/payments/:id:
// decided, its picture deleted, no such payment), the "Payment checks" settings and the
// dashboard's flagged count, against the app's own queries (Apollo mocks).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminPaymentCheckSettingsQuery, AdminTransferPaymentQuery, UpdatePaymentCheckSettingsMutation } from './queries';
import { checksChanges, checksFieldOf, checksSchema, numberOrNull } from './rules';
import { PaymentChecks, type FlagView, type ReceiptView } from './payment-checks';
import { PaymentCheckSettings } from './payment-check-settings';
import { AdminDashboardQuery } from '../console/queries';
import DashboardPage from '../console/dashboard-page';
import PaymentsPage from '../pages/payments-page';
import TransferPaymentPage from './transfer-payment-page';
import { PendingOrdersQuery } from '../queries';


const NOT_CHECKED: ReceiptView = { state: 'NOT_CHECKED', amountMmk: null, amountDueMmk: null, transferredAt: null, transactionId: null };
const read = (over: Partial<ReceiptView & { paymentId: number }> = {}) => ({
  paymentId: 31,
  state: 'READ' as const,
  amountMmk: 15000,
  amountDueMmk: 15000,
  // 08:05 UTC is 14:35 in Yangon (UTC+06:30).
  transferredAt: '2026-11-20T08:05:00Z',
  transactionId: '01003984021772',
  ...over,
});

const ALL_FLAGS: FlagView[] = [
  { code: 'DUPLICATE_TRANSFER', detail: 'Transaction 01003984021772 was already used with payment #9.', relatedPaymentId: 9 },
  {
    code: 'DUPLICATE_PICTURE',
    detail: 'The same picture was already sent with payment #12 (order #5, Aung Aung 09123456789, approved, 2026-11-20 14:35).',
    relatedPaymentId: 12,
  },
  { code: 'AMOUNT_MISMATCH', detail: 'The receipt shows 10,000 MMK; 15,000 MMK is due.', relatedPaymentId: null },
  { code: 'TOO_OLD', detail: 'The transfer is dated 9 days before the upload.', relatedPaymentId: null },
  { code: 'UNREADABLE', detail: 'The receipt could not be read.', relatedPaymentId: null },
];

// Apollo matches the queries' fragments by type name, as the server's answers carry it.
const typed = (flag: FlagView) => ({ __typename: 'PaymentFlag' as const, ...flag });

withAdminSessionAndScreenshots();

describe('<PaymentChecks>', () => {
  it('shows every flag with its label, the reason and a link to the earlier payment', () => {
    renderWithProviders(<PaymentChecks flags={ALL_FLAGS} receipt={NOT_CHECKED} />);
    const flags = screen.getAllByTestId('payment-flag');
    expect(flags.map((f) => f.dataset.code)).toEqual(['DUPLICATE_TRANSFER', 'DUPLICATE_PICTURE', 'AMOUNT_MISMATCH', 'TOO_OLD', 'UNREADABLE']);
    expect(flags.map((f) => f.querySelector('.admin-flag__label')?.textContent)).toEqual([
      'Transaction ID used before',
      'Same picture sent before',
      'Amount differs',
      'Transfer date out of range',
      'Receipt unreadable',
    ]);
    expect(flags[1].textContent).toContain('The same picture was already sent with payment #12 (order #5, Aung Aung 09123456789, approved, 2026-11-20 14:35).');
    expect(within(flags[1]).getByRole('link', { name: 'See payment #12' }).getAttribute('href')).toBe('/admin/payments/12');
    expect(within(flags[0]).getByRole('link', { name: 'See payment #9' }).getAttribute('href')).toBe('/admin/payments/9');
    for (const flag of flags.slice(2)) expect(within(flag).queryByRole('link')).toBeNull();
    // Sent before checks existed: no receipt line.
    expect(screen.queryByTestId('receipt-line')).toBeNull();
  });

  it('shows nothing for a payment sent before the checks and without flags', () => {
    renderWithProviders(<PaymentChecks flags={[]} receipt={NOT_CHECKED} />);
    expect(screen.queryByTestId('payment-checks')).toBeNull();
  });

  it('reads the receipt in one line: the amount against what is due, Myanmar time, the transaction id', () => {
    renderWithProviders(<PaymentChecks flags={[]} receipt={read()} />);
    const line = screen.getByTestId('receipt-line');
    expect(line.textContent).toContain('15,000 MMK of 15,000 MMK due');
    expect(line.textContent).toContain('2:35');
    expect(line.textContent).toContain('(Myanmar time)');
    expect(line.textContent).toContain('Transaction ID 01003984021772');
    expect(screen.getByTestId('receipt-amount').className).not.toContain('admin-receipt__amount--off');
  });

  it('highlights an amount that is not what is due', () => {
    renderWithProviders(<PaymentChecks flags={[]} receipt={read({ amountMmk: 10000, transactionId: null, transferredAt: null })} />);
    const amount = screen.getByTestId('receipt-amount');
    expect(amount.className).toContain('admin-receipt__amount--off');
    expect(amount.textContent).toBe('10,000 MMK of 15,000 MMK due (Not the amount due)');
    expect(screen.getByTestId('receipt-line').textContent).not.toContain('Transaction ID');
  });

  it.each([
    ['PENDING', 'Reading the receipt…'],
    ['UNREADABLE', 'Could not be read'],
    ['OFF', 'Receipt reading is off on this server'],
  ] as const)('says %s in words', (state, text) => {
    renderWithProviders(<PaymentChecks flags={[]} receipt={{ ...NOT_CHECKED, state }} />);
    expect(screen.getByTestId('receipt-line').textContent).toBe(`Receipt${text}`);
  });
});

// ---------- The orders queue ----------

describe('a queue card', () => {
  it('shows the flags and the receipt under the screenshot', async () => {
    const orders = {
      pendingOrders: [
        {
          userId: 7,
          customerName: 'Ma Hla',
          customerPhone: '09790000123',
          screenshotUrl: '/api/payment-screenshots/31',
          flags: [typed(ALL_FLAGS[1])],
          receipt: { __typename: 'ReceiptReading', ...read({ state: 'PENDING', amountMmk: null, transferredAt: null, transactionId: null }) },
          order: { orderId: 6, orderDate: '2026-11-21T12:00:00Z', shippingAddress: 'Yangon', payment: 'KBZPay', totalPrice: 15000, orderItems: [] },
        },
      ],
    };
    renderWithProviders(<PaymentsPage />, { mocks: [{ request: { query: PendingOrdersQuery }, result: { data: orders } }] });
    const card = await screen.findByTestId('admin-card-order-6');
    const flag = within(card).getByTestId('payment-flag');
    expect(flag.dataset.code).toBe('DUPLICATE_PICTURE');
    expect(within(flag).getByRole('link', { name: 'See payment #12' }).getAttribute('href')).toBe('/admin/payments/12');
    expect(within(card).getByTestId('receipt-line').textContent).toContain('Reading the receipt…');
    expect(await within(card).findByRole('img', { name: 'Payment screenshot' })).toBeTruthy();
  });
});

// ---------- /admin/payments/:id ----------

const transfer = (over: Record<string, unknown> = {}) => ({
  id: 12,
  kind: 'ORDER',
  subjectId: 5,
  userId: 7,
  customerName: 'Aung Aung',
  customerPhone: '09123456789',
  decision: 'APPROVED',
  decidedAt: '2026-11-20T09:00:00Z',
  createdAt: '2026-11-20T08:10:00Z',
  screenshotUrl: '/api/payment-screenshots/12',
  pictureDeletedAt: null,
  receipt: { __typename: 'ReceiptReading', ...read({ paymentId: 12 }) },
  flags: [typed({ code: 'DUPLICATE_TRANSFER', detail: 'Transaction 01003984021772 was also sent with payment #31.', relatedPaymentId: 31 })],
  ...over,
});

function openPayment(id: number, result: object) {
  return renderWithProviders(<TransferPaymentPage />, {
    url: `/admin/payments/${id}`,
    path: '/admin/payments/:id',
    mocks: [{ request: { query: AdminTransferPaymentQuery, variables: { id } }, result }],
  });
}

describe('TransferPaymentPage', () => {
  it('shows a decided payment: what it pays, the shopper, the decision, the screenshot, the receipt and its flags', async () => {
    openPayment(12, { data: { adminTransferPayment: transfer() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment #12' })).toBeTruthy();
    expect(screen.getByTestId('payment-subject').textContent).toBe('Order #5');
    // Decided: no longer in a queue.
    expect(screen.queryByRole('link', { name: 'Open in its queue' })).toBeNull();
    expect(screen.getByTestId('payment-shopper').textContent).toBe('Aung Aung · 09123456789');
    expect(screen.getByRole('link', { name: 'See the shopper' }).getAttribute('href')).toBe('/admin/users/7');
    const decision = screen.getByTestId('payment-decision');
    expect(decision.textContent).toMatch(/^Approved on /);
    expect(decision.querySelector('.admin-decision--approved')).toBeTruthy();
    expect(screen.getByTestId('receipt-line').textContent).toContain('Transaction ID 01003984021772');
    const flag = screen.getByTestId('payment-flag');
    expect(flag.dataset.code).toBe('DUPLICATE_TRANSFER');
    expect(within(flag).getByRole('link', { name: 'See payment #31' }).getAttribute('href')).toBe('/admin/payments/31');
    expect(await screen.findByRole('img', { name: 'Payment screenshot' })).toBeTruthy();
    expect(screen.queryByTestId('picture-deleted')).toBeNull();
  });

  it('links a waiting payment to its queue, and says when its picture was deleted', async () => {
    openPayment(14, {
      data: {
        adminTransferPayment: transfer({
          id: 14,
          kind: 'SHIPPING_FEE',
          subjectId: 3,
          decision: null,
          decidedAt: null,
          screenshotUrl: null,
          pictureDeletedAt: '2026-12-20T08:00:00Z',
          receipt: { __typename: 'ReceiptReading', paymentId: 14, ...NOT_CHECKED },
          flags: [],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment #14' })).toBeTruthy();
    expect(screen.getByTestId('payment-subject').textContent).toBe('Shipping fee #3');
    expect(screen.getByRole('link', { name: 'Open in its queue' }).getAttribute('href')).toBe('/admin/shipping');
    expect(screen.getByTestId('payment-decision').textContent).toBe('Waiting for a decision');
    expect(screen.getByTestId('picture-deleted').textContent).toMatch(/^Picture deleted on Dec 20, 2026/);
    expect(screen.queryByRole('img', { name: 'Payment screenshot' })).toBeNull();
    expect(screen.getByText('No warnings')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when there is no such payment', async () => {
    openPayment(999, { errors: [new GraphQLError('No such payment.', { extensions: { code: 'NOT_FOUND' } })] });
    expect(await screen.findByRole('heading', { name: 'No such payment' })).toBeTruthy();
    expect(screen.getByText('There is no payment #999. The link may be mistyped.')).toBeTruthy();
  });

  it('says so for an address that is not a payment id', async () => {
    renderWithProviders(<TransferPaymentPage />, { url: '/admin/payments/abc', path: '/admin/payments/:id' });
    expect(await screen.findByRole('heading', { name: 'No such payment' })).toBeTruthy();
  });
});

// ---------- Settings ----------

const checkSettings = (over: Record<string, unknown> = {}) => ({
  __typename: 'PaymentCheckSettings',
  nearDuplicateBits: 6,
  maxNearDuplicateBits: 12,
  transferMaxAgeHours: 72,
  screenshotRetentionDays: 90,
  readingOn: false,
  ...over,
});
const checksLoad = (over: Record<string, unknown> = {}) => ({ request: { query: AdminPaymentCheckSettingsQuery }, result: { data: { adminPaymentCheckSettings: checkSettings(over) } } });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('<PaymentCheckSettings>', () => {
  it('shows the settings, says receipts are not read here, and saves only what changed', async () => {
    const onSaved = vi.fn();
    const update = vi.fn(() => ({ data: { updatePaymentCheckSettings: checkSettings({ nearDuplicateBits: 8, screenshotRetentionDays: null }) } }));
    renderWithProviders(<PaymentCheckSettings onSaved={onSaved} />, {
      addTypename: true,
      mocks: [checksLoad(), { request: { query: UpdatePaymentCheckSettingsMutation, variables: { input: { nearDuplicateBits: 8, screenshotRetentionDays: null } } }, result: update }],
    });
    expect(await screen.findByRole('group', { name: 'Payment checks' })).toBeTruthy();
    expect(screen.getByTestId('reading-note').textContent).toContain('Receipts are not read on this server');
    expect(input('Near-copy tolerance (bits)').value).toBe('6');
    expect(input('Oldest transfer accepted (hours)').value).toBe('72');
    expect(input('Delete pictures after (days)').value).toBe('90');
    expect(screen.getByText('0 finds only exact copies; higher also finds cropped or re-saved copies (at most 12).')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save payment checks' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(input('Near-copy tolerance (bits)'), { target: { value: '8' } });
    fireEvent.change(input('Delete pictures after (days)'), { target: { value: '' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Payment checks saved'));
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('refuses numbers out of range beside each field, and shows the server’s refusal beside its field', async () => {
    const update = vi.fn(() => ({
      errors: [new GraphQLError('Keep pictures at least 1 day.', { extensions: { code: 'VALIDATION', errors: { screenshot_retention_days: ['Keep pictures at least 1 day.'] } } })],
    }));
    renderWithProviders(<PaymentCheckSettings onSaved={() => {}} />, {
      addTypename: true,
      mocks: [checksLoad({ readingOn: true }), { request: { query: UpdatePaymentCheckSettingsMutation }, variableMatcher: () => true, result: update }],
    });
    await screen.findByRole('group', { name: 'Payment checks' });
    expect(screen.getByTestId('reading-note').textContent).toBe('Receipts are read on this server.');
    fireEvent.change(input('Near-copy tolerance (bits)'), { target: { value: '13' } });
    fireEvent.change(input('Oldest transfer accepted (hours)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment checks' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Enter a whole number from 0 to 12', 'Enter a whole number of 1 or more']);
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(input('Near-copy tolerance (bits)'), { target: { value: '6' } });
    fireEvent.change(input('Oldest transfer accepted (hours)'), { target: { value: '72' } });
    fireEvent.change(input('Delete pictures after (days)'), { target: { value: '30' } });
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]));
    fireEvent.click(screen.getByRole('button', { name: 'Save payment checks' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Keep pictures at least 1 day.');
    expect(input('Delete pictures after (days)').getAttribute('aria-invalid')).toBe('true');
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('payment checks rules', () => {
  const schema = checksSchema(12);
  it('takes 0 to the maximum bits, 1 hour or more, 1 day or more or empty', () => {
    expect(schema.safeParse({ nearDuplicateBits: 0, transferMaxAgeHours: 1, screenshotRetentionDays: null }).success).toBe(true);
    expect(schema.safeParse({ nearDuplicateBits: 12, transferMaxAgeHours: 1, screenshotRetentionDays: 1 }).success).toBe(true);
    expect(schema.safeParse({ nearDuplicateBits: 13, transferMaxAgeHours: 1, screenshotRetentionDays: 1 }).success).toBe(false);
    expect(schema.safeParse({ nearDuplicateBits: 1, transferMaxAgeHours: 0, screenshotRetentionDays: 1 }).success).toBe(false);
    expect(schema.safeParse({ nearDuplicateBits: 1, transferMaxAgeHours: 1, screenshotRetentionDays: 0 }).success).toBe(false);
    expect(schema.safeParse({ nearDuplicateBits: 1, transferMaxAgeHours: 1, screenshotRetentionDays: Number.NaN }).success).toBe(false);
  });

  it('reads an empty field as null, sends only the changes, and maps the server’s field names', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(' 30 ')).toBe(30);
    const loaded = { nearDuplicateBits: 6, transferMaxAgeHours: 72, screenshotRetentionDays: 90 };
    expect(checksChanges(loaded, loaded)).toEqual({});
    expect(checksChanges({ ...loaded, screenshotRetentionDays: null }, loaded)).toEqual({ screenshotRetentionDays: null });
    expect(checksFieldOf('near_duplicate_bits')).toBe('nearDuplicateBits');
    expect(checksFieldOf('transferMaxAgeHours')).toBe('transferMaxAgeHours');
    expect(checksFieldOf('other')).toBeUndefined();
  });
});

// ---------- Dashboard ----------

describe('the dashboard', () => {
  const counts = (flaggedPayments: number) => ({
    pendingOrders: 3,
    pendingTokenPackOrders: 0,
    pendingShippingOrders: 0,
    pendingTicketPayments: 0,
    pendingRecoveries: 0,
    pendingReviews: 0,
    flaggedPayments,
    todayOrders: 0,
    todaySalesMmk: 0,
    todayTokensSold: 0,
    drawsDue: 0,
    drawsDeclaredToday: 0,
    lowStockVariants: [],
  });

  it('counts the flagged payments, in orange when there are any', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [{ request: { query: AdminDashboardQuery }, result: { data: { adminDashboard: counts(2) } } }] });
    const tile = await screen.findByTestId('dash-flaggedPayments');
    expect(tile.textContent).toContain('Flagged payments');
    expect(within(tile).getByTestId('dash-count').textContent).toBe('2');
    expect(tile.className).toContain('admin-tile--flagged');
  });

  it('is calm when nothing is flagged', async () => {
    renderWithProviders(<DashboardPage />, { mocks: [{ request: { query: AdminDashboardQuery }, result: { data: { adminDashboard: counts(0) } } }] });
    const tile = await screen.findByTestId('dash-flaggedPayments');
    expect(within(tile).getByTestId('dash-count').textContent).toBe('0');
    expect(tile.className).not.toContain('admin-tile--flagged');
  });
});
