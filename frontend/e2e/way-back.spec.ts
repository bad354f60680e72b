// The shopper cancels an order the shop has not decided (issue 39) against the real server, at
// phone size (360 px): bought by transfer through the API, the order waits on /my-orders-to-ship;
// "Cancel order" opens the reasons (the dialog under axe in en, mm and ch, no English in mm and ch),
// a reason and Cancel order cancel it: the entry says the shopper cancelled it, with the reason and
// the refund due, and the page passes axe in three languages. Then a received parcel: "Return
// items" asks a return with a photo (the dialog under axe in three languages), and the order
// shows the return waiting for the shop.
import { expect, test } from '@playwright/test';
import { checkDialog, checkInEveryLanguage, expectAccessible, setLanguage } from './a11y-helpers';
import { adminToken, auth, buyVariantNow, gql, gradientPng, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';

test.use({ reducedMotion: 'reduce' });

test('the shopper cancels an undecided order from its page and sees the refund due', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const { paymentMethods } = await gql<{ paymentMethods: { id: number; kind: string }[] }>(page.request, null, '{ paymentMethods { id kind } }');
  const transfer = paymentMethods.find((m) => m.kind === 'TRANSFER')!;
  const found = await gql<{ product: { variants: { sku: string; price: number }[] } }>(page.request, null, 'query($s: String!) { product(slug: $s) { variants { sku price } } }', { s: SLUG });
  const price = found.product.variants.find((v) => v.sku === 'CHUCK-40-WHT')!.price;
  const shopper = await shopperWithAddress(page, 'Cancel Shopper');
  const orderId = await buyVariantNow(page.request, shopper.token, transfer.id, SLUG, 'CHUCK-40-WHT');

  await useToken(page, shopper.token);
  await page.goto('/my-orders-to-ship');
  const entry = page.getByTestId('order-payment').filter({ hasText: `#${orderId}` });
  await expect(entry.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await checkDialog(page, 'the cancel order dialog', async (p) => {
    await p.getByTestId('order-payment').filter({ hasText: `#${orderId}` }).getByRole('button').click();
  });
  await setLanguage(page, 'en');
  await entry.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
  await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(entry).toContainText('You cancelled this order');
  await expect(entry).toContainText('I ordered by mistake');
  await expect(entry.getByTestId('order-refund')).toContainText(`Refund due: ${price.toLocaleString('en-US')}`);
  await expect(entry.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectAccessible(page, '/my-orders-to-ship with a cancelled order');
  await checkInEveryLanguage(page, '/my-orders-to-ship');
});

test('the shopper asks a return of a received parcel with a photo', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const { paymentMethods } = await gql<{ paymentMethods: { id: number; kind: string }[] }>(page.request, null, '{ paymentMethods { id kind } }');
  const transfer = paymentMethods.find((m) => m.kind === 'TRANSFER')!;
  const shopper = await shopperWithAddress(page, 'Return Shopper');
  const orderId = await buyVariantNow(page.request, shopper.token, transfer.id, SLUG, 'CHUCK-40-WHT');
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });
  const toShip = (await (await page.request.get('/api/user/orders', { headers: auth(shopper.token) })).json()).data as { id: number }[];
  const created = await page.request.post('/api/user/shipping-orders', {
    headers: auth(shopper.token),
    multipart: {
      order_item_id: JSON.stringify(toShip.map((item) => item.id)),
      payment_id: String(transfer.id),
      payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) },
    },
  });
  const shippingId = (await created.json()).data.id as number;
  await gql(page.request, admin, 'mutation($id: Int!) { approveShippingOrder(id: $id) }', { id: shippingId });
  const received = await page.request.put('/api/user/shipping-orders/received', { headers: auth(shopper.token), data: { shipping_order_id: shippingId } });
  expect(received.status(), await received.text()).toBe(200);

  await useToken(page, shopper.token);
  await page.goto('/my-orders-received');
  await page.getByTestId('shipping-order').first().click();
  await expect(page).toHaveURL(/\/my-orders-shipping-detail$/);
  await checkDialog(page, 'the return dialog', async (p) => {
    await p.locator('.cm-bar .ui-button').first().click();
  });
  await setLanguage(page, 'en');
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await dialog.getByRole('radio', { name: 'It arrived damaged' }).check();
  await dialog.getByLabel('Tell us more (optional)').fill('The sole came off');
  await dialog.getByTestId('return-photo-input').setInputFiles({ name: 'shoe.png', mimeType: 'image/png', buffer: await gradientPng(320, 240) });
  await expect(dialog.getByRole('img', { name: 'Return photo 1' })).toBeVisible();
  await expectAccessible(page, 'the return dialog with a photo');
  await dialog.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByText(/Return #\d+ asked/)).toBeVisible();

  // The order shows it, waiting for the shop; the admin's queue has it with its photo.
  await page.goto('/my-orders-to-ship');
  const entry = page.getByTestId('order-payment').filter({ hasText: `#${orderId}` });
  await expect(entry.getByTestId('order-return')).toContainText('waiting for the shop (It arrived damaged)');
  await checkInEveryLanguage(page, '/my-orders-to-ship');
  const { pendingReturns } = await gql<{ pendingReturns: { orderId: number; orderReturn: { photos: string[]; comment: string } }[] }>(
    page.request,
    admin,
    '{ pendingReturns { orderId orderReturn { photos comment } } }',
  );
  const mine = pendingReturns.find((r) => r.orderId === orderId)!;
  expect(mine.orderReturn.comment).toBe('The sole came off');
  expect(mine.orderReturn.photos).toHaveLength(1);
});
