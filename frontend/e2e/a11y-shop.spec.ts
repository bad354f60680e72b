// The axe checks of the shop (a11y-helpers.ts): every route is checked somewhere, the public pages
// signed out and signed in, the shop's dialogs and drawers, offline views, and the keyboard.
import { expect, type Page } from '@playwright/test';
import { checkDialog, data, expectAccessible, LANGS, navigateInApp, setLanguage, settle, test, topBarButton } from './a11y-helpers';
import { checkRoute, declaredRoutes, languagesFor, NOT_CHECKED, ROUTES, routesOf } from './a11y-routes';
import { uniquePhone, useBurmeseFont, useToken } from './helpers';

test.use({ reducedMotion: 'reduce' });

test('every route of the router is checked here or listed with a reason', () => {
  const declared = declaredRoutes();
  expect(declared.length).toBeGreaterThan(30);
  const unchecked = declared.filter((path) => !(path in ROUTES) && !(path in NOT_CHECKED));
  expect(unchecked, 'routes without an axe check: add them to ROUTES in e2e/a11y-routes.ts').toEqual([]);
  // And nothing here checks a route the app no longer has.
  expect(Object.keys(ROUTES).filter((path) => !declared.includes(path))).toEqual([]);
});

for (const [route, who] of routesOf('shop')) {
  test(`axe: ${route} (${who}) in ${languagesFor(route, who).join(', ')}`, async ({ page }) => {
    await checkRoute(page, route, who);
  });
}

// ---------- Dialogs and drawers ----------

test('axe: the top bar dialogs and drawers (language, menu, notifications) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/');
  await checkDialog(page, 'language dialog', (p) => p.getByTestId('language-button').click());
  await checkDialog(page, 'menu drawer', async (p) => {
    await topBarButton(p, 0).click();
    // Every group of the menu open.
    const groups = p.locator('.ui-drawer .menu-item[aria-expanded="false"]');
    while ((await groups.count()) > 0) await groups.first().click();
  });
  // With the shopper's notifications listed (unread ones, 'Mark all as read', 'Turn on notifications').
  await checkDialog(page, 'notifications drawer', async (p) => {
    await topBarButton(p, 1).click();
    await expect(p.getByTestId('notification-item').first()).toBeVisible();
  });
});

test('axe: the app-download dialog, the offline bar and the forgotten password’s code step in en, mm and ch', async ({ page, context }) => {
  await useBurmeseFont(page);
  await page.goto('/');
  await checkDialog(page, 'app-download dialog', (p) => p.locator('.shortcuts button.shortcut').first().click());
  // The choice with the browser's install button (what Chrome offers an installable page).
  await checkDialog(page, 'app-download dialog with the install button', async (p) => {
    await p.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {}, userChoice: new Promise(() => {}) })));
    await p.locator('.shortcuts button.shortcut').first().click();
    await expect(p.locator('[role="dialog"] .ui-button')).toHaveCount(4);
  });
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await context.setOffline(true);
    await expect(page.locator('.pwa-offline')).toBeVisible();
    await expectAccessible(page, `the offline bar in ${lang}`);
    await context.setOffline(false);
  }
  for (const lang of LANGS) {
    await page.goto('/forgot-password');
    await setLanguage(page, lang);
    await page.locator('input[type="tel"]').fill(uniquePhone());
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible();
    await expectAccessible(page, `the forgotten password's code step in ${lang}`);
  }
});

test('axe: the offline view of pages this phone has not saved (a product, a category) in en, mm and ch', async ({ page, context }) => {
  await useBurmeseFont(page);
  await page.goto(`/product-detail?id=${data.productSlug}`);
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    // Both routes' code is loaded while online; the network goes off before their data is asked.
    await navigateInApp(page, `/category?category_id=${data.categoryId}`);
    await settle(page);
    await context.setOffline(true);
    try {
      await navigateInApp(page, '/product-detail?id=a-product-never-opened');
      await expect(page.getByTestId('offline-state')).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, `a product never opened, offline, in ${lang}`);
      // A category the saved list does not have: offline, that proves nothing.
      await navigateInApp(page, '/category?category_id=987654');
      await expect(page.getByTestId('offline-state')).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, `a category not in the saved list, offline, in ${lang}`);
    } finally {
      await context.setOffline(false);
    }
    await navigateInApp(page, `/product-detail?id=${data.productSlug}`);
  }
});

test('axe: the lucky-draw dialogs (ticket modal, transfer payment, confirm purchase) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/lucky-draw');
  const openTicket = async (p: Page) => {
    // Opening the modals buys nothing (each closes with Escape), so any product's card will do.
    await p.getByTestId('ticket-product').first().locator('.ld-card__buy').click();
    await expect(p.getByTestId('ticket-count')).toBeVisible();
  };
  await checkDialog(page, 'ticket modal', openTicket);
  await checkDialog(page, 'transfer payment modal', async (p) => {
    await openTicket(p);
    await p.locator('[role="dialog"] .ui-button--outline').last().click();
    await expect(p.getByTestId('screenshot-input')).toBeAttached();
  });
  await checkDialog(page, 'confirm purchase dialog', async (p) => {
    await openTicket(p);
    await p.locator('[role="dialog"] .ui-button--primary').last().click();
    await expect(p.locator('[role="dialog"]')).toHaveCount(1);
  });
});

test('axe: the shop dialogs (added to cart, sign-out confirm, account language picker) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto(`/product-detail?id=${encodeURIComponent(data.productSlug)}`);
  await checkDialog(page, 'added-to-cart dialog', (p) => p.locator('.pd-cart-button').click());
  await page.goto('/account-detail');
  await checkDialog(page, 'sign-out confirm', (p) => p.locator('.acc-sign-out').click());
  await page.goto('/profile');
  await checkDialog(page, 'language picker (profile)', (p) => p.locator('.acc-menu__item[aria-haspopup="dialog"]').click());
});

test('axe: the product page with options (sizes and colours, one sold out) before and after a choice, in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/product-detail?id=converse-chuck-taylor-high-top-black');
  await expect(page.getByRole('radiogroup')).toHaveCount(2);
  await expectAccessible(page, 'the product page with options, nothing chosen, in en');
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    const groups = page.getByRole('radiogroup');
    await expect(groups).toHaveCount(2);
    await groups.nth(0).getByRole('radio').nth(1).click();
    await groups.nth(1).getByRole('radio').nth(0).click();
    await expect(page.getByTestId('stock')).toBeVisible();
    await expectAccessible(page, `the product page with 41 / Black chosen in ${lang}`);
  }
});

// ---------- Keyboard: dialogs and drawers trap focus, close on Escape, give focus back ----------

test('dialogs and drawers keep the keyboard inside, close on Escape and return focus', async ({ page }) => {
  await useToken(page, data.shopper);
  await page.goto('/');
  await settle(page);
  for (const opener of [page.getByTestId('language-button'), topBarButton(page, 0), topBarButton(page, 1)]) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused().catch(async () => expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true));
    // Tab and Shift+Tab never leave it.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${i + 1} presses`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('the focused control shows a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  for (const target of [page.getByTestId('language-button'), page.locator('.product-card').first(), page.getByRole('navigation').last().getByRole('link').first()]) {
    await target.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});
