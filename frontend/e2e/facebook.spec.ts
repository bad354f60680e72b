// "Continue with Facebook" in a phone-size Chromium against the real server, with a real OAuth /
// OpenID Connect provider standing in for Facebook (scripts/oidc/server.mjs, started by
// scripts/e2e-server.sh; its development login and consent pages are plain HTML forms): sign up
// from an invitation, come back signed in, checkout asks for the phone the new account lacks and
// goes on once it is added; the Facebook row of /account-detail; a declined consent explained on
// /signin; linking and unlinking from /account-detail; an unknown code on /auth/facebook.
import { expect, test, type Page } from '@playwright/test';
import { checkInToday, gql, saveScreen, signUpByApi, uniquePhone, useToken } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** On the provider's pages: signs in as `login` (any password), then the consent page. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('sign up with Facebook from an invitation; checkout asks for the phone, then goes on', async ({ page }) => {
  const inviter = await signUpByApi(page, 'Inviting Friend');
  const perSignup = ((await (await page.request.get('/api/settings')).json()).data.rewards as { referral_points_per_signup: number }).referral_points_per_signup;
  const pointsOf = async (token: string) => (await gql<{ me: { referralPoint: number } }>(page.request, token, '{ me { referralPoint } }')).me.referralPoint;
  const before = await pointsOf(inviter.token);
  await page.goto(`/signup?ref=${inviter.referralCode}`);
  const facebook = page.getByRole('link', { name: 'Continue with Facebook' });
  await expect(facebook).toBeVisible();
  await expect(facebook).toHaveAttribute('href', new RegExp(`/api/auth/facebook.*${inviter.referralCode}`));
  await saveScreen(page, 'sign-up-facebook', 'en');

  await facebook.click();
  const login = `fb${Date.now()}`;
  await signInAtProvider(page, login);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back in the shop at / (the /auth/facebook?code= entry replaced), signed in.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const { me } = await gql<{ me: { name: string; phone: string | null; facebookLinked: boolean; hasPassword: boolean } }>(
    page.request,
    token!,
    '{ me { name phone facebookLinked hasPassword } }',
  );
  expect(me).toEqual({ name: expect.stringMatching(/^Fb\d+ Fb\d+$/i), phone: null, facebookLinked: true, hasPassword: false });
  // The invitation counted: the inviter got the points of a sign-up.
  await expect.poll(() => pointsOf(inviter.token)).toBe(before + perSignup);

  // The daily reward dialog opens by itself on a shopper's first visit of the day: not here.
  await checkInToday(page.request, token!);

  // The account page: Linked, Unlink disabled with the reason, the phone not added.
  await page.goto('/account-detail');
  const row = page.getByTestId('facebook-row');
  await expect(row).toContainText('Linked');
  await expect(row.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await expect(row).toContainText('Add a phone number and set a password before unlinking Facebook');
  await expect(page.getByText('Not added')).toBeVisible();
  await saveScreen(page, 'account-detail-facebook', 'en');

  // Checkout: the account has no phone, so the shop asks for one first.
  const list = await (await page.request.get('/api/products?per_page=100')).json();
  const product = (list.data.data as { id: number; name: string; type: string; actual_price: number }[]).find(
    (p) => p.type === 'product' && p.actual_price < 500_000,
  )!;
  await gql(page.request, token!, 'mutation($p: Int!) { addToCart(input: { productId: $p, qty: 1 }) { count } }', { p: product.id });
  await page.goto('/cart-list');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/add-phone\?next=%2Fconfirm-order$/);
  await expect(page.getByRole('heading', { name: 'Add your phone number' })).toBeVisible();
  await saveScreen(page, 'add-phone', 'en');
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // On to checkout with the cart's line; the billing info shows the new phone.
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText(product.name);
  await expect(page.getByText(phone)).toBeVisible();
  const after = await gql<{ me: { phone: string | null } }>(page.request, token!, '{ me { phone } }');
  expect(after.me.phone).toBe(phone);
});

test('a declined consent is explained on /signin', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await signInAtProvider(page, `fbno${Date.now()}`);
  // The consent page's way out: oidc-provider's "[ Cancel ]" (error=access_denied).
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/signin\?facebook_error=denied$/);
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled on Facebook, so nothing was changed.' })).toBeVisible();
  await saveScreen(page, 'sign-in-facebook-denied', 'en');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Still a working sign-in page.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('link Facebook to a phone account from /account-detail, then unlink it', async ({ page }) => {
  const account = await signUpByApi(page, 'Linking Shopper');
  await useToken(page, account.token);
  await page.goto('/account-detail');
  const row = page.getByTestId('facebook-row');
  await expect(row).toContainText('Not linked');
  await row.getByRole('button', { name: 'Link Facebook' }).click();
  await signInAtProvider(page, `fblink${Date.now()}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/account-detail\?facebook=linked$/);
  await expect(page.getByRole('status').filter({ hasText: 'Facebook is now linked to your account.' })).toBeVisible();
  await expect(row).toContainText('Linked');
  // A phone and a password: unlinking leaves a way to sign in.
  await row.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Facebook is no longer linked to your account.');
  await expect(row).toContainText('Not linked');
  const { me } = await gql<{ me: { facebookLinked: boolean } }>(page.request, account.token, '{ me { facebookLinked } }');
  expect(me.facebookLinked).toBe(false);
});

test('a used or unknown sign-in code shows the reason and the way back to /signin', async ({ page }) => {
  await page.goto('/auth/facebook?code=not-a-real-code');
  await expect(page.getByRole('heading', { name: 'Facebook sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
