// The admin console against the real server (the admin is 09790000009 / admin-pass, named Admin,
// made by scripts/e2e-server.sh).
//
// At phone size (the config's Pixel 7): the dashboard's pending order count rises by itself when a
// shopper buys; the admin finds a shopper by phone, grants 25 tokens with a reason and the
// shopper's token pill shows them; blocks the shopper, whose open page is signed out at its next
// request and whose sign-in is refused with the blocked message; unblocks them (they sign in
// again); and the audit log lists the grant and both blocks with the admin's name.
//
// At desk size: the dashboard, people and a person in two columns; a search that runs as the admin
// types; a take of more referral points than the shopper has, refused beside the amount, then a
// grant; a ticket product's batches from its card, with a declared batch's winner and fairness data.
//
// At 360 px in English, Burmese and Chinese: no console page is wider than the screen, and no
// navigation label is cut. Screenshots of every screen are saved in test-results/screens/.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_PHONE, adminNav, adminToken, buyNowByApi, gql, saveScreen, shopperWithAddress, signUpByApi, useBurmeseFont, useToken } from './helpers';

/** A shopper buys one product now and sends the transfer screenshot: one more order payment to check. */
async function buyNow(request: APIRequestContext, token: string): Promise<number> {
  const payments = (await (await request.get('/api/payments')).json()).data as { id: number }[];
  const products = ((await (await request.get('/api/products?per_page=100')).json()).data.data as { id: number; type: string; actual_price: number }[]).filter(
    (p) => p.type === 'product' && p.actual_price < 1_000_000,
  );
  return buyNowByApi(request, token, products[0].id, payments[0].id);
}

/** The shopper's own phone, signed in once (not on every load: a sign-out must stick). */
async function shopperPhone(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto('/');
  return page;
}

const count = (page: Page, field: string) => page.getByTestId(`dash-${field}`).getByTestId('dash-count');

test('phone: the dashboard follows a new order; find a shopper, grant tokens, block and unblock; the audit log', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await adminToken(page.request);
  const buyer = await shopperWithAddress(page, 'Console Buyer');
  const shopper = await signUpByApi(page, 'Console Shopper');

  // The dashboard: what waits, and the order count rising when the buyer pays, without a reload.
  await useToken(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const before = Number(await count(page, 'pendingOrders').textContent());
  await expect(page.getByTestId('dash-pendingOrders')).toHaveAttribute('href', '/admin/orders');
  await saveScreen(page, 'admin-dashboard', 'en');
  await buyNow(page.request, buyer.token);
  await expect(count(page, 'pendingOrders')).toHaveText(String(before + 1), { timeout: 15_000 });
  // Its card opens the payments queue.
  await page.getByTestId('dash-pendingOrders').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { name: 'Payments to check' })).toBeVisible();

  // People: the shopper found by phone, two taps away in the header.
  await adminNav(page, 'People', 'Users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(nav.getByRole('button', { name: 'People' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('searchbox', { name: 'Phone or name' }).fill(shopper.phone);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('a.admin-person', { hasText: shopper.phone });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Console Shopper');
  await expect(row).toContainText('0 tokens');
  await saveScreen(page, 'admin-users', 'en');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Console Shopper', level: 1 })).toBeVisible();
  await expect(page.getByTestId('user-tokens')).toHaveText('0');

  // Grant 25 tokens: the rules first, then the grant with its reason.
  const form = page.getByRole('form', { name: 'Change a balance' });
  await form.getByRole('button', { name: 'Save the change' }).click();
  await expect(form.getByText('Enter a whole number other than 0')).toBeVisible();
  await expect(form.getByText('Write a reason of at least 3 characters')).toBeVisible();
  await form.getByLabel('Amount').fill('25');
  await form.getByLabel('Reason').fill('Sorry for the late parcel');
  await form.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByText('Console Shopper now has 25 tokens')).toBeVisible();
  await expect(page.getByTestId('user-tokens')).toHaveText('25');
  const latest = page.getByTestId('token-ledger').getByTestId('ledger-entry').first();
  await expect(latest).toContainText('Sorry for the late parcel');
  await expect(latest.getByTestId('ledger-amount')).toHaveText('+25');
  await saveScreen(page, 'admin-user', 'en');

  // The shopper sees them in the token pill.
  const phone = await shopperPhone(browser, shopper.token);
  await expect(phone.locator('.topbar [data-testid="token-pill"]')).toContainText('25');

  // Block, behind a confirmation.
  await page.getByRole('button', { name: 'Block' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Block Console Shopper?');
  await ask.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Console Shopper is blocked')).toBeVisible();
  await expect(page.getByTestId('blocked-badge')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // The shopper's open page: its next request is refused, and the app signs out.
  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/signin$/);
  expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await phone.reload();
  await expect(phone).toHaveURL(/\/signin$/);
  // And signing in again is refused with the blocked message.
  await phone.getByLabel('Phone number').fill(shopper.phone);
  await phone.getByLabel('Password', { exact: true }).fill(shopper.password);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone.getByText('This account is blocked. Please contact customer service.')).toBeVisible();
  await expect(phone).toHaveURL(/\/signin$/);

  // Unblock: they sign in again.
  await page.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('Console Shopper is unblocked')).toBeVisible();
  await expect(page.getByTestId('blocked-badge')).toHaveCount(0);
  await phone.keyboard.press('Escape');
  await phone.goto('/signin');
  await phone.getByLabel('Phone number').fill(shopper.phone);
  await phone.getByLabel('Password', { exact: true }).fill(shopper.password);
  await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone).not.toHaveURL(/\/signin$/);
  await expect(phone.locator('.topbar [data-testid="token-pill"]')).toContainText('25');
  await phone.context().close();

  // The audit log: the grant and both blocks, by the admin, newest first.
  await adminNav(page, 'People', 'Audit log');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const byAdmin = `Admin · ${ADMIN_PHONE}`;
  // The admin's own entries: the shop itself writes some too (a payment flagged by the receipt
  // reader of an earlier test's upload may land at any moment).
  const entries = page.getByTestId('audit-entry').filter({ has: page.getByRole('link', { name: byAdmin }) });
  await expect(entries.first()).toBeVisible();
  await expect(entries.nth(0)).toContainText('user.set_blocked');
  await expect(entries.nth(0)).toContainText('blocked: false');
  await expect(entries.nth(1)).toContainText('user.set_blocked');
  await expect(entries.nth(1)).toContainText('blocked: true');
  await expect(entries.nth(2)).toContainText('user.grant_tokens');
  await expect(entries.nth(2)).toContainText('reason: Sorry for the late parcel');
  for (let i = 0; i < 3; i += 1) await expect(entries.nth(i).getByRole('link', { name: byAdmin })).toBeVisible();
  // Filtered by its action, the grant is the newest.
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Action').selectOption('user.grant_tokens');
  await expect(page).toHaveURL(/\/admin\/audit\?action=user\.grant_tokens$/);
  await expect(entries.first()).toContainText('Sorry for the late parcel');
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'user.set_blocked' })).toHaveCount(0);
  await entries.first().locator('summary').click();
  await expect(entries.first().locator('pre')).toContainText('"amount": 25');
  await saveScreen(page, 'admin-audit', 'en');
});

