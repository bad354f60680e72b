// "Continue with Facebook": the button on /signin and /signup (hidden when not set up, the
// referral code passed on), the callback's errors, /auth/facebook (code → session → /, or the
// server's message), the Facebook row of /account-detail, /add-phone, and the phone guard that
// (components/auth/phone-required.test.tsx and commerce/phone-required.test.tsx: the guard).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, signIn } from '@/lib/auth';
import { renderWithProviders } from '@/test/render-with-providers';
import { facebookErrorMessage, facebookErrorMessages } from './facebook-messages';
import AccountDetailPage from './pages/account-detail-page';
import AddPhonePage from './pages/add-phone-page';
import FacebookCallbackPage from './pages/facebook-callback-page';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import {
  ExchangeSignInCodeMutation,
  FacebookSignInUrlQuery,
  MeQuery,
  StartFacebookLinkMutation,
  UnlinkFacebookMutation,
  UpdateProfileMutation,
} from './queries';
import mm from './translations/mm.json';
import ch from './translations/ch.json';
import { profileFixture } from '@/test/profile-fixture';

const location = () => screen.getByTestId('location');
const FB_URL = 'http://127.0.0.1:18300/api/auth/facebook';
const urlMock = (referralCode: string | null, url: string | null = FB_URL) => ({
  request: { query: FacebookSignInUrlQuery, variables: { referralCode } },
  result: { data: { facebookSignInUrl: url } },
});

const profile = profileFixture;
const meMock = (me: ReturnType<typeof profile>) => ({ request: { query: MeQuery }, result: { data: { me } }, maxUsageCount: 5 });

afterEach(() => vi.restoreAllMocks());

