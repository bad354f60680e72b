// The shopper cancels an order the shop has not decided (issue 39) against the real server, at
// phone size (360 px): bought by transfer through the API, the order waits on /my-orders-to-ship;
// "Cancel order" opens the reasons (the dialog under axe in en, mm and ch, no English in mm and ch),
// a reason and Cancel order cancel it: the entry says the shopper cancelled it, with the reason and
// the refund due, and the page passes axe in three languages.
import { expect, test } from '@playwright/test';
import { checkDialog, checkInEveryLanguage, expectAccessible, setLanguage } from './a11y-helpers';
import { buyVariantNow, gql, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

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
  const price = found.product.variants.find((v) => v.sku === 'CHUCK-40-BLK')!.price;
  const shopper = await shopperWithAddress(page, 'Cancel Shopper');
  const orderId = await buyVariantNow(page.request, shopper.token, transfer.id, SLUG, 'CHUCK-40-BLK');

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
