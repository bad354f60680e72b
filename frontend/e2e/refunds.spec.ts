// The admin side of refunds (issue 39) against the real server, at phone size (360 px). Through the
// API a shopper orders two sizes (in stock) of the demo Converse from the cart by transfer and the admin
// approves it. The admin opens /admin/orders/{id} (axe in en, mm and ch; the console's own words in
// mm and ch are not English), opens Refund (axe), gives one line back with a picture of the refund
// transfer (`gradientPng`) and sees the refund listed and the line marked refunded; the shopper's
// order (`GET /api/user/orders/{id}`) carries it. Another shopper's order, cancelled by its shopper
// while pending, becomes a refund due: the admin marks it sent on /admin/refunds (axe on the page
// in three languages and on the Mark as sent dialog) and it moves to the sent ones.
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, setLanguage, type Lang } from './a11y-helpers';
import { adminToken, auth, buyVariantNow, gql, gradientPng, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';

// The axe checks read colours: no dialog caught halfway through its fade-in.
test.use({ reducedMotion: 'reduce' });

/** The console's own words (headings, labels, badges, buttons) in `lang`: no English word in mm or ch but brand names and codes. */
async function noEnglish(parts: Locator, lang: Lang) {
  if (lang === 'en') return;
  const texts = await parts.allInnerTexts();
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text.replace(/KBZPay|WavePay|MMK|JPEG|PNG|WebP/g, ''), `${lang}: ${text}`).not.toMatch(/[A-Za-z]{3,}/);
}

