// The admin's returns queue (issue 39) against the real server, at phone size (360 px). Through the
// API a shopper buys one pair of the demo Converse by transfer, the admin approves the order, the
// shopper ships it (a shipping order paid by transfer) and the admin approves that, the shopper
// marks it received and asks a return of it, "damaged", with a photo (GraphQL multipart request:
// `operations`, `map`, `0`). The admin opens /admin/returns from the console's Queues: the card
// shows the shopper, Order #N, the line, the amount due back, the reason, the comment and the photo
// (loaded with the admin's token; a tap enlarges it); the page passes axe in en, mm and ch (no
// English in mm and ch but brand names and codes), the Approve dialog too; Approve (back in stock,
// as ticked) takes the card off the list with a toast, and /admin/refunds lists the refund due.
import { expect, test, type Locator } from '@playwright/test';
import { checkDialog, checkInEveryLanguage, expectAccessible, setLanguage, type Lang } from './a11y-helpers';
import { adminNav, adminToken, auth, buyVariantNow, gql, gradientPng, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';

// The axe checks read colours: no dialog caught halfway through its fade-in.
test.use({ reducedMotion: 'reduce' });

/** The console's own words in `lang`: no English word in mm or ch but brand names and codes. */
async function noEnglish(parts: Locator, lang: Lang) {
  if (lang === 'en') return;
  const texts = await parts.allInnerTexts();
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) expect(text.replace(/KBZPay|WavePay|MMK|JPEG|PNG|WebP/g, ''), `${lang}: ${text}`).not.toMatch(/[A-Za-z]{3,}/);
}

test('the admin approves a return of a received parcel from /admin/returns, and its refund is due', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const { paymentMethods } = await gql<{ paymentMethods: { id: number; kind: string }[] }>(page.request, null, '{ paymentMethods { id kind } }');
  const transfer = paymentMethods.find((m) => m.kind === 'TRANSFER')!;
  const found = await gql<{ product: { variants: { sku: string; price: number; stock: number | null }[] } }>(
    page.request,
    null,
    'query($s: String!) { product(slug: $s) { variants { sku price stock } } }',
    { s: SLUG },
  );
  // 40 / White: its stock is not counted, and no other file counts on it (variants.spec checks 41's).
  const variant = found.product.variants.find((v) => v.sku === 'CHUCK-40-WHT')!;
  expect(variant, JSON.stringify(found.product.variants)).toBeTruthy();

  // Bought, approved, shipped, approved, received.
  const shopper = await shopperWithAddress(page, 'Return Customer');
  const orderId = await buyVariantNow(page.request, shopper.token, transfer.id, SLUG, variant.sku);
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });
  const toShip = (await (await page.request.get('/api/user/orders', { headers: auth(shopper.token) })).json()).data as { id: number }[];
  expect(toShip.length).toBeGreaterThan(0);
  const created = await page.request.post('/api/user/shipping-orders', {
    headers: auth(shopper.token),
    multipart: {
      order_item_id: JSON.stringify(toShip.map((item) => item.id)),
      payment_id: String(transfer.id),
      payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const shippingId = (await created.json()).data.id as number;
  await gql(page.request, admin, 'mutation($id: Int!) { approveShippingOrder(id: $id) }', { id: shippingId });
  const received = await page.request.put('/api/user/shipping-orders/received', { headers: auth(shopper.token), data: { shipping_order_id: shippingId } });
  expect(received.status(), await received.text()).toBe(200);

  // The shopper asks the return with a photo (GraphQL multipart request).
  const asked = await page.request.post('/graphql', {
    headers: auth(shopper.token),
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($input: ReturnInput!, $photos: [Upload!]) { requestReturn(input: $input, photos: $photos) }',
        variables: { input: { orderItemIds: toShip.map((item) => item.id), reason: 'DAMAGED', comment: 'The sole came off' }, photos: [null] },
      }),
      map: JSON.stringify({ 0: ['variables.photos.0'] }),
      0: { name: 'sole.png', mimeType: 'image/png', buffer: await gradientPng(320, 240) },
    },
  });
  const answer = await asked.json();
  const returnId = answer.data?.requestReturn as number;
  expect(returnId, JSON.stringify(answer)).toBeGreaterThan(0);

  // The admin's queue on a phone, reached from the console's navigation.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, reducedMotion: 'reduce' });
  const adminPage = await context.newPage();
  await useBurmeseFont(adminPage);
  await useToken(adminPage, admin);
  await adminPage.goto('/admin');
  await adminNav(adminPage, 'Queues', 'Returns');
  await expect(adminPage).toHaveURL(/\/admin\/returns$/);
  await expect(adminPage.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  const card = adminPage.getByRole('article', { name: new RegExp(`^Return #${returnId} · Order #${orderId} ·`) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: `Order #${orderId}` })).toHaveAttribute('href', `/admin/orders/${orderId}`);
  await expect(card.getByRole('link', { name: 'Return Customer' })).toBeVisible();
  await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(card.getByTestId('return-amount')).toHaveText(`${variant.price.toLocaleString('en-US')} MMK`);
  await expect(card).toContainText('The sole came off');
  await expect(card).toContainText(`1 × ${variant.price.toLocaleString('en-US')} MMK`);
  const photo = card.getByRole('img', { name: 'Return photo 1 of 1' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^blob:/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await card.getByRole('button', { name: 'Enlarge photo 1 of 1' }).click();
  const big = adminPage.getByRole('dialog', { name: 'Return photo 1 of 1' });
  await expect(big).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await expect(big).toHaveCount(0);

  // The page in three languages, under axe; the console's own words in mm and ch are not English.
  await expectAccessible(adminPage, '/admin/returns in en');
  const own = adminPage.locator('main h1, main dt, main .admin-items__title, main .admin-card__actions button');
  for (const lang of ['mm', 'ch'] as const) {
    await setLanguage(adminPage, lang);
    await expect(adminPage.getByTestId('returns-list')).toBeVisible();
    await noEnglish(own, lang);
  }
  await checkInEveryLanguage(adminPage, '/admin/returns', ['mm', 'ch']);

  // The Approve dialog under axe in every language (checkDialog closes it with Escape).
  const cardIn = (p: typeof adminPage) => p.getByTestId('return-card').filter({ has: p.locator(`a[href="/admin/orders/${orderId}"]`) });
  await checkDialog(adminPage, 'the approve return dialog', async (p) => {
    await cardIn(p).locator('.admin-card__actions button').last().click();
  });
  await setLanguage(adminPage, 'en');

  // Approve, back in stock (as ticked): a toast, and the card leaves the list.
  await card.getByRole('button', { name: `Approve return #${returnId} of Return Customer` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Approve this return?' });
  await expect(dialog.getByRole('checkbox', { name: 'Put the items back in stock' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText(`Return #${returnId} approved: ${variant.price.toLocaleString('en-US')} MMK to refund`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);

  // The refund is due on /admin/refunds.
  await adminNav(adminPage, 'Queues', 'Refunds');
  await expect(adminPage).toHaveURL(/\/admin\/refunds$/);
  const due = adminPage.getByTestId('refunds-due').getByRole('article', { name: new RegExp(`^Order #${orderId} ·`) });
  await expect(due).toBeVisible();
  await expect(due).toContainText(`${variant.price.toLocaleString('en-US')} MMK`);
  await context.close();
});
