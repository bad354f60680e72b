// A voucher code on confirm-order (issue 40) against the real server, at phone size (360 px). The
// admin makes a 10% code (through the API, a code of its own so other files see nothing). A shopper
// checks out the demo Converse in 40 / White (stock not counted) from the cart: a code that does
// not exist is refused under the field in the shopper's language; the real one (typed in lower
// case) shows its discount and the amount due; axe and no English in mm and ch. Submitting with a
// KBZPay screenshot places the order for the amount due, and the success page shows the discount.
import { expect, test } from '@playwright/test';
import { expectAccessible, LANGS, setLanguage } from './a11y-helpers';
import { adminToken, auth, gql, gradientPng, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';
const UNKNOWN = {
  en: 'This code does not exist. Check the spelling and try again.',
  mm: 'ဤကုဒ် မရှိပါ။ စာလုံးပေါင်းကို စစ်ဆေးပြီး ထပ်မံကြိုးစားပါ။',
  ch: '此优惠码不存在，请检查拼写后重试。',
};
const APPLY = { en: 'Apply', mm: 'အသုံးပြုမည်', ch: '使用' };
const LABEL = { en: 'Voucher code', mm: 'လျှော့စျေးကုဒ်', ch: '优惠码' };

test.use({ reducedMotion: 'reduce' });

test('a shopper applies a voucher code on confirm-order and pays the amount due', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const code = `SAVE${Date.now() % 1_000_000}`;
  await gql(page.request, admin, 'mutation($input: VoucherInput!) { createVoucher(input: $input) }', {
    input: { code, kind: 'PERCENT', value: 10, totalUses: 5, title: { en: '10% off', mm: '၁၀% လျှော့', ch: '九折' } },
  });
  const shopper = await shopperWithAddress(page, 'Voucher Shopper');
  const found = await gql<{ product: { id: number; variants: { id: number; sku: string; price: number }[] } }>(
    page.request,
    null,
    'query($s: String!) { product(slug: $s) { id variants { id sku price } } }',
    { s: SLUG },
  );
  const variant = found.product.variants.find((v) => v.sku === 'CHUCK-40-WHT')!;
  const added = await page.request.post('/api/user/cart/add', { headers: auth(shopper.token), data: { product_id: found.product.id, variant_id: variant.id, qty: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const discount = Math.floor(variant.price / 10);
  const grouped = (n: number) => n.toLocaleString('en-US');

  await useToken(page, shopper.token);
  await page.goto('/cart-list');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);

  for (const lang of LANGS) {
    await setLanguage(page, lang);
    const field = page.getByLabel(LABEL[lang]);
    await field.fill('nope-123');
    await page.getByRole('button', { name: APPLY[lang] }).click();
    await expect(page.getByRole('alert').filter({ hasText: UNKNOWN[lang] })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `/confirm-order with a refused voucher in ${lang}`);
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    const applied = page.getByTestId('voucher-applied');
    await expect(applied).toContainText(code);
    await expect(page.getByTestId('order-discount')).toContainText(grouped(discount));
    await expect(page.getByTestId('order-total')).toContainText(grouped(variant.price - discount));
    if (lang !== 'en') {
      // The voucher's own texts (the product's brand name above is English in every language).
      const discountRow = page.getByTestId('order-discount').locator('xpath=..');
      const texts = [await applied.innerText(), await discountRow.innerText(), await page.getByTestId('order-total').locator('xpath=..').innerText()];
      for (const text of texts) expect(text.replaceAll(code, '').replaceAll('MMK', '')).not.toMatch(/[A-Za-z]{4,}/);
    }
    await expectAccessible(page, `/confirm-order with a voucher applied in ${lang}`);
  }

  await setLanguage(page, 'en');
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText(code);
  await page.getByRole('radio', { name: /KBZ/ }).first().check();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByTestId('order-discount')).toContainText(grouped(discount));
  await expect(page.getByTestId('order-total')).toContainText(grouped(variant.price - discount));
  const orders = await gql<{ myOrders: { totalPrice: number; discount: number; voucherCode: string | null }[] }>(
    page.request,
    shopper.token,
    'query { myOrders { totalPrice discount voucherCode } }',
  );
  expect(orders.myOrders[0]).toEqual({ totalPrice: variant.price - discount, discount, voucherCode: code });
});
