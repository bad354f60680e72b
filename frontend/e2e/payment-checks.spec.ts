// Payment checks against the real server, at a phone's size: two shoppers each buy now paying with
// the very same screenshot file; the second payment is flagged at submit time (an exact copy needs
// no receipt reading). The admin opens the orders queue, sees on the second order the "Same picture
// sent before" warning with the server's reason, follows "See payment #N" and lands on the first
// payment's page: its order, its shopper and that it still waits for a decision. The page also
// fits a 360 px phone.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, buyNowByApi, gql, rgbPng, shopperWithAddress, useToken } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A real PNG no other test sends: blocks of colours drawn from `seed`, so its fingerprint is near
 * no other test's picture (the gradients of helpers.ts are all alike) and only its own copy is
 * flagged.
 */
function blocksPng(seed: number, width = 240, height = 360, block = 24): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 256;
  };
  const colours: number[][] = [];
  for (let i = 0; i < Math.ceil(width / block) * Math.ceil(height / block); i += 1) colours.push([next(), next(), next()]);
  const columns = Math.ceil(width / block);
  return rgbPng(width, height, (x, y) => colours[Math.floor(y / block) * columns + Math.floor(x / block)] as [number, number, number]);
}

interface Pending {
  pendingOrders: { order: { orderId: number }; receipt: { paymentId: number }; flags: { code: string; relatedPaymentId: number | null; detail: string }[] }[];
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a copied payment screenshot is flagged, and its link leads to the first payment', async ({ page }) => {
  const request = page.request;
  const admin = await adminToken(request);
  const first = await shopperWithAddress(page, 'Checks First Shopper');
  const second = await shopperWithAddress(page, 'Checks Second Shopper');
  const payments = (await (await request.get('/api/payments')).json()).data as { id: number }[];
  const catalogue = (await (await request.get('/api/products?per_page=100')).json()).data.data as { id: number; type: string; actual_price: number }[];
  const product = catalogue.find((p) => p.type === 'product' && p.actual_price < 500_000)!;

  // The very same file bytes, twice.
  const screenshot = blocksPng(Date.now());
  const firstOrder = await buyNowByApi(request, first.token, product.id, payments[0].id, screenshot);
  const secondOrder = await buyNowByApi(request, second.token, product.id, payments[0].id, screenshot);

  const pending = (await gql<Pending>(request, admin, '{ pendingOrders { order { orderId } receipt { paymentId } flags { code relatedPaymentId detail } } }')).pendingOrders;
  const firstPayment = pending.find((p) => p.order.orderId === firstOrder)!.receipt.paymentId;
  const secondEntry = pending.find((p) => p.order.orderId === secondOrder)!;
  const flag = secondEntry.flags.find((f) => f.code === 'DUPLICATE_PICTURE' && f.relatedPaymentId === firstPayment);
  expect(flag, JSON.stringify(secondEntry.flags)).toBeTruthy();

  // The admin, on a phone.
  await useToken(page, admin);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Payments to check' })).toBeVisible();
  const card = page.getByTestId(`admin-card-order-${secondOrder}`);
  await card.scrollIntoViewIfNeeded();
  const warning = card.locator(`[data-testid="payment-flag"][data-code="DUPLICATE_PICTURE"]`).filter({ has: page.locator(`a[href="/admin/payments/${firstPayment}"]`) });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Same picture sent before');
  await expect(warning).toContainText(flag!.detail);
  await expect(warning).toContainText(`#${firstPayment}`);
  // The first order carries no warning about a picture of its own.
  await expect(page.getByTestId(`admin-card-order-${firstOrder}`).locator('[data-code="DUPLICATE_PICTURE"]')).toHaveCount(0);
  await noSidewaysScroll(page);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/payment-checks-queue.png' });

  await warning.getByRole('link', { name: `See payment #${firstPayment}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payments/${firstPayment}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Payment #${firstPayment}` })).toBeVisible();
  await expect(page.getByTestId('payment-subject')).toHaveText(`Order #${firstOrder}`);
  await expect(page.getByTestId('payment-shopper')).toHaveText(`Checks First Shopper · ${first.phone}`);
  await expect(page.getByTestId('payment-decision')).toHaveText('Waiting for a decision');
  await expect(page.getByRole('link', { name: 'Open in its queue' })).toHaveAttribute('href', '/admin/orders');
  await expect(page.getByRole('link', { name: 'See the shopper' })).toHaveAttribute('href', /\/admin\/users\/\d+$/);
  const img = page.getByRole('img', { name: 'Payment screenshot' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await noSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/screens/payment-checks-page.png', fullPage: true });

  // The same page on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);

  // A payment that does not exist.
  await page.goto('/admin/payments/99999999');
  await expect(page.getByRole('heading', { name: 'No such payment' })).toBeVisible();
});
