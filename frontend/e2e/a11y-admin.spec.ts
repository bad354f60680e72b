// The axe checks of the admin's pages (a11y-helpers.ts): every admin route, the content tabs with
// their forms, the admin's dialogs (reject, approve with a courier, block) and the navigation.
import { expect } from '@playwright/test';
import { checkDialog, data, expectAccessible, LANGS, setLanguage, settle, test } from './a11y-helpers';
import { checkRoute, routesOf } from './a11y-routes';
import { gql, useBurmeseFont, useToken } from './helpers';

test.use({ reducedMotion: 'reduce' });

for (const [route, who] of routesOf('admin')) {
  test(`axe: ${route} (${who}) in en, mm and ch`, async ({ page }) => {
    await checkRoute(page, route, who);
  });
}

test('axe: the admin content tabs (banners, payment methods, shipping rates, promotion, user guide) with their forms open, in en, mm and ch', async ({ page }) => {
  // Fifteen screens, each opened and checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  for (const lang of LANGS) {
    for (const tab of ['banners', 'payments', 'shipping', 'promotion', 'guide']) {
      await page.goto(`/admin/content?tab=${tab}`);
      await setLanguage(page, lang);
      if (['banners', 'payments', 'guide'].includes(tab)) {
        await page.locator('.admin-main__head .ui-button--primary').click();
        await expect(page.locator('form.admin-form').first()).toBeVisible();
      }
      await expectAccessible(page, `the content tab ${tab} in ${lang}`);
    }
  }
});

test('axe: the admin product editor with its options and variants open, in en, mm and ch', async ({ page }) => {
  test.slow();
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  for (const lang of LANGS) {
    await page.goto('/admin/products');
    await setLanguage(page, lang);
    await page.getByRole('searchbox').fill('Converse Chuck');
    await page.getByRole('searchbox').press('Enter');
    await page.locator('article[data-testid^="product-"]').first().locator('.admin-tp__actions .ui-button--outline').first().click();
    await expect(page.getByTestId('variant-row').first()).toBeVisible();
    // Scrolled down to Edit, the page head's buttons would sit half under the sticky header,
    // which axe counts as too small a target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `the product editor with variants in ${lang}`);
  }
});

test('axe: the courier form with the rules’ messages beside its fields, at 360 px, in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/couriers');
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await expect(page.locator('article[data-testid^="courier-"]').first()).toBeVisible();
    await page.locator('.admin-main__head .ui-button--primary').click();
    const form = page.locator('form.admin-form');
    await form.locator('input[type="tel"]').fill('09-abc');
    await form.locator('input[type="url"]').fill('http://courier.example/{tracking}');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.admin-field__error')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `courier form with its messages in ${lang}`);
  }
});

test('axe: the voucher form with the rules’ messages beside its fields, at 360 px, in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/vouchers');
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await expect(page.locator('article[data-testid^="voucher-"]').first()).toBeVisible();
    await page.locator('.admin-main__head .ui-button--primary').click();
    const form = page.locator('form.admin-form');
    // Categories ticked from the catalogue's list.
    await expect(form.locator('.admin-voucher-form__choices input[type="checkbox"]').first()).toBeVisible();
    await form.locator('input[inputmode="numeric"]').first().fill('150');
    await form.locator('input[type="datetime-local"]').first().fill('2026-05-02T10:00');
    await form.locator('input[type="datetime-local"]').nth(1).fill('2026-05-01T10:00');
    await form.locator('button[type="submit"]').click();
    // The code, the percent and the end.
    await expect(form.locator('.admin-field__error')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `voucher form with its messages in ${lang}`);
    await form.getByRole('button').first().click();
  }
});

test('axe: the shipping queue’s approve dialog with a courier and a tracking number chosen, in en, mm and ch', async ({ page }) => {
  await useToken(page, data.admin);
  await useBurmeseFont(page);
  await page.goto('/admin/shipping');
  await checkDialog(page, 'approve shipping dialog', async (p) => {
    await p.locator('.admin-card .admin-card__actions .admin-approve').first().click();
    const dialog = p.getByRole('dialog');
    await dialog.locator('select').selectOption({ index: 1 });
    await dialog.locator('input:not([type="hidden"])').fill('AXE 12/3');
    await expect(dialog.getByTestId('tracking-preview')).toBeVisible();
  });
  // Without an active courier: the shop delivers itself, with a link to /admin/couriers. (This
  // worker's courier is made inactive meanwhile; its tests run one at a time on its own server.)
  const { couriers } = await gql<{ couriers: { id: number; name: string; phone: string; trackingUrl: string | null; active: boolean }[] }>(
    page.request,
    data.admin,
    '{ couriers { id name phone trackingUrl active } }',
  );
  const set = (active: boolean) =>
    Promise.all(
      couriers.map(({ id, name, phone, trackingUrl }) =>
        gql(page.request, data.admin, 'mutation($id: Int!, $input: CourierInput!) { updateCourier(id: $id, input: $input) }', { id, input: { name, phone, trackingUrl, active } }),
      ),
    );
  await set(false);
  try {
    await checkDialog(page, 'approve shipping dialog without couriers', async (p) => {
      await p.locator('.admin-card .admin-card__actions .admin-approve').first().click();
      await expect(p.getByTestId('no-couriers')).toBeVisible();
    });
  } finally {
    await set(true);
  }
});

