// Sign-in form and page: errors only for touched fields, submit disabled while invalid, the
// password eye, the spinner while sending, reset after success, server errors in a dialog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './components/sign-in-form';
import SignInPage from './pages/sign-in-page';
import { LoginMutation } from './queries';
import { renderWithProviders } from '@/test/render-with-providers';
import mm from './translations/mm.json';

// While sending, the spinner's 'Loading' label joins the button's name.
const submitButton = () => screen.getByRole('button', { name: /Sign in$/ });
const phone = () => screen.getByLabelText('Phone number');
const password = () => screen.getByLabelText('Password');

describe('SignInForm', () => {
  it('shows no error before a field is touched, and keeps submit disabled while empty', () => {
    renderWithProviders(<SignInForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a touched field's error on blur and updates it on change", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    await user.click(phone());
    await user.tab(); // phone touched, password not yet
    expect(await screen.findByText('phone number required')).toBeTruthy();
    expect(screen.queryByText('password must be six characters')).toBeNull();

    await user.type(password(), '123');
    await user.tab();
    expect(await screen.findByText('password must be six characters')).toBeTruthy();
    await user.type(password(), '456');
    await waitFor(() => expect(screen.queryByText('password must be six characters')).toBeNull());
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('enables submit when valid, shows a spinner while sending and resets after success', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderWithProviders(<SignInForm onSubmit={onSubmit} />, { url: '/', path: '/', addTypename: true });
    await user.type(phone(), '09791234567');
    await user.type(password(), 'secret1');
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));

    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ phone: '09791234567', password: 'secret1' });
    await waitFor(() => expect(submitButton().getAttribute('aria-busy')).toBe('true'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(within(submitButton()).getByRole('status')).toBeTruthy(); // the spinner

    finish(true);
    await waitFor(() => expect((phone() as HTMLInputElement).value).toBe(''));
    expect((password() as HTMLInputElement).value).toBe('');
  });

  it('keeps the values after a failure', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSubmit={async () => false} />, { url: '/', path: '/', addTypename: true });
    await user.type(phone(), '09791234567');
    await user.type(password(), 'secret1');
    await user.click(submitButton());
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect((phone() as HTMLInputElement).value).toBe('09791234567');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    expect(password().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('shows the forget-password text and renders in Burmese', () => {
    renderWithProviders(<SignInForm onSubmit={vi.fn()} />, { messages: mm, locale: 'my', url: '/', path: '/', addTypename: true });
    expect(screen.getByText(mm['account.signIn.forgetPassword'])).toBeTruthy();
    expect(screen.getByLabelText(mm['account.field.phone'])).toBeTruthy();
    expect(screen.getByRole('button', { name: mm['account.signIn.submit'] })).toBeTruthy();
  });
});

describe('SignInPage', () => {
  const input = { phone: '09791234567', password: 'secret1' };

  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(phone(), input.phone);
    await user.type(password(), input.password);
    await user.click(submitButton());
  }

  it("shows the server's message in an error dialog with OK", async () => {
    const mocks = [
      { request: { query: LoginMutation, variables: { input } }, result: { errors: [new GraphQLError('the password is incorrect')] } },
    ];
    renderWithProviders(<SignInPage />, { url: '/signin', mocks, path: '/signin', addTypename: true });
    await fillAndSubmit();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('the password is incorrect')).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stores the token and goes to /profile', async () => {
    const mocks = [
      { request: { query: LoginMutation, variables: { input } }, result: { data: { login: { __typename: 'AuthSession', token: 'jwt-1' } } } },
    ];
    renderWithProviders(<SignInPage />, { url: '/signin', mocks, path: '/signin', addTypename: true });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('links to /signup', () => {
    renderWithProviders(<SignInPage />, { url: '/signin', path: '/signin', addTypename: true });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });
});
