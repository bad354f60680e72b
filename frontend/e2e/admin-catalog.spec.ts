// The admin console's catalogue and content (issue 16) against the real server, at a phone's size
// and at a desk's: the admin creates a category and a product with three languages and two photos
// (JPEG and PNG); a shopper finds the product by its Burmese name and sees both photos; the admin
// hides it and it is gone from the shop. The admin renames the site and adds a banner, and the shop
// shows both, and the promotion page shows its new (sanitised) text. What the test adds is hidden
// again and the site name and promotion put back at the end, so the other specs see the demo shop
// as it was.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, gql, gradientPng, saveScreen, useToken } from './helpers';

const PHONE = { width: 412, height: 915 };
const DESK = { width: 1280, height: 860 };

async function adminAt(browser: Browser, token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

async function siteName(page: Page): Promise<string> {
  const answer = await page.request.post('/graphql', { data: { query: '{ settings { siteName } }' } });
  return (await answer.json()).data.settings.siteName as string;
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desk', DESK],
] as const) {
  test(`catalogue at ${size} size: a category and a product in three languages with two photos; found by its Burmese name; hidden, it is gone`, async ({ browser, page }) => {
    test.setTimeout(120_000);
    const stamp = `${size}${Date.now() % 100_000}`;
    const admin = await adminAt(browser, await adminToken(page.request), viewport);

    // A category.
    await admin.goto('/admin/categories');
    await admin.getByRole('button', { name: 'New category' }).click();
    const categoryForm = admin.getByRole('form', { name: 'New category' });
    await categoryForm.getByLabel('Name (English)').fill(`Kitchen ${stamp}`);
    await categoryForm.getByLabel('Name (Burmese)').fill(`မီးဖိုချောင် ${stamp}`);
    await categoryForm.getByLabel('Name (Chinese)').fill(`厨房 ${stamp}`);
    await categoryForm.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('Category created')).toBeVisible();
    await expect(admin.getByRole('article', { name: `Kitchen ${stamp}` })).toBeVisible();

    // A product in it, with a photo too few languages first: the English name is required.
    await admin.goto('/admin/products');
    await admin.getByRole('button', { name: 'New product' }).click();
    const form = admin.getByRole('form', { name: 'New product' });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Write the name' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'Choose a category' })).toBeVisible();
    await form.getByLabel('Category').selectOption({ label: `Kitchen ${stamp}` });
    await form.getByLabel('Name (English)').fill(`Rice cooker ${stamp}`);
    await form.getByLabel('Name (Burmese)').fill(`ထမင်းပေါင်းအိုး ${stamp}`);
    await form.getByLabel('Name (Chinese)').fill(`电饭煲 ${stamp}`);
    await form.getByLabel('Description (English)').fill('1.8 litre, keeps rice warm for 12 hours.');
    await form.getByLabel('Price (MMK)').fill('85000');
    await form.getByLabel('Weight (kg)').fill('2.5');
    await form.getByTestId('photo-input').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await gradientPng(800, 800) },
      { name: 'side.png', mimeType: 'image/png', buffer: await gradientPng(640, 640) },
    ]);
    await expect(form.getByTestId('photo-list').getByRole('img')).toHaveCount(2);
    // The second photo becomes the main one.
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await saveScreen(admin, `admin-product-form-${size}`, 'en');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('Product created')).toBeVisible();

    // Found by its Burmese name in the admin's search.
    await admin.getByRole('searchbox').fill(`ထမင်းပေါင်းအိုး ${stamp}`);
    await admin.getByRole('button', { name: 'Search' }).click();
    const card = admin.getByRole('article', { name: `Rice cooker ${stamp}` });
    await expect(card).toBeVisible();
    await expect(admin.locator('article[data-testid^="product-"]')).toHaveCount(1);

    // A shopper finds it by its Burmese name and sees both photos.
    const shop = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
    await shop.goto(`/search-result?search=${encodeURIComponent(`ထမင်းပေါင်းအိုး ${stamp}`)}`);
    await shop.getByRole('link', { name: new RegExp(`Rice cooker ${stamp}`) }).first().click();
    await expect(shop.getByRole('heading', { level: 1, name: `Rice cooker ${stamp}` })).toBeVisible();
    await expect(shop.getByTestId('image-counter')).toHaveText('1 / 2');
    const photos = shop.getByRole('region', { name: 'Product photos' }).locator('img');
    await expect(photos).toHaveCount(2);
    for (const photo of await photos.all()) expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const productUrl = shop.url();

    // Hidden by the admin: gone from the shop.
    await card.getByRole('button', { name: `Hide Rice cooker ${stamp}` }).click();
    await expect(card.getByTestId('hidden-tag')).toBeVisible();
    await shop.goto(productUrl);
    await expect(shop.getByRole('heading', { level: 1, name: `Rice cooker ${stamp}` })).toHaveCount(0);
    await shop.goto(`/search-result?search=${encodeURIComponent(`ထမင်းပေါင်းအိုး ${stamp}`)}`);
    await expect(shop.getByText('No Product Found')).toBeVisible();

    // The category goes too (the demo shop's strip stays as it was).
    await admin.goto('/admin/categories');
    await admin.getByRole('article', { name: `Kitchen ${stamp}` }).getByRole('button', { name: `Hide Kitchen ${stamp}` }).click();
    await expect(admin.getByRole('article', { name: `Kitchen ${stamp}` }).getByTestId('hidden-tag')).toBeVisible();
    await admin.context().close();
    await shop.close();
  });
}

