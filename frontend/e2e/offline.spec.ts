// Offline, say offline (issue 36), in Chromium at phone size against the real server and build:
// the shop has been opened once (the offline worker controls the page and has saved the home
// page's reads, the category list among them), then the network goes off and the shopper opens
// pages this phone never saved:
//   - a category of the saved list, never opened: its products say the page is not saved here;
//   - a category made after the phone saved the list: "You are offline", not "Page Not Found"
//     (the saved list is older than the link, so it proves nothing);
//   - a product never opened: "You are offline", not "No product found".
// Each offers Try again; back online, Try again loads the page in place.
// Like pwa.spec.ts, this file allows service workers (every other spec blocks them).
import { expect, test, type Page } from '@playwright/test';
import { adminToken, gql } from './helpers';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'You are offline, and this page is not saved on this phone yet.';
const NOT_FOUND = /Page Not Found|does not exist|No product found/i;

/** Waits until the offline worker is active (its precache done), then reloads so it controls the page. */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** The page says it is offline, offers Try again, and says nothing of "not found". */
async function expectOfflineView(page: Page, what: string) {
  await expect(page.getByText(OFFLINE_TEXT), what).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' }), what).toBeVisible();
  await expect(page.getByText(NOT_FOUND), what).toHaveCount(0);
}

test('offline: a category and a product never opened say offline with Try again, never "not found"', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  // A product beyond the home page's first ten: never shown there, never opened.
  const { latestProducts } = await gql<{ latestProducts: { data: { slug: string; name: string }[] } }>(
    request,
    null,
    'query { latestProducts(page: 3) { data { slug name } } }',
  );
  const product = latestProducts.data[0];
  expect(product, 'a product on the third page of the latest products').toBeDefined();

  await page.goto('/');
  await controlledByWorker(page);
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(10);
  // A category of the list the phone has now saved (the home page's strip).
  const listed = page.locator('.categories a[href^="/category?category_id="]').last();
  const listedHref = await listed.getAttribute('href');
  expect(listedHref).toMatch(/^\/category\?category_id=\d+$/);
  const listedName = (await listed.innerText()).trim();

  // A category made after the phone saved the list.
  const admin = await adminToken(request);
  const name = `Offline Later ${Date.now()}`;
  const { createCategory: laterId } = await gql<{ createCategory: number }>(request, admin, 'mutation($input: CategoryInput!) { createCategory(input: $input) }', {
    input: { name: { en: name }, sort: 999 },
  });
  try {
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

    await page.goto(listedHref!);
    await expect(page.getByRole('heading', { level: 1, name: listedName })).toBeVisible();
    await expectOfflineView(page, 'a listed category never opened');

    await page.goto(`/product-detail?id=${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible({ timeout: 20_000 });
    await expectOfflineView(page, 'a product never opened');

    await page.goto(`/category?category_id=${laterId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible({ timeout: 20_000 });
    await expectOfflineView(page, 'a category newer than the saved list');

    // Back online, Try again loads the category where the shopper is.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/category\\?category_id=${laterId}$`));
  } finally {
    await context.setOffline(false);
    // Out of the other specs' way: the new category leaves the shop's lists.
    await gql(request, admin, 'mutation($id: Int!) { setCategoryHidden(id: $id, hidden: true) }', { id: laterId });
  }
});
