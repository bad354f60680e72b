// The cart, checkout, orders and shipping screens against the real server: a shopper adds two
// products from the product page, changes a quantity, checks out with a KBZPay screenshot; the
// admin (09790000009 / admin-pass, created by scripts/e2e-server.sh) approves the order; the
// shopper ships the items; the admin approves the shipping order; the shopper marks it received.
// A cancelled order shows 'admin does not approve this order'. Phone-size screenshots in en and mm.
import { expect, test, type Page } from '@playwright/test';
import { adminScreen, adminToken, auth, gql, gradientPng, saveScreen, setLanguage, shopperWithAddress, signUpByApi, useBurmeseFont, useToken } from './helpers';


async function products(page: Page) {
  const list = await (await page.request.get('/api/products?per_page=100')).json();
  return (list.data.data as { id: number; slug: string; name: string; type: string; actual_price: number }[]).filter(
    (p) => p.type === 'product' && p.actual_price < 500_000,
  );
}

async function pickPayment(page: Page, name: RegExp) {
  // Tapped on its card, as a shopper does: the radio itself can sit under the fixed bottom bars
  // when Playwright scrolls it into view on a long page.
  await page.locator('label.cm-method', { hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await expect(page.getByTestId('payment-accounts').getByText(/Account number|အကောင့်နံပါတ်/).first()).toBeVisible();
}

async function attachScreenshot(page: Page) {
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await expect(page.locator('img.cm-preview')).toBeVisible();
}

test('cart → checkout → approval in /admin → shipping → approval in /admin → received, and a cancelled order', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await useBurmeseFont(page);
  const account = await shopperWithAddress(page, 'Cart Shopper');
  await useToken(page, account.token);
  const [first, second, third] = await products(page);
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const kbz = payments.find((p) => /kbz/i.test(p.name));
  expect(kbz, JSON.stringify(payments)).toBeTruthy();
  const kbzName = new RegExp(kbz!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

  // Two products from the product page; the dialog names the quantity and the product.
  for (const product of [first, second]) {
    await page.goto(`/product-detail?id=${encodeURIComponent(product.slug)}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`1 ${product.name} has been added to Cart`);
    await dialog.getByRole('button', { name: 'OK' }).click();
  }
  await expect(page.locator('.topbar .badge')).toHaveText('2');

  // The cart: two lines, all selected; plus on the first line.
  await page.goto('/cart-list');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2 items');
  const firstLine = lines.filter({ hasText: first.name });
  await firstLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(firstLine.getByTestId('line-qty')).toHaveText('2');
  const total = first.actual_price * 2 + second.actual_price;
  await expect(page.getByTestId('cart-total')).toHaveText(`${total.toLocaleString('en-US')} MMK`);
  // Unselecting a line changes the total; select all brings it back.
  await lines.filter({ hasText: second.name }).getByRole('checkbox').uncheck();
  await expect(page.getByTestId('cart-total')).toHaveText(`${(first.actual_price * 2).toLocaleString('en-US')} MMK`);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByTestId('cart-total')).toHaveText(`${total.toLocaleString('en-US')} MMK`);
  await saveScreen(page, 'cart-list', 'en');

  // Checkout: the rules, then KBZPay with a screenshot.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText(`${total.toLocaleString('en-US')} MMK`);
  await expect(page.getByTestId('billing-address')).toContainText('No. 12, Bogyoke Road');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a Payment Method' })).toBeVisible();
  await pickPayment(page, kbzName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select Payment Screenshot' })).toBeVisible();
  await attachScreenshot(page);
  await saveScreen(page, 'confirm-order', 'en');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  const orderId = Number(await page.getByTestId('order-id').textContent());
  expect(orderId).toBeGreaterThan(0);
  await expect(page.getByText(`${first.name}`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(`${total.toLocaleString('en-US')} MMK`);
  await expect(page.getByRole('link', { name: 'See lucky draw prizes' })).toHaveAttribute('href', '/lucky-draw-all-prize');
  await expect(page.locator('.topbar .badge')).toHaveCount(0);

  // The admin approves the payment in the admin area, with the screenshot in front of them.
  const admin = await adminToken(page.request);
  const adminPage = await adminScreen(browser, admin);
  await adminPage.goto('/admin/orders');
  const orderCard = adminPage.getByTestId(`admin-card-order-${orderId}`);
  await expect(orderCard.getByRole('img', { name: 'Payment screenshot' })).toBeVisible();
  expect(await orderCard.getByRole('img', { name: 'Payment screenshot' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await orderCard.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`Order #${orderId} approved`)).toBeVisible();

  // A second order, bought now and cancelled by the admin.
  const bought = await page.request.post('/api/user/buynow', {
    headers: auth(account.token),
    multipart: {
      payment_id: String(kbz!.id),
      product_id: String(third.id),
      qty: '1',
      payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(200, 300) },
    },
  });
  const boughtBody = await bought.json();
  expect(bought.status(), JSON.stringify(boughtBody)).toBe(200);
  const cancelledId = (boughtBody.data.order_id ?? boughtBody.data.orderId) as number;
  await gql(page.request, admin, 'mutation($id: Int!) { cancelOrder(id: $id, reason: "Wrong amount") }', { id: cancelledId });

  // To ship: both items; nothing selected → the rule; then ship both.
  await page.goto('/my-orders-to-ship');
  const items = page.getByTestId('to-ship-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('order-payment').filter({ hasText: `#${cancelledId}` })).toContainText('admin does not approve this order');
  await page.getByRole('button', { name: 'Ship the orders' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please Select Item to be shipped');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await saveScreen(page, 'my-orders-to-ship', 'en');
  await setLanguage(page, 'mm');
  await page.reload();
  await expect(page.getByTestId('type-badge').first()).toHaveText('ပစ္စည်း');
  await saveScreen(page, 'my-orders-to-ship', 'mm');
  await setLanguage(page, 'en');
  await page.reload();
  await expect(items).toHaveCount(2);
  for (const box of await items.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Ship the orders' }).click();
  await expect(page).toHaveURL(/\/confirm-shipping$/);
  await expect(page.getByTestId('ship-item')).toHaveCount(2);
  await expect(page.getByTestId('shipping-fee')).toHaveText(/^[\d,]+ MMK$/);
  const fee = await page.getByTestId('shipping-fee').textContent();
  await pickPayment(page, kbzName);
  await attachScreenshot(page);
  await saveScreen(page, 'confirm-shipping', 'en');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/shipping-order-success$/);
  await expect(page.getByText('2 to 3 days')).toBeVisible();
  await expect(page.getByTestId('shipping-price')).toHaveText(fee!);
  const shippingCode = (await page.getByTestId('shipping-id').textContent())!.trim();
  await saveScreen(page, 'shipping-order-success', 'en');
  await page.getByRole('link', { name: 'View my shipping orders' }).click();
  await expect(page).toHaveURL(/\/my-orders-shipping$/);
  const card = page.getByTestId('shipping-order').filter({ hasText: shippingCode });
  await expect(card.getByTestId('shipping-status')).toHaveText('Processing');
  await expect(card.getByTestId('shipping-status')).toHaveCSS('background-color', 'rgb(184, 74, 0)');

  // Pending: the Received button is disabled.
  await card.click();
  await expect(page).toHaveURL(/\/my-orders-shipping-detail$/);
  await expect(page.getByTestId('shipping-id')).toHaveText(shippingCode);
  await expect(page.getByRole('button', { name: 'Received' })).toBeDisabled();

  // The admin approves the shipping order.
  const { shippingOrders } = await gql<{ shippingOrders: { id: number; shippingOrderId: string }[] }>(
    page.request,
    account.token,
    '{ shippingOrders { id shippingOrderId } }',
  );
  const shippingId = shippingOrders.find((o) => o.shippingOrderId === shippingCode)!.id;
  await adminPage.goto('/admin/shipping');
  const shipCard = adminPage.getByTestId(`admin-card-shipping-${shippingId}`);
  await expect(shipCard.getByRole('img', { name: 'Payment screenshot' })).toBeVisible();
  // Approve asks who carries the parcel (issue 38): the shop delivers it itself.
  await shipCard.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = adminPage.getByRole('dialog', { name: 'Put the parcel on the way' });
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`${shippingCode} approved`)).toBeVisible();
  await adminPage.context().close();

  await page.goto('/my-orders-shipping');
  await page.getByTestId('shipping-order').filter({ hasText: shippingCode }).click();
  await expect(page.getByTestId('shipping-status').first()).toHaveText('On the way');
  await expect(page.getByTestId('shipping-item')).toHaveCount(2);
  await expect(page.getByTestId('shipping-item').first()).toContainText(' kg');
  await saveScreen(page, 'my-orders-shipping-detail', 'en');

  // mm screenshots while the order is on the way (and a cart line for the cart screens).
  await gql(page.request, account.token, 'mutation($p: Int!) { addToCart(input: { productId: $p, qty: 2 }) { count } }', { p: second.id });
  await setLanguage(page, 'mm');
  await page.goto('/my-orders-shipping');
  await page.getByTestId('shipping-order').filter({ hasText: shippingCode }).click();
  await expect(page.getByTestId('shipping-status').first()).toHaveText('လမ်းခရီးတွင်');
  await saveScreen(page, 'my-orders-shipping-detail', 'mm');
  await page.goto('/cart-list');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await saveScreen(page, 'cart-list', 'mm');
  await page.getByRole('button', { name: 'ငွေချေရန်' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await page.getByRole('button', { name: 'တင်သွင်းရန်' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ငွေပေးချေမှု နည်းလမ်းကို ရွေးပါ' })).toBeVisible();
  await pickPayment(page, kbzName);
  await attachScreenshot(page);
  await saveScreen(page, 'confirm-order', 'mm');
  await setLanguage(page, 'en');

  // Received: 'Success', then the received list.
  await page.goto('/my-orders-shipping');
  await page.getByTestId('shipping-order').filter({ hasText: shippingCode }).click();
  await page.getByRole('button', { name: 'Received' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Success');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my-orders-received$/);
  const received = page.getByTestId('shipping-order').filter({ hasText: shippingCode });
  await expect(received.getByTestId('shipping-status')).toHaveText('Received');
  await expect(received.getByTestId('shipping-status')).toHaveCSS('background-color', 'rgb(0, 121, 107)');
  await received.click();
  await expect(page.getByTestId('shipping-id')).toHaveText(shippingCode);
  await expect(page.getByRole('button', { name: 'Received' })).toHaveCount(0);
});

test('the cart pages need sign-in, and an empty cart goes home', async ({ page }) => {
  await page.goto('/cart-list');
  await expect(page).toHaveURL(/\/signin$/);
  const account = await signUpByApi(page, 'Empty Cart');
  await useToken(page, account.token);
  await page.goto('/cart-list');
  await expect(page).toHaveURL(/\/$/);
});
