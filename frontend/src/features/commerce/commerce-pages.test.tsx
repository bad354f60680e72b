// The cart page (selection, total, checkout state) and the confirm-order form rules (payment
// method required, screenshot required, images only) with mocked GraphQL.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import CartPage from './pages/cart-page';
import ConfirmOrderPage from './pages/confirm-order-page';
import { PaymentMethodQuery, PaymentMethodsQuery } from '@/components/payment/queries';
import { BillingInfoQuery, CartQuery } from './queries';

const product = (id: number, name: string, price: number) => ({
  id,
  __typename: 'ProductSummary',
  slug: `p-${id}`,
  name,
  type: 'PRODUCT',
  category: 'Furniture',
  featureImage: null,
  actualPrice: price,
  kg: 1,
  available: true,
});

const cart = {
  request: { query: CartQuery },
  result: {
    data: {
      cart: {
        count: 2,
        total: 4500,
        lines: [
          { id: 1, qty: 2, subtotal: 2000, ...regular(1000), product: product(11, 'Desk', 1000) },
          { id: 2, qty: 1, subtotal: 2500, ...regular(2500), product: product(12, 'Chair', 2500) },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

function regular(unitPrice: number) {
  return { unitPrice, regularPrice: null, onSale: false, saleEnded: false };
}

// A line on a flash sale now (server's unit price 800 of 1,000) and one whose sale ended since.
const saleCart = {
  request: { query: CartQuery },
  result: {
    data: {
      cart: {
        count: 2,
        total: 4100,
        lines: [
          { id: 1, qty: 2, subtotal: 1600, unitPrice: 800, regularPrice: 1000, onSale: true, saleEnded: false, product: product(11, 'Desk', 1000) },
          { id: 2, qty: 1, subtotal: 2500, unitPrice: 2500, regularPrice: 2500, onSale: false, saleEnded: true, product: product(12, 'Chair', 2500) },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const location = () => screen.getByTestId('location');

describe('CartPage', () => {
  it("shows a sale line's price with the regular one struck through, and says when a sale has ended", async () => {
    const { container } = renderWithProviders(<CartPage />, { url: '/cart-list', path: '/cart-list', mocks: [saleCart] });
    expect(await screen.findByText('Desk')).toBeTruthy();
    const [desk, chair] = screen.getAllByTestId('cart-line');
    expect(desk.querySelector('.price')?.textContent).toBe('800 MMK');
    expect(desk.querySelector('s')?.textContent).toBe('Regular price 1,000 MMK');
    expect(desk.querySelector('[data-testid="sale-ended"]')).toBeNull();
    expect(chair.querySelector('s')).toBeNull();
    expect(chair.querySelector('[data-testid="sale-ended"]')?.textContent).toBe('The flash sale has ended: the normal price is charged.');
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('4,100 MMK'));
    expect(container.querySelectorAll('s')).toHaveLength(1);
  });

  it('selects every line at first, totals the selected lines and checks out with their ids', async () => {
    renderWithProviders(<CartPage />, { url: '/cart-list', path: '/cart-list', mocks: [cart] });
    expect(await screen.findByText('Desk')).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('2 items');
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('4,500 MMK'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chair' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('2,000 MMK');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('4,500 MMK');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByTestId('cart-total').textContent).toBe('0 MMK');
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Desk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(location().textContent).toBe('/confirm-order');
    expect(JSON.parse(location().dataset.state!)).toEqual({ cartLineIds: [1] });
  });

  it('sends an empty cart home', async () => {
    renderWithProviders(<CartPage />, {
      url: '/cart-list',
      path: '/cart-list',
      mocks: [{ request: { query: CartQuery }, result: { data: { cart: { count: 0, total: 0, lines: [] } } } }],
    });
    await waitFor(() => expect(location().textContent).toBe('/'));
  });
});

describe('ConfirmOrderPage', () => {
  const mocks = [
    {
      request: { query: BillingInfoQuery },
      result: {
        data: { me: { id: 1, name: 'Aye', phone: '09790000001', address: 'No. 1', postalCode: null, region: { id: 1, name: 'Yangon' }, township: { id: 2, name: 'Ahlone' } } },
      },
      maxUsageCount: 3,
    },
    { request: { query: PaymentMethodsQuery }, result: { data: { paymentMethods: [{ id: 3, name: 'KBZPay', logo: null }] } } },
    {
      request: { query: PaymentMethodQuery, variables: { id: 3 } },
      result: { data: { paymentMethod: { id: 3, name: 'KBZPay', logo: null, paymentNumbers: [{ accountName: 'Lucky Mall', accountNumber: '09 123' }] } } },
    },
  ];
  const buyNow = { product: { id: 5, name: 'Lamp', actualPrice: 3000, featureImage: null }, qty: 2 };

  function open() {
    // MemoryRouter takes the state through an initial entry object.
    return renderWithProviders(<ConfirmOrderPage />, { url: { pathname: '/confirm-order', state: buyNow } as unknown as string, path: '/confirm-order', mocks });
  }

  it('shows the buy-now line, billing info and requires payment, then a screenshot, images only', async () => {
    open();
    expect(await screen.findByText('Lamp')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('6,000 MMK');
    expect(await screen.findByText('No. 1, Ahlone, Yangon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a Payment Method');
    fireEvent.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    expect(await screen.findByText('09 123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select Payment Screenshot');
    const input = screen.getByTestId('screenshot-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'pay.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file');
    expect(location().textContent).toBe('/confirm-order');
  });
});
