// The shell in a phone-size Chromium against the real server: not-found page, the sign-in guard
// on every protected route, the bottom navigation (active tab red, Profile target, Lucky state),
// the menu drawer, notifications, the language picker (Burmese and Chinese, kept after a reload),
// the token pill, and the tab title and icon from the site settings.
// Screenshots: test-results/screens/<screen>-<lang>.png.
import { expect, test } from '@playwright/test';
import { PRIMARY_RED, saveScreen, signUpByApi, useBurmeseFont, useLanguage, useToken } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** Routes that need sign-in (doc 000 §2 and the account pages): a visitor lands on /signin. */
const SIGNED_IN_ROUTES = [
  '/create-profile',
  '/profile',
  '/account-detail',
  '/edit-account-detail',
  '/edit-shipping-info',
  '/reset-password',
  '/cart-list',
  '/cart',
  '/confirm-order',
  '/order-success',
  '/shipping-order-success',
  '/my-orders-to-ship',
  '/my-orders-shipping',
  '/my-orders-received',
  '/my-orders-shipping-detail',
  '/confirm-shipping',
  '/my-reviews',
];

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await saveScreen(page, 'not-found', 'en');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'browse best deal' })).toBeVisible();
});

test('a visitor is sent to /signin from every protected route', async ({ page }) => {
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await expect(page, `${path} needs sign-in`).toHaveURL(/\/signin$/);
  }
});

test('bottom navigation: four tabs, the active one red', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tab = (name: string) => nav.getByRole('link', { name });
  await expect(tab('Home')).toHaveAttribute('aria-current', 'page');
  await expect(tab('Home')).toHaveCSS('color', PRIMARY_RED);
  await expect(tab('Cart')).not.toHaveCSS('color', PRIMARY_RED);
  await expect(tab('Profile')).toHaveAttribute('href', '/signin');

  await tab('Cart').click();
  await expect(page).toHaveURL(/\/token$/);
  await expect(tab('Cart')).toHaveCSS('color', PRIMARY_RED);
  await expect(tab('Home')).not.toHaveCSS('color', PRIMARY_RED);

  await tab('Lucky').click();
  await expect(page).toHaveURL(/\/lucky-draw$/);
  expect(await page.evaluate(() => history.state?.usr)).toEqual({ data: 'history' });
  await expect(tab('Lucky')).toHaveCSS('color', PRIMARY_RED);

  await tab('Profile').click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(tab('Profile')).toHaveCSS('color', PRIMARY_RED);
});

test('signed in: Profile tab opens /profile and the token pill shows the balance', async ({ page }) => {
  const account = await signUpByApi(page);
  await useToken(page, account.token);
  await page.goto('/');
  await expect(page.getByTestId('token-pill')).toHaveText('0 token');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await saveScreen(page, 'home-signed-in', 'en');
});

test('the menu drawer lists its entries and the shop-by-categories list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Lucky Mall' });
  await expect(drawer).toBeVisible();
  for (const name of ['Home', 'Lucky draw winners', 'App reviews', 'Customer support', 'My cart', 'My account', 'User guide']) {
    await expect(drawer.getByRole('link', { name })).toBeVisible();
  }
  // Visitors: no daily reward, and account entries lead to /signin.
  await expect(drawer.getByRole('button', { name: 'Daily reward' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'My cart' })).toHaveAttribute('href', '/signin');
  await expect(drawer.getByRole('link', { name: 'App reviews' })).toHaveAttribute('href', '/signin');
  await expect(drawer.getByRole('link', { name: 'User guide' })).toHaveAttribute('href', '/onboarding');

  await drawer.getByRole('button', { name: 'Shop by categories' }).click();
  const furniture = drawer.getByRole('link', { name: 'Furniture' });
  await expect(furniture).toBeVisible();
  await saveScreen(page, 'menu', 'en');
  await furniture.click();
  await expect(page).toHaveURL(/\/category\?category_id=7$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Furniture' })).toBeVisible();
});

test('the bell opens the notifications drawer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('switch to Burmese and Chinese; the choice survives a reload', async ({ page }) => {
  await useBurmeseFont(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-button').click();
  const dialog = page.getByRole('dialog', { name: 'Language' });
  await expect(dialog.getByRole('radio', { name: /English/ })).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByText('မြန်မာ')).toBeVisible();
  await expect(dialog.getByText('简体中文')).toBeVisible();
  await saveScreen(page, 'language', 'en');
  await dialog.getByRole('radio', { name: /Burmese/ }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  const nav = page.getByRole('navigation', { name: 'ပင်မ လမ်းညွှန်' });
  await expect(nav.getByRole('link', { name: 'ပင်မ', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'အကောင်းဆုံး ဈေးနှုန်းများ' })).toBeVisible();
  // The server answers in Burmese too (X-localization).
  await expect(page.getByRole('heading', { name: 'အမျိုးအစားများ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ပရိဘောဂ', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(nav.getByRole('link', { name: 'ပင်မ', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('mm');

  await page.getByTestId('language-button').click();
  await page.getByRole('radio', { name: /简体中文/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ch');
  await saveScreen(page, 'home', 'ch');
});

test('Burmese screens of the shell', async ({ page }) => {
  await useBurmeseFont(page);
  await useLanguage(page, 'mm');
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'စာမျက်နှာ မတွေ့ပါ' })).toBeVisible();
  await saveScreen(page, 'not-found', 'mm');
  await page.getByRole('button', { name: 'မီနူးဖွင့်ရန်' }).click();
  await page.getByRole('button', { name: 'အမျိုးအစားအလိုက် ဈေးဝယ်ရန်' }).click();
  await expect(page.getByRole('link', { name: 'ပရိဘောဂ', exact: true })).toBeVisible();
  await saveScreen(page, 'menu', 'mm');
});

test('the tab shows the site name and favicon from settings', async ({ page }) => {
  const settings = await (
    await page.request.post('/graphql', { data: { query: '{ settings { siteName siteFavicon } }' } })
  ).json();
  await page.goto('/');
  await expect(page).toHaveTitle(settings.data.settings.siteName);
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', settings.data.settings.siteFavicon);
});
