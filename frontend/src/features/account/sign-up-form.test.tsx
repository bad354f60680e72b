// Sign-up form and page: every rule's message on touched fields, submit disabled while invalid,
// the referral code prefilled from ?ref=, success to /create-profile, the fixed failure text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './components/sign-up-form';
import SignUpPage from './pages/sign-up-page';
import { RegisterMutation } from './queries';
import { renderWithProviders } from '@/test/render-with-providers';

const submitButton = () => screen.getByRole('button', { name: /Sign up$/ }) as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fill(values: Partial<Record<'Name' | 'Phone number' | 'Password' | 'Confirm password' | 'Referral code (optional)', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  await user.tab();
  return user;
}

describe('SignUpForm', () => {
  it('shows the required messages once each field was left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(submitButton().disabled).toBe(true);

    await user.click(field('Name'));
    await user.tab(); // to phone
    await user.tab(); // to password
    expect(await screen.findByText('name is required')).toBeTruthy();
    // The spec uses the password-required text for an empty phone.
    expect(screen.getAllByText('password is required')).toHaveLength(1);
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Password').getAttribute('aria-invalid')).toBeNull(); // not left yet

    await user.tab(); // past the eye button
    await user.tab(); // to the confirmation
    await user.tab(); // past its eye button
    await waitFor(() => expect(screen.getAllByText('password is required')).toHaveLength(2));
    expect(screen.getByText('confirm new password')).toBeTruthy();
  });

  it('asks for six characters and a matching confirmation', async () => {
    renderWithProviders(<SignUpForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    await fill({ Password: 'abc', 'Confirm password': 'abd' });
    expect(await screen.findByText('password must be six characters')).toBeTruthy();
    expect(screen.getByText('passwords do not match')).toBeTruthy();

    // Fixing the password re-checks the confirmation.
    await fill({ Password: 'abdefg', 'Confirm password': 'abdefg' });
    await waitFor(() => expect(screen.queryByText('passwords do not match')).toBeNull());
    expect(screen.queryByText('password must be six characters')).toBeNull();
  });

  it('enables submit only when every required field is valid; the referral code is optional', async () => {
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(<SignUpForm onSubmit={onSubmit} />, { url: '/', path: '/', addTypename: true });
    await fill({ Name: 'Aung', 'Phone number': '09791234567', Password: 'secret1' });
    expect(submitButton().disabled).toBe(true); // confirmation still empty
    const user = await fill({ 'Confirm password': 'secret1' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Aung',
      phone: '09791234567',
      password: 'secret1',
      passwordConfirmation: 'secret1',
      referralCode: '',
    });
    await waitFor(() => expect(field('Name').value).toBe('')); // reset after success
  });
});

describe('SignUpPage', () => {
  const input = {
    name: 'Aung',
    phone: '09791234567',
    password: 'secret1',
    passwordConfirmation: 'secret1',
    referralCode: 'AB23CD45',
  };

  it('prefills the referral code from ?ref=', () => {
    renderWithProviders(<SignUpPage />, { url: '/signup?ref=AB23CD45', path: '/signup', addTypename: true });
    expect(field('Referral code (optional)').value).toBe('AB23CD45');
  });

  it('leaves the referral code empty without ?ref=', () => {
    renderWithProviders(<SignUpPage />, { url: '/signup', path: '/signup', addTypename: true });
    expect(field('Referral code (optional)').value).toBe('');
  });

  it('stores the token and goes to /create-profile', async () => {
    const mocks = [
      {
        request: { query: RegisterMutation, variables: { input } },
        result: { data: { register: { __typename: 'AuthSession', token: 'jwt-new' } } },
      },
    ];
    renderWithProviders(<SignUpPage />, { url: '/signup?ref=AB23CD45', mocks, path: '/signup', addTypename: true });
    const user = await fill({ Name: 'Aung', 'Phone number': '09791234567', Password: 'secret1', 'Confirm password': 'secret1' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/create-profile'));
    expect(localStorage.getItem('token')).toBe('jwt-new');
  });

  it("shows the fixed 'phone already taken' text whatever the server said", async () => {
    const mocks = [
      {
        request: { query: RegisterMutation, variables: { input: { ...input, referralCode: null } } },
        result: { errors: [new GraphQLError('something else went wrong')] },
      },
    ];
    renderWithProviders(<SignUpPage />, { url: '/signup', mocks, path: '/signup', addTypename: true });
    const user = await fill({ Name: 'Aung', 'Phone number': '09791234567', Password: 'secret1', 'Confirm password': 'secret1' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    await user.click(submitButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('the phone has already been taken')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/signup');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to /signin', () => {
    renderWithProviders(<SignUpPage />, { url: '/signup', path: '/signup', addTypename: true });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });
});
