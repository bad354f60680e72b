// The routes the axe checks visit (a11y-helpers.ts): the paths the app declares, how each one is
// reached with data on the page and by whom, and the check of one route as one of them.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { checkInEveryLanguage, data, LANGS, type Lang } from './a11y-helpers';
import { gradientPng, useBurmeseFont, useToken } from './helpers';

// ---------- The routes the app declares ----------

/** Route paths of the router's source: '/', '/search', ..., '*', and the admin area's '/admin/...'. */
export function declaredRoutes(): string[] {
  const router = readFileSync('src/app/router.tsx', 'utf8');
  const paths = new Set<string>();
  if (/index:\s*true/.test(router)) paths.add('/');
  for (const [, path] of router.matchAll(/path:\s*'([^']+)'/g)) paths.add(path === '*' ? '*' : `/${path}`);
  const admin = readFileSync('src/features/admin/admin-app.tsx', 'utf8');
  if (/<Route\s+index\b/.test(admin)) paths.add('/admin');
  for (const [, path] of admin.matchAll(/<Route\s+path="([^"]+)"/g)) paths.add(path === '*' ? '/admin/*' : `/admin/${path}`);
  return [...paths];
}

/** Declared paths that are not pages of their own, each with the reason. */
export const NOT_CHECKED: Record<string, string> = {
  '/admin/*': 'the admin area itself, and its catch-all that redirects to /admin: its pages are checked one by one (/admin, /admin/orders, ...)',
  '/admin/orders/:id': 'checked with an approved order of several lines in e2e/refunds.spec.ts: the page in en, mm and ch, and its Refund dialog',
};

// ---------- The routes ----------

export type Who = 'visitor' | 'shopper' | 'admin';
interface Check {
  /** Who sees it: a public page is checked signed out and signed in. */
  who: Who[];
  /** Goes there (in en) with data on the page. */
  visit: (page: Page) => Promise<void>;
  /** Where it stays, for a route with parameters (default: the route itself). */
  at?: () => string;
}

const goto = (url: string) => async (page: Page) => {
  await page.goto(url);
};

/** A page reached through the app (its data comes in the history state). */
async function viaCheckout(page: Page) {
  await page.goto('/cart-list');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
}

async function attachPayment(page: Page) {
  await page.getByRole('radio', { name: /kbz/i }).first().check();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) });
  await expect(page.locator('img.cm-preview')).toBeVisible();
}

async function viaShip(page: Page) {
  await page.goto('/my-orders-to-ship');
  await page.getByTestId('to-ship-item').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Ship the orders' }).click();
  await expect(page).toHaveURL(/\/confirm-shipping$/);
}

