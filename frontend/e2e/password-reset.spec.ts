// The forgotten password (issue 15) against the real server, with the code taken from the log
// SMS sender's file (scripts/e2e-server.sh: MALL_SMS_LOG_FILE): 'forget password' on /signin →
// the phone → a wrong code is refused and changes nothing → the right code and a new password →
// the success dialog → sign in with the new password; the old password and the old sign-in no
// longer work. A phone with no account gets the very same answer (and no SMS).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { auth, saveScreen, shopPort, signUpByApi, uniquePhone } from './helpers';

const smsLog = process.env.E2E_SMS_LOG ?? `/tmp/luckymall-e2e-sms-${shopPort()}.log`;

interface Sms {
  to: string;
  text: string;
  code: string | null;
}

/** The SMS messages written for `phone` so far (the log file holds one JSON line each). */
async function smsTo(phone: string): Promise<Sms[]> {
  const lines = (await readFile(smsLog, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const digits = phone.replace(/\D/g, '').slice(-9);
  return lines.map((line) => JSON.parse(line) as Sms).filter((sms) => sms.to.replace(/\D/g, '').endsWith(digits));
}

async function askForCode(page: Page, phone: string) {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'forget password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the 6-digit code sent to ${phone}`)).toBeVisible();
}

test('forgotten password: a code by SMS, a wrong code changes nothing, the right one sets the new password and signs out everywhere', async ({ page }) => {
  const shopper = await signUpByApi(page, 'Forgetful Shopper', 'oldpass1');
  await askForCode(page, shopper.phone);
  // The resend countdown runs (the server allows another code after a minute).
  await expect(page.getByRole('button', { name: /Resend code in \d+ seconds/ })).toBeDisabled();
  await expect.poll(async () => (await smsTo(shopper.phone)).length).toBe(1);
  const [sms] = await smsTo(shopper.phone);
  expect(sms.code).toMatch(/^\d{6}$/);
  expect(sms.text).toContain(sms.code);
  await saveScreen(page, 'forgot-password-code', 'en');

  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('newpass1');
  await page.getByLabel('Confirm new password').fill('newpass1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const error = page.getByRole('alertdialog');
  await expect(error).toContainText('The code is wrong or has expired.');
  await error.getByRole('button', { name: 'OK' }).click();
  // Nothing changed: the old password still signs in.
  expect((await page.request.post('/api/user/login', { data: { phone: shopper.phone, password: 'oldpass1' } })).status()).toBe(200);

  await page.getByLabel('Code', { exact: true }).fill(sms.code!);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Your password has been reset.');
  await done.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // The account's sign-ins are all revoked; the old password fails; the new one works.
  expect((await page.request.get('/api/user/profile', { headers: auth(shopper.token) })).status()).toBe(401);
  expect((await page.request.post('/api/user/login', { data: { phone: shopper.phone, password: 'oldpass1' } })).status()).not.toBe(200);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill('newpass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // The code was used: it cannot reset the password again.
  const again = await page.request.post('/api/auth/password-reset/confirm', {
    data: { phone: shopper.phone, code: sms.code, new_password: 'another1', new_password_confirmation: 'another1' },
  });
  expect(again.status()).toBe(422);
});

test('forgotten password: a phone with no account gets the same answer and no SMS', async ({ page }) => {
  const stranger = uniquePhone();
  await askForCode(page, stranger);
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  // Time for a message to be written, had there been one.
  await page.waitForTimeout(500);
  expect(await smsTo(stranger)).toHaveLength(0);
});
