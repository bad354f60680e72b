// Notifications against the real server (issue 14):
//   1. live: a shopper's open shop subscribes over the websocket /graphql/ws; the admin, in another
//      browser, sees the shopper's new order appear in /admin/orders without a reload (the admin
//      queue's live events) and approves it; the shopper's bell count rises without a reload and
//      the push toast shows; the drawer lists 'Order approved' unread, and a tap marks it read and
//      opens /my-orders-to-ship;
//   2. Web Push: with notifications allowed, the app registers /push-sw.js with the scope /push/
//      by itself (no question asked); a push delivered to it through the DevTools protocol is shown
//      as a system notification with its title and body (no push service is reachable here: the
//      subscription itself gives up silently). A browser not yet asked gets the drawer's 'Turn on
//      notifications' instead, and pressing it sets push up;
//   3. a fresh shopper's drawer says 'No notifications'; later 'Mark all as read' reads them all.
// Phone-size screenshots of the drawer and the toast in en and mm.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { adminScreen, adminToken, auth, gql, gradientPng, saveScreen, setLanguage, shopperWithAddress, signUpByApi, useBurmeseFont, useToken } from './helpers';

// Screens are saved with the drawer and the toast in place, not halfway through sliding in.
test.use({ reducedMotion: 'reduce' });
// Web Push needs its worker (playwright.config.ts blocks workers elsewhere).
test.use({ serviceWorkers: 'allow' });

const unreadCount = (page: Page, token: string) => gql<{ unreadNotificationCount: number }>(page.request, token, '{ unreadNotificationCount }').then((d) => d.unreadNotificationCount);

/** Buys one product now with a payment screenshot: an order waiting for the admin. */
async function buyNow(page: Page, token: string): Promise<number> {
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number }[];
  const list = (await (await page.request.get('/api/products?per_page=100')).json()).data.data as { id: number; type: string; actual_price: number }[];
  const product = list.find((p) => p.type === 'product' && p.actual_price < 500_000)!;
  const response = await page.request.post('/api/user/buynow', {
    headers: auth(token),
    multipart: {
      payment_id: String(payments[0].id),
      product_id: String(product.id),
      qty: '1',
      payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(200, 300) },
    },
  });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return (body.data.order_id ?? body.data.orderId) as number;
}

/** Resolves once the page's websocket at /graphql/ws has subscribed to `field` (after connection_ack). */
function subscribed(page: Page, field: string): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/graphql/ws')) return;
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"') && text.includes(field)) resolve(socket);
      });
    });
  });
}

const bellCount = async (page: Page) => {
  const name = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
};

test('the admin approves an order: the shopper’s bell rises live, the toast shows, the drawer lists it and a tap reads it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const shopper = await shopperWithAddress(page, 'Bell Shopper');
  const admin = await adminToken(page.request);

  // The admin's queue is open before the order exists: it must appear by itself.
  const adminPage = await adminScreen(browser, admin);
  const adminLive = subscribed(adminPage, 'adminQueueEvents');
  await adminPage.goto('/admin/orders');
  await expect(adminPage.getByRole('heading', { name: 'Payments to check' })).toBeVisible();
  await adminLive;

  await useToken(page, shopper.token);
  const shopperLive = subscribed(page, 'notificationEvents');
  await page.goto('/');
  const socket = await shopperLive;
  // Same origin: ws:// on the page's own host and port (the CSP's connect-src 'self').
  expect(new URL(socket.url()).host).toBe(new URL(page.url()).host);
  const before = await unreadCount(page, shopper.token);
  await expect.poll(() => bellCount(page)).toBe(before);

  const orderId = await buyNow(page, shopper.token);
  const card = adminPage.getByTestId(`admin-card-order-${orderId}`);
  await expect(card, 'the new order appears in the admin queue without a reload').toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`Order #${orderId} approved`)).toBeVisible();

  // The shopper's page was not reloaded: the count rises and the toast tells what happened.
  const toast = page.getByTestId('push-toast');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('status').filter({ has: toast })).toHaveAttribute('aria-live', 'polite');
  await expect.poll(() => bellCount(page)).toBeGreaterThan(before);
  const after = await unreadCount(page, shopper.token);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(`Notifications, ${after} unread`);
  await expect(page.getByTestId('notification-count')).toHaveText(String(after));
  await saveScreen(page, 'notification-toast', 'en');
  // Held by the pointer (it would go by itself after 5 s), it passes axe (WCAG 2.2 A and AA).
  await toast.hover();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('.nt-toast-region').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expect(toast).toBeVisible();
  // Closed by its X.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();

  await page.getByTestId('notification-bell').click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByTestId('notification-item').filter({ hasText: 'Order approved' }).filter({ hasText: `#${orderId}` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item).toContainText('Unread');
  await saveScreen(page, 'notifications-drawer', 'en');
  await item.click();
  await expect(page).toHaveURL(/\/my-orders-to-ship$/);
  await expect(drawer).toBeHidden();
  await expect.poll(() => unreadCount(page, shopper.token)).toBe(after - 1);
  await expect.poll(() => bellCount(page)).toBe(after - 1);
  const stored = await page.request.get('/api/user/notifications?limit=30&page=1', { headers: auth(shopper.token) });
  const rows = (await stored.json()).data.data as { title: string; body: string; read: boolean }[];
  expect(rows.find((row) => row.title === 'Order approved' && row.body.includes(`#${orderId}`))?.read).toBe(true);

  // Burmese: the drawer's texts.
  await useBurmeseFont(page);
  await setLanguage(page, 'mm');
  await page.reload();
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog', { name: 'အသိပေးချက်များ' })).toBeVisible();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await saveScreen(page, 'notifications-drawer', 'mm');
  await adminPage.context().close();
});

