// The shipping detail and list with a courier (issue 38): once the parcel is on the way, the
// Delivery card names the courier with its phone as a tel: link, the tracking number with a copy
// button, and "Track parcel" opening the courier's page in a new tab; nothing of it before, or when
// the shop delivers itself. The list names the courier too.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import ShippingDetailPage from './pages/shipping-detail-page';
import ShippingListPage from './pages/shipping-list-page';
import { ShippingOrderQuery, ShippingOrdersQuery } from './queries';

const item = {
  __typename: 'ShippingItem',
  id: 81,
  qty: 1,
  type: 'product',
  status: 'APPROVED',
  product: {
    __typename: 'ProductSummary',
    id: 11,
    slug: 'chuck',
    name: 'Converse Chuck Taylor',
    type: 'PRODUCT',
    category: 'Shoes',
    featureImage: null,
    actualPrice: 115000,
    kg: 1.2,
    available: true,
  },
  variant: { __typename: 'LineVariant', id: 9, label: '41 / Black', price: 115000, stock: 1 },
};

const order = (over: Record<string, unknown>) => ({
  __typename: 'ShippingOrder',
  id: 4,
  shippingOrderId: 'SH000004',
  orderId: null,
  status: 'APPROVED',
  shippingAddress: 'No. 12, Bogyoke Road',
  shippingPrice: 3500,
  payment: 'KBZPay',
  orderDate: '2026-11-21T12:00:00Z',
  receivedDate: null,
  rejectReason: null,
  courier: null,
  courierPhone: null,
  trackingNumber: null,
  trackingUrl: null,
  orderItems: [item],
  ...over,
});

const detail = (over: Record<string, unknown>) => ({ request: { query: ShippingOrderQuery, variables: { id: 4 } }, result: { data: { shippingOrder: order(over) } } });

function open(mock: ReturnType<typeof detail>) {
  return renderWithProviders(<ShippingDetailPage />, {
    url: { pathname: '/my-orders-shipping-detail', state: { id: 4 } } as unknown as string,
    path: '/my-orders-shipping-detail',
    mocks: [mock],
    addTypename: true,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ShippingDetailPage with a courier', () => {
  it('shows the courier, its phone, the tracking number with a copy button, and Track parcel', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open(
      detail({
        courier: 'Royal Express',
        courierPhone: '09 450 000 111',
        trackingNumber: 'RY 123/45',
        trackingUrl: 'https://royal.example/track?code=RY%20123%2F45',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(card).getByTestId('courier-name').textContent).toContain('Royal Express');
    const phone = within(card).getByRole('link', { name: 'Call Royal Express at 09 450 000 111' });
    expect(phone.getAttribute('href')).toBe('tel:09450000111');
    expect(within(card).getByTestId('tracking-number').textContent).toBe('RY 123/45');

    fireEvent.click(within(card).getByRole('button', { name: 'Copy tracking number' }));
    expect(await within(card).findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('RY 123/45');

    const track = within(card).getByRole('link', { name: 'Track parcel' });
    expect(track.getAttribute('href')).toBe('https://royal.example/track?code=RY%20123%2F45');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.getElementById(track.getAttribute('aria-describedby')!)!.textContent).toBe('Opens the courier’s website in a new tab');
    // The items still show below.
    expect(screen.getByTestId('shipping-item').textContent).toContain('41 / Black');
  });

  it('shows the courier without a number or a link when the admin gave none', async () => {
    open(detail({ courier: 'Ninja Van', courierPhone: '09 777 000' }));
    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(card).getByTestId('courier-name').textContent).toContain('Ninja Van');
    expect(within(card).queryByTestId('tracking-number')).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Track parcel' })).toBeNull();
  });

  it('shows no Delivery card before the parcel is on the way, or when the shop delivers itself', async () => {
    open(detail({ status: 'PENDING' }));
    expect(await screen.findByTestId('shipping-id')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Delivery' })).toBeNull();
    expect(screen.queryByTestId('courier-section')).toBeNull();
  });
});

describe('ShippingListPage', () => {
  it('names the courier of a parcel on the way', async () => {
    const summary = (id: number, courier: string | null) => ({
      __typename: 'ShippingOrderSummary',
      id,
      shippingOrderId: `SH00000${id}`,
      status: courier ? 'APPROVED' : 'PENDING',
      shippingOrderItems: 1,
      shippingPrice: 3500,
      payment: 'KBZPay',
      orderDate: '2026-11-21T12:00:00Z',
      receivedDate: null,
      courier,
    });
    renderWithProviders(<ShippingListPage />, {
      addTypename: true,
      mocks: [{ request: { query: ShippingOrdersQuery, variables: {} }, result: { data: { shippingOrders: [summary(4, 'Royal Express'), summary(5, null)] } } }],
    });
    const cards = await screen.findAllByTestId('shipping-order');
    expect(within(cards[0]).getByTestId('shipping-order-courier').textContent).toBe('Courier: Royal Express');
    expect(within(cards[1]).queryByTestId('shipping-order-courier')).toBeNull();
  });
});