test('content: the admin renames the site, adds a banner and rewrites the promotion, and the shop shows them', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const before = await siteName(page);
  const token = await adminToken(page.request);
  const promotionBefore = await gql(page.request, token, '{ adminPromotion { content { en mm ch } } }');
  const admin = await adminAt(browser, token, PHONE);
  try {
    await admin.goto('/admin/content');
    const site = admin.getByRole('form', { name: 'Site and contacts' });
    await site.getByLabel('Site name').fill('Lucky Mall Yangon');
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Site settings saved')).toBeVisible();

    await admin.getByRole('link', { name: 'Banners' }).click();
    await admin.getByRole('button', { name: 'New banner' }).click();
    const form = admin.getByRole('form', { name: 'New banner' });
    await form.getByLabel('Name (English)').fill('Monsoon Sale');
    await form.getByLabel('Name (Burmese)').fill('မိုးရာသီ အထူးလျှော့ဈေး');
    await form.getByLabel('Link (a shop page or https://)').fill('javascript:alert(1)');
    await form.getByLabel('Position (lower comes first)').fill('-100');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'A shop page such as /promotion, or an https:// link' })).toBeVisible();
    await expect(form.getByRole('alert').filter({ hasText: 'Choose a picture' })).toBeVisible();
    await form.getByLabel('Link (a shop page or https://)').fill('/promotion');
    await form.getByLabel('Banner picture (wide, about 1200 × 480)').setInputFiles({ name: 'monsoon.png', mimeType: 'image/png', buffer: await gradientPng(1200, 480) });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('Banner created')).toBeVisible();
    await saveScreen(admin, 'admin-banners', 'en');

    const shop = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
    await shop.goto('/');
    await expect(shop.locator('.topbar__brand')).toHaveText('Lucky Mall Yangon');
    await expect(shop.getByRole('region', { name: 'Promotions' }).getByRole('img', { name: 'Monsoon Sale' }).first()).toBeVisible();
    await shop.close();

    await admin.getByRole('button', { name: 'Hide Monsoon Sale' }).click();
    await expect(admin.getByRole('article', { name: 'Monsoon Sale' }).getByTestId('hidden-tag')).toBeVisible();

    // The promotion's text (HTML, sanitised by the server).
    await admin.getByRole('link', { name: 'Promotion' }).click();
    const promotion = admin.getByRole('form', { name: 'Promotion' });
    await promotion.getByLabel('Text (English)').fill('<h2>Monsoon deals</h2><p>Up to 40% off.</p><script>alert(1)</script>');
    await promotion.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Promotion saved')).toBeVisible();
    await expect(promotion.getByLabel('Text (English)')).toHaveValue('<h2>Monsoon deals</h2><p>Up to 40% off.</p>');
    const shopPromotion = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
    await shopPromotion.goto('/promotion');
    await expect(shopPromotion.getByRole('heading', { name: 'Monsoon deals' })).toBeVisible();
    await shopPromotion.close();
  } finally {
    const { adminPromotion } = promotionBefore as { adminPromotion: { content: Record<string, string | null> } | null };
    if (adminPromotion) await gql(page.request, token, 'mutation($c: TranslatedTextInput!) { updatePromotion(content: $c) }', { c: adminPromotion.content });
    await admin.goto('/admin/content');
    const site = admin.getByRole('form', { name: 'Site and contacts' });
    await site.getByLabel('Site name').fill(before);
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Site settings saved')).toBeVisible();
    await admin.context().close();
  }
});
