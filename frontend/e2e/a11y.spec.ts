// WCAG 2.2 A + AA with axe-core (@axe-core/playwright) against the real server, at a phone's size:
// every route of the web app, with data on the page, in en, mm and ch; signed out and signed in
// (admin pages as the admin); and every dialog and drawer. Any violation, of any impact, fails.
//
// Route coverage: the route paths are read from the router's source (src/app/router.tsx and the
// admin area's src/features/admin/admin-app.tsx). Every path must be in ROUTES below (which the
// tests visit) or in NOT_CHECKED with a reason, so a page added later fails this file until it is
// checked.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, auth, buyNowByApi, gql, gradientPng, shopperWithAddress, signUpByApi, uniquePhone, useBurmeseFont, useToken } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGS = ['en', 'mm', 'ch'] as const;
type Lang = (typeof LANGS)[number];
const HTML_LANG: Record<Lang, string> = { en: 'en', mm: 'my', ch: 'zh-Hans' };

// ---------- The routes the app declares ----------

/** Route paths of the router's source: '/', '/search', ..., '*', and the admin area's '/admin/...'. */
function declaredRoutes(): string[] {
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
const NOT_CHECKED: Record<string, string> = {
  '/admin/*': 'the admin area itself, and its catch-all that redirects to /admin: its pages are checked one by one (/admin, /admin/orders, ...)',
};

// ---------- Test data (made once through the API) ----------

interface Data {
  shopper: string; // token
  admin: string; // token
  productSlug: string;
  categoryId: number;
  searchWord: string;
  drawId: number; // a declared draw the shopper won
  ticketProductId: number; // the draw's ticket product (this file's own)
  ticketProductName: string;
  openDrawId: number; // a draw still selling
  shopperId: number; // the shopper's account (/admin/users/:id)
  transferPaymentId: number; // an approved order's payment, flagged as a copy (/admin/payments/:id)
}
let data: Data;


test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const request = page.request;
  const admin = await adminToken(request);
  const account = await shopperWithAddress(page, 'Axe Shopper');

  const payments = (await (await request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const paymentId = (payments.find((p) => /kbz/i.test(p.name)) ?? payments[0]).id;
  const catalogue = (await (await request.get('/api/products?per_page=100')).json()).data.data as {
    id: number;
    slug: string;
    name: string;
    type: string;
    actual_price: number;
  }[];
  const goods = catalogue.filter((p) => p.type === 'product' && p.actual_price < 500_000);
  const categories = (await (await request.get('/api/categories')).json()).data as { id: number }[];

  // Tokens (an approved 50-token pack), two approved orders (items to ship), one cancelled order.
  const packs = (await (await request.get('/api/products/token')).json()).data.data as { id: number; slug: string }[];
  const pack = packs.find((p) => p.slug === 'token-pack-50') ?? packs[0];
  await gql(request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: await buyNowByApi(request, account.token, pack.id, paymentId) });
  for (const product of goods.slice(0, 2)) {
    await gql(request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: await buyNowByApi(request, account.token, product.id, paymentId) });
  }
  await gql(request, admin, 'mutation($id: Int!) { cancelOrder(id: $id, reason: "Wrong amount") }', {
    id: await buyNowByApi(request, account.token, goods[2].id, paymentId),
  });
  // Five friends signed up with the shopper's code: 5 referral points, enough to claim the 5-point
  // demo gift (the confirm dialog) and not the dearer ones (the invite dialog).
  for (let i = 0; i < 5; i += 1) await signUpByApi(page, `Axe Friend ${i + 1}`, 'secret123', { referralCode: account.referralCode });
  // The cart: two lines.
  for (const product of goods.slice(3, 5)) {
    await gql(request, account.token, 'mutation($p: Int!) { addToCart(input: { productId: $p, qty: 1 }) { count } }', { p: product.id });
  }

  // A draw of its own (two tickets of one token), so no other spec's batch is touched: the shopper
  // buys both, wins, and the draw is declared 5 s later (scripts/e2e-server.sh). Its prize is a
  // plain catalogue product no other spec raffles (they use the demo shop's prize products), and
  // no other worker of this file (the axe checks run side by side: one prize each).
  const prize = goods[goods.length - 1 - test.info().parallelIndex];
  const ticketProductId = await gql<{ createTicketProduct: number }>(
    request,
    admin,
    'mutation($p: Int!) { createTicketProduct(input: { productId: $p, ticket: 2, costTokenPoint: 1, label: "Quick draw" }) }',
    { p: prize.id },
  ).then((r) => r.createTicketProduct);
  const bought = await request.post('/api/user/luckydraw/buy-ticket', {
    headers: auth(account.token),
    data: { product_id: ticketProductId, ticket_count: 2 },
  });
  const purchase = (await bought.json()).data as { lucky_draw_id: number };
  expect(bought.status(), JSON.stringify(purchase)).toBe(200);
  const drawId = purchase.lucky_draw_id;
  // One ticket of the next batch: a draw still selling, with the shopper's number in it.
  const next = await request.post('/api/user/luckydraw/buy-ticket', {
    headers: auth(account.token),
    data: { product_id: ticketProductId, ticket_count: 1 },
  });
  expect(next.status(), await next.text()).toBe(200);
  const openDrawId = ((await next.json()).data as { lucky_draw_id: number }).lucky_draw_id;
  await expect
    .poll(
      async () => {
        const winners = (await (await request.get('/api/luckydraw-winners')).json()).data.data as { id: number }[];
        return winners.some((w) => w.id === drawId);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);

  // A shipping order that arrived (received list) and one still on its way (shipping list).
  // The two approved orders' items are on the to-ship list: the setup fails loudly otherwise, so no
  // screen below is checked empty by accident.
  const toShip = await gql<{ toShipItems: { id: number }[] }>(request, account.token, '{ toShipItems { id } }');
  expect(toShip.toShipItems.length, JSON.stringify(toShip)).toBeGreaterThanOrEqual(2);
  for (const [index, item] of toShip.toShipItems.slice(0, 2).entries()) {
    const created = await request.post('/graphql', {
      headers: auth(account.token),
      multipart: {
        operations: JSON.stringify({
          query: 'mutation($ids: [Int!]!, $p: Int, $f: Upload) { createShippingOrder(orderItemIds: $ids, paymentId: $p, paymentScreenshot: $f) { id } }',
          variables: { ids: [item.id], p: paymentId, f: null },
        }),
        map: JSON.stringify({ '0': ['variables.f'] }),
        '0': { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) },
      },
    });
    const body = await created.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const id = body.data.createShippingOrder.id as number;
    await gql(request, admin, 'mutation($id: Int!) { approveShippingOrder(id: $id) }', { id });
    if (index === 0) await gql(request, account.token, 'mutation($id: Int!) { confirmReceived(id: $id) }', { id });
  }
  // An app review waiting for moderation (stars, a comment, a picture): a card on /admin/reviews
  // and a pending review on the shopper's /my-reviews.
  const review = await request.post('/api/user/reviews', {
    headers: auth(account.token),
    multipart: { rating: '4', comment: 'Good prices and a quick delivery.', 'file[]': { name: 'review.png', mimeType: 'image/png', buffer: await gradientPng(400, 300) } },
  });
  expect(review.status(), await review.text()).toBe(200);
  // Two more app reviews (GraphQL postReview, images as uploads): one with three pictures the admin
  // approved (/reviews, its grid and a picture full size) and one the admin rejected with a reason
  // (/my-reviews shows every status).
  for (const decision of ['approve', 'reject'] as const) {
    const count = decision === 'approve' ? 3 : 1;
    const files = await Promise.all(Array.from({ length: count }, async (_, i) => ({ name: `review-${i}.png`, mimeType: 'image/png', buffer: await gradientPng(240 + i * 40, 180) })));
    const posted = await request.post('/graphql', {
      headers: auth(account.token),
      multipart: {
        operations: JSON.stringify({
          query: 'mutation($r: Int!, $c: String!, $f: [Upload!]) { postReview(rating: $r, comment: $c, files: $f) { id } }',
          variables: { r: count + 2, c: `Axe review (${decision}): friendly shop, quick delivery.`, f: files.map(() => null) },
        }),
        map: JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.f.${i}`]]))),
        ...Object.fromEntries(files.map((file, i) => [String(i), file])),
      },
    });
    const body = await posted.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const id = body.data.postReview.id as number;
    if (decision === 'approve') await gql(request, admin, 'mutation($id: Int!) { approveReview(id: $id) }', { id });
    else await gql(request, admin, 'mutation($id: Int!) { rejectReview(id: $id, reason: "Please write about the shop") }', { id });
  }
  // A grant with a reason, so the shopper's page and the audit log show an admin's change.
  const shopperId = (await gql<{ me: { id: number } }>(request, account.token, '{ me { id } }')).me.id;
  await gql(request, admin, 'mutation($u: Int!) { grantTokens(userId: $u, amount: 5, reason: "Thanks for the review") { id } }', { u: shopperId });
  // And one more approved order, so the to-ship list keeps items for the confirm-shipping flow.
  // Its screenshot is the same file as the others': its payment's page (/admin/payments/:id) has
  // flags with links, a receipt line and a decision.
  const lastOrder = await buyNowByApi(request, account.token, goods[5].id, paymentId);
  const pending = await gql<{ pendingOrders: { order: { orderId: number }; receipt: { paymentId: number } }[] }>(
    request,
    admin,
    '{ pendingOrders { order { orderId } receipt { paymentId } } }',
  );
  const transferPaymentId = pending.pendingOrders.find((p) => p.order.orderId === lastOrder)!.receipt.paymentId;
  await gql(request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: lastOrder });

  data = {
    shopper: account.token,
    admin,
    productSlug: goods[0].slug,
    categoryId: categories[0].id,
    searchWord: goods[0].name.split(/\s+/)[0],
    drawId,
    openDrawId,
    ticketProductId,
    ticketProductName: prize.name,
    shopperId,
    transferPaymentId,
  };
  await context.close();
});

// The other specs list the lucky-draw products: hide this file's own again.
test.afterAll(async ({ browser }) => {
  if (!data) return;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await gql(context.request, data.admin, 'mutation($id: Int!) { updateTicketProduct(id: $id, input: { hidden: true }) }', { id: data.ticketProductId });
  await context.close();
});

// ---------- Checking ----------

/** Waits until the page shows its data: no skeleton, no spinner, fonts loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ui-skeleton, .page-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => true));
}

/** Runs axe on the page (or one dialog) and fails on any violation of WCAG 2.2 A and AA. */
async function expectAccessible(page: Page, what: string, include?: string) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`).join('\n')}`,
  );
  expect(violations, `axe on ${what}`).toEqual([]);
  // The rules did run: every page and dialog has text and controls, so these rules found something.
  const ran = new Set([...results.passes, ...results.incomplete].map((r) => r.id));
  for (const rule of ['color-contrast', 'target-size', 'button-name']) expect(ran.has(rule), `axe rule ${rule} ran on ${what}`).toBe(true);
  if (process.env.A11Y_DEBUG) console.log(what, 'incomplete:', results.incomplete.map((r) => `${r.id}(${r.nodes.length})`).join(' '));
}

async function setLanguage(page: Page, lang: Lang) {
  // The app stores its language once it has loaded it: let it finish before changing it.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((tags) => document.documentElement.lang === tags[(localStorage.getItem('lang') ?? 'en') as keyof typeof tags], HTML_LANG);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
}

/** The page as it is now (reached in en), then reloaded in mm and ch (history state survives). */
async function checkInEveryLanguage(page: Page, route: string) {
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await expect(page, `still on ${route} in ${lang}`).toHaveURL(new RegExp(`^[^?#]*${route === '/' ? '/' : route}(\\?|$)`));
    await expectAccessible(page, `${route} in ${lang}`);
  }
}

// ---------- The routes ----------

type Who = 'visitor' | 'shopper' | 'admin';
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
const ROUTES: Record<string, Check> = {
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
  '/admin/content': { who: ['admin'], visit: goto('/admin/content') },
};

test('every route of the router is checked here or listed with a reason', () => {
  const declared = declaredRoutes();
  expect(declared.length).toBeGreaterThan(30);
  const unchecked = declared.filter((path) => !(path in ROUTES) && !(path in NOT_CHECKED));
  expect(unchecked, 'routes without an axe check: add them to ROUTES in e2e/a11y.spec.ts').toEqual([]);
  // And nothing here checks a route the app no longer has.
  expect(Object.keys(ROUTES).filter((path) => !declared.includes(path))).toEqual([]);
});

async function signInAs(page: Page, who: Who) {
  if (who === 'shopper') await useToken(page, data.shopper);
  if (who === 'admin') await useToken(page, data.admin);
}

test.use({ reducedMotion: 'reduce' });

for (const [route, check] of Object.entries(ROUTES)) {
  for (const who of check.who) {
    test(`axe: ${route} (${who}) in en, mm and ch`, async ({ page }) => {
      await useBurmeseFont(page);
      await signInAs(page, who);
      await check.visit(page);
      if (route !== '*' && !route.startsWith('/admin')) await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/' : route}(\\?|$)`));
      await checkInEveryLanguage(page, check.at?.() ?? (route === '*' ? '/no-such-page' : route));
    });
  }
}

// ---------- Dialogs and drawers ----------

/** Opens a dialog in each language and checks it (the page behind is inert while it is open). */
async function checkDialog(page: Page, name: string, open: (page: Page) => Promise<void>, selector = '[role="dialog"], [role="alertdialog"]') {
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await settle(page);
    await open(page);
    const dialog = page.locator(selector).last();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `${name} in ${lang}`);
    // Escape closes the top one; a dialog opened from another may close back to it.
    const all = page.locator(selector);
    for (let presses = 0; presses < 3 && (await all.count()) > 0; presses += 1) {
      const topmost = () => all.evaluateAll((dialogs) => (dialogs.length ? `${dialogs.length}:${dialogs[dialogs.length - 1].textContent}` : ''));
      const before = await topmost();
      await page.keyboard.press('Escape');
      await expect.poll(topmost).not.toBe(before);
    }
    await expect(all).toHaveCount(0);
  }
}

