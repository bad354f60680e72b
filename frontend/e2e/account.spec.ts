// The account screens in a phone-size Chromium against the real server: sign-up with a referral
// code, create profile (township, cropped avatar), onboarding, profile, sign out and in, account
// and shipping edits, password change, the server's errors in dialogs, and Burmese.
// Screenshots: test-results/screens/<screen>-<lang>.png.
import { expect, test, type Page } from '@playwright/test';
import { checkInToday, gradientPng, saveScreen, signUpByApi, uniquePhone, useBurmeseFont, useToken } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

async function signInWithUi(page: Page, phone: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function token(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'));
}

test('sign up with a referral code, create a profile with an avatar, onboarding, profile', async ({ page }) => {
  const inviter = await signUpByApi(page, 'Inviting Friend');
  const phone = uniquePhone();

  await page.goto(`/signup?ref=${inviter.referralCode}`);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(inviter.referralCode);
  const submit = page.getByRole('button', { name: 'Sign up', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Name').fill('Aung Aung');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password').fill('secret123');
  await expect(page.getByText('passwords do not match')).toBeHidden();
  await saveScreen(page, 'sign-up', 'en');
  await submit.click();

  // Create profile: Yangon and its first township are chosen once they load.
  await expect(page).toHaveURL(/\/create-profile$/);
  expect(await token(page)).toBeTruthy();
  // Signed in for today, as signUpByApi does: the daily reward dialog would open on the home page.
  await checkInToday(page.request, (await token(page))!);
  const region = page.getByLabel('State / Region');
  const township = page.getByLabel('Township');
  await expect(region.locator('option:checked')).toHaveText('Yangon');
  await expect(township.locator('option:checked')).toHaveText('Ahlone');
  await township.selectOption({ label: 'Bahan' });
  await page.getByLabel('Street address').fill('No. 12, Pyay Road');
  await page.getByLabel('Postal code (optional)').fill('11041');
  const save = page.getByRole('button', { name: 'Save and continue' });
  await expect(save).toBeEnabled();
  await saveScreen(page, 'create-profile', 'en');

  // The avatar: choose a photo, crop (submit waits for Save), save.
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await gradientPng() });
  await expect(page.getByRole('group', { name: 'Photo cropper' })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByText('Save your photo first.')).toBeVisible();
  await saveScreen(page, 'create-profile-crop', 'en');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Profile photo' })).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();

  // Onboarding: Next, Back, the last slide's button and Skip.
  await expect(page).toHaveURL(/\/onboarding$/);
  const current = page.locator('.acc-onboarding__dot[aria-current="step"]');
  await expect(current).toHaveAccessibleName('Slide 1 of 3');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await saveScreen(page, 'onboarding', 'en');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveAccessibleName('Slide 2 of 3');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(current).toHaveAccessibleName('Slide 1 of 3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(current).toHaveAccessibleName('Slide 3 of 3');
  await page.getByRole('button', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Profile: avatar, name, phone and the menu.
  await page.goto('/profile');
  await expect(page.getByText('Aung Aung')).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /\/media\//);
  await saveScreen(page, 'profile', 'en');

  // The account detail shows the saved shipping info, region and township apart.
  await page.getByRole('link', { name: 'Account details' }).click();
  await expect(page).toHaveURL(/\/account-detail$/);
  await expect(page.getByText('Yangon', { exact: true })).toBeVisible();
  await expect(page.getByText('Bahan', { exact: true })).toBeVisible();
  await expect(page.getByText('No. 12, Pyay Road')).toBeVisible();
  await saveScreen(page, 'account-detail', 'en');
});

test('sign out and in again, edit account and shipping info, change the password', async ({ page, context }) => {
  const user = await signUpByApi(page, 'Su Su');
  await signInWithUi(page, user.phone, user.password);
  await expect(page).toHaveURL(/\/profile$/);

  // Sign out (after a confirm dialog), then sign in again.
  await page.goto('/account-detail');
  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await token(page)).toBeNull();
  await signInWithUi(page, user.phone, user.password);
  await expect(page).toHaveURL(/\/profile$/);

  // Change the profile photo: crop, save, uploaded at once.
  await page.goto('/account-detail');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await gradientPng(200, 300) });
  // The cropped photo shows at once; reload only once the server has stored it (on a busy machine
  // the upload can still be on its way when the preview appears).
  // (Chromium gives no request body for a multipart upload, so the answer is what identifies it.)
  const uploaded = page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/graphql')) return false;
    return (await r.text().catch(() => '')).includes('"uploadProfileImage"');
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await uploaded).ok()).toBe(true);
  const photo = page.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toBeVisible();
  await page.reload();
  await expect(photo).toHaveAttribute('src', /\/media\//);

  // A failed upload says so and shows the stored photo again.
  const stored = await photo.getAttribute('src');
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataBuffer()?.includes('uploadProfileImage')) {
      await route.fulfill({ json: { data: null, errors: [{ message: 'the image is too large', extensions: { code: 'VALIDATION' } }] } });
    } else await route.continue();
  });
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await gradientPng(120, 120) });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Failed to upload image');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(photo).toHaveAttribute('src', stored ?? '');
  await page.unroute('**/graphql');

  // The referral code copies the invitation link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: new RegExp(user.referralCode) }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Invitation link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/signup\\?ref=${user.referralCode}$`));
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  // Edit account: a new name; the phone left empty keeps the current one.
  await page.getByRole('link', { name: 'Edit name and phone number' }).click();
  await expect(page).toHaveURL(/\/edit-account-detail$/);
  await page.getByLabel('Name').fill('Su Su Hlaing');
  await page.getByLabel('Phone number').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/account-detail$/);
  await expect(page.getByText('Su Su Hlaing')).toBeVisible();
  await expect(page.getByText(user.phone)).toBeVisible();

  // Edit shipping info: a new region picks its first township.
  await page.getByRole('link', { name: 'Edit shipping info' }).click();
  await expect(page).toHaveURL(/\/edit-shipping-info$/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByLabel('Street address').fill('');
  await page.getByLabel('Street address').blur();
  await expect(page.getByText('Street Address is required')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('State / Region').selectOption({ label: 'Mandalay' });
  const township = page.getByLabel('Township').locator('option:checked');
  await expect(township).not.toHaveText('Choose a township');
  const chosenTownship = (await township.textContent())?.trim() ?? '';
  await page.getByLabel('Street address').fill('78th Street');
  await saveScreen(page, 'edit-shipping', 'en');
  await save.click();
  await expect(page).toHaveURL(/\/account-detail$/);
  await expect(page.getByText('Mandalay', { exact: true })).toBeVisible();
  await expect(page.getByText(chosenTownship, { exact: true })).toBeVisible();
  await expect(page.getByText('78th Street')).toBeVisible();

  // Change password: a wrong current password is the server's error; then the real change.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('newpass456');
  await page.getByLabel('Confirm new password').fill('newpass456');
  await page.getByRole('button', { name: 'Change password' }).click();
  const error = page.getByRole('alertdialog');
  await expect(error).toContainText('the old password is incorrect');
  await error.getByRole('button', { name: 'OK' }).click();

  const before = await token(page);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill('newpass456');
  await page.getByLabel('Confirm new password').fill('newpass456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  const after = await token(page);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await saveScreen(page, 'reset-password', 'en');

  // The fresh token works (the old one was revoked by the server).
  await page.goto('/account-detail');
  await expect(page.getByText('Su Su Hlaing')).toBeVisible();

  // The new password signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInWithUi(page, user.phone, user.password);
  await expect(page.getByRole('alertdialog')).toContainText('the password is incorrect');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await signInWithUi(page, user.phone, 'newpass456');
  await expect(page).toHaveURL(/\/profile$/);
});

test("the server's errors appear in a dialog", async ({ page }) => {
  const user = await signUpByApi(page);

  await signInWithUi(page, uniquePhone(), 'secret123');
  let dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('account does not exist');
  await saveScreen(page, 'sign-in-error', 'en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await signInWithUi(page, user.phone, 'wrong-password');
  await expect(page.getByRole('alertdialog')).toContainText('the password is incorrect');

  await page.goto('/signup');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Phone number').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('the phone has already been taken');
  await expect(page).toHaveURL(/\/signup$/);
});

test('the sign-in page switches to Burmese; account screens in Burmese', async ({ page }) => {
  await useBurmeseFont(page);
  await page.goto('/signin');
  await expect(page.getByText('forget password')).toBeVisible();
  await saveScreen(page, 'sign-in', 'en');
  // The page's own language button (the top bar has another one).
  await page.getByRole('main').getByRole('button', { name: /change language/i }).click();
  await page.getByRole('radio', { name: /မြန်မာ/ }).click();
  await expect(page.getByLabel('ဖုန်းနံပါတ်')).toBeVisible();
  await expect(page.getByLabel('စကားဝှက်', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'အကောင့်ဝင်မည်' })).toBeVisible();
  await expect(page.getByText('စကားဝှက် မေ့သွားပါသလား')).toBeVisible();
  // Touched empty fields show their Burmese errors.
  await page.getByLabel('ဖုန်းနံပါတ်').focus();
  await page.getByLabel('စကားဝှက်', { exact: true }).focus();
  await page.getByLabel('ဖုန်းနံပါတ်').focus();
  await expect(page.getByText('ဖုန်းနံပါတ် ထည့်ရန် လိုအပ်ပါသည်')).toBeVisible();
  await expect(page.getByText('စကားဝှက်သည် အနည်းဆုံး စာလုံး ခြောက်လုံး ရှိရပါမည်')).toBeVisible();
  await saveScreen(page, 'sign-in', 'mm');

  // The choice is kept: the other screens open in Burmese too.
  await page.goto('/signup?ref=AB23CD45');
  await expect(page.getByRole('heading', { name: 'အကောင့်သစ် ဖွင့်ရန်' })).toBeVisible();
  for (const label of ['အမည်', 'ဖုန်းနံပါတ်', 'စကားဝှက်', 'စကားဝှက် အတည်ပြုရန်']) {
    await page.getByLabel(label, { exact: true }).focus();
  }
  await page.getByLabel('မိတ်ဆက်ကုဒ် (မထည့်လည်း ရပါသည်)').focus();
  await expect(page.getByText('စကားဝှက်အသစ်ကို အတည်ပြုပါ')).toBeVisible();
  await saveScreen(page, 'sign-up', 'mm');

  const user = await signUpByApi(page, 'မောင်မောင်');
  await useToken(page, user.token);
  await page.goto('/create-profile');
  await expect(page.getByLabel('မြို့နယ်').locator('option:checked')).not.toHaveText('မြို့နယ် ရွေးပါ');
  await page.getByLabel('လမ်းလိပ်စာ').focus();
  await page.getByLabel('လမ်းလိပ်စာ').blur();
  await expect(page.getByText('လိပ်စာ ထည့်ရန် လိုအပ်ပါသည်')).toBeVisible();
  await saveScreen(page, 'create-profile', 'mm');

  await page.goto('/profile');
  await expect(page.getByText('မောင်မောင်')).toBeVisible();
  await saveScreen(page, 'profile', 'mm');

  await page.goto('/account-detail');
  await expect(page.getByText('မိတ်ဆက်ကုဒ်', { exact: true })).toBeVisible();
  await saveScreen(page, 'account-detail', 'mm');

  await page.goto('/onboarding');
  await expect(page.getByRole('button', { name: 'ကျော်မည်' })).toBeVisible();
  await saveScreen(page, 'onboarding', 'mm');

  await page.goto('/reset-password');
  await page.getByLabel('လက်ရှိ စကားဝှက်').fill('abc');
  await page.getByLabel('လက်ရှိ စကားဝှက်').blur();
  await expect(page.getByText('စကားဝှက်သည် အနည်းဆုံး စာလုံး 6 လုံး ရှိရပါမည်')).toBeVisible();
  await saveScreen(page, 'reset-password', 'mm');
});
