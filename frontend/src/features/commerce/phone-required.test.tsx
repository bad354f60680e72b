// Checkout with an account that has no phone (made with Facebook): buy now is sent to /add-phone
// before paying, keeping the product; a PHONE_REQUIRED refusal from the server does the same.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PaymentMethodQuery, PaymentMethodsQuery } from '@/components/payment/queries';
import { renderWithProviders } from '@/test/render-with-providers';
import ConfirmOrderPage from './pages/confirm-order-page';
import { BillingInfoQuery, BuyNowMutation } from './queries';

const location = () => screen.getByTestId('location');
const buyNow = { product: { id: 5, name: 'Lamp', actualPrice: 3000, featureImage: null }, qty: 2 };
const billing = (phone: string | null) => ({
  request: { query: BillingInfoQuery },
  result: { data: { me: { id: 1, name: 'Aye', phone, address: 'No. 1', postalCode: null, region: { id: 1, name: 'Yangon' }, township: { id: 2, name: 'Ahlone' } } } },
  maxUsageCount: 3,
});

function open(mocks: MockedResponse[]) {
  return renderWithProviders(<ConfirmOrderPage />, { url: { pathname: '/confirm-order', state: buyNow } as unknown as string, path: '*', mocks });
}

describe('ConfirmOrderPage and the phone', () => {
  it('sends buy now to /add-phone when the profile has no phone, keeping the product', async () => {
    open([billing(null)]);
    await waitFor(() => expect(location().textContent).toBe('/add-phone?next=%2Fconfirm-order'));
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ nextState: buyNow });
  });

  it('goes to /add-phone when the server refuses with PHONE_REQUIRED', async () => {
    open([
      billing('09790000001'),
      { request: { query: PaymentMethodsQuery }, result: { data: { paymentMethods: [{ id: 3, name: 'KBZPay', logo: null }] } } },
      {
        request: { query: PaymentMethodQuery, variables: { id: 3 } },
        result: { data: { paymentMethod: { id: 3, name: 'KBZPay', logo: null, paymentNumbers: [{ accountName: 'Lucky Mall', accountNumber: '09 123' }] } } },
      },
      {
        request: { query: BuyNowMutation },
        variableMatcher: () => true,
        result: { errors: [new GraphQLError('Add a phone number to your account first.', { extensions: { code: 'PHONE_REQUIRED' } })] },
      },
    ]);
    expect(await screen.findByText('No. 1, Ahlone, Yangon')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    fireEvent.change(screen.getByTestId('screenshot-input'), { target: { files: [new File(['x'], 'pay.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location().textContent).toBe('/add-phone?next=%2Fconfirm-order'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
