// The admin side of rewards against the real server: the admin creates a referral gift on
// /admin/gifts (three languages, category, points, price, weight, a picture sent as a multipart
// upload), the shoppers' gift list (GET /api/products/referral) has it; an edit of its cost shows
// there too; hidden it leaves that list, shown again it comes back. On /admin/settings the admin
// changes the referral points per sign-up and the recovery fee, which GET /api/settings answers
// (restored afterwards, so later tests on the same server see the defaults). The recovery queue
// opens from the header; with the server's test clock moved two days on, two shoppers who missed a
// day pay to recover it: the admin approves one (the day is signed) and rejects the other with a
// reason (the shopper's check shows it), and deciding again is refused.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminNav, adminToken, auth, checkInToday, gradientPng, saveScreen, signUpByApi, useBurmeseFont, useLanguage, useToken } from './helpers';

interface GiftCard {
  id: number;
  name: string;
  referral_point: number | null;
  feature_image: string | null;
}

async function shopperGifts(request: APIRequestContext): Promise<GiftCard[]> {
  const response = await request.get('/api/products/referral?page=1');
  expect(response.status()).toBe(200);
  return (await response.json()).data.data as GiftCard[];
}

async function rewardSettings(request: APIRequestContext) {
  const body = await (await request.get('/api/settings')).json();
  return body.data.rewards as { referral_points_per_signup: number; recovery_fee_mmk: number };
}

test('the admin creates, edits, hides and shows a referral gift, and changes the reward settings', async ({ page }) => {
  const admin = await adminToken(page.request);
  await useToken(page, admin);
  const name = `E2E Gift ${Date.now()}`;

  await page.goto('/admin/gifts');
  await expect(page.getByRole('heading', { name: 'Referral gifts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New gift' }).click();
  const form = page.getByRole('form', { name: 'New gift' });

  // Nothing is sent until every rule holds.
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter the English name')).toBeVisible();
  await expect(form.getByText('Choose a picture of the gift')).toBeVisible();

  await form.getByLabel('Name (English)').fill(name);
  await form.getByLabel('Name in Burmese').fill('ကံကောင်း ခွက်');
  await form.getByLabel('Name in Chinese').fill('幸运杯');
  await form.getByLabel('Description (English)').fill('A mug with the Lucky Mall logo.');
  await expect(form.getByLabel('Category').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Referral points to claim').fill('7');
  await form.getByLabel('Price (MMK)').fill('12000');
  await form.getByLabel('Weight (kg)').fill('0.3');
  await form.getByLabel('Picture').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: await gradientPng(400, 400) });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Gift created')).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('7 referral points');
  await expect(card).toContainText('12,000 MMK');
  await expect(card).toContainText('ကံကောင်း ခွက်');
  await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  // The shoppers' gift list has it, with its cost and picture.
  let listed = (await shopperGifts(page.request)).find((g) => g.name === name);
  expect(listed?.referral_point).toBe(7);
  expect(listed?.feature_image).toBeTruthy();

  // An edit of the cost reaches the shoppers' list.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = card.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Name (English)')).toHaveValue(name);
  await edit.getByLabel('Referral points to claim').fill('0');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter a whole number of points, 1 or more')).toBeVisible();
  await edit.getByLabel('Referral points to claim').fill('8');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await expect(card).toContainText('8 referral points');
  listed = (await shopperGifts(page.request)).find((g) => g.name === name);
  expect(listed?.referral_point).toBe(8);

  // Hidden, it leaves the shoppers' list but stays on the admin's, marked.
  await card.getByRole('button', { name: `Hide ${name} from the shop` }).click();
  await expect(page.getByText(`${name} is hidden from the shop`)).toBeVisible();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  expect((await shopperGifts(page.request)).some((g) => g.name === name)).toBe(false);

  await card.getByRole('button', { name: `Show ${name} in the shop` }).click();
  await expect(page.getByText(`${name} is in the shop again`)).toBeVisible();
  await expect(card.getByText('Hidden', { exact: true })).toHaveCount(0);
  expect((await shopperGifts(page.request)).some((g) => g.name === name)).toBe(true);

  // Settings: the referral points per sign-up and the recovery fee.
  const before = await rewardSettings(page.request);
  try {
    await adminNav(page, 'Content', 'Settings');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    const points = page.getByLabel('Referral points per sign-up');
    const fee = page.getByLabel('Recovery fee (MMK)');
    await expect(points).toHaveValue(String(before.referral_points_per_signup));
    await expect(fee).toHaveValue(String(before.recovery_fee_mmk));
    await points.fill('-2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a whole number, 0 or more')).toBeVisible();
    await points.fill(String(before.referral_points_per_signup + 4));
    await fee.fill('2500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const after = await rewardSettings(page.request);
    expect(after.referral_points_per_signup).toBe(before.referral_points_per_signup + 4);
    expect(after.recovery_fee_mmk).toBe(2500);
    // A reload reads the saved numbers back.
    await page.reload();
    await expect(page.getByLabel('Referral points per sign-up')).toHaveValue(String(before.referral_points_per_signup + 4));
  } finally {
    const restored = await page.request.post('/graphql', {
      headers: auth(admin),
      data: {
        query: 'mutation($input: SettingsInput!) { updateSettings(input: $input) { dailyPoint } }',
        variables: { input: { referralPointsPerSignup: before.referral_points_per_signup, recoveryFeeMmk: before.recovery_fee_mmk } },
      },
    });
    expect(restored.status()).toBe(200);
  }

  // The recovery queue opens from the header.
  await adminNav(page, 'Queues', 'Recoveries');
  await expect(page).toHaveURL(/\/admin\/recoveries$/);
  await expect(page.getByRole('heading', { name: 'Sign-in recoveries to check' })).toBeVisible();
});

