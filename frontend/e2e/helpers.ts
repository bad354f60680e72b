// Shared by the browser tests.
import type { Page } from '@playwright/test';

let counter = 0;

/** A Myanmar mobile number no other test in this run uses (09 79x xxx xxx). */
export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 10 + (counter % 10);
  return `0979${String(n).padStart(7, '0').slice(-7)}`;
}

/** Signs up through the API and stores the token the way the app does. */
export async function signUpByApi(page: Page, name = 'E2E Shopper', password = 'secret123') {
  const phone = uniquePhone();
  const response = await page.request.post('/api/user/register', {
    data: { name, phone, password, password_confirmation: password },
  });
  const body = await response.json();
  if (response.status() !== 200) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { phone, password, token: body.token as string, referralCode: body.data.user.referral_code as string };
}

/** Opens the app already signed in with `token`. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}
