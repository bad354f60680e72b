// Flash sales (issue 40) against the real server, at phone size (360 px). The admin puts two
// products of its own on sale through the API. The first, on sale for three hours: its card in the
// search results and its product page show the sale price, the regular price struck through and a
// countdown that ticks, in English, Burmese and Chinese (no English but the brand MMK), under axe.
// The second, on sale for a few seconds: a shopper adds it to the cart during the sale, the
// product page goes back to the normal price when the countdown ends (no reload), and the cart
// then says the sale has ended and the normal price is charged.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, setLanguage } from './a11y-helpers';
import { adminToken, auth, gql, signUpByApi, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };

test.use({ reducedMotion: 'reduce' });

async function productOnSale(page: Page, admin: string, slug: string, name: Record<string, string>, prices: { regular: number; sale: number }, endsInMs: number) {
  const { categories } = await gql<{ categories: { id: number }[] }>(page.request, null, '{ categories { id } }');
  const input = {
    slug,
    categoryId: categories[0]!.id,
    type: 'PRODUCT',
    name,
    description: { en: 'On flash sale.', mm: 'အထူးလျှော့စျေး။', ch: '限时特价。' },
    actualPrice: prices.regular,
    salePrice: prices.sale,
    saleEndsAt: new Date(Date.now() + endsInMs).toISOString(),
  };
  const { createProduct } = await gql<{ createProduct: number }>(page.request, admin, 'mutation($input: ProductInput!) { createProduct(input: $input) }', { input });
  return createProduct;
}

test('a flash sale shows on cards and the product page with a countdown in three languages', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const stamp = Date.now() % 1_000_000;
  const slug = `flash-kettle-${stamp}`;
  await productOnSale(page, admin, slug, { en: `Flash kettle ${stamp}`, mm: `ရေနွေးအိုး ${stamp}`, ch: `电水壶 ${stamp}` }, { regular: 12000, sale: 9000 }, 3 * 3_600_000);

  await page.goto(`/search-result?search=${stamp}`);
  const card = page.getByTestId('product-card').filter({ hasText: String(stamp) });
  await expect(card.locator('.product-card__price')).toHaveText('9,000 MMK');
  await expect(card.locator('s')).toContainText('12,000 MMK');
  const countdown = card.getByTestId('sale-countdown');
  await expect(countdown).toHaveText(/^Ends in 0?2:59:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  await expectAccessible(page, 'a card on flash sale in the search results');

  await page.goto(`/product-detail?id=${slug}`);
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await expect(page.getByTestId('price')).toHaveText('9,000 MMK');
    await expect(page.locator('.pd-price-row s')).toContainText('12,000 MMK');
    await expect(page.getByTestId('total')).toHaveText('9,000 MMK');
    const left = page.getByTestId('sale-countdown');
    await expect(left).toContainText(/0?2:59:\d\d/);
    if (lang !== 'en') {
      const texts = [await left.innerText(), await page.locator('.pd-price-row s').innerText()];
      for (const text of texts) expect(text.replaceAll('MMK', '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    await expectAccessible(page, `the product page on flash sale in ${lang}`);
  }
});

test('a cart line added during a flash sale pays the normal price after it ends, and the pages say so', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const admin = await adminToken(page.request);
  const stamp = Date.now() % 1_000_000;
  const slug = `flash-fan-${stamp}`;
  const saleMs = 25_000;
  const endsAt = Date.now() + saleMs;
  const productId = await productOnSale(page, admin, slug, { en: `Flash fan ${stamp}`, mm: `ပန်ကာ ${stamp}`, ch: `电风扇 ${stamp}` }, { regular: 5000, sale: 4000 }, saleMs);
  const shopper = await signUpByApi(page, 'Flash Shopper');
  const added = await page.request.post('/api/user/cart/add', { headers: auth(shopper.token), data: { product_id: productId, qty: 2 } });
  expect(added.status(), await added.text()).toBe(200);

  await useToken(page, shopper.token);
  await page.goto('/cart-list');
  const line = page.getByTestId('cart-line').filter({ hasText: String(stamp) });
  await expect(line.locator('.price')).toHaveText('4,000 MMK');
  await expect(line.locator('s')).toContainText('5,000 MMK');
  await expect(line.getByTestId('line-subtotal')).toHaveText('8,000 MMK');
  await expectAccessible(page, 'a cart line on flash sale');

  // The product page turns back to the normal price when its countdown ends, without a reload.
  await page.goto(`/product-detail?id=${slug}`);
  await expect(page.getByTestId('price')).toHaveText('4,000 MMK');
  await expect(page.getByTestId('sale-countdown')).toHaveText(/^Ends in 00:00:\d\d$/);
  await expect(page.getByTestId('price')).toHaveText('5,000 MMK', { timeout: endsAt - Date.now() + 10_000 });
  await expect(page.getByTestId('sale-countdown')).toHaveCount(0);
  await expect(page.locator('.pd-price-row s')).toHaveCount(0);

  await page.goto('/cart-list');
  await expect(line.locator('.price')).toHaveText('5,000 MMK');
  await expect(line.getByTestId('sale-ended')).toHaveText('The flash sale has ended: the normal price is charged.');
  await expect(line.getByTestId('line-subtotal')).toHaveText('10,000 MMK');
  await expect(page.getByTestId('cart-total')).toHaveText('10,000 MMK');
  await expectAccessible(page, 'a cart line whose flash sale has ended');
});