test('axe: the admin reject dialog and a review picture full size in en, mm and ch', async ({ page }) => {
  // Many screens, each checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useToken(page, data.admin);
  await useBurmeseFont(page);
  await page.goto('/admin/orders');
  await checkDialog(page, 'reject dialog', (p) => p.locator('.admin-card .admin-card__actions .ui-button--outline').first().click());
  await page.goto('/admin/reviews');
  await checkDialog(page, 'review picture full size', (p) => p.locator('.admin-card .admin-picture').first().click());
  // The block confirmation and the balance change form's messages beside its fields.
  await page.goto(`/admin/users/${data.shopperId}`);
  // Opened from the keyboard with the page at its top: scrolled down to the button, the form's
  // fields would sit half under the sticky header, which axe counts as too small a target.
  await checkDialog(page, 'block confirmation', async (p) => {
    await p.evaluate(() => window.scrollTo(0, 0));
    await p.locator('.admin-role-actions .ui-button--primary').evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await p.keyboard.press('Enter');
  });
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await page.locator('.admin-grant__actions button[type="submit"]').click();
    await expect(page.locator('.admin-form .admin-field__error').first()).toBeVisible();
    await expectAccessible(page, `balance change form with its messages in ${lang}`);
  }
});

test('axe: the admin navigation with each group open, at phone and desk size, in en, mm and ch', async ({ page }) => {
  // Many screens, each checked by axe: over a minute on a loaded 2-core machine.
  test.slow();
  await useToken(page, data.admin);
  await useBurmeseFont(page);
  await page.goto('/admin');
  for (const size of [{ width: 412, height: 915 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      await settle(page);
      const groups = page.locator('.admin-nav button[aria-expanded]');
      expect(await groups.count()).toBe(4);
      for (let i = 0; i < 4; i += 1) {
        await groups.nth(i).click();
        await expect(groups.nth(i)).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page, `admin navigation, group ${i + 1} open, ${size.width} px, in ${lang}`);
      }
    }
  }
});

test('axe: the catalogue spreadsheet with a checked file and its errors as cards, at 360 px, in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  await page.setViewportSize({ width: 360, height: 800 });
  // A new product with a price that is not a number: the dry run lists its errors, nothing is written.
  const csv = Buffer.from('\ufeffsku,product_slug,name_en,price\ne2e-axe-sku,e2e-axe,Axe check,abc\n', 'utf8');
  await page.goto('/admin/catalog-spreadsheet');
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    await page.getByTestId('csv-input').setInputFiles({ name: 'axe.csv', mimeType: 'text/csv', buffer: csv });
    await page.locator('.admin-sheet__actions .ui-button--outline').click();
    await expect(page.getByTestId('import-errors').getByRole('listitem').first()).toBeVisible();
    await settle(page);
    await expectAccessible(page, `catalogue spreadsheet with errors in ${lang}`);
  }
});

test('axe: the settings’ delivery fees with a township picked and the rules’ messages beside the fields, at 360 px, in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.admin);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin/settings');
  for (const lang of LANGS) {
    await setLanguage(page, lang);
    const section = page.locator('form.admin-delivery__form');
    await expect(section).toBeVisible();
    const picker = section.locator('.admin-delivery__picker');
    await picker.locator('select').first().selectOption({ index: 1 });
    const township = picker.locator('select').nth(1);
    await expect(township.locator('option')).not.toHaveCount(1);
    await township.selectOption({ index: 1 });
    await picker.locator('button').click();
    await section.locator('.admin-delivery__list').nth(1).locator('> button').click();
    await section.locator('[data-testid="weight-step-row"] input').first().fill('0');
    await section.locator('button[type="submit"]').click();
    await expect(section.locator('.admin-field__error').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await section.evaluate((form) => form.scrollIntoView());
    await expectAccessible(page, `the delivery fees with messages in ${lang}`);
  }
});
