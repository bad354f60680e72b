// The admin queues against the real server: the admin (09790000009 / admin-pass, created by
// scripts/e2e-server.sh before `serve`) checks payment screenshots, rejects one order with a
// reason, approves another, then approves the shopper's shipping order; the shopper's REST lists
// follow. A shopper and a visitor cannot use /admin.
import { expect, test, type Page } from '@playwright/test';
import { adminNav, adminToken, auth, gradientPng, shopperWithAddress, signUpByApi, useBurmeseFont, useLanguage, useToken } from './helpers';


async function firstPaymentId(page: Page): Promise<number> {
  const body = await (await page.request.get('/api/payments')).json();
  return body.data[0].id as number;
}

/** Buys `count` different products now (skipping any the shop cannot sell); answers the order ids. */
async function buyNow(page: Page, token: string, count: number, skip = 0): Promise<number[]> {
  const paymentId = await firstPaymentId(page);
  const list = await (await page.request.get('/api/products?per_page=100')).json();
  const products = (list.data.data as { id: number; type: string; actual_price: number }[])
    .filter((p) => p.type === 'product' && p.actual_price < 1_000_000)
    .slice(skip);
  const screenshot = await gradientPng(360, 640);
  const orders: number[] = [];
  for (const product of products) {
    if (orders.length === count) break;
    const response = await page.request.post('/api/user/buynow', {
      headers: auth(token),
      multipart: {
        payment_id: String(paymentId),
        product_id: String(product.id),
        qty: '1',
        payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: screenshot },
      },
    });
    if (response.status() === 200) orders.push((await response.json()).data.order_id as number);
  }
  expect(orders).toHaveLength(count);
  return orders;
}

async function expectScreenshotShown(card: ReturnType<Page['getByTestId']>) {
  const img = card.getByRole('img', { name: 'Payment screenshot' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.getAttribute('src')).toMatch(/^blob:/);
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => true));
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

test('the admin rejects and approves payments, then approves the shipping order', async ({ page }) => {
  const admin = await adminToken(page.request);
  const buyer = await shopperWithAddress(page, 'Admin Test Shopper');
  const [rejectId, approveId] = await buyNow(page, buyer.token, 2);

  await useToken(page, admin);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Payments to check' })).toBeVisible();

  const rejectCard = page.getByTestId(`admin-card-order-${rejectId}`);
  const approveCard = page.getByTestId(`admin-card-order-${approveId}`);
  await expect(rejectCard.getByRole('heading', { name: `Order #${rejectId}` })).toBeVisible();
  await expect(rejectCard).toContainText('MMK');
  await expect(rejectCard).toContainText('KBZPay');
  await expectScreenshotShown(rejectCard);

  // A tap opens the screenshot full screen; a tap closes it.
  await rejectCard.getByRole('button', { name: 'Open the payment screenshot full screen' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Payment screenshot' });
  await expect(lightbox).toBeVisible();
  await lightbox.click();
  await expect(lightbox).toBeHidden();

  // Reject: the reason is required.
  await rejectCard.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this payment?' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Please write a reason')).toBeVisible();
  await dialog.getByLabel('Reason (the shopper sees it)').fill('The amount on the screenshot does not match.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText(`Order #${rejectId} rejected`)).toBeVisible();
  await expect(rejectCard).toHaveCount(0);

  await approveCard.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Order #${approveId} approved`)).toBeVisible();
  await expect(approveCard).toHaveCount(0);

  const history = await (await page.request.get('/api/user/order-history', { headers: auth(buyer.token) })).json();
  const status = new Map((history.data as { order_id: number; status: string }[]).map((o) => [o.order_id, o.status]));
  expect(status.get(rejectId)).toBe('cancelled');
  expect(status.get(approveId)).toBe('approved');

  // The shopper ships the approved items; the admin approves the shipping fee.
  const toShip = await (await page.request.get('/api/user/orders', { headers: auth(buyer.token) })).json();
  const itemIds = (toShip.data as { id: number }[]).map((item) => item.id);
  expect(itemIds.length).toBeGreaterThan(0);
  const created = await page.request.post('/api/user/shipping-orders', {
    headers: auth(buyer.token),
    multipart: {
      order_item_id: JSON.stringify(itemIds),
      payment_id: String(await firstPaymentId(page)),
      payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) },
    },
  });
  const createdBody = await created.json();
  expect(created.status(), JSON.stringify(createdBody)).toBe(200);
  const shippingId = createdBody.data.id as number;

  await adminNav(page, 'Queues', 'Shipping');
  await expect(page).toHaveURL(/\/admin\/shipping$/);
  await expect(page.getByRole('heading', { name: 'Shipping fees to check' })).toBeVisible();
  const shipCard = page.getByTestId(`admin-card-shipping-${shippingId}`);
  await expect(shipCard.getByRole('heading', { name: createdBody.data.shipping_order_id })).toBeVisible();
  await expectScreenshotShown(shipCard);
  // Approve asks who carries the parcel (issue 38): the shop delivers it itself.
  await shipCard.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Put the parcel on the way' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${createdBody.data.shipping_order_id} approved`)).toBeVisible();
  await expect(shipCard).toHaveCount(0);

  const shipping = await (await page.request.get('/api/user/shipping-orders', { headers: auth(buyer.token) })).json();
  const mine = (shipping.data as { id: number; status: string }[]).find((s) => s.id === shippingId);
  expect(mine?.status).toBe('approved');

  // Deciding twice (another admin was first) shows the server's message.
  const [late] = await buyNow(page, buyer.token, 1, 3);
  await page.goto('/admin/orders');
  const lateCard = page.getByTestId(`admin-card-order-${late}`);
  await expect(lateCard).toBeVisible();
  const other = await page.request.post('/graphql', {
    headers: auth(admin),
    data: { query: `mutation { approveOrder(id: ${late}) }` },
  });
  expect(other.status()).toBe(200);
  await lateCard.getByRole('button', { name: 'Approve' }).click();
  const error = page.getByRole('alertdialog');
  await expect(error).toContainText(/already/i);
});

test('a shopper who is not an admin is told so; a visitor goes to sign in', async ({ page }) => {
  const buyer = await signUpByApi(page);
  await useToken(page, buyer.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'You are not an admin' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(new URL('/admin/shipping', page.url()).toString());
  await expect(visitor).toHaveURL(/\/signin$/);
  await visitor.close();
});

test('screens: payments queue in en and mm, phone and desktop', async ({ page }) => {
  const admin = await adminToken(page.request);
  const buyer = await shopperWithAddress(page, 'Admin Test Shopper');
  await buyNow(page, buyer.token, 2, 5);
  await useToken(page, admin);

  for (const [lang, suffix] of [
    ['en', 'en'],
    ['mm', 'mm'],
  ] as const) {
    if (lang === 'mm') {
      await useLanguage(page, 'mm');
      await useBurmeseFont(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/orders');
    await expect(page.locator('.admin-card').first()).toBeVisible();
    await expect.poll(() => page.locator('.admin-shot__img').first().evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await shot(page, `admin-payments-${suffix}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.admin-split')).toBeVisible();
    await expect.poll(() => page.locator('.admin-shot__img').first().evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await shot(page, `admin-payments-${suffix}-desktop`);
  }

  await page.goto('/admin/shipping');
  await expect(page.locator('.admin-main__title')).toBeVisible();
  await shot(page, 'admin-shipping-mm-desktop');
});
