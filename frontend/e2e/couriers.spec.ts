// Couriers and tracking (issue 38) against the real server, at phone size (360 px). A shopper buys
// the demo Converse in 40 / Black and asks for shipping (through the API); the admin, on a phone,
// sees the variant and its SKU in the payments queue and approves, adds a courier in
// /admin/couriers (a plain http link refused beside its field first), approves the shipping order
// with that courier and a tracking number with a space and a slash, and the shopper's shipping list
// and detail show the courier, its phone and the number; "Track parcel" opens the courier's page
// (served here by `context.route`, no network) in a new tab with the number percent-encoded and no
// opener. In Burmese, the shopper's card, and the admin deactivates the courier at the end (so other
// files' approve dialogs offer none).
import { expect, test, type Page } from '@playwright/test';
import { adminNav, adminToken, auth, buyVariantNow, gql, gradientPng, saveScreen, setLanguage, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';
const COURIER_HOST = 'https://track.courier.example';
const TEMPLATE = `${COURIER_HOST}/parcel?code={tracking}`;
const NUMBER = 'RY 2611/28';
const ENCODED = 'RY%202611%2F28';

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

test('the admin adds a courier and ships with it; the shopper sees it and follows the tracking link', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const shopper = await shopperWithAddress(page, 'Courier Shopper');
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const paymentId = (payments.find((p) => /kbz/i.test(p.name)) ?? payments[0]).id;

  // The shopper buys the Converse in 40 / Black (through the API: the product page has its own spec).
  const orderId = await buyVariantNow(page.request, shopper.token, paymentId, SLUG, 'CHUCK-40-BLK');

  // The admin, on a phone: the payments queue names the variant and its SKU; one tap approves.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const adminPage = await context.newPage();
  await useBurmeseFont(adminPage);
  await useToken(adminPage, admin);
  await adminPage.goto('/admin/orders');
  const orderCard = adminPage.getByTestId(`admin-card-order-${orderId}`);
  await expect(orderCard.getByTestId('admin-line-variant')).toContainText('40 / Black');
  await expect(orderCard.getByTestId('admin-line-variant')).toContainText('SKU CHUCK-40-BLK');
  await orderCard.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`Order #${orderId} approved`)).toBeVisible();

  // The shopper asks for the parcel to be shipped (paid by transfer).
  // (A new shopper: the approved order's one item is the whole to-ship list.)
  const toShip = (await (await page.request.get('/api/user/orders', { headers: auth(shopper.token) })).json()).data as { id: number; variant?: { sku: string } }[];
  expect(toShip.map((item) => item.variant?.sku), JSON.stringify(toShip)).toEqual(['CHUCK-40-BLK']);
  const itemIds = toShip.map((item) => item.id);
  const created = await page.request.post('/api/user/shipping-orders', {
    headers: auth(shopper.token),
    multipart: {
      order_item_id: JSON.stringify(itemIds),
      payment_id: String(paymentId),
      payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) },
    },
  });
  const createdBody = await created.json();
  expect(created.status(), JSON.stringify(createdBody)).toBe(200);
  const shippingId = createdBody.data.id as number;
  const shippingCode = createdBody.data.shipping_order_id as string;

  // The admin adds the courier: Queues → Couriers, next to Shipping.
  const courier = `E2E Courier ${Date.now() % 100_000}`;
  await adminNav(adminPage, 'Queues', 'Couriers');
  await expect(adminPage).toHaveURL(/\/admin\/couriers$/);
  await expect(adminPage.getByRole('heading', { name: 'Couriers', level: 1 })).toBeVisible();
  await adminPage.getByRole('button', { name: 'New courier' }).click();
  const form = adminPage.getByRole('form', { name: 'New courier' });
  await expect(form).toContainText('e.g. https://courier.example/track?code={tracking}');
  await form.getByLabel('Name').fill(courier);
  await form.getByLabel('Phone number').fill('09 450 000 111');
  await form.getByLabel('Tracking link (optional)').fill('http://track.courier.example/parcel?code={tracking}');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByRole('alert')).toHaveText('An https:// link with {tracking} written once');
  await form.getByLabel('Tracking link (optional)').fill(TEMPLATE);
  await fitsTheScreen(adminPage);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(adminPage.getByText('Courier added')).toBeVisible();
  const card = adminPage.getByRole('article', { name: courier });
  await expect(card.getByTestId('courier-status')).toHaveText('Active');
  await expect(card.getByTestId('courier-url')).toHaveText(TEMPLATE);
  await fitsTheScreen(adminPage);
  await saveScreen(adminPage, 'admin-couriers', 'en');

  // The shipping queue: the item's variant and SKU; Approve asks who carries the parcel.
  await adminNav(adminPage, 'Queues', 'Shipping');
  const shipCard = adminPage.getByTestId(`admin-card-shipping-${shippingId}`);
  await expect(shipCard.getByTestId('admin-line-variant')).toContainText('40 / Black');
  await expect(shipCard.getByTestId('admin-line-variant')).toContainText('SKU CHUCK-40-BLK');
  await shipCard.getByRole('button', { name: 'Approve' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Put the parcel on the way' });
  const select = dialog.getByLabel('Courier');
  await expect(select.locator('option').first()).toHaveText('Shop delivers itself');
  await expect(dialog.getByLabel('Tracking number (optional)')).toBeDisabled();
  await select.selectOption({ label: courier });
  await dialog.getByLabel('Tracking number (optional)').fill(NUMBER);
  await expect(dialog.getByTestId('tracking-preview')).toHaveText(`${COURIER_HOST}/parcel?code=${ENCODED}`);
  await fitsTheScreen(adminPage);
  await saveScreen(adminPage, 'admin-shipping-approve', 'en');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${shippingCode} approved`)).toBeVisible();
  await expect(shipCard).toHaveCount(0);

  // The shopper: the list names the courier; the detail has the Delivery card.
  await useToken(page, shopper.token);
  await page.goto('/my-orders-shipping');
  const listCard = page.getByTestId('shipping-order').filter({ hasText: shippingCode });
  await expect(listCard.getByTestId('shipping-order-courier')).toHaveText(`Courier: ${courier}`);
  await listCard.click();
  await expect(page).toHaveURL(/\/my-orders-shipping-detail$/);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByTestId('courier-name')).toContainText(courier);
  await expect(delivery.getByRole('link', { name: `Call ${courier} at 09 450 000 111` })).toHaveAttribute('href', 'tel:09450000111');
  await expect(delivery.getByTestId('tracking-number')).toHaveText(NUMBER);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await delivery.getByRole('button', { name: 'Copy tracking number' }).click();
  await expect(delivery.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NUMBER);
  await expect(page.getByTestId('shipping-item').getByTestId('line-variant')).toHaveText('40 / Black');
  await fitsTheScreen(page);
  await saveScreen(page, 'my-orders-shipping-detail-courier', 'en');

  // "Track parcel": the courier's page, served here, in a new tab without an opener.
  const opened: string[] = [];
  await page.context().route(`${COURIER_HOST}/**`, async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Parcel</title><h1>Your parcel is on its way</h1>' });
  });
  const track = delivery.getByRole('link', { name: 'Track parcel' });
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  const [courierPage] = await Promise.all([page.context().waitForEvent('page'), track.click()]);
  await courierPage.waitForLoadState();
  expect(courierPage.url()).toBe(`${COURIER_HOST}/parcel?code=${ENCODED}`);
  await expect(courierPage.getByRole('heading', { name: 'Your parcel is on its way' })).toBeVisible();
  expect(opened).toEqual([`${COURIER_HOST}/parcel?code=${ENCODED}`]);
  expect(await courierPage.evaluate(() => window.opener === null)).toBe(true);
  await courierPage.close();

  // In Burmese: the shopper's Delivery card.
  await setLanguage(page, 'mm');
  await page.reload();
  await expect(page.getByRole('region', { name: 'ပို့ဆောင်မှု' }).getByRole('link', { name: 'ပါဆယ်ကို ခြေရာခံရန်' })).toBeVisible();
  await fitsTheScreen(page);
  await saveScreen(page, 'my-orders-shipping-detail-courier', 'mm');

  // The admin, in Burmese, deactivates the courier: it stays listed, marked, and takes no new parcels.
  await adminPage.goto('/admin/couriers');
  await setLanguage(adminPage, 'mm');
  await adminPage.reload();
  await expect(adminPage.getByRole('heading', { name: 'ပို့ဆောင်ရေးကုမ္ပဏီများ', level: 1 })).toBeVisible();
  await adminPage.getByRole('button', { name: `${courier} ကို ရပ်ရန်` }).click();
  await expect(adminPage.getByText(`${courier} သို့ ပါဆယ်အသစ်များ မလွှဲအပ်တော့ပါ`)).toBeVisible();
  await expect(adminPage.getByRole('article', { name: courier }).getByTestId('courier-status')).toHaveText('ရပ်ထားသည်');
  await fitsTheScreen(adminPage);
  await saveScreen(adminPage, 'admin-couriers', 'mm');
  const stored = await gql<{ couriers: { name: string; active: boolean }[] }>(page.request, admin, '{ couriers { name active } }');
  expect(stored.couriers.find((c) => c.name === courier)?.active).toBe(false);
  await context.close();
});
