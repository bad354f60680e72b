// Sizes and colours (issue 37) against the real server at phone size. The demo shop's Converse
// comes in sizes 40-42, black and white; 42 is sold out in both colours and 41 / Black has 2 left.
// A shopper sees 42 crossed out and not choosable, chooses 41 and Black (price, "Only 2 left"),
// adds it to the cart (the line says "41 / Black"), checks out with a payment screenshot, and the
// order success names the variant. The admin then gives 42 / Black a stock, its own weight (a
// weight over 1,000 kg refused beside the field first) and the product's photo on a phone, and the
// shop offers size 42 again; stock, weight and photo are put back at the end.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, gradientPng, shopperWithAddress, useToken } from './helpers';

const SLUG = 'converse-chuck-taylor-high-top-black';
const NAME = 'Converse Chuck Taylor All Star High-Top (Black)';
const PHONE = { width: 360, height: 800 };

async function openConverse(page: Page) {
  await page.goto(`/product-detail?id=${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
}

test('choose size and colour, add to cart, check out; the admin edits a variant’s stock on a phone', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const account = await shopperWithAddress(page, 'Variant Shopper');
  await useToken(page, account.token);

  await openConverse(page);
  const sizes = page.getByRole('radiogroup', { name: 'Size' });
  const colours = page.getByRole('radiogroup', { name: 'Colour' });
  await expect(sizes.getByRole('radio')).toHaveCount(3);
  // 42 is sold out in every colour: crossed out, and neither a click nor Tab chooses it.
  const size42 = sizes.getByRole('radio', { name: '42', exact: true });
  await expect(size42).toHaveAttribute('aria-disabled', 'true');
  await expect(size42).toHaveAttribute('tabindex', '-1');
  await expect(size42).toHaveCSS('text-decoration-line', 'line-through');
  await size42.click({ force: true });
  await expect(size42).toHaveAttribute('aria-checked', 'false');
  // Nothing chosen yet: Add to cart and Buy now wait for the choice.
  await expect(page.getByTestId('choose-hint')).toHaveText('Choose Size');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();

  await sizes.getByRole('radio', { name: '41', exact: true }).click();
  await expect(page.getByTestId('choose-hint')).toHaveText('Choose Colour');
  await colours.getByRole('radio', { name: 'Black' }).click();
  await expect(page.getByTestId('price')).toHaveText('115,000 MMK');
  await expect(page.getByTestId('stock')).toHaveText('Only 2 left');
  // White costs more and follows too; then back to Black.
  await colours.getByRole('radio', { name: 'White' }).click();
  await expect(page.getByTestId('price')).toHaveText('118,000 MMK');
  await expect(page.getByTestId('stock')).toHaveText('Only 3 left');
  await colours.getByRole('radio', { name: 'White' }).press('ArrowRight');
  await expect(colours.getByRole('radio', { name: 'Black' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('stock')).toHaveText('Only 2 left');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`1 ${NAME} has been added to Cart`);
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The cart line names the variant; plus asks for the variant (2 left: 2 is fine).
  await page.goto('/cart-list');
  const line = page.getByTestId('cart-line').filter({ hasText: NAME });
  await expect(line.getByTestId('line-variant')).toHaveText('41 / Black');
  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByTestId('line-qty')).toHaveText('2');
  await expect(line.getByTestId('line-subtotal')).toHaveText('230,000 MMK');
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByTestId('line-qty')).toHaveText('1');

  // Checkout with a payment screenshot.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  const orderLine = page.getByTestId('order-line').filter({ hasText: NAME });
  await expect(orderLine.getByTestId('line-variant')).toHaveText('41 / Black');
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const kbz = payments.find((p) => /kbz/i.test(p.name)) ?? payments[0];
  await page.getByRole('radio', { name: new RegExp(kbz.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await expect(page.locator('img.cm-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByTestId('order-line').filter({ hasText: NAME }).getByTestId('line-variant')).toHaveText('41 / Black');

  // One left now.
  await openConverse(page);
  await sizes.getByRole('radio', { name: '41', exact: true }).click();
  await colours.getByRole('radio', { name: 'Black' }).click();
  await expect(page.getByTestId('stock')).toHaveText('Only 1 left');

  // The admin, on a phone, gives 42 / Black a stock of 4.
  const token = await adminToken(page.request);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const admin = await context.newPage();
  await useToken(admin, token);
  await admin.goto('/admin/products');
  await admin.getByRole('searchbox').fill('Converse Chuck');
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Edit ${NAME}` }).click();
  const form = admin.getByRole('form', { name: `Edit ${NAME}` });
  await expect(form.getByRole('heading', { name: 'Options and variants' })).toBeVisible();
  await expect(form.getByTestId('variant-row')).toHaveCount(6);
  const row = form.getByRole('group', { name: '42 / Black' });
  await expect(row.getByLabel('SKU')).toHaveValue('CHUCK-42-BLK');
  await expect(row.getByLabel('Stock (empty: not counted)')).toHaveValue('0');
  const sold = form.getByRole('group', { name: '41 / Black' });
  await expect(sold.getByTestId('variant-held')).toHaveText('Held by orders: 1');
  await row.getByLabel('Stock (empty: not counted)').fill('4');
  // Its own weight and photo (the product's one photo; "Product's photo" is the default).
  await expect(row.getByLabel('Weight (kg)')).toHaveValue('');
  const photo = row.getByRole('group', { name: 'Photo' });
  await expect(photo.getByRole('radio', { name: "Product's photo" })).toBeChecked();
  await row.getByLabel('Weight (kg)').fill('1001');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText('Leave it empty, or write a weight from 0 to 1,000 kg (e.g. 0.75)');
  await row.getByLabel('Weight (kg)').fill('1.4');
  await photo.getByRole('radio', { name: 'Photo 1' }).check();
  await row.screenshot({ path: 'test-results/screens/admin-variant-row-en.png' });
  const adminWidth = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(adminWidth).toBeLessThanOrEqual(PHONE.width);
  // A duplicate SKU is refused beside the field.
  await row.getByLabel('SKU').fill('CHUCK-41-BLK');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('alert')).toHaveText(/SKU.*already used/i);
  await row.getByLabel('SKU').fill('CHUCK-42-BLK');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${NAME} saved`)).toBeVisible();

  // The shop offers 42 in black again.
  await openConverse(page);
  await expect(sizes.getByRole('radio', { name: '42', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
  await sizes.getByRole('radio', { name: '42', exact: true }).click();
  await expect(colours.getByRole('radio', { name: 'White' })).toHaveAttribute('aria-disabled', 'true');
  await colours.getByRole('radio', { name: 'Black' }).click();
  await expect(page.getByTestId('stock')).toHaveText('Only 4 left');

  // Put 42 / Black back to 0 for the other specs.
  await admin.reload();
  await admin.getByRole('searchbox').fill('Converse Chuck');
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('button', { name: `Edit ${NAME}` }).click();
  const again = admin.getByRole('form', { name: `Edit ${NAME}` }).getByRole('group', { name: '42 / Black' });
  // The weight and photo were kept; back to the product's.
  await expect(again.getByLabel('Weight (kg)')).toHaveValue('1.4');
  await expect(again.getByRole('group', { name: 'Photo' }).getByRole('radio', { name: 'Photo 1' })).toBeChecked();
  await again.getByLabel('Weight (kg)').fill('');
  await again.getByRole('group', { name: 'Photo' }).getByRole('radio', { name: "Product's photo" }).check();
  await again.getByLabel('Stock (empty: not counted)').fill('0');
  await admin.getByRole('form', { name: `Edit ${NAME}` }).getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${NAME} saved`)).toBeVisible();
  await context.close();
});
