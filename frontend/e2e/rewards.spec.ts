// The shopper side of rewards against the real server, at a phone's size:
//   - referral: a friend signs up on /signup?ref={code} (the inviter's referral points rise); the
//     inviter claims a gift the admin created (1 point) on /referral-gift and finds it in My orders
//     to ship, the balance drops; a dearer gift opens the invite dialog with the link;
//   - daily reward: the dialog opens by itself on a shopper's first visit of the day and checks in,
//     the success dialog follows, Claim raises the top bar's token pill; the menu reopens it;
//   - a missed day (the server's clock moved 2 days forward): red cell, failure dialog, the fee
//     paid by transfer with a screenshot, 'Admin is processing Recovery!', the admin approves it on
//     /admin/recoveries and the cells turn green; another shopper restarts from day one (toast).
// The clock test moves the clock of the whole e2e server, only forward, so it is the last test here.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminScreen, adminToken, auth, checkInToday, gql, gradientPng, saveScreen, signUpByApi, uniquePhone, useToken } from './helpers';

/** Green (signed) and red (missed) day cells: --success and --primary-strong. */
const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

async function referralPoints(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user/profile', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data.referral_point as number;
}

/** A shopper's own browser (a phone), signed in with `token`. */
async function shopperScreen(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await useToken(page, token);
  return page;
}

const dailyDialog = (page: Page) => page.getByRole('dialog', { name: 'Daily reward' });
const dayCells = (page: Page) => dailyDialog(page).getByTestId('daily-day');

async function openDailyFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Lucky Mall' }).getByRole('button', { name: 'Daily reward' }).click();
  await expect(dailyDialog(page)).toBeVisible();
}

