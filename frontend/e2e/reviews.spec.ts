// Reviews and ratings against the real server (issue 13): a shopper posts a review with three
// images from /reviews, sees it pending in /my-reviews, the admin approves it in /admin/reviews,
// and it shows in /reviews in a three-column grid (a tap opens the full-size image); a buyer whose
// order the admin approved rates the product on its page and the stars change (before buying, the
// server refuses). Phone-size screenshots in en and mm.
import { expect, test } from '@playwright/test';
import { adminScreen, adminToken, gql, gradientPng, saveScreen, setLanguage, shopperWithAddress, signUpByApi, useBurmeseFont, useToken } from './helpers';

/** The app's pending orange and approved green badges (--warning-text, --success). */
const ORANGE = 'rgb(184, 74, 0)';
const GREEN = 'rgb(46, 125, 50)';

/** A name no other test uses, so the admin's card and the public list can be searched by it. */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

test('a review with three images: posted from /reviews, pending in /my-reviews, approved in /admin/reviews, shown in a three-column grid', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useBurmeseFont(page);
  const name = uniqueName('Review Poster');
  const comment = `Three photos of my parcel, all in good shape (${name}).`;
  const account = await signUpByApi(page, name);
  await useToken(page, account.token);

  // The menu's 'App reviews' leads a signed-in shopper to /reviews.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Lucky Mall' }).getByRole('link', { name: 'App reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByTestId('review-count')).toHaveText(/^\d+ reviews?$/);

  // The dialog: the rules first, then three images.
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please choose a rating')).toBeVisible();
  await expect(dialog.getByText('Please write a comment')).toBeVisible();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('ok');
  await expect(dialog.getByText('The comment needs at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
  const picker = dialog.getByTestId('review-images-input');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByTestId('review-image-notice')).toHaveText('Please select Image');
  await picker.setInputFiles([
    { name: 'box.png', mimeType: 'image/png', buffer: await gradientPng(640, 480) },
    { name: 'label.png', mimeType: 'image/png', buffer: await gradientPng(480, 640) },
    { name: 'inside.png', mimeType: 'image/png', buffer: await gradientPng(500, 500) },
  ]);
  await expect(dialog.getByRole('img', { name: /^Chosen image/ })).toHaveCount(3);
  await expect(dialog.getByTestId('review-image-notice')).toHaveCount(0);
  await saveScreen(page, 'review-dialog', 'en');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('alertdialog');
  await expect(thanks).toContainText('Your review is under review');
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // Pending reviews are not public.
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // /my-reviews: pending, in orange, with its three images.
  await page.goto('/my-reviews');
  const mine = page.getByRole('article', { name });
  await expect(mine.getByTestId('review-comment')).toHaveText(comment);
  await expect(mine.getByTestId('review-status')).toHaveText('Status: Pending');
  await expect(mine.getByTestId('review-status')).toHaveCSS('background-color', ORANGE);
  await expect(mine.getByTestId('review-images').getByRole('button')).toHaveCount(3);
  await saveScreen(page, 'my-reviews', 'en');

  // The admin approves it in the review queue.
  const admin = await adminToken(page.request);
  const adminPage = await adminScreen(browser, admin);
  await adminPage.goto('/admin/reviews');
  const card = adminPage.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(card).toHaveCount(0);
  await adminPage.context().close();

  // Public now: three images in three columns; a tap shows the full-size image.
  await page.goto('/reviews');
  const published = page.getByRole('article', { name });
  await expect(published.getByTestId('review-comment')).toHaveText(comment);
  await expect(published.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(published.getByTestId('review-status')).toHaveCount(0);
  const grid = published.getByTestId('review-images');
  await expect(grid).toHaveAttribute('data-columns', '3');
  await expect(grid).toHaveClass(/\brv-images--cols-3\b/);
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
  expect(columns).toBe(3);
  // The three cells sit side by side on one row.
  const tops = await grid.locator('li').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await grid.getByRole('button', { name: 'Open photo 2 of 3' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 3' });
  const large = viewer.getByTestId('review-image-large');
  await expect(large).toBeVisible();
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await saveScreen(page, 'review-photo', 'en');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await saveScreen(page, 'reviews', 'en');

  // And approved (green) in /my-reviews; Burmese screenshots.
  await page.goto('/my-reviews');
  await expect(page.getByRole('article', { name }).getByTestId('review-status')).toHaveText('Status: Approved');
  await expect(page.getByRole('article', { name }).getByTestId('review-status')).toHaveCSS('background-color', GREEN);
  await setLanguage(page, 'mm');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'ကျွန်ုပ်၏ သုံးသပ်ချက်များ' })).toBeVisible();
  await expect(page.getByRole('article', { name }).getByTestId('review-status')).toContainText('အတည်ပြုပြီး');
  await saveScreen(page, 'my-reviews', 'mm');
  await page.goto('/reviews');
  await expect(page.getByRole('article', { name })).toBeVisible();
  await saveScreen(page, 'reviews', 'mm');
  await setLanguage(page, 'en');
});