const topBarButton = (page: Page, index: number) => page.locator('.topbar__row > button.ui-icon-button').nth(index);

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

/** Goes to `url` inside the app (no page load: the route's code is already here, even offline). */
async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

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

test('axe: the admin content tabs (banners, payment methods, shipping rates, promotion, user guide) with their forms open, in en, mm and ch', async ({ page }) => {
  // Fifteen screens, each opened and checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  for (const lang of LANGS) {
    for (const tab of ['banners', 'payments', 'shipping', 'promotion', 'guide']) {
      await page.goto(`/admin/content?tab=${tab}`);
      await setLanguage(page, lang);
      if (['banners', 'payments', 'guide'].includes(tab)) {
        await page.locator('.admin-main__head .ui-button--primary').click();
        await expect(page.locator('form.admin-form').first()).toBeVisible();
      }
      await expectAccessible(page, `the content tab ${tab} in ${lang}`);
    }
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

test('axe: the rewards dialogs (daily reward, claim a gift, invite friends) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/');
  // The shopper is checked in for today (signUpByApi), so the menu opens the daily reward dialog.
  await checkDialog(page, 'daily reward dialog', async (p) => {
    await topBarButton(p, 0).click();
    await p.locator('.ui-drawer .menu-item:not(a)').last().click();
    await expect(p.getByTestId('daily-day')).toHaveCount(30);
  });
  await page.goto('/referral-gift');
  const gift = (p: Page, cost: number) => p.getByTestId('gift-card').filter({ has: p.getByTestId('gift-cost').filter({ hasText: new RegExp(`\\b${cost}\\b`) }) });
  await checkDialog(page, 'confirm claim dialog', (p) => gift(p, 5).first().locator('.ui-button').click());
  await checkDialog(page, 'invite dialog (points not enough)', (p) => gift(p, 50).first().locator('.ui-button').click());
});

