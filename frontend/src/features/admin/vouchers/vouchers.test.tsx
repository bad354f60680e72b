// Vouchers in the admin area (issue 40): /admin/vouchers lists each voucher with what it takes off
// ("10% (max 2,000 MMK)", "1,000 MMK off"), its minimum spend, its window in Myanmar time, its
// uses ("3 / 10"), the kyat given away, its state, what it is limited to and first order only;
// Pause / Resume is one tap; the create form shows its rules beside the fields, sends times with
// +06:30 and the ticked categories, and shows the server's refusals beside their fields. The
// payment queue shows an order's voucher and discount beside its total. The rules' own tests too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import { AdminCategoryListQuery } from '../catalog/queries';
import PaymentsPage from '../pages/payments-page';
import { PendingOrdersQuery } from '../queries';
import { AdminVouchersQuery, CreateVoucherMutation, SetVoucherPausedMutation } from './queries';
import { EMPTY_VOUCHER, myanmarTime, parseProductIds, voucherFieldOf, voucherInput, voucherSchema } from './rules';
import VouchersPage from './vouchers-page';

withAdminSessionAndScreenshots();

const save10 = {
  id: 2,
  code: 'SAVE10',
  kind: 'PERCENT',
  value: 10,
  minSpend: 5000,
  maxDiscount: 2000,
  usesPerShopper: 1,
  totalUses: 10,
  used: 3,
  givenMmk: 4500,
  startsAt: '2026-05-01T03:30:00Z',
  endsAt: '2026-05-31T17:29:00Z',
  productIds: [40],
  categoryIds: [1, 2],
  firstOrderOnly: true,
  paused: false,
  state: 'ACTIVE',
  title: { en: 'Ten percent off', mm: null, ch: null },
  createdAt: '2026-04-20T00:00:00Z',
};
const welcome = {
  ...save10,
  id: 1,
  code: 'WELCOME',
  kind: 'FIXED',
  value: 1000,
  minSpend: 1001,
  maxDiscount: null,
  usesPerShopper: null,
  totalUses: null,
  used: 0,
  givenMmk: 0,
  startsAt: null,
  endsAt: null,
  productIds: [],
  categoryIds: [],
  firstOrderOnly: false,
  paused: true,
  state: 'PAUSED',
  title: { en: 'WELCOME', mm: null, ch: null },
};

const vouchers = (list: object[], maxUsageCount = 1) => ({
  request: { query: AdminVouchersQuery },
  result: { data: { adminVouchers: list } },
  maxUsageCount,
});
const category = (id: number, en: string) => ({ id, slug: en.toLowerCase(), name: { en, mm: null, ch: null }, hidden: false, image: null, sort: id, productCount: 3 });
const categories = {
  request: { query: AdminCategoryListQuery },
  result: { data: { adminCategories: [category(1, 'Shoes'), category(2, 'Bags')] } },
  maxUsageCount: 5,
};

