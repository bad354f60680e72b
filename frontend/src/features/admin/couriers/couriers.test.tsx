// Couriers and tracking in the admin area (issue 38): /admin/couriers lists the couriers with their
// phone, link template and an active badge, adds one (the rules beside the fields, then the
// server's `tracking_url` refusal beside its field), and deactivates one in a tap; the shipping
// queue shows each line's variant and SKU, and its Approve opens a dialog: "Shop delivers itself"
// first, the tracking number disabled until a courier is chosen, the server's `courier_id` refusal
// beside the select, a link to /admin/couriers when there is no courier. The rules' own tests too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { withAdminSessionAndScreenshots } from '@/test/admin-session';
import { renderWithProviders } from '@/test/render-with-providers';
import ShippingPage from '../pages/shipping-page';
import { ApproveShippingOrderMutation, PendingShippingOrdersQuery } from '../queries';
import CouriersPage from './couriers-page';
import { AdminCouriersQuery, CreateCourierMutation, UpdateCourierMutation } from './queries';
import { approveVariables, courierFieldOf, trackingLink, trackingTemplateOk } from './rules';

withAdminSessionAndScreenshots();

const royal = { id: 1, name: 'Royal Express', phone: '09 450 000 111', trackingUrl: 'https://royal.example/track?code={tracking}', active: true };
const ninja = { id: 2, name: 'Ninja Van', phone: '+95 9 777 000', trackingUrl: null, active: true };
const old = { id: 3, name: 'Old Post', phone: '01 234 567', trackingUrl: null, active: false };

const couriers = (list: (typeof royal | typeof ninja | typeof old)[], maxUsageCount = 1) => ({
  request: { query: AdminCouriersQuery },
  result: { data: { couriers: list } },
  maxUsageCount,
});

describe('courier rules', () => {
  it('takes an https link with {tracking} once, or nothing', () => {
    expect(trackingTemplateOk('https://royal.example/track?code={tracking}')).toBe(true);
    expect(trackingTemplateOk('https://royal.example/t/{tracking}')).toBe(true);
    for (const bad of ['http://royal.example/?c={tracking}', 'https://royal.example/', 'https://x.example/{tracking}/{tracking}', 'javascript:alert(1)//{tracking}', '{tracking}']) {
      expect(trackingTemplateOk(bad), bad).toBe(false);
    }
    expect(trackingLink('https://t.example/?c={tracking}', 'AB 12/3')).toBe('https://t.example/?c=AB%2012%2F3');
    expect(courierFieldOf('tracking_url')).toBe('trackingUrl');
    expect(courierFieldOf('phone')).toBe('phone');
    expect(courierFieldOf('id')).toBeUndefined();
  });

  it('sends no courier and no number when the shop delivers itself', () => {
    expect(approveVariables({ courierId: '', trackingNumber: 'RY1' })).toEqual({ courierId: null, trackingNumber: null });
    expect(approveVariables({ courierId: '2', trackingNumber: ' RY 12/3 ' })).toEqual({ courierId: 2, trackingNumber: 'RY 12/3' });
    expect(approveVariables({ courierId: '2', trackingNumber: '  ' })).toEqual({ courierId: 2, trackingNumber: null });
    expect(approveVariables({ courierId: '2' })).toEqual({ courierId: 2, trackingNumber: null });
  });
});