test('axe: the review dialogs (write a review, a review picture, rate a product) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/reviews');
  await checkDialog(page, 'write-a-review dialog', async (p) => {
    await p.locator('.rv-head .ui-button').click();
    await expect(p.getByTestId('review-images-input')).toBeAttached();
  });
  await checkDialog(page, 'review picture', (p) => p.locator('.rv-image').first().click());
  await page.goto(`/product-detail?id=${encodeURIComponent(data.productSlug)}`);
  await checkDialog(page, 'rate-a-product dialog', (p) => p.locator('.pd-rate').click());
});

test('axe: the admin reject dialog and a review picture full size in en, mm and ch', async ({ page }) => {
  // Many screens, each checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useToken(page, data.admin);
  await useBurmeseFont(page);
  await page.goto('/admin/orders');
  await checkDialog(page, 'reject dialog', (p) => p.locator('.admin-card .admin-card__actions .ui-button--outline').first().click());
  await page.goto('/admin/reviews');
  await checkDialog(page, 'review picture full size', (p) => p.locator('.admin-card .admin-picture').first().click());
  // The block confirmation and the balance change form's messages beside its fields.
  await page.goto(`/admin/users/${data.shopperId}`);
  // Opened from the keyboard with the page at its top: scrolled down to the button, the form's
  // fields would sit half under the sticky header, which axe counts as too small a target.
  await checkDialog(page, 'block confirmation', async (p) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.locator('.admin-role-actions .ui-button--primary').evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await p.keyboard.press('Enter');
  });
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await page.locator('.admin-grant__actions button[type="submit"]').click();
    await expect(page.locator('.admin-form .admin-field__error').first()).toBeVisible();
    await expectAccessible(page, `balance change form with its messages in ${lang}`);
  }
});

test('axe: the admin navigation with each group open, at phone and desk size, in en, mm and ch', async ({ page }) => {
  // Many screens, each checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useToken(page, data.admin);
  await useBurmeseFont(page);
  await page.goto('/admin');
  for (const size of [{ width: 412, height: 915 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      await settle(page);
      const groups = page.locator('.admin-nav button[aria-expanded]');
      expect(await groups.count()).toBe(4);
      for (let i = 0; i < 4; i += 1) {
        await groups.nth(i).click();
        await expect(groups.nth(i)).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page, `admin navigation, group ${i + 1} open, ${size.width} px, in ${lang}`);
      }
    }
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