test('a visitor is sent to /signin from Write a review and Rate this product', async ({ page }) => {
  await page.goto('/reviews');
  await page.getByRole('button', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const list = (await (await page.request.get('/api/products?per_page=5')).json()).data.data as { slug: string }[];
  await page.goto(`/product-detail?id=${encodeURIComponent(list[0].slug)}`);
  await page.getByRole('button', { name: 'Rate this product' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a buyer rates the product after the admin approved the order, and the stars change', async ({ page }) => {
  test.setTimeout(120_000);
  const name = uniqueName('Rating Buyer');
  const account = await shopperWithAddress(page, name);
  await useToken(page, account.token);
  const admin = await adminToken(page.request);

  // A product nobody has rated yet (the demo shop's products start without ratings).
  const catalogue = (await (await page.request.get('/api/products?per_page=100')).json()).data.data as {
    slug: string;
    type: string;
    actual_price: number;
  }[];
  const rated = async (slug: string) =>
    (await gql<{ product: { id: number; ratingAverage: number; ratingCount: number } }>(page.request, null, 'query($s: String!) { product(slug: $s) { id ratingAverage ratingCount } }', { s: slug }))
      .product;
  let slug = '';
  for (const candidate of catalogue.filter((p) => p.type === 'product' && p.actual_price < 500_000).reverse()) {
    if ((await rated(candidate.slug)).ratingCount === 0) {
      slug = candidate.slug;
      break;
    }
  }
  expect(slug, 'a product without ratings').not.toBe('');

  const rate = async (stars: number, text: string) => {
    await page.getByRole('button', { name: 'Rate this product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate this product' });
    await expect(dialog.getByTestId('review-images-input')).toHaveCount(0);
    await dialog.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill(text);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    return dialog;
  };

  // Before buying: the server's message, and the dialog stays open.
  await page.goto(`/product-detail?id=${encodeURIComponent(slug)}`);
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.locator('.pd-rating').getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  const refused = await rate(4, 'Looks nice in the photos');
  await expect(refused.getByTestId('review-server-error')).toHaveText('You can rate a product only after buying it.');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(refused).toBeHidden();

  // Buy now with a screenshot; the admin approves the order.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await page.getByRole('radio', { name: /kbz/i }).first().check();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await expect(page.locator('img.cm-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  const orderId = Number(await page.getByTestId('order-id').textContent());
  expect(orderId).toBeGreaterThan(0);
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });

  // Rated: the stars, the value and the count change on the page, as the server says.
  await page.goto(`/product-detail?id=${encodeURIComponent(slug)}`);
  const dialog = await rate(4, 'Sturdy, and it arrived quickly');
  await expect(dialog).toBeHidden();
  const stars = page.locator('.pd-rating').getByRole('img').first();
  await expect(stars).toHaveAttribute('aria-label', 'Rated 4 out of 5');
  await expect(page.locator('.pd-rating__value')).toHaveText('4.0');
  await expect(page.locator('.pd-rating')).toContainText('1 review');
  expect(await rated(slug)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  await saveScreen(page, 'product-rated', 'en');

  // A second rating by the same buyer replaces the first.
  await rate(2, 'Second thoughts: the finish scratches');
  await expect(stars).toHaveAttribute('aria-label', 'Rated 2 out of 5');
  await expect(page.locator('.pd-rating')).toContainText('1 review');
  expect(await rated(slug)).toMatchObject({ ratingAverage: 2, ratingCount: 1 });
});