test('the admin refunds a line of an approved order, and marks a cancelled order’s refund as sent', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const paymentId = (payments.find((p) => /kbz/i.test(p.name)) ?? payments[0]).id;

  // A shopper orders two sizes of the Converse from the cart; the admin approves the order.
  const shopper = await shopperWithAddress(page, 'အေးအေး', 'အမှတ် ၁၂၊ ဗိုလ်ချုပ်လမ်း');
  const found = await gql<{ product: { id: number; variants: { id: number; sku: string; price: number; stock: number | null }[] } }>(
    page.request,
    null,
    'query($s: String!) { product(slug: $s) { id variants { id sku price stock } } }',
    { s: SLUG },
  );
  // Two variants no other file counts on (variants.spec checks 41's stock): 40 / Black (five in
  // stock) and 40 / White (stock not counted); the cancelled order takes 40 / White again.
  const inStock = ['CHUCK-40-BLK', 'CHUCK-40-WHT', 'CHUCK-40-WHT'].map((sku) => found.product.variants.find((v) => v.sku === sku)!);
  const sizes = inStock.slice(0, 2);
  for (const variant of sizes) {
    const added = await page.request.post('/api/user/cart/add', { headers: auth(shopper.token), data: { product_id: found.product.id, variant_id: variant.id, qty: 1 } });
    expect(added.status(), await added.text()).toBe(200);
  }
  const checkout = await page.request.post('/api/user/checkout', {
    headers: auth(shopper.token),
    multipart: { payment_id: String(paymentId), payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) } },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const orderId = (await checkout.json()).data.order_id as number;
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });

  // The admin's order page on a phone: both lines to ship, nothing refunded yet.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, reducedMotion: 'reduce' });
  const adminPage = await context.newPage();
  await useBurmeseFont(adminPage);
  await useToken(adminPage, admin);
  await adminPage.goto(`/admin/orders/${orderId}`);
  await expect(adminPage.getByRole('heading', { name: `Order #${orderId}`, level: 1 })).toBeVisible();
  await expect(adminPage.getByTestId('line-state')).toHaveText(['To ship', 'To ship']);
  const own = adminPage.locator('main h1, main h2, main dt, main .admin-chip, main button, main .admin-back, main .admin-ledger__none');
  for (const lang of ['en', 'mm', 'ch'] as const) {
    await setLanguage(adminPage, lang);
    await expect(adminPage.getByTestId('order-lines')).toBeVisible();
    await noEnglish(own, lang);
    await expectAccessible(adminPage, `/admin/orders/${orderId} in ${lang}`);
  }
  await setLanguage(adminPage, 'en');

  // Refund: both lines chosen at first; the second given back with a picture of the transfer.
  await adminPage.getByRole('button', { name: 'Refund' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Refund' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await expect(dialog.getByLabel('Amount (MMK)')).toHaveValue(String(sizes[0].price + sizes[1].price));
  await expectAccessible(adminPage, 'the refund dialog');
  // 40 / Black stays; 40 / White (sizes[1]) is given back.
  await dialog.getByRole('checkbox', { name: /40 \/ Black/ }).uncheck();
  await expect(dialog.getByLabel('Amount (MMK)')).toHaveValue(String(sizes[1].price));
  await dialog.getByLabel('Reason (the shopper sees it)').fill('This size is out of stock');
  await dialog.getByLabel('How it was sent').fill('KBZPay 09 7912 3456');
  await dialog.getByLabel('Screenshot of the refund transfer (optional)').setInputFiles({ name: 'refund.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(adminPage.getByText(`${sizes[1].price.toLocaleString('en-US')} MMK refunded`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await adminPage.getByTestId('line-state').allTextContents()).sort()).toEqual(['Refunded', 'To ship']);
  await expect(adminPage.getByTestId('order-refund')).toContainText('This size is out of stock');
  await expect(adminPage.getByTestId('order-refund')).toContainText('KBZPay 09 7912 3456');

  // The shopper's order carries the refund.
  const mine = await page.request.get(`/api/user/orders/${orderId}`, { headers: auth(shopper.token) });
  const refunds = (await mine.json()).data.refunds as { amount: number; status: string; reason: string }[];
  expect(refunds).toEqual([expect.objectContaining({ amount: sizes[1].price, status: 'refunded', reason: 'This size is out of stock' })]);

  // Another shopper cancels a pending order: a refund due, which the admin sends.
  const other = await shopperWithAddress(page, 'ဘိုဘို', 'အမှတ် ၅၊ ဗဟန်း');
  const pending = await buyVariantNow(page.request, other.token, paymentId, SLUG, inStock[2].sku);
  const cancelled = await page.request.post(`/api/user/orders/${pending}/cancel`, { headers: auth(other.token), data: { reason: 'changed_mind' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await adminPage.goto('/admin/refunds');
  const due = adminPage.getByTestId('refunds-due').getByRole('article', { name: new RegExp(`Order #${pending} ·`) });
  await expect(due).toBeVisible();
  await expect(due.getByRole('link', { name: `Order #${pending}` })).toHaveAttribute('href', `/admin/orders/${pending}`);
  const ownList = adminPage.locator('main h1, main h2, main dt, main button, main .admin-ledger__none');
  for (const lang of ['en', 'mm', 'ch'] as const) {
    await setLanguage(adminPage, lang);
    await expect(adminPage.getByTestId('refunds-due')).toBeVisible();
    await noEnglish(ownList, lang);
    await expectAccessible(adminPage, `/admin/refunds in ${lang}`);
  }
  await setLanguage(adminPage, 'en');
  await due.getByRole('button', { name: /^Mark .* as sent$/ }).click();
  const settle = adminPage.getByRole('dialog', { name: 'Mark the refund as sent' });
  await expect(settle).toContainText(`for Order #${pending}`);
  await settle.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(settle.getByRole('alert').first()).toBeVisible();
  await expectAccessible(adminPage, 'the mark as sent dialog with a refusal');
  await settle.getByLabel('How it was sent').fill('WavePay 09 5550 1234');
  await settle.getByLabel('Screenshot of the refund transfer (optional)').setInputFiles({ name: 'sent.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await settle.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(adminPage.getByText(/marked as sent$/)).toBeVisible();
  await expect(due).toHaveCount(0);
  const sent = adminPage.getByTestId('refunds-sent').getByRole('article', { name: new RegExp(`Order #${pending} ·`) });
  await expect(sent).toContainText('WavePay 09 5550 1234');
  await sent.getByRole('button', { name: 'Show the screenshot' }).click();
  await expect(sent.getByRole('img', { name: 'Payment screenshot' })).toBeVisible();
  const theirs = await page.request.get(`/api/user/orders/${pending}`, { headers: auth(other.token) });
  expect(((await theirs.json()).data.refunds as { status: string }[])[0].status).toBe('refunded');
  await context.close();
});