const PUBLIC: Who[] = ['visitor', 'shopper'];
export const ROUTES: Record<string, Check> = {
  '/': { who: PUBLIC, visit: goto('/') },
  '/search-result': { who: PUBLIC, visit: (page) => page.goto(`/search-result?search=${encodeURIComponent(data.searchWord)}`).then(() => undefined) },
  '/search': { who: PUBLIC, visit: (page) => page.goto(`/search?search=${encodeURIComponent(data.searchWord)}`).then(() => undefined) },
  '/category': { who: PUBLIC, visit: (page) => page.goto(`/category?category_id=${data.categoryId}`).then(() => undefined) },
  '/product-detail': { who: PUBLIC, visit: (page) => page.goto(`/product-detail?id=${encodeURIComponent(data.productSlug)}`).then(() => undefined) },
  '/signin': { who: ['visitor'], visit: goto('/signin') },
  '/signup': { who: ['visitor'], visit: goto('/signup') },
  '/forgot-password': { who: ['visitor'], visit: goto('/forgot-password') },
  // A used or unknown one-time code: the server's message and the way back to /signin.
  '/auth/facebook': { who: ['visitor'], visit: goto('/auth/facebook?code=e2e-not-a-code') },
  '/onboarding': { who: PUBLIC, visit: goto('/onboarding') },
  '/token': { who: PUBLIC, visit: goto('/token') },
  '/lucky-draw': { who: PUBLIC, visit: goto('/lucky-draw') },
  '/lucky-draw-all-prize': { who: PUBLIC, visit: goto('/lucky-draw-all-prize') },
  '/lucky-draw-live': { who: PUBLIC, visit: goto('/lucky-draw-live') },
  '/prize-winners': { who: PUBLIC, visit: goto('/prize-winners') },
  '/prize-winner-detail': { who: PUBLIC, visit: (page) => page.goto(`/prize-winner-detail?id=${data.drawId}`).then(() => undefined) },
  '/reviews': { who: PUBLIC, visit: goto('/reviews') },
  '/customer-service': { who: PUBLIC, visit: goto('/customer-service') },
  '/promotion': { who: PUBLIC, visit: goto('/promotion') },
  '/referral-gift': { who: PUBLIC, visit: goto('/referral-gift') },
  '*': { who: PUBLIC, visit: goto('/no-such-page') },
  '/create-profile': { who: ['shopper'], visit: goto('/create-profile') },
  '/profile': { who: ['shopper'], visit: goto('/profile') },
  '/account-detail': { who: ['shopper'], visit: goto('/account-detail') },
  '/edit-account-detail': { who: ['shopper'], visit: goto('/edit-account-detail') },
  '/add-phone': { who: ['shopper'], visit: goto('/add-phone?next=%2Fprofile') },
  '/edit-shipping-info': { who: ['shopper'], visit: goto('/edit-shipping-info') },
  '/reset-password': { who: ['shopper'], visit: goto('/reset-password') },
  '/cart-list': { who: ['shopper'], visit: goto('/cart-list') },
  '/cart': { who: ['shopper'], visit: goto('/cart') },
  '/confirm-order': { who: ['shopper'], visit: viaCheckout },
  '/order-success': {
    who: ['shopper'],
    visit: async (page) => {
      await viaCheckout(page);
      await attachPayment(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/order-success$/);
    },
  },
  '/my-orders-to-ship': { who: ['shopper'], visit: goto('/my-orders-to-ship') },
  '/my-orders-shipping': { who: ['shopper'], visit: goto('/my-orders-shipping') },
  '/my-orders-received': { who: ['shopper'], visit: goto('/my-orders-received') },
  '/my-orders-shipping-detail': {
    who: ['shopper'],
    visit: async (page) => {
      await page.goto('/my-orders-shipping');
      await page.getByTestId('shipping-order').first().click();
      await expect(page).toHaveURL(/\/my-orders-shipping-detail$/);
    },
  },
  '/confirm-shipping': { who: ['shopper'], visit: viaShip },
  '/shipping-order-success': {
    who: ['shopper'],
    visit: async (page) => {
      await viaShip(page);
      await attachPayment(page);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/shipping-order-success$/);
    },
  },
  '/my-reviews': { who: ['shopper'], visit: goto('/my-reviews') },
  '/ticket-buy-success': {
    who: ['shopper'],
    visit: async (page) => {
      await page.goto('/lucky-draw');
      const card = page.getByTestId('ticket-product').filter({ hasText: data.ticketProductName });
      await card.getByRole('button', { name: /tokens?$/ }).click();
      await page.getByRole('dialog', { name: 'Buy tickets' }).getByRole('button', { name: 'Buy with tokens' }).click();
      await page.getByRole('dialog', { name: 'Confirm purchase' }).getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(/\/ticket-buy-success$/);
    },
  },
  '/lucky-draw-detail': { who: ['shopper'], visit: (page) => page.goto(`/lucky-draw-detail?id=${data.drawId}`).then(() => undefined) },
  '/admin': { who: ['admin'], visit: goto('/admin') },
  '/admin/orders': { who: ['admin'], visit: goto('/admin/orders') },
  '/admin/tickets': { who: ['admin'], visit: goto('/admin/tickets') },
  '/admin/shipping': { who: ['admin'], visit: goto('/admin/shipping') },
  // With refunds and returns waiting in e2e/refunds.spec.ts and e2e/returns.spec.ts (and their dialogs).
  '/admin/refunds': { who: ['admin'], visit: goto('/admin/refunds') },
  '/admin/returns': { who: ['admin'], visit: goto('/admin/returns') },
  // With the worker's courier (a11y-helpers.ts); its form is checked in a11y-admin.spec.ts.
  '/admin/couriers': { who: ['admin'], visit: goto('/admin/couriers') },
  // With the worker's voucher (a11y-helpers.ts); its form is checked in a11y-admin.spec.ts.
  '/admin/vouchers': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/vouchers');
      await expect(page.locator('article[data-testid^="voucher-"]').first()).toBeVisible();
    },
  },
  // No endpoint can be registered here (the e2e server refuses loopback and has no DNS): the
  // empty page with the new endpoint form open, its rules' messages showing.
  '/admin/webhooks': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/webhooks');
      await page.getByRole('button', { name: /New endpoint|လိပ်စာအသစ်|新地址/ }).first().click();
      await page.locator('.admin-webhook-form button[type="submit"]').click();
      await expect(page.locator('.admin-webhook-form [role="alert"]').first()).toBeVisible();
    },
  },
  // The worker's shipping order on its way is one label (a11y-helpers.ts).
  '/admin/waybills': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/waybills');
      await expect(page.locator('.waybill__qr[src]').first()).toBeVisible();
    },
  },
  // No camera in the test browser: the page says so beside the typed code.
  '/admin/scan': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/scan');
      await expect(page.locator('.scan__note')).toBeVisible();
    },
  },
  // The report of the last 30 days: its charts drawn, its tables and the export buttons.
  '/admin/reports': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/reports');
      await expect(page.getByTestId('table-buckets')).toBeVisible();
    },
  },
  '/admin/ticket-products': { who: ['admin'], visit: goto('/admin/ticket-products') },
  '/admin/recoveries': { who: ['admin'], visit: goto('/admin/recoveries') },
  '/admin/reviews': { who: ['admin'], visit: goto('/admin/reviews') },
  '/admin/gifts': { who: ['admin'], visit: goto('/admin/gifts') },
  '/admin/settings': { who: ['admin'], visit: goto('/admin/settings') },
  '/admin/users': { who: ['admin'], visit: goto('/admin/users') },
  '/admin/users/:id': { who: ['admin'], visit: (page) => page.goto(`/admin/users/${data.shopperId}`).then(() => undefined), at: () => `/admin/users/${data.shopperId}` },
  '/admin/audit': { who: ['admin'], visit: goto('/admin/audit') },
  '/admin/payments/:id': {
    who: ['admin'],
    visit: (page) => page.goto(`/admin/payments/${data.transferPaymentId}`).then(() => undefined),
    at: () => `/admin/payments/${data.transferPaymentId}`,
  },
  '/admin/ticket-products/:id/draws': {
    who: ['admin'],
    visit: (page) => page.goto(`/admin/ticket-products/${data.ticketProductId}/draws`).then(() => undefined),
    at: () => `/admin/ticket-products/${data.ticketProductId}/draws`,
  },
  // With the create form open: the three languages side by side and the photo manager.
  '/admin/products': {
    who: ['admin'],
    visit: async (page) => {
      await page.goto('/admin/products');
      await page.locator('.admin-main__head .ui-button--primary').click();
      await expect(page.locator('.admin-photos')).toBeVisible();
    },
  },
  '/admin/categories': { who: ['admin'], visit: goto('/admin/categories') },
  '/admin/catalog-spreadsheet': { who: ['admin'], visit: goto('/admin/catalog-spreadsheet') },
  '/admin/content': { who: ['admin'], visit: goto('/admin/content') },
};