test('screens: gifts and settings in en and mm, phone and desktop', async ({ page }) => {
  const admin = await adminToken(page.request);
  await useToken(page, admin);
  for (const lang of ['en', 'mm'] as const) {
    if (lang === 'mm') {
      await useLanguage(page, 'mm');
      await useBurmeseFont(page);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/gifts');
    await expect(page.locator('.admin-main__title')).toBeVisible();
    await page.locator('.admin-main__head .ui-button--primary').click();
    await expect(page.locator('form.admin-form')).toBeVisible();
    await saveScreen(page, 'admin-gifts-new', lang);
    await page.goto('/admin/settings');
    await expect(page.locator('fieldset').first()).toBeVisible();
    await saveScreen(page, 'admin-settings', lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/gifts');
    await expect(page.locator('.admin-main__title')).toBeVisible();
    await saveScreen(page, 'admin-gifts-desktop', lang);
  }
});

test('the admin approves one sign-in recovery and rejects another with a reason', async ({ page }) => {
  const admin = await adminToken(page.request);
  const stamp = Date.now();
  const paymentId = (await (await page.request.get('/api/payments')).json()).data[0].id as number;
  const fee = (await rewardSettings(page.request)).recovery_fee_mmk;
  const setClock = async (change: { now: string } | { advance_days: number }) => {
    const response = await page.request.put('/api/test/clock', { data: change });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).myanmar_today as string;
  };
  const gql = async (query: string) => (await page.request.post('/graphql', { headers: auth(admin), data: { query } })).json();

  try {
    await setClock({ now: new Date().toISOString() });
    // Both shoppers check in today, then the shop's clock moves two days on: yesterday is missed.
    const approved = { name: `Recovery Yes ${stamp}`, ...(await signUpByApi(page, `Recovery Yes ${stamp}`)) };
    const rejected = { name: `Recovery No ${stamp}`, ...(await signUpByApi(page, `Recovery No ${stamp}`)) };
    let today = '';
    for (const shopper of [approved, rejected]) today = await checkInToday(page.request, shopper.token);
    const missed = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await setClock({ advance_days: 2 });
    for (const shopper of [approved, rejected]) {
      const paid = await page.request.post('/api/user/daily-sign/recover', {
        headers: auth(shopper.token),
        multipart: { payment_id: String(paymentId), payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) } },
      });
      const body = await paid.json();
      expect(paid.status(), JSON.stringify(body)).toBe(200);
      expect(body.data.pending).toBe(true);
      expect(body.data.missed_days).toEqual([missed]);
    }
    const queued = (await gql('{ pendingRecoveries { id customerName } }')).data.pendingRecoveries as { id: number; customerName: string }[];
    const rejectedId = queued.find((r) => r.customerName === rejected.name)!.id;

    await useToken(page, admin);
    await page.goto('/admin');
    await adminNav(page, 'Queues', 'Recoveries');
    await expect(page).toHaveURL(/\/admin\/recoveries$/);
    await expect(page.getByRole('heading', { name: 'Sign-in recoveries to check' })).toBeVisible();

    const yes = page.getByRole('article', { name: new RegExp(approved.name) });
    await expect(yes).toContainText(`${approved.name} · ${approved.phone}`);
    await expect(yes).toContainText('1 day');
    await expect(yes.locator(`time[datetime="${missed}"]`)).toBeVisible();
    await expect(yes).toContainText(`${fee.toLocaleString('en-US')} MMK`);
    await expect(yes).toContainText('KBZPay');
    const shot = yes.getByRole('img', { name: 'Payment screenshot' });
    await expect.poll(() => shot.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await yes.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(new RegExp(`${approved.name} approved`))).toBeVisible();
    await expect(yes).toHaveCount(0);
    const days = (await (await page.request.get('/api/user/daily-sign/list', { headers: auth(approved.token) })).json()).data as { date: string; status: boolean }[];
    expect(days.find((d) => d.date === missed)?.status).toBe(true);

    const no = page.getByRole('article', { name: new RegExp(rejected.name) });
    await no.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this payment?' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('Please write a reason')).toBeVisible();
    await dialog.getByLabel('Reason (the shopper sees it)').fill('The transfer is not in our account.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText(new RegExp(`${rejected.name} rejected`))).toBeVisible();
    await expect(no).toHaveCount(0);
    const check = (await (await page.request.get('/api/user/daily-sign/recover/check', { headers: auth(rejected.token) })).json()).data;
    expect(check).toMatchObject({ status: false, pending: false, missed_days: [missed], last_reject_reason: 'The transfer is not in our account.' });

    // Deciding again (another admin's tab) is refused with the server's message.
    const again = await gql(`mutation { approveRecovery(id: ${rejectedId}) }`);
    expect(again.errors[0].message).toMatch(/already decided/);
  } finally {
    await setClock({ now: new Date().toISOString() });
  }
});