test.describe('desk size', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('desk: two columns; a search as the admin types; a refused take, then a grant; a ticket product’s batches', async ({ page }) => {
    test.setTimeout(120_000);
    const admin = await adminToken(page.request);
    const name = `Desk Shopper ${Date.now() % 100_000}`;
    const shopper = await signUpByApi(page, name);

    await useToken(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // What waits on the left, today and the draws on the right.
    const waiting = await page.locator('.admin-dash__waiting').boundingBox();
    const side = await page.locator('.admin-dash__side').boundingBox();
    expect(side!.x).toBeGreaterThan(waiting!.x + waiting!.width - 1);
    await saveScreen(page, 'admin-dashboard-desk', 'en');

    // The header on a desk: the current group's links stay open.
    await adminNav(page, 'People', 'Users');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('button', { name: 'People' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    // The search runs once the admin stops typing.
    await page.getByRole('searchbox', { name: 'Phone or name' }).pressSequentially(name, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}$`));
    const row = page.locator('a.admin-person', { hasText: shopper.phone });
    await expect(row).toBeVisible();
    await saveScreen(page, 'admin-users-desk', 'en');
    await row.click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'true');
    // The person and the actions left, orders and ledgers right.
    const left = await page.locator('.admin-person-page__side').boundingBox();
    const right = await page.locator('.admin-person-page__main').boundingBox();
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);

    // Taking more referral points than they have: the server's message beside the amount.
    const form = page.getByRole('form', { name: 'Change a balance' });
    await form.getByLabel('Balance').selectOption('referral');
    await form.getByLabel('Amount').fill('-3');
    await form.getByLabel('Reason').fill('Duplicate sign-ups');
    await form.getByRole('button', { name: 'Save the change' }).click();
    const amount = form.getByLabel('Amount');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('This would take the balance below zero; it is 0 now.');
    await expect(page.getByTestId('user-referral-points')).toHaveText('0');
    // Then a grant.
    await amount.fill('3');
    await form.getByRole('button', { name: 'Save the change' }).click();
    await expect(page.getByText(`${name} now has 3 referral points`)).toBeVisible();
    await expect(page.getByTestId('user-referral-points')).toHaveText('3');
    await expect(page.getByTestId('referral-ledger').getByTestId('ledger-entry').first()).toContainText('Duplicate sign-ups');
    await saveScreen(page, 'admin-user-desk', 'en');

    // A ticket product's batches, from its card: the demo's Quick draw has declared batches once
    // the lucky-draw journey ran; any product shows at least its open batch.
    const products = await gql<{ adminTicketProducts: { id: number; name: string }[] }>(page.request, admin, '{ adminTicketProducts { id name } }');
    const product = products.adminTicketProducts[0];
    await adminNav(page, 'Catalogue', 'Ticket products');
    await page.getByTestId(`ticket-product-${product.id}`).getByRole('link', { name: `Batches of ${product.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ticket-products/${product.id}/draws$`));
    await expect(page.getByRole('heading', { name: `Batches of ${product.name}`, level: 1 })).toBeVisible();
    const batch = page.locator('.admin-draw').first();
    await expect(batch).toContainText(/\d+ of \d+ sold/);
    await batch.locator('summary').click();
    await expect(batch.getByText('Seed hash')).toBeVisible();
    await expect(batch.locator('.admin-fairness code').first()).toHaveText(/^[0-9a-f]{64}$/);
    await saveScreen(page, 'admin-draws-desk', 'en');
  });

  test('desk: the console in Burmese', async ({ page }) => {
    const admin = await adminToken(page.request);
    await useToken(page, admin);
    await useBurmeseFont(page);
    await page.addInitScript(() => localStorage.setItem('lang', 'mm'));
    for (const [url, screen] of [
      ['/admin', 'admin-dashboard-desk'],
      ['/admin/users', 'admin-users-desk'],
      ['/admin/audit', 'admin-audit-desk'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
      await expect(page.locator('.admin-main h1')).toBeVisible();
      await expect(page.locator('.ui-skeleton')).toHaveCount(0);
      // Nothing left in English: the headings and the navigation are Burmese.
      await expect(page.locator('.admin-main h1')).toHaveText(/[\u1000-\u109f]/);
      await expect(page.locator('.admin-nav')).not.toContainText(/Dashboard|Queues|Catalogue|People/);
      await saveScreen(page, screen, 'mm');
    }
  });
});

test.describe('360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('360 px: every console page fits the width, and the navigation labels are whole, in en, mm and ch', async ({ page }) => {
    test.setTimeout(120_000);
    const admin = await adminToken(page.request);
    const shopper = await signUpByApi(page, 'Narrow Shopper');
    const shopperId = (await gql<{ me: { id: number } }>(page.request, shopper.token, '{ me { id } }')).me.id;
    await gql(page.request, admin, 'mutation($u: Int!) { grantTokens(userId: $u, amount: 7, reason: "A very long reason to see how a ledger line wraps on a small phone") { id } }', {
      u: shopperId,
    });
    const product = (await gql<{ adminTicketProducts: { id: number }[] }>(page.request, admin, '{ adminTicketProducts { id } }')).adminTicketProducts[0];
    await useToken(page, admin);
    await useBurmeseFont(page);
    const pages = [
      ['/admin', 'admin-dashboard-360'],
      ['/admin/users', 'admin-users-360'],
      [`/admin/users/${shopperId}`, 'admin-user-360'],
      ['/admin/audit', 'admin-audit-360'],
      [`/admin/ticket-products/${product.id}/draws`, 'admin-draws-360'],
      ['/admin/products', 'admin-products-360'],
      ['/admin/categories', 'admin-categories-360'],
      ['/admin/content', 'admin-content-360'],
      ['/admin/content?tab=payments', 'admin-payments-360'],
      ['/admin/content?tab=promotion', 'admin-promotion-360'],
      ['/admin/couriers', 'admin-couriers-360'],
    ] as const;
    for (const lang of ['en', 'mm', 'ch'] as const) {
      await page.goto('/admin');
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const [url, screen] of pages) {
        await page.goto(url);
        await expect(page.locator('.admin-main h1')).toBeVisible();
        await expect(page.locator('.ui-skeleton')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready.then(() => true));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${url} in ${lang}`).toBeLessThanOrEqual(360);
        // Each group's label is whole (nothing cut or spilling out of its button).
        const cut = await page.locator('.admin-nav__group').evaluateAll((groups) =>
          groups.filter((g) => g.scrollWidth > g.clientWidth + 1 || g.getBoundingClientRect().right > window.innerWidth).map((g) => g.textContent),
        );
        expect(cut, `navigation in ${lang}`).toEqual([]);
        await saveScreen(page, screen, lang);
      }
      // A group opened: its links wrap, none off screen.
      await page.locator('.admin-nav button[aria-expanded]').first().click();
      const off = await page.locator('.admin-nav .admin-nav__link').evaluateAll((links) => links.filter((l) => l.getBoundingClientRect().right > window.innerWidth).length);
      expect(off, `queue links in ${lang}`).toBe(0);
      await saveScreen(page, 'admin-nav-open-360', lang);
    }
  });
});

