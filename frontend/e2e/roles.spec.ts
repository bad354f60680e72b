// Staff roles (issue 41) against the real server, at phone size (360 px), under axe. The owner gives
// a new account the payment checker's role through the API. Signed in as the checker, the console
// shows the dashboard and the queues they check (payments, tickets, refunds, returns, recoveries),
// and no other queue, no catalogue, content or people; a page beyond the role, opened by its
// address, says so with a way to the dashboard; the owner changes the role back on the person's
// page (role picker, confirmation) and the checker's console is gone at the next page.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers';
import { adminToken, gql, signUpByApi, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };

test.use({ reducedMotion: 'reduce' });

test('a payment checker sees only the queues they check, and the owner changes the role back', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const owner = await adminToken(page.request);
  const checker = await signUpByApi(page, 'Checker Staff');
  const { me } = await gql<{ me: { id: number } }>(page.request, checker.token, '{ me { id } }');
  await gql(page.request, owner, 'mutation($id: Int!) { setUserRole(userId: $id, role: PAYMENT_CHECKER) { id } }', { id: me.id });

  await useToken(page, checker.token);
  await page.goto('/admin');
  const nav = page.locator('.admin-nav');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.locator('.admin-nav__group')).toHaveCount(2);
  await expect(nav).not.toContainText(/Catalogue|Content|People/);
  await nav.getByRole('button', { name: 'Queues' }).click();
  const links = nav.locator('.admin-nav__link');
  await expect(links).toHaveText(['Payments', 'Tickets', 'Refunds', 'Returns', 'Recoveries']);
  await expectAccessible(page, "a payment checker's console with the queues open");
  await links.filter({ hasText: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
  await expectAccessible(page, 'a console page beyond the role');
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The owner, on the checker's page, makes them a shopper again.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const ownerPage = await ownerContext.newPage();
  await useToken(ownerPage, owner);
  await ownerPage.goto(`/admin/users/${me.id}`);
  await expect(ownerPage.getByTestId('role-badge')).toHaveText('Payment checker');
  await ownerPage.getByLabel('Role').selectOption('CUSTOMER');
  await ownerPage.getByRole('button', { name: 'Change role' }).click();
  const ask = ownerPage.getByRole('alertdialog');
  await expect(ask).toContainText("Change Checker Staff's role to Shopper?");
  await expectAccessible(ownerPage, 'the change-role confirmation', '[role="alertdialog"]');
  await ask.getByRole('button', { name: 'Change role' }).click();
  await expect(ownerPage.getByText('Checker Staff is now Shopper')).toBeVisible();
  await ownerContext.close();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'You are not an admin' })).toBeVisible();
});
