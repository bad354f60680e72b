// The payment QR on confirm-order (issue 38) against the real server, at phone size (360 px). The
// admin adds a wallet with its merchant QR (through the API; hidden again at the end, so other
// files' payment lists are as before). A shopper checks out the demo Converse in 40 / White from
// the cart and picks the wallet: the page shows the QR of this payment (the server's PNG, fetched
// with the shopper's token), the reference to write in the wallet's note and "Save QR" (axe and no
// English in mm and ch); the reference is the one the server made for this amount. Submitting with a
// screenshot places the order and uses the reference: its QR is gone.
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { merchantPayload } from './mmqr';
import { expectAccessible, LANGS, setLanguage } from './a11y-helpers';
import { adminToken, auth, gql, gradientPng, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';

// The axe checks read colours: nothing caught halfway through a fade-in.
test.use({ reducedMotion: 'reduce' });

test('confirm-order shows the QR of the payment with its reference, and the order uses it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const picture = await QRCode.toBuffer(merchantPayload(), { type: 'png', width: 400, margin: 4 });
  const name = `QR Pay ${Date.now() % 100_000}`;
  const input = { name, paymentNumbers: [{ accountName: 'Lucky Mall', accountNumber: '09791234567' }], sort: 91 };
  const created = await page.request.post('/graphql', {
    headers: auth(admin),
    multipart: {
      operations: JSON.stringify({ query: 'mutation($input: PaymentMethodInput!, $qr: Upload) { createPaymentMethod(input: $input, merchantQr: $qr) }', variables: { input, qr: null } }),
      map: JSON.stringify({ 0: ['variables.qr'] }),
      0: { name: 'wallet-qr.png', mimeType: 'image/png', buffer: picture },
    },
  });
  const answer = await created.json();
  const methodId = answer.data?.createPaymentMethod as number;
  expect(methodId, JSON.stringify(answer)).toBeGreaterThan(0);
  try {
    const shopper = await shopperWithAddress(page, 'QR Shopper');
    const found = await gql<{ product: { id: number; variants: { id: number; sku: string; price: number }[] } }>(page.request, null, 'query($s: String!) { product(slug: $s) { id variants { id sku price } } }', { s: SLUG });
    const variant = found.product.variants.find((v) => v.sku === 'CHUCK-40-WHT')!;
    const added = await page.request.post('/api/user/cart/add', { headers: auth(shopper.token), data: { product_id: found.product.id, variant_id: variant.id, qty: 1 } });
    expect(added.status(), await added.text()).toBe(200);

    await useToken(page, shopper.token);
    await page.goto('/cart-list');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/confirm-order$/);
    await page.getByRole('radio', { name }).check();
    const qr = page.getByTestId('payment-qr');
    const image = qr.getByRole('img');
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(320);
    const reference = (await qr.getByTestId('payment-reference').textContent())!;
    expect(reference).toMatch(/^PAY\d{6,}$/);
    await expect(qr.getByRole('link', { name: 'Save QR' })).toHaveAttribute('download', `lucky-mall-${reference}.png`);
    // The server made it for the amount on the page: asked again, the same reference and amount.
    const again = await gql<{ createPaymentQr: { reference: string; amountMmk: number } }>(
      page.request,
      shopper.token,
      'mutation($m: Int!, $a: Int!) { createPaymentQr(kind: ORDER, paymentId: $m, amountMmk: $a) { reference amountMmk } }',
      { m: methodId, a: variant.price },
    );
    expect(again.createPaymentQr).toEqual({ reference, amountMmk: variant.price });

    for (const lang of LANGS) {
      await setLanguage(page, lang);
      await page.getByRole('radio', { name }).check();
      await expect(qr.getByTestId('payment-reference')).toHaveText(reference);
      if (lang !== 'en') expect(await qr.innerText()).not.toMatch(/[A-Za-z]{4,}/);
      await expectAccessible(page, `/confirm-order with a payment QR in ${lang}`);
    }
    await setLanguage(page, 'en');
    await page.getByRole('radio', { name }).check();
    await expect(qr.getByTestId('payment-reference')).toHaveText(reference);
    await page.getByTestId('screenshot-input').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/order-success$/);
    // The order named the reference: it is used, so its QR is gone.
    const png = await page.request.get(`/api/user/payment-qr.png?reference=${reference}`, { headers: auth(shopper.token) });
    expect(png.status()).toBe(404);
    expect((await png.json()).message).toBe('This payment is no longer waiting to be paid.');
  } finally {
    await gql(page.request, admin, 'mutation($id: Int!) { setContentHidden(kind: PAYMENT_METHOD, id: $id, hidden: true) }', { id: methodId });
  }
});