describe('voucher rules', () => {
  const valid = { ...EMPTY_VOUCHER, code: ' save10 ', value: '10' };

  it('sends empty limits as null, times with +06:30, no cap on a fixed voucher and no title when none is written', () => {
    const parsed = voucherSchema.parse({ ...valid, maxDiscount: '2000', startsAt: '2026-05-01T10:00', endsAt: '2026-06-01T00:00', productIds: '12, 40 12', categoryIds: [3] });
    expect(voucherInput(parsed)).toEqual({
      code: 'SAVE10',
      kind: 'PERCENT',
      value: 10,
      minSpend: 0,
      maxDiscount: 2000,
      usesPerShopper: null,
      totalUses: null,
      startsAt: '2026-05-01T10:00:00+06:30',
      endsAt: '2026-06-01T00:00:00+06:30',
      categoryIds: [3],
      productIds: [12, 40],
      firstOrderOnly: false,
      title: null,
    });
    const fixed = voucherSchema.parse({ ...valid, kind: 'FIXED', value: '1000', minSpend: '1001', maxDiscount: '5', titleEn: ' Hello ', titleMm: 'မင်္ဂလာ' });
    expect(voucherInput(fixed)).toMatchObject({ kind: 'FIXED', value: 1000, minSpend: 1001, maxDiscount: null, title: { en: 'Hello', mm: 'မင်္ဂလာ', ch: null } });
    expect(myanmarTime('')).toBeNull();
    expect(myanmarTime('2026-05-01T10:00:30')).toBe('2026-05-01T10:00:30+06:30');
  });

  it('refuses what the server refuses', () => {
    const issues = (values: object) =>
      (voucherSchema.safeParse({ ...valid, ...values }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(issues({ code: 'ab' })).toEqual([['code', 'admin.voucherRule.code']]);
    expect(issues({ code: 'NO SPACE' })).toEqual([['code', 'admin.voucherRule.code']]);
    expect(issues({ value: '101' })).toEqual([['value', 'admin.voucherRule.percent']]);
    expect(issues({ kind: 'FIXED', value: '0', minSpend: '5' })).toEqual([['value', 'admin.voucherRule.amount']]);
    expect(issues({ kind: 'FIXED', value: '1000', minSpend: '1000' })).toEqual([['minSpend', 'admin.voucherRule.minSpendFixed']]);
    expect(issues({ totalUses: '0', usesPerShopper: '1.5' })).toEqual([
      ['usesPerShopper', 'admin.voucherRule.uses'],
      ['totalUses', 'admin.voucherRule.uses'],
    ]);
    expect(issues({ startsAt: '2026-05-02T10:00', endsAt: '2026-05-01T10:00' })).toEqual([['endsAt', 'admin.voucherRule.ends']]);
    expect(issues({ titleMm: 'မင်္ဂလာ' })).toEqual([['titleEn', 'admin.voucherRule.titleEn']]);
    expect(issues({ productIds: '12, x' })).toEqual([['productIds', 'admin.voucherRule.productIds']]);
    expect(parseProductIds('')).toEqual([]);
    expect(parseProductIds('0')).toBeNull();
  });

  it('maps the server’s field names to the form’s', () => {
    expect(voucherFieldOf('min_spend')).toBe('minSpend');
    expect(voucherFieldOf('ends_at')).toBe('endsAt');
    expect(voucherFieldOf('endsAt')).toBe('endsAt');
    expect(voucherFieldOf('category_ids')).toBe('categoryIds');
    expect(voucherFieldOf('title')).toBe('titleEn');
    expect(voucherFieldOf('id')).toBeUndefined();
  });
});

describe('VouchersPage', () => {
  it('lists the vouchers with what they take off, their window in Myanmar time, uses, kyat given and state', async () => {
    renderWithProviders(<VouchersPage />, { mocks: [vouchers([save10, welcome])] });
    expect(await screen.findByRole('heading', { name: 'Vouchers', level: 1 })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'SAVE10' });
    expect(within(card).getByTestId('voucher-state').textContent).toBe('Active');
    expect(within(card).getByText('Ten percent off')).toBeTruthy();
    expect(within(card).getByTestId('voucher-takes-off').textContent).toBe('10% (max 2,000 MMK)');
    expect(within(card).getByText('5,000 MMK')).toBeTruthy();
    // 03:30 UTC is 10:00 in Yangon; 17:29 UTC is 23:59.
    expect(within(card).getByTestId('voucher-window').textContent).toMatch(/^May 1, 2026,? 10:00\sAM to May 31, 2026,? 11:59\sPM$/);
    expect(within(card).getByTestId('voucher-uses').textContent).toBe('3 / 10 · 1 per shopper');
    expect(within(card).getByTestId('voucher-given').textContent).toBe('4,500 MMK');
    expect(within(card).getByText('2 categories, 1 product')).toBeTruthy();
    expect(within(card).getByTestId('voucher-first-order').textContent).toBe('First order only');
    expect(within(card).getByRole('button', { name: 'Pause SAVE10' })).toBeTruthy();

    const paused = screen.getByRole('article', { name: 'WELCOME' });
    expect(within(paused).getByTestId('voucher-state').textContent).toBe('Paused');
    expect(within(paused).getByTestId('voucher-takes-off').textContent).toBe('1,000 MMK off');
    expect(within(paused).getByTestId('voucher-window').textContent).toBe('Any time');
    expect(within(paused).getByTestId('voucher-uses').textContent).toBe('0 (no limit)');
    expect(within(paused).getByText('Every product')).toBeTruthy();
    expect(within(paused).queryByTestId('voucher-first-order')).toBeNull();
    // The title that is only the code is not repeated under it.
    expect(within(paused).getAllByText('WELCOME')).toHaveLength(1);
    expect(within(paused).getByRole('button', { name: 'Resume WELCOME' })).toBeTruthy();
  });

  it('says so when there is none', async () => {
    renderWithProviders(<VouchersPage />, { mocks: [vouchers([])] });
    expect(await screen.findByText('No vouchers yet')).toBeTruthy();
  });

  it('pauses and resumes in one tap', async () => {
    const pause = vi.fn(() => ({ data: { setVoucherPaused: true } }));
    const resume = vi.fn(() => ({ data: { setVoucherPaused: true } }));
    renderWithProviders(<VouchersPage />, {
      mocks: [
        vouchers([save10, welcome]),
        { request: { query: SetVoucherPausedMutation, variables: { id: 2, paused: true } }, result: pause },
        vouchers([{ ...save10, paused: true, state: 'PAUSED' }, welcome]),
        { request: { query: SetVoucherPausedMutation, variables: { id: 1, paused: false } }, result: resume },
        vouchers([{ ...save10, paused: true, state: 'PAUSED' }, { ...welcome, paused: false, state: 'ACTIVE' }]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause SAVE10' }));
    expect(await screen.findByText('SAVE10 is paused')).toBeTruthy();
    expect(pause).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'SAVE10' })).getByTestId('voucher-state').textContent).toBe('Paused'));

    fireEvent.click(screen.getByRole('button', { name: 'Resume WELCOME' }));
    expect(await screen.findByText('WELCOME can be used again')).toBeTruthy();
    expect(resume).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'WELCOME' })).getByTestId('voucher-state').textContent).toBe('Active'));
  });

  it('adds a voucher: the rules beside the fields, the server’s refusals beside theirs, then the save', async () => {
    const input = {
      code: 'SHOES5',
      kind: 'FIXED',
      value: 500,
      minSpend: 10000,
      maxDiscount: null,
      usesPerShopper: null,
      totalUses: 100,
      startsAt: '2026-05-01T10:00:00+06:30',
      endsAt: '2026-05-31T23:59:00+06:30',
      categoryIds: [1],
      productIds: [],
      firstOrderOnly: true,
      title: { en: '500 off shoes', mm: null, ch: null },
    };
    const refused = vi.fn(() => ({
      errors: [
        new GraphQLError('Invalid input.', {
          extensions: { code: 'VALIDATION', errors: { ends_at: ['The end must be in the future.'], category_ids: ['This category does not exist.'] } },
        }),
      ],
    }));
    const create = vi.fn(() => ({ data: { createVoucher: 3 } }));
    renderWithProviders(<VouchersPage />, {
      mocks: [
        vouchers([]),
        categories,
        { request: { query: CreateVoucherMutation, variables: { input } }, result: refused },
        { request: { query: CreateVoucherMutation, variables: { input } }, result: create },
        vouchers([{ ...welcome, id: 3, code: 'SHOES5', paused: false, state: 'SCHEDULED' }]),
      ],
    });
    await screen.findByText('No vouchers yet');
    fireEvent.click(screen.getByRole('button', { name: 'New voucher' }));
    const form = screen.getByRole('form', { name: 'New voucher' });
    // A percent voucher has a cap; a fixed one does not.
    expect(within(form).getByLabelText('Most it takes off (MMK, optional)')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'x!' } });
    fireEvent.change(within(form).getByLabelText('Percent (1 to 100)'), { target: { value: '150' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('3 to 24 letters, digits, - or _')).toBeTruthy();
    expect(within(form).getByText('A whole number from 1 to 100')).toBeTruthy();
    expect(refused).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'shoes5' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'FIXED' } });
    expect(within(form).queryByLabelText('Most it takes off (MMK, optional)')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Kyat off (MMK)'), { target: { value: '500' } });
    fireEvent.change(within(form).getByLabelText('Minimum spend (MMK, optional)'), { target: { value: '10000' } });
    fireEvent.change(within(form).getByLabelText('Uses in all (optional)'), { target: { value: '100' } });
    fireEvent.change(within(form).getByLabelText('Starts (Myanmar time, optional)'), { target: { value: '2026-05-01T10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends (Myanmar time, optional)'), { target: { value: '2026-05-31T23:59' } });
    fireEvent.click(await within(form).findByLabelText('Shoes'));
    fireEvent.click(within(form).getByLabelText('First order only'));
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: '500 off shoes' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('The end must be in the future.')).toBeTruthy();
    expect(within(form).getByText('This category does not exist.')).toBeTruthy();
    expect(within(form).getByLabelText('Ends (Myanmar time, optional)').getAttribute('aria-invalid')).toBe('true');
    expect(refused).toHaveBeenCalledTimes(1);

    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Voucher added')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('article', { name: 'SHOES5' })).toBeTruthy();
  });
});