describe('CouriersPage', () => {
  it('lists the couriers with phone, link template and whether they are active', async () => {
    renderWithProviders(<CouriersPage />, { mocks: [couriers([royal, ninja, old])] });
    expect(await screen.findByRole('heading', { name: 'Couriers', level: 1 })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Royal Express' });
    expect(within(card).getByTestId('courier-status').textContent).toBe('Active');
    expect(within(card).getByRole('link', { name: '09 450 000 111' }).getAttribute('href')).toBe('tel:09450000111');
    expect(within(card).getByTestId('courier-url').textContent).toBe('https://royal.example/track?code={tracking}');
    expect(within(screen.getByRole('article', { name: 'Ninja Van' })).getByText('No tracking link')).toBeTruthy();
    const retired = screen.getByRole('article', { name: 'Old Post' });
    expect(within(retired).getByTestId('courier-status').textContent).toBe('Inactive');
    expect(within(retired).getByRole('button', { name: 'Activate Old Post' })).toBeTruthy();
  });

  it('says so when there is none', async () => {
    renderWithProviders(<CouriersPage />, { mocks: [couriers([])] });
    expect(await screen.findByText('No couriers yet')).toBeTruthy();
  });

  it('adds a courier: the rules beside the fields, then the save', async () => {
    const create = vi.fn(() => ({ data: { createCourier: 4 } }));
    renderWithProviders(<CouriersPage />, {
      mocks: [
        couriers([]),
        {
          request: { query: CreateCourierMutation, variables: { input: { name: 'Royal Express', phone: '09 450 000 111', trackingUrl: 'https://royal.example/track?code={tracking}', active: true } } },
          result: create,
        },
        couriers([royal]),
      ],
    });
    await screen.findByText('No couriers yet');
    fireEvent.click(screen.getByRole('button', { name: 'New courier' }));
    const form = screen.getByRole('form', { name: 'New courier' });
    const link = within(form).getByLabelText('Tracking link (optional)');
    // The hint shows where the number goes, with an example.
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe(
      'An https link with {tracking} where the tracking number goes, e.g. https://courier.example/track?code={tracking}',
    );

    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '09-abc' } });
    fireEvent.change(link, { target: { value: 'http://royal.example/track' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Write the name (100 characters at most)')).toBeTruthy();
    expect(within(form).getByText('5 to 30 characters: digits, spaces, + and -')).toBeTruthy();
    expect(within(form).getByText('An https:// link with {tracking} written once')).toBeTruthy();
    // Two placeholders are refused too.
    fireEvent.change(link, { target: { value: 'https://royal.example/track?code={tracking}&again={tracking}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(false));
    expect(within(form).getByText('An https:// link with {tracking} written once')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Royal Express ' } });
    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '09 450 000 111' } });
    fireEvent.change(link, { target: { value: 'https://royal.example/track?code={tracking}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Courier added')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('article', { name: 'Royal Express' })).toBeTruthy();
  });

  it('shows the server’s refusal beside its field', async () => {
    const refused = vi.fn(() => ({
      errors: [new GraphQLError('Invalid input.', { extensions: { code: 'VALIDATION', errors: { tracking_url: ['Der Link wird abgelehnt.'], phone: ['Telefon falsch.'] } } })],
    }));
    renderWithProviders(<CouriersPage />, {
      mocks: [
        couriers([]),
        { request: { query: CreateCourierMutation, variables: { input: { name: 'Ninja Van', phone: '09 777 000', trackingUrl: 'https://ninja.example/{tracking}', active: false } } }, result: refused },
      ],
    });
    await screen.findByText('No couriers yet');
    fireEvent.click(screen.getByRole('button', { name: 'New courier' }));
    const form = screen.getByRole('form', { name: 'New courier' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ninja Van' } });
    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '09 777 000' } });
    fireEvent.change(within(form).getByLabelText('Tracking link (optional)'), { target: { value: 'https://ninja.example/{tracking}' } });
    fireEvent.click(within(form).getByLabelText('Active: new parcels may be handed to it'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Der Link wird abgelehnt.')).toBeTruthy();
    expect(within(form).getByText('Telefon falsch.')).toBeTruthy();
    expect(within(form).getByLabelText('Tracking link (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('edits a courier, and deactivates one in a tap', async () => {
    const update = vi.fn(() => ({ data: { updateCourier: true } }));
    const deactivate = vi.fn(() => ({ data: { updateCourier: true } }));
    renderWithProviders(<CouriersPage />, {
      mocks: [
        couriers([royal, ninja]),
        { request: { query: UpdateCourierMutation, variables: { id: 2, input: { name: 'Ninja Van', phone: '+95 9 777 000', trackingUrl: 'https://ninja.example/p/{tracking}', active: true } } }, result: update },
        couriers([royal, { ...ninja, trackingUrl: 'https://ninja.example/p/{tracking}' }]),
        { request: { query: UpdateCourierMutation, variables: { id: 1, input: { name: 'Royal Express', phone: '09 450 000 111', trackingUrl: royal.trackingUrl, active: false } } }, result: deactivate },
        couriers([{ ...ninja, trackingUrl: 'https://ninja.example/p/{tracking}' }, { ...royal, active: false }]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ninja Van' }));
    const form = screen.getByRole('form', { name: 'Edit Ninja Van' });
    expect((within(form).getByLabelText('Phone number') as HTMLInputElement).value).toBe('+95 9 777 000');
    fireEvent.change(within(form).getByLabelText('Tracking link (optional)'), { target: { value: 'https://ninja.example/p/{tracking}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ninja Van saved')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Royal Express' }));
    expect(await screen.findByText('Royal Express takes no new parcels')).toBeTruthy();
    expect(deactivate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Royal Express' })).getByTestId('courier-status').textContent).toBe('Inactive'));
  });
});

// ---------- The shipping queue ----------

const shippingOrder = (id: number) => ({
  userId: 7,
  customerName: 'Aye Aye',
  customerPhone: '09790000123',
  screenshotUrl: `/api/payment-screenshots/${id}`,
  flags: [],
  receipt: { __typename: 'ReceiptReading', paymentId: id, state: 'NOT_CHECKED', amountMmk: null, amountDueMmk: null, transferredAt: null, transactionId: null },
  shippingOrder: {
    id,
    shippingOrderId: `SH00000${id}`,
    shippingAddress: 'No. 12, Bogyoke Road',
    shippingPrice: 3500,
    payment: 'KBZPay',
    orderDate: '2026-11-21T12:00:00Z',
    orderItems: [
      { qty: 1, type: 'product', product: { name: 'Converse Chuck Taylor', kg: 1.2, featureImage: null }, variant: { id: 9, sku: 'CHUCK-41-BLK', label: '41 / Black' } },
      { qty: 2, type: 'product', product: { name: 'Desk lamp', kg: 0.5, featureImage: null }, variant: null },
    ],
  },
});

const pendingShipping = (list: ReturnType<typeof shippingOrder>[]) => ({
  request: { query: PendingShippingOrdersQuery },
  result: { data: { pendingShippingOrders: list } },
});

describe('ShippingPage', () => {
  it('shows each line’s variant and SKU, and approves with a courier and a tracking number', async () => {
    const approve = vi.fn(() => ({ data: { approveShippingOrder: true } }));
    renderWithProviders(<ShippingPage />, {
      mocks: [
        pendingShipping([shippingOrder(5)]),
        couriers([royal, ninja, old], 3),
        { request: { query: ApproveShippingOrderMutation, variables: { id: 5, courierId: 1, trackingNumber: 'RY 123/45' } }, result: approve },
        pendingShipping([]),
      ],
    });
    const card = await screen.findByTestId('admin-card-shipping-5');
    const lines = within(card).getAllByRole('listitem');
    expect(within(lines[0]).getByTestId('admin-line-variant').textContent).toBe('41 / BlackSKU CHUCK-41-BLK');
    expect(lines[0].textContent).toContain('1 × Converse Chuck Taylor');
    expect(within(lines[1]).queryByTestId('admin-line-variant')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the parcel on the way' });
    const select = within(dialog).getByLabelText('Courier') as HTMLSelectElement;
    // Shop delivers itself first, then the active couriers only.
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['Shop delivers itself', 'Royal Express', 'Ninja Van']);
    expect(select.value).toBe('');
    const number = within(dialog).getByLabelText('Tracking number (optional)') as HTMLInputElement;
    expect(number.disabled).toBe(true);
    expect(within(dialog).getByText('Choose a courier to add a tracking number.')).toBeTruthy();

    fireEvent.change(select, { target: { value: '1' } });
    await waitFor(() => expect(number.disabled).toBe(false));
    fireEvent.change(number, { target: { value: 'RY 123/45' } });
    // The link the shopper will follow, as the server makes it.
    expect((await within(dialog).findByTestId('tracking-preview')).textContent).toBe('https://royal.example/track?code=RY%20123%2F45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('SH000005 approved')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('admin-card-shipping-5')).toBeNull());
  });

  it('approves with the shop delivering itself, and refuses a bad number before sending', async () => {
    const approve = vi.fn(() => ({ data: { approveShippingOrder: true } }));
    renderWithProviders(<ShippingPage />, {
      mocks: [
        pendingShipping([shippingOrder(6)]),
        couriers([royal], 3),
        { request: { query: ApproveShippingOrderMutation, variables: { id: 6, courierId: null, trackingNumber: null } }, result: approve },
        pendingShipping([]),
      ],
    });
    const card = await screen.findByTestId('admin-card-shipping-6');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the parcel on the way' });
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: '<script>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Up to 60 letters, digits, spaces and - _ . /')).toBeTruthy();
    // Back to the shop delivering itself: the number is cleared and disabled.
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: '' } });
    await waitFor(() => expect((within(dialog).getByLabelText('Tracking number (optional)') as HTMLInputElement).value).toBe(''));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('SH000006 approved')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal beside the courier, and keeps the dialog open', async () => {
    const refused = vi.fn(() => ({
      errors: [new GraphQLError('Invalid input.', { extensions: { code: 'VALIDATION', errors: { courier_id: ['This courier is not available.'] } } })],
    }));
    renderWithProviders(<ShippingPage />, {
      mocks: [
        pendingShipping([shippingOrder(7)]),
        couriers([ninja], 3),
        { request: { query: ApproveShippingOrderMutation, variables: { id: 7, courierId: 2, trackingNumber: null } }, result: refused },
      ],
    });
    const card = await screen.findByTestId('admin-card-shipping-7');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the parcel on the way' });
    fireEvent.change(within(dialog).getByLabelText('Courier'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('This courier is not available.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Courier').getAttribute('aria-invalid')).toBe('true');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('admin-card-shipping-7')).toBeTruthy();
  });

  it('without an active courier, says the shop delivers itself and links to the couriers', async () => {
    const approve = vi.fn(() => ({ data: { approveShippingOrder: true } }));
    renderWithProviders(<ShippingPage />, {
      mocks: [
        pendingShipping([shippingOrder(8)]),
        couriers([old], 3),
        { request: { query: ApproveShippingOrderMutation, variables: { id: 8, courierId: null, trackingNumber: null } }, result: approve },
        pendingShipping([]),
      ],
    });
    const card = await screen.findByTestId('admin-card-shipping-8');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the parcel on the way' });
    expect(within(dialog).queryByLabelText('Courier')).toBeNull();
    expect(within(dialog).getByText('The shop has no active couriers, so it delivers this parcel itself.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add couriers' }).getAttribute('href')).toBe('/admin/couriers');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('SH000008 approved')).toBeTruthy();
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