/**
 * Which spec file checks a route for whom: the shop's public pages (signed out and signed in), the
 * shopper's own pages, the admin's pages.
 */
export type Area = 'shop' | 'account' | 'admin';

function areaOf(check: Check, who: Who): Area {
  if (who === 'admin') return 'admin';
  return check.who.includes('visitor') ? 'shop' : 'account';
}

/** Every route of `area` with each of its visitors, in the order of ROUTES. */
export function routesOf(area: Area): [string, Who][] {
  return Object.entries(ROUTES).flatMap(([route, check]) => check.who.filter((who) => areaOf(check, who) === area).map((who): [string, Who] => [route, who]));
}

async function signInAs(page: Page, who: Who) {
  if (who === 'shopper') await useToken(page, data.shopper);
  if (who === 'admin') await useToken(page, data.admin);
}

/**
 * The languages a route is checked in as `who`: all three, except that a public page signed out is
 * checked in English only. Signed in, the same page is checked in all three and has more on it (the
 * cart and notification buttons, the shopper's own actions); signed out it differs by its sign-in
 * links, which the signed-out pages (/signin, /signup...) carry in all three. About 40 of the 255
 * axe runs fewer (a minute of the test command).
 */
export function languagesFor(route: string, who: Who): readonly Lang[] {
  return who === 'visitor' && ROUTES[route].who.includes('shopper') ? ['en'] : LANGS;
}

/** Goes to `route` as `who` and checks it with axe in the languages of `languagesFor`. */
export async function checkRoute(page: Page, route: string, who: Who) {
  const check = ROUTES[route];
  await useBurmeseFont(page);
  await signInAs(page, who);
  await check.visit(page);
  if (route !== '*' && !route.startsWith('/admin')) await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/' : route}(\\?|$)`));
  await checkInEveryLanguage(page, check.at?.() ?? (route === '*' ? '/no-such-page' : route), languagesFor(route, who));
}