test('referral: a friend signs up with the code, the inviter claims a gift and finds it in to-ship', async ({ page, browser }) => {
  const admin = await adminToken(page.request);
  const inviter = await signUpByApi(page, 'Referral Inviter');
  const perSignup = ((await (await page.request.get('/api/settings')).json()).data.rewards as { referral_points_per_signup: number }).referral_points_per_signup;
  const before = await referralPoints(page.request, inviter.token);

  // A friend signs up through the page the invitation link opens.
  await page.goto(`/signup?ref=${inviter.referralCode}`);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(inviter.referralCode);
  await page.getByLabel('Name').fill('Invited Friend');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
  await expect.poll(() => referralPoints(page.request, inviter.token)).toBe(before + perSignup);
  // More friends (through the API), so the inviter has points to spend and to keep.
  for (const name of ['Second Friend', 'Third Friend']) await signUpByApi(page, name, 'secret123', { referralCode: inviter.referralCode });
  const points = before + 3 * perSignup;
  await expect.poll(() => referralPoints(page.request, inviter.token)).toBe(points);
  expect(points).toBeGreaterThanOrEqual(1);

  // The admin's gift: one referral point, in the first category, no picture.
  const giftName = `E2E Thank-you Mug ${Date.now()}`;
  const categoryId = (await gql<{ categories: { id: number }[] }>(page.request, admin, '{ categories { id } }')).categories[0].id;
  await gql(page.request, admin, 'mutation($input: ProductInput!) { createProduct(input: $input) }', {
    input: {
      categoryId,
      type: 'REFERRAL_GIFT',
      name: { en: giftName },
      description: { en: '<p>A mug for friends of Lucky Mall.</p>' },
      actualPrice: 9000,
      referralPoint: 1,
    },
  });

  const shopper = await shopperScreen(browser, inviter.token);
  await shopper.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await shopper.goto('/referral-gift');
  const balance = shopper.getByTestId('referral-balance');
  await expect(balance).toHaveText(points === 1 ? '1 referral point' : `${points} referral points`);
  const card = shopper.getByTestId('gift-card').filter({ hasText: giftName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('9,000 MMK');
  await expect(card.getByTestId('gift-cost')).toContainText('1 referral point');
  await saveScreen(shopper, 'referral-gift', 'en');

  // A gift dearer than the balance: the invite dialog instead of a claim.
  const dear = shopper.getByTestId('gift-card').filter({ hasText: 'Boxing Gloves' });
  await dear.getByRole('button', { name: 'Claim' }).click();
  const invite = shopper.getByRole('alertdialog', { name: 'Referral point not enough' });
  await expect(invite.getByLabel('Your invitation link')).toHaveValue(new RegExp(`/signup\\?ref=${inviter.referralCode}$`));
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite).toContainText('Invitation link copied to clipboard');
  expect(await shopper.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/signup\\?ref=${inviter.referralCode}$`));
  await saveScreen(shopper, 'referral-invite', 'en');
  await invite.getByRole('button', { name: 'Close' }).click();
  await expect(invite).toBeHidden();

  // Claim the mug: confirm, claimed, the balance drops, the gift waits in to-ship.
  await card.getByRole('button', { name: 'Claim' }).click();
  const confirm = shopper.getByRole('alertdialog').filter({ hasText: 'Claim this gift?' });
  await expect(confirm).toContainText(`Claim ${giftName} for 1 referral point?`);
  await confirm.getByRole('button', { name: 'Claim' }).click();
  await expect(shopper.getByRole('alertdialog').filter({ hasText: 'Gift claimed' })).toBeVisible();
  const left = points - 1;
  await expect(balance).toHaveText(left === 1 ? '1 referral point' : `${left} referral points`);
  expect(await referralPoints(page.request, inviter.token)).toBe(left);
  await shopper.getByRole('button', { name: 'My orders' }).click();
  await expect(shopper).toHaveURL(/\/my-orders-to-ship$/);
  await expect(shopper.getByTestId('to-ship-item').filter({ hasText: giftName })).toBeVisible();

  // The referral history lists the sign-ups and the claim.
  await shopper.goto('/referral-gift?tab=history');
  await expect(shopper.getByTestId('referral-history-entry')).toHaveCount(4);
  await expect(shopper.getByTestId('referral-change').first()).toHaveText('Points -1 point');
  await saveScreen(shopper, 'referral-history', 'en');
  await shopper.context().close();
});

test('daily reward: the dialog opens on the first visit of the day, checks in, and Claim raises the token pill', async ({ page }) => {
  const account = await signUpByApi(page, 'Daily Shopper', 'secret123', { dailyCheckIn: false });
  const { dailyReward } = await gql<{ dailyReward: { today: string; dailyPoint: number } }>(page.request, account.token, '{ dailyReward { today dailyPoint } }');
  await useToken(page, account.token);
  await page.goto('/');
  const pill = page.getByTestId('token-pill');
  await expect(pill).toHaveText('0 token');

  // Opened by itself; today (day 1) is checked in with the server's date and turns green.
  const dialog = dailyDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dayCells(page)).toHaveCount(30);
  await expect(dayCells(page).first()).toHaveAttribute('data-state', 'signed');
  await expect(dayCells(page).first()).toHaveCSS('background-color', GREEN);
  await expect(dayCells(page).nth(1)).toHaveAttribute('data-state', 'none');
  const signs = (await (await page.request.get('/api/user/daily-sign/list', { headers: auth(account.token) })).json()).data as { date: string; status: boolean }[];
  expect(signs).toEqual([{ date: dailyReward.today, status: true }]);

  // The success dialog 3 s later, then back to the grid and Claim.
  const success = page.getByRole('alertdialog').filter({ hasText: 'Congratulations!' });
  await expect(success).toBeVisible({ timeout: 8000 });
  await saveScreen(page, 'daily-reward-success', 'en');
  await success.getByRole('button', { name: 'OK' }).click();
  await saveScreen(page, 'daily-reward', 'en');
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(dialog).toBeHidden();
  const tokens = dailyReward.dailyPoint;
  await expect(pill).toHaveText(tokens === 1 ? '1 token' : `${tokens} tokens`);

  // The menu opens it again: claimed today; a reload does not open it by itself.
  await openDailyFromMenu(page);
  await expect(dailyDialog(page).getByRole('button', { name: 'Claimed today' })).toBeDisabled();
  await dailyDialog(page).getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(pill).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(dailyDialog(page)).toHaveCount(0);
});

// Moves the e2e server's clock 2 days forward: keep this test last.
test('a missed day: recovered by transfer and approved by the admin, or restarted from day one', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100000;
  const recovering = await signUpByApi(page, `Recovery Shopper ${suffix}`);
  const restarting = await signUpByApi(page, `Restart Shopper ${suffix}`);
  const first = await checkInToday(page.request, recovering.token);

  const moved = await page.request.put('/api/test/clock', { data: { advance_days: 2 } });
  expect(moved.status(), await moved.text()).toBe(200);
  const { dailyReward } = await gql<{ dailyReward: { today: string; recovery: { missedDays: string[]; feeMmk: number } } }>(
    page.request,
    recovering.token,
    '{ dailyReward { today recovery { missedDays feeMmk } } }',
  );
  expect(dailyReward.today > first).toBe(true);
  expect(dailyReward.recovery.missedDays).toHaveLength(1);

  // The shopper comes back: day 1 green, day 2 red, then the failure dialog.
  await useToken(page, recovering.token);
  await page.goto('/');
  await expect(dailyDialog(page)).toBeVisible();
  await expect(dayCells(page).nth(0)).toHaveAttribute('data-state', 'signed');
  await expect(dayCells(page).nth(1)).toHaveAttribute('data-state', 'missed');
  await expect(dayCells(page).nth(1)).toHaveCSS('background-color', RED);
  await expect(dailyDialog(page).getByRole('button', { name: 'Restart from day one' })).toBeVisible();
  await saveScreen(page, 'daily-reward-missed', 'en');
  const failure = page.getByRole('alertdialog').filter({ hasText: 'You missed a day' });
  await expect(failure).toBeVisible({ timeout: 5000 });
  const fee = `${dailyReward.recovery.feeMmk.toLocaleString('en-US')} MMK`;
  await expect(failure).toContainText(fee);
  await saveScreen(page, 'daily-reward-failure', 'en');

  // Pay the fee by transfer with a screenshot.
  await failure.getByRole('button', { name: 'Pay for recovery' }).click();
  const recovery = page.getByRole('dialog', { name: 'Recover missed days' });
  await expect(recovery.getByTestId('recovery-fee')).toHaveText(fee);
  await recovery.getByRole('button', { name: 'Submit' }).click();
  await expect(recovery).toContainText('Please select payment');
  await recovery.getByRole('radio').first().check();
  await recovery.getByTestId('screenshot-input').setInputFiles({ name: 'recovery.png', mimeType: 'image/png', buffer: await gradientPng(120, 200) });
  await expect(recovery.locator('img.cm-preview')).toBeVisible();
  await saveScreen(page, 'daily-reward-recovery', 'en');
  await recovery.getByRole('button', { name: 'Submit' }).click();
  const processing = page.getByRole('alertdialog').filter({ hasText: 'Admin is processing Recovery!' });
  await expect(processing).toContainText('Please wait for admin approval. This may take some time.');
  await saveScreen(page, 'daily-reward-processing', 'en');
  await processing.getByRole('button', { name: 'OK' }).click();

  // The admin approves it on /admin/recoveries.
  const adminPage = await adminScreen(browser, await adminToken(page.request));
  await adminPage.goto('/admin/recoveries');
  const request = adminPage.getByRole('article', { name: new RegExp(`Recovery Shopper ${suffix}`) });
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(request).toBeHidden();
  await adminPage.context().close();

  // Back as the shopper: every day so far is green (today was signed while the admin checked).
  await page.reload();
  await expect(page.getByTestId('token-pill')).toBeVisible();
  if (!(await dailyDialog(page).isVisible())) await openDailyFromMenu(page);
  for (const day of [0, 1, 2]) await expect(dayCells(page).nth(day)).toHaveAttribute('data-state', 'signed');
  await expect(dayCells(page).nth(1)).toHaveCSS('background-color', GREEN);
  await saveScreen(page, 'daily-reward-recovered', 'en');

  // Another shopper with a missed day restarts from day one: the toast, and day 1 is today.
  const other = await shopperScreen(browser, restarting.token);
  await other.goto('/');
  const otherFailure = other.getByRole('alertdialog').filter({ hasText: 'You missed a day' });
  await expect(otherFailure).toBeVisible({ timeout: 8000 });
  await otherFailure.getByRole('button', { name: 'Restart from day one' }).click();
  const toast = other.getByTestId('restart-toast');
  await expect(toast).toHaveText('Restart Successful!');
  await expect(dailyDialog(other)).toHaveCount(0);
  await saveScreen(other, 'daily-reward-restarted', 'en');
  await expect(toast).toBeHidden({ timeout: 6000 });
  await openDailyFromMenu(other);
  await expect(dayCells(other).nth(0)).toHaveAttribute('data-state', 'signed');
  await expect(dayCells(other).nth(1)).toHaveAttribute('data-state', 'none');
  await other.context().close();
});
