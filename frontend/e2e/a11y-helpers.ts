// Shared by the axe checks (a11y-shop.spec.ts, a11y-account.spec.ts, a11y-admin.spec.ts): WCAG 2.2
// A + AA with axe-core (@axe-core/playwright) against the real server, at a phone's size: every
// route of the web app, with data on the page, in en, mm and ch; signed out and signed in (admin
// pages as the admin); and every dialog and drawer. Any violation, of any impact, fails.
//
// Route coverage: the route paths are read from the router's source (src/app/router.tsx and the
// admin area's src/features/admin/admin-app.tsx). Every path must be in ROUTES (a11y-routes.ts,
// which the tests visit) or in NOT_CHECKED with a reason, so a page added later fails
// a11y-shop.spec.ts until it is checked.
//
// This file: the test data each worker makes once for all three files (the `test` exported here,
// with its worker fixture) and the checks (axe on a page or a dialog, in each language).
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { adminToken, auth, buyNowByApi, gql, gradientPng, shopperWithAddress, signUpByApi } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const LANGS = ['en', 'mm', 'ch'] as const;
export type Lang = (typeof LANGS)[number];
const HTML_LANG: Record<Lang, string> = { en: 'en', mm: 'my', ch: 'zh-Hans' };

// ---------- Test data (made once through the API) ----------

export interface Data {
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

/** The test data of this worker (set by its `axeData` fixture before its first test). */
export let data: Data;

/**
 * The axe checks' `test`: each worker makes its test data once, through the API, before its first
 * test of any of the three files (their tests run side by side, in any order, on two workers), and
 * hides its ticket product again when it ends. The data has an order and a shipping order waiting
 * for an admin (for the admin's pages) and to-ship items left for the shopper's checkouts.
 */
export const test = base.extend<object, { axeData: Data }>({
  axeData: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      data = await makeData(browser, baseURL, workerInfo.parallelIndex);
      await use(data);
      // The journeys list the lucky-draw products: hide this worker's own again.
      const context = await browser.newContext({ baseURL });
      await gql(context.request, data.admin, 'mutation($id: Int!) { updateTicketProduct(id: $id, input: { hidden: true }) }', { id: data.ticketProductId });
      await context.close();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
});

async function makeData(browser: Browser, baseURL: string | undefined, parallelIndex: number): Promise<Data> {
  const context = await browser.newContext({ baseURL });
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
  const prize = goods[goods.length - 1 - parallelIndex];
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

  /** A shipping order of one to-ship item, paid by transfer (not approved yet): its id. */
  const shipItem = async (itemId: number) => {
    const created = await request.post('/graphql', {
      headers: auth(account.token),
      multipart: {
        operations: JSON.stringify({
          query: 'mutation($ids: [Int!]!, $p: Int, $f: Upload) { createShippingOrder(orderItemIds: $ids, paymentId: $p, paymentScreenshot: $f) { id } }',
          variables: { ids: [itemId], p: paymentId, f: null },
        }),
        map: JSON.stringify({ '0': ['variables.f'] }),
        '0': { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) },
      },
    });
    const body = await created.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.createShippingOrder.id as number;
  };
  // A courier (/admin/couriers; the shipping queue's approve dialog offers it), then a shipping
  // order that arrived (received list) and one still on its way (shipping list), both handed to it
  // with a tracking number (the shipping detail's Delivery card).
  // The two approved orders' items are on the to-ship list: the setup fails loudly otherwise, so no
  // screen below is checked empty by accident.
  const courierId = await gql<{ createCourier: number }>(
    request,
    admin,
    'mutation($input: CourierInput!) { createCourier(input: $input) }',
    { input: { name: `Axe Express ${parallelIndex + 1}`, phone: '09 450 000 111', trackingUrl: 'https://track.courier.example/parcel?code={tracking}' } },
  ).then((r) => r.createCourier);
  // A voucher (/admin/vouchers shows its card: what it takes off, its window, uses, state).
  await gql(request, admin, 'mutation($input: VoucherInput!) { createVoucher(input: $input) }', {
    input: {
      code: `AXE${parallelIndex + 1}-${Date.now().toString(36).toUpperCase()}`,
      kind: 'PERCENT',
      value: 10,
      minSpend: 5000,
      maxDiscount: 2000,
      usesPerShopper: 1,
      totalUses: 10,
      endsAt: '2099-12-31T23:59:00+06:30',
      firstOrderOnly: true,
      title: { en: 'Ten percent off', mm: 'ဆယ်ရာခိုင်နှုန်း လျှော့', ch: '九折' },
    },
  });
  const toShip = await gql<{ toShipItems: { id: number }[] }>(request, account.token, '{ toShipItems { id } }');
  expect(toShip.toShipItems.length, JSON.stringify(toShip)).toBeGreaterThanOrEqual(2);
  for (const [index, item] of toShip.toShipItems.slice(0, 2).entries()) {
    const id = await shipItem(item.id);
    await gql(request, admin, 'mutation($id: Int!, $c: Int, $t: String) { approveShippingOrder(id: $id, courierId: $c, trackingNumber: $t) }', {
      id,
      c: courierId,
      t: `AXE-${index + 1}/2026`,
    });
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

  // For the admin's pages: an order and a shipping order waiting for an admin, as the shopper's
  // /order-success and /shipping-order-success leave them, so /admin/orders has a payment to reject
  // and /admin/shipping one to approve. Two more approved orders first, so the to-ship list keeps
  // items for the shopper's confirm-shipping flows whichever runs first.
  await buyNowByApi(request, account.token, goods[3].id, paymentId);
  for (const product of goods.slice(6, 8)) {
    await gql(request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: await buyNowByApi(request, account.token, product.id, paymentId) });
  }
  const left = await gql<{ toShipItems: { id: number }[] }>(request, account.token, '{ toShipItems { id } }');
  expect(left.toShipItems.length, JSON.stringify(left)).toBeGreaterThanOrEqual(3);
  await shipItem(left.toShipItems[0].id);

