// The phone guard: `next` stays in the shop, PHONE_REQUIRED is recognised however it arrives, a
// page whose profile has no phone goes to /add-phone with its navigation state (once), and the
// check before a ticket transfer asks the server (from the cache when known).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { addPhonePath, isPhoneRequiredError, PhoneCheckQuery, safeNextPath, usePhoneGuard, useRequirePhone } from './phone-required';

const location = () => screen.getByTestId('location');

describe('phone guard', () => {
  it('keeps next inside the shop', () => {
    expect(safeNextPath('/confirm-order')).toBe('/confirm-order');
    expect(safeNextPath('/lucky-draw?x=1')).toBe('/lucky-draw?x=1');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
    expect(addPhonePath('/confirm-order')).toBe('/add-phone?next=%2Fconfirm-order');
  });

  it('recognises PHONE_REQUIRED, in the errors or in an HTTP error body', () => {
    const graphQL = new ApolloError({ graphQLErrors: [new GraphQLError('Add a phone number first.', { extensions: { code: 'PHONE_REQUIRED' } })] });
    expect(isPhoneRequiredError(graphQL)).toBe(true);
    const network = new ApolloError({
      networkError: Object.assign(new Error('400'), { result: { errors: [{ message: 'x', extensions: { code: 'PHONE_REQUIRED' } }] } }),
    });
    expect(isPhoneRequiredError(network)).toBe(true);
    expect(isPhoneRequiredError(new ApolloError({ graphQLErrors: [new GraphQLError('no', { extensions: { code: 'BAD_REQUEST' } })] }))).toBe(false);
    expect(isPhoneRequiredError(new Error('x'))).toBe(false);
  });

  function Guarded({ phone }: { phone: string | null | undefined }) {
    useRequirePhone(phone === undefined ? undefined : { phone });
    return <span>guarded</span>;
  }

  it('sends a profile without a phone to /add-phone with the page state, once', async () => {
    renderWithProviders(<Guarded phone={null} />, { url: { pathname: '/confirm-shipping', state: { ids: [1, 2] } } as unknown as string });
    await waitFor(() => expect(location().textContent).toBe('/add-phone?next=%2Fconfirm-shipping'));
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ nextState: { ids: [1, 2] } });
  });

  it('leaves a profile with a phone, and one still loading, where they are', async () => {
    renderWithProviders(<Guarded phone="09791234567" />, { url: '/confirm-shipping' });
    renderWithProviders(<Guarded phone={undefined} />, { url: '/confirm-order' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByTestId('location').map((l) => l.textContent)).toEqual(['/confirm-shipping', '/confirm-order']);
  });

  function Transfer() {
    const { checkPhone } = usePhoneGuard();
    return (
      <button type="button" onClick={() => void checkPhone().then((ok) => ok && document.body.setAttribute('data-went-on', 'yes'))}>
        Pay by transfer
      </button>
    );
  }

  it('checks the phone before a transfer: none goes to /add-phone, back to this page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Transfer />, {
      url: { pathname: '/lucky-draw', state: { data: 'allPrizes' } } as unknown as string,
      mocks: [{ request: { query: PhoneCheckQuery }, result: { data: { me: { id: 7, phone: null } } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Pay by transfer' }));
    await waitFor(() => expect(location().textContent).toBe('/add-phone?next=%2Flucky-draw'));
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ nextState: { data: 'allPrizes' } });
    expect(document.body.getAttribute('data-went-on')).toBeNull();
  });

  it('checks the phone before a transfer: with one, it goes on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Transfer />, {
      url: '/lucky-draw',
      mocks: [{ request: { query: PhoneCheckQuery }, result: { data: { me: { id: 7, phone: '09791234567' } } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Pay by transfer' }));
    await waitFor(() => expect(document.body.getAttribute('data-went-on')).toBe('yes'));
    expect(location().textContent).toBe('/lucky-draw');
    document.body.removeAttribute('data-went-on');
  });
});