describe('the payment queue', () => {
  const order = (orderId: number, discount: number, voucherCode: string | null) => ({
    userId: 7,
    customerName: 'Aye Aye',
    customerPhone: '09 450 000 111',
    screenshotUrl: null,
    flags: [],
    receipt: null,
    order: {
      orderId,
      orderDate: '2026-05-02T04:00:00Z',
      shippingAddress: 'Yangon',
      payment: 'Cash on delivery',
      paymentKind: 'CASH_ON_DELIVERY',
      totalPrice: 9000,
      discount,
      voucherCode,
      orderItems: [{ qty: 1, unitPrice: 10000, product: { name: 'Chuck 40', featureImage: null, type: 'PRODUCT' }, variant: null }],
    },
  });

  it('shows an order’s voucher and discount beside its total', async () => {
    renderWithProviders(<PaymentsPage />, {
      mocks: [{ request: { query: PendingOrdersQuery }, result: { data: { pendingOrders: [order(31, 1000, 'SAVE10'), order(32, 0, null)] } }, maxUsageCount: 3 }],
    });
    // A phone shows the cards: the discount row follows the amount due.
    const discounted = await screen.findByTestId('admin-card-order-31');
    expect(within(discounted).getByText('Voucher SAVE10')).toBeTruthy();
    expect(within(discounted).getByTestId('order-discount').textContent).toBe('−1,000 MMK');
    expect(within(discounted).getByText('9,000 MMK')).toBeTruthy();
    expect(within(screen.getByTestId('admin-card-order-32')).queryByTestId('order-discount')).toBeNull();
  });
});