  const made: Data = {
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
  return made;
}

// ---------- Checking ----------

/** Waits until the page shows its data: no skeleton, no spinner, fonts loaded. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ui-skeleton, .page-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => true));
}

/** Runs axe on the page (or one dialog) and fails on any violation of WCAG 2.2 A and AA. */
export async function expectAccessible(page: Page, what: string, include?: string) {
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

export async function setLanguage(page: Page, lang: Lang) {
  // The app stores its language once it has loaded it (its catalogue fetched, <html lang> set):
  // let it finish before changing it.
  await page.waitForFunction((tags) => document.documentElement.lang === tags[(localStorage.getItem('lang') ?? 'en') as keyof typeof tags], HTML_LANG);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
}

/** The page as it is now (reached in en), then reloaded in `langs` (history state survives). */
export async function checkInEveryLanguage(page: Page, route: string, langs: readonly Lang[] = LANGS) {
  for (const lang of langs) {
    await setLanguage(page, lang);
    await expect(page, `still on ${route} in ${lang}`).toHaveURL(new RegExp(`^[^?#]*${route === '/' ? '/' : route}(\\?|$)`));
    await expectAccessible(page, `${route} in ${lang}`);
  }
}

// ---------- Dialogs and drawers ----------

/** Opens a dialog in each language and checks it (the page behind is inert while it is open). */
export async function checkDialog(page: Page, name: string, open: (page: Page) => Promise<void>, selector = '[role="dialog"], [role="alertdialog"]') {
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

export const topBarButton = (page: Page, index: number) => page.locator('.topbar__row > button.ui-icon-button').nth(index);

/** Goes to `url` inside the app (no page load: the route's code is already here, even offline). */
export async function navigateInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}
