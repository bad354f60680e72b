// The signed-in account screens: profile menu, account detail (invite link, sign-out), account
// edit (empty values keep the profile's), change password (fresh token, texts, server errors).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { getToken, signIn } from '@/lib/auth';
import { ChangePasswordForm } from './components/change-password-form';
import { EditAccountForm } from './components/edit-account-form';
import AccountDetailPage from './pages/account-detail-page';
import EditAccountPage from './pages/edit-account-page';
import ProfilePage from './pages/profile-page';
import ResetPasswordPage from './pages/reset-password-page';
import { MeQuery, UpdatePasswordMutation, UpdateProfileMutation } from './queries';
import { profileFixture } from '@/test/profile-fixture';
import { renderWithProviders } from '@/test/render-with-providers';

const me = profileFixture();
const meMock = { request: { query: MeQuery }, result: { data: { me } } };

describe('ProfilePage', () => {
  it('shows name and phone and links every entry of the menu', async () => {
    renderWithProviders(<ProfilePage />, { url: '/profile', mocks: [meMock], path: '/profile', addTypename: true });
    expect(await screen.findByText('Aung Aung')).toBeTruthy();
    expect(screen.getByText('09791234567')).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/account-detail', '/my-orders-to-ship', '/onboarding', '/my-reviews', '/referral-gift', '/customer-service']) {
      expect(hrefs).toContain(path);
    }
  });

  it('offers the three languages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { url: '/profile', mocks: [meMock], path: '/profile', addTypename: true });
    await user.click(screen.getByRole('button', { name: /Language/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('radio').map((r) => r.textContent)).toEqual([
      'EnglishEnglish',
      'မြန်မာBurmese',
      '简体中文Chinese',
    ]);
  });
});

describe('AccountDetailPage', () => {
  it('shows the account and the shipping info, region and township apart', async () => {
    renderWithProviders(<AccountDetailPage />, { url: '/account-detail', mocks: [meMock], path: '/account-detail', addTypename: true });
    expect(await screen.findByText('Aung Aung')).toBeTruthy();
    expect(screen.getByText('Yangon')).toBeTruthy();
    expect(screen.getByText('Ahlone')).toBeTruthy();
    expect(screen.getByText('No. 5, Pyay Road')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Edit shipping info' }).getAttribute('href')).toBe('/edit-shipping-info');
    expect(screen.getByRole('link', { name: 'Edit name and phone number' }).getAttribute('href')).toBe('/edit-account-detail');
  });

  it('copies the invitation link and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountDetailPage />, { url: '/account-detail', mocks: [meMock], path: '/account-detail', addTypename: true });
    await user.click(await screen.findByRole('button', { name: /AB23CD45/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Invitation link copied to clipboard')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/signup?ref=AB23CD45`);
  });

  it('signs out after confirming, and not after cancelling', async () => {
    const user = userEvent.setup();
    signIn('jwt-1');
    renderWithProviders(<AccountDetailPage />, { url: '/account-detail', mocks: [meMock], path: '/account-detail', addTypename: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(getToken()).toBe('jwt-1');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/signin'));
    expect(getToken()).toBeNull();
  });
});

describe('EditAccountForm and page', () => {
  it('sends the profile value for a field left empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => true);
    renderWithProviders(<EditAccountForm profile={{ name: 'Aung Aung', phone: '09791234567' }} onSubmit={onSubmit} />, { url: '/', path: '/', addTypename: true });
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '09797654321');
    await user.click(screen.getByRole('button', { name: /Save$/ }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Aung Aung', phone: '09797654321' });
  });

  it("shows the server's message in an error dialog", async () => {
    const user = userEvent.setup();
    const mocks = [
      meMock,
      {
        request: { query: UpdateProfileMutation, variables: { input: { name: 'Aung Aung', phone: '09790000000' } } },
        result: { errors: [new GraphQLError('the phone has already been taken')] },
      },
    ];
    renderWithProviders(<EditAccountPage />, { url: '/edit-account-detail', mocks, path: '/edit-account-detail', addTypename: true });
    const phone = await screen.findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '09790000000');
    await user.click(screen.getByRole('button', { name: /Save$/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('the phone has already been taken')).toBeTruthy();
  });
});

describe('ChangePasswordForm and ResetPasswordPage', () => {
  it('shows each rule on touched fields and keeps submit disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm onSubmit={vi.fn()} />, { url: '/', path: '/', addTypename: true });
    const submit = screen.getByRole('button', { name: /Change password$/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);

    await user.click(screen.getByLabelText('Current password'));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeTruthy();

    await user.type(screen.getByLabelText('New password'), 'newpass');
    await user.click(screen.getByLabelText('Confirm new password'));
    await user.tab();
    expect(await screen.findByText('New password confirmation is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm new password'), 'newpasX');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  const input = { oldPassword: 'oldpass', newPassword: 'newpass', newPasswordConfirmation: 'newpass' };

  async function changePassword() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), input.oldPassword);
    await user.type(screen.getByLabelText('New password'), input.newPassword);
    await user.type(screen.getByLabelText('Confirm new password'), input.newPasswordConfirmation);
    await user.click(screen.getByRole('button', { name: /Change password$/ }));
  }

  it('stores the fresh token and shows the success text', async () => {
    signIn('old-token');
    const mocks = [
      {
        request: { query: UpdatePasswordMutation, variables: { input } },
        result: { data: { updatePassword: { __typename: 'AuthSession', token: 'fresh-token' } } },
      },
    ];
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password', mocks, path: '/reset-password', addTypename: true });
    await changePassword();
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(getToken()).toBe('fresh-token');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message in an error dialog", async () => {
    signIn('old-token');
    const mocks = [
      { request: { query: UpdatePasswordMutation, variables: { input } }, result: { errors: [new GraphQLError('the old password is incorrect')] } },
    ];
    renderWithProviders(<ResetPasswordPage />, { url: '/reset-password', mocks, path: '/reset-password', addTypename: true });
    await changePassword();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('the old password is incorrect')).toBeTruthy();
    expect(getToken()).toBe('old-token');
  });
});
