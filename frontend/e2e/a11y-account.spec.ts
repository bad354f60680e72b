// The axe checks of the shopper's own pages (a11y-helpers.ts): the signed-in routes (profile, cart,
// checkout, orders, reviews, tickets) and the rewards and review dialogs.
import { expect, type Page } from '@playwright/test';
import { checkDialog, data, test, topBarButton } from './a11y-helpers';
import { checkRoute, routesOf } from './a11y-routes';
import { useBurmeseFont, useToken } from './helpers';

test.use({ reducedMotion: 'reduce' });

for (const [route, who] of routesOf('account')) {
  test(`axe: ${route} (${who}) in en, mm and ch`, async ({ page }) => {
    await checkRoute(page, route, who);
  });
}

// ---------- Dialogs and drawers ----------

test('axe: the rewards dialogs (daily reward, claim a gift, invite friends) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/');
  // The shopper is checked in for today (signUpByApi), so the menu opens the daily reward dialog.
  await checkDialog(page, 'daily reward dialog', async (p) => {
    await topBarButton(p, 0).click();
    await p.locator('.ui-drawer .menu-item:not(a)').last().click();
    await expect(p.getByTestId('daily-day')).toHaveCount(30);
  });
  await page.goto('/referral-gift');
  const gift = (p: Page, cost: number) => p.getByTestId('gift-card').filter({ has: p.getByTestId('gift-cost').filter({ hasText: new RegExp(`\\b${cost}\\b`) }) });
  await checkDialog(page, 'confirm claim dialog', (p) => gift(p, 5).first().locator('.ui-button').click());
  await checkDialog(page, 'invite dialog (points not enough)', (p) => gift(p, 50).first().locator('.ui-button').click());
});

test('axe: the review dialogs (write a review, a review picture, rate a product) in en, mm and ch', async ({ page }) => {
  await useBurmeseFont(page);
  await useToken(page, data.shopper);
  await page.goto('/reviews');
  await checkDialog(page, 'write-a-review dialog', async (p) => {
    await p.locator('.rv-head .ui-button').click();
    await expect(p.getByTestId('review-images-input')).toBeAttached();
  });
  await checkDialog(page, 'review picture', (p) => p.locator('.rv-image').first().click());
  await page.goto(`/product-detail?id=${encodeURIComponent(data.productSlug)}`);
  await checkDialog(page, 'rate-a-product dialog', (p) => p.locator('.pd-rate').click());
});