describe('Continue with Facebook button', () => {
  it('links to the address the server gives, after an "or" divider, on /signin', async () => {
    renderWithProviders(<SignInPage />, { url: '/signin', path: '/signin', mocks: [urlMock(null)] });
    const link = await screen.findByRole('link', { name: 'Continue with Facebook' });
    expect(link.getAttribute('href')).toBe(FB_URL);
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('passes the ?ref= code on /signup', async () => {
    renderWithProviders(<SignUpPage />, { url: '/signup?ref=AB23CD45', path: '/signup', mocks: [urlMock('AB23CD45', `${FB_URL}?ref=AB23CD45`)] });
    const link = await screen.findByRole('link', { name: 'Continue with Facebook' });
    expect(link.getAttribute('href')).toBe(`${FB_URL}?ref=AB23CD45`);
  });

  it('is hidden when Facebook sign-in is not set up', async () => {
    renderWithProviders(<SignInPage />, { url: '/signin', path: '/signin', mocks: [urlMock(null, null)] });
    await screen.findByRole('button', { name: /Sign in$/ });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});

describe('Facebook errors', () => {
  it.each([
    ['denied', 'You cancelled on Facebook, so nothing was changed.'],
    ['state', 'This Facebook sign-in link has expired or was already used. Please start again.'],
    ['provider', 'Facebook did not answer properly. Please try again in a moment.'],
    ['profile', 'Facebook did not share your account id. Please try again.'],
    ['already_linked', 'This Facebook account is already linked to another Lucky Mall account.'],
    ['blocked', 'This account is blocked. Please contact customer service.'],
    ['something_new', 'Facebook sign-in did not work. Please try again.'],
    ['toString', 'Facebook sign-in did not work. Please try again.'],
  ])('shows ?facebook_error=%s on /signin in an alert', async (code, text) => {
    renderWithProviders(<SignInPage />, { url: `/signin?facebook_error=${code}`, path: '/signin', mocks: [urlMock(null)] });
    expect(screen.getByTestId('facebook-error').textContent).toBe(text);
    expect(screen.getByTestId('facebook-error').getAttribute('role')).toBe('alert');
  });

  it('speaks Burmese and Chinese', () => {
    expect(facebookErrorMessage('denied')).toBe(facebookErrorMessages.denied);
    renderWithProviders(<SignInPage />, { url: '/signin?facebook_error=denied', path: '/signin', mocks: [urlMock(null)], locale: 'my', messages: mm });
    expect(screen.getByTestId('facebook-error').textContent).toBe(mm['account.facebook.error.denied']);
  });

  it('shows the error on /account-detail after a link attempt', async () => {
    renderWithProviders(<AccountDetailPage />, {
      url: '/account-detail?facebook_error=already_linked',
      path: '/account-detail',
      mocks: [meMock(profile())],
      addTypename: true,
      locale: 'zh-Hans',
      messages: ch,
    });
    expect(screen.getByRole('alert').textContent).toBe(ch['account.facebook.error.alreadyLinked']);
  });
});

describe('FacebookCallbackPage (/auth/facebook)', () => {
  it('exchanges the code, keeps the session like a sign-in and goes home replacing the entry', async () => {
    renderWithProviders(<FacebookCallbackPage />, {
      url: '/auth/facebook?code=one-time-1',
      path: '/auth/facebook',
      mocks: [{ request: { query: ExchangeSignInCodeMutation, variables: { code: 'one-time-1' } }, result: { data: { exchangeSignInCode: { token: 'jwt-fb' } } } }],
    });
    expect(screen.getByText('Signing you in with Facebook…')).toBeTruthy();
    await waitFor(() => expect(location().textContent).toBe('/'));
    expect(getToken()).toBe('jwt-fb');
    expect(localStorage.getItem('token')).toBe('jwt-fb');
  });

  it("shows the server's message and a link back to /signin for a used code", async () => {
    renderWithProviders(<FacebookCallbackPage />, {
      url: '/auth/facebook?code=used-2',
      path: '/auth/facebook',
      mocks: [
        {
          request: { query: ExchangeSignInCodeMutation, variables: { code: 'used-2' } },
          result: { errors: [new GraphQLError('This sign-in code was already used. Please sign in again.', { extensions: { code: 'BAD_REQUEST' } })] },
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in code was already used. Please sign in again.');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/signin');
    expect(getToken()).toBeNull();
    expect(location().textContent).toBe('/auth/facebook?code=used-2');
  });

  it('says so without a code', async () => {
    renderWithProviders(<FacebookCallbackPage />, { url: '/auth/facebook', path: '/auth/facebook' });
    expect((await screen.findByRole('alert')).textContent).toBe('Facebook sign-in did not work. Please try again.');
  });
});

describe('AccountDetailPage: Facebook', () => {
  it('links Facebook: startFacebookLink, then the provider dialog', async () => {
    signIn('jwt');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const user = userEvent.setup();
    renderWithProviders(<AccountDetailPage />, {
      url: '/account-detail',
      path: '/account-detail',
      addTypename: true,
      mocks: [meMock(profile()), { request: { query: StartFacebookLinkMutation }, result: { data: { startFacebookLink: 'https://facebook.example/dialog?x=1' } } }],
    });
    const row = await screen.findByTestId('facebook-row');
    expect(within(row).getByText('Not linked')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Link Facebook' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://facebook.example/dialog?x=1'));
  });

  it('says when linking succeeded', async () => {
    renderWithProviders(<AccountDetailPage />, { url: '/account-detail?facebook=linked', path: '/account-detail', addTypename: true, mocks: [meMock(profile({ facebookLinked: true }))] });
    expect(screen.getByText('Facebook is now linked to your account.').getAttribute('role')).toBe('status');
    expect(await within(await screen.findByTestId('facebook-row')).findByText('Linked')).toBeTruthy();
  });

  it('unlinks, and the row follows the answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountDetailPage />, {
      url: '/account-detail',
      path: '/account-detail',
      addTypename: true,
      mocks: [meMock(profile({ facebookLinked: true })), { request: { query: UnlinkFacebookMutation }, result: { data: { unlinkFacebook: profile({ facebookLinked: false }) } } }],
    });
    const row = await screen.findByTestId('facebook-row');
    await user.click(within(row).getByRole('button', { name: 'Unlink' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Facebook is no longer linked to your account.')).toBeTruthy();
    expect(within(row).getByText('Not linked')).toBeTruthy();
  });

  it('disables Unlink with the reason while the account has no phone or no password, and offers to add the phone', async () => {
    renderWithProviders(<AccountDetailPage />, {
      url: '/account-detail',
      path: '/account-detail',
      addTypename: true,
      mocks: [meMock(profile({ facebookLinked: true, phone: null, hasPassword: false }))],
    });
    const row = await screen.findByTestId('facebook-row');
    const unlink = within(row).getByRole('button', { name: 'Unlink' }) as HTMLButtonElement;
    expect(unlink.disabled).toBe(true);
    expect(unlink.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(unlink.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Add a phone number and set a password before unlinking Facebook',
    );
    expect(screen.getByText('Not added')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a phone number' }).getAttribute('href')).toBe('/add-phone?next=%2Faccount-detail');
  });

  it('disables Unlink for an account with a phone but no password', async () => {
    renderWithProviders(<AccountDetailPage />, { url: '/account-detail', path: '/account-detail', addTypename: true, mocks: [meMock(profile({ facebookLinked: true, hasPassword: false }))] });
    const row = await screen.findByTestId('facebook-row');
    expect((within(row).getByRole('button', { name: 'Unlink' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('AddPhonePage', () => {
  const start = { pathname: '/add-phone', search: '?next=%2Fconfirm-order', state: { nextState: { product: { id: 5 }, qty: 1 } } };

  it('requires the phone, saves it and goes on to next with its state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddPhonePage />, {
      url: start as unknown as string,
      path: '/add-phone',
      mocks: [{ request: { query: UpdateProfileMutation, variables: { input: { phone: '09791112223' } } }, result: { data: { updateProfile: { ...profile({ phone: '09791112223' }), __typename: undefined } } } }],
    });
    const submit = screen.getByRole('button', { name: 'Save and continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const field = screen.getByLabelText('Phone number');
    await user.click(field);
    await user.tab();
    expect(await screen.findByText('phone number required')).toBeTruthy();
    await user.type(field, ' 09791112223 ');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(location().textContent).toBe('/confirm-order'));
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ product: { id: 5 }, qty: 1 });
  });

  it("shows the server's refusal and stays", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddPhonePage />, {
      url: '/add-phone?next=https://evil.example',
      path: '/add-phone',
      mocks: [{ request: { query: UpdateProfileMutation, variables: { input: { phone: '0979' } } }, result: { errors: [new GraphQLError('The phone format is invalid.')] } }],
    });
    await user.type(screen.getByLabelText('Phone number'), '0979');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('The phone format is invalid.')).toBeTruthy();
    expect(location().textContent).toBe('/add-phone?next=https://evil.example');
  });
});