test('Web Push: once allowed, the app registers /push-sw.js for /push/ by itself, and a push is shown as a notification', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const shopper = await signUpByApi(page, 'Push Shopper');
  await useToken(page, shopper.token);
  await page.goto('/');
  // Allowed already: the app sets push up by itself a little after the page shows; the button is
  // for a browser that has not been asked, so here there is none to press.
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('push-turn-on')).toHaveCount(0);

  const scope = new URL('/push/', baseURL).href;
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push/'))?.active?.state ?? 'none'), { timeout: 20_000 })
    .toBe('activated');
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration('/push/');
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(registration).toEqual({ scope, script: new URL('/push-sw.js', baseURL).href });
  // The shop's own pages are not under its control (issue 15's worker takes /).
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // A push, delivered to the worker as a push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const shown = () =>
    page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration('/push/');
      return (await found!.getNotifications()).map((n) => ({ title: n.title, body: n.body, link: (n.data as { link?: string }).link }));
    });
  /** Delivers `data` until the worker has shown `count` notifications (the harness may hand the push to a worker still waking up; the tag keeps one notification per id). */
  async function deliver(data: string, count: number) {
    for (let attempt = 0; attempt < 5 && (await shown()).length < count; attempt += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: id, data });
      await expect.poll(async () => (await shown()).length, { timeout: 4000 }).toBeGreaterThanOrEqual(count).catch(() => undefined);
    }
  }
  const push = { title: 'Order approved', body: 'Your order #77 was approved. It is waiting to be shipped.', image: null, link: '/my-orders-to-ship', data: { id: 77, kind: 'order_approved' } };
  await deliver(JSON.stringify(push), 1);
  expect(await shown()).toEqual([{ title: push.title, body: push.body, link: '/my-orders-to-ship' }]);

  // Plain text is shown as the body, under the shop's name.
  await deliver('Hello from the shop', 2);
  expect((await shown()).map((n) => `${n.title}: ${n.body}`)).toContain('Lucky Mall: Hello from the shop');
});

test('a browser not yet asked gets the button; pressing it asks, and registers the worker once allowed', async ({ page, context, baseURL }) => {
  const shopper = await signUpByApi(page, 'Push Asker');
  await useToken(page, shopper.token);
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const button = page.getByTestId('push-turn-on');
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Turn on notifications');
  // Nothing was registered before the tap.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push/')) === undefined)).toBe(true);
  // The browser's question is answered 'allow' (as a shopper would tap it).
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await button.click();
  await expect(button).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/push/'))?.active?.scriptURL ?? 'none'), { timeout: 20_000 })
    .toBe(new URL('/push-sw.js', baseURL).href);
});

test('a fresh shopper’s drawer says "No notifications"; later, "Mark all as read" reads them all', async ({ page }) => {
  const shopper = await shopperWithAddress(page, 'Quiet Shopper');
  await useToken(page, shopper.token);
  await page.goto('/');
  await page.getByTestId('notification-bell').click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('No notifications')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await saveScreen(page, 'notifications-empty', 'en');
  await page.keyboard.press('Escape');

  // Two orders approved by the admin (through the API): two unread notifications.
  const admin = await adminToken(page.request);
  for (let i = 0; i < 2; i += 1) await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: await buyNow(page, shopper.token) });
  const unread = await unreadCount(page, shopper.token);
  expect(unread).toBeGreaterThanOrEqual(2);
  await expect.poll(() => bellCount(page)).toBe(unread);
  await page.getByTestId('notification-bell').click();
  await expect(drawer.getByTestId('notification-item').filter({ hasText: 'Order approved' })).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await expect(drawer.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  expect(await unreadCount(page, shopper.token)).toBe(0);
});
