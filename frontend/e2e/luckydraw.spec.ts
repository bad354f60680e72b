// The lucky draw against the real server: a shopper with a shipping address buys a 50-token pack
// (product page → Buy now → confirm order with a payment screenshot); the admin (09790000009 /
// admin-pass, created by scripts/e2e-server.sh) approves it in /admin; the balance shows the
// tokens; the shopper buys every ticket of the demo 'Quick draw' batch (the carbon road bike, 20
// tickets x 1 token) through the ticket modal and the confirm modal, lands on /ticket-buy-success,
// opens the draw, and waits for the lucky number (the e2e server draws 5 s after a sell-out, the
// page asks every 10 s). Holding every ticket, the shopper wins: the win popup, the browser's own
// verification of the draw, the claim, and the bike in /my-orders-to-ship; then two tickets paid
// by transfer (held for the admin). Phone-size screenshots in en (list, ticket modal, success,
// detail, payment modal) and mm (list, detail).
import { expect, test, type Page } from '@playwright/test';
import { adminScreen, adminToken, auth, gradientPng, saveScreen, setLanguage, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const BIKE_SLUG = 'prize-carbon-road-bike-22-speed';

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await page.request.post('/graphql', { headers: token ? auth(token) : {}, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test('tokens by transfer → approval in /admin → every ticket of the Quick draw → the draw → win → claim → to ship', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await useBurmeseFont(page);
  const account = await shopperWithAddress(page, 'Lucky Shopper', 'No. 7, Lucky Street');
  await useToken(page, account.token);

  // A 50-token pack, bought now and paid by KBZPay with a screenshot.
  await page.goto('/product-detail?id=token-pack-50');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await page.getByRole('radio', { name: /kbz/i }).check();
  await expect(page.getByTestId('payment-accounts').getByText('Account number').first()).toBeVisible();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  const orderId = Number(await page.getByTestId('order-id').textContent());

  // The admin approves it; the shopper's pill shows the tokens.
  const adminPage = await adminScreen(browser, await adminToken(page.request));
  await adminPage.goto('/admin/orders');
  const orderCard = adminPage.getByTestId(`admin-card-order-${orderId}`);
  await orderCard.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`Order #${orderId} approved`)).toBeVisible();
  await adminPage.context().close();
  await page.goto('/');
  await expect(page.getByTestId('token-pill')).toHaveText('50 tokens');

  // The home's lucky-draw section leads to the list.
  const { ticketProducts } = await gql<{ ticketProducts: { data: { id: number; slug: string; name: string; remainingTickets: number; ticket: number }[] } }>(
    page,
    '{ ticketProducts(perPage: 100) { data { id slug name remainingTickets ticket } } }',
  );
  const bike = ticketProducts.data.find((p) => p.slug === BIKE_SLUG)!;
  expect(bike, JSON.stringify(ticketProducts.data)).toBeTruthy();
  expect(bike.remainingTickets).toBe(20);
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/lucky-draw$/);
  const card = page.getByTestId('ticket-product').filter({ hasText: bike.name });
  await expect(card.getByTestId('remaining')).toHaveText('Remaining 20/20');
  await expect(card).toContainText('Quick draw');
  await expect(page.getByRole('tab', { name: 'LuckyDraw Live' })).toBeVisible();
  await saveScreen(page, 'lucky-draw', 'en');

  // The ticket modal: the rules, then all 20 tickets for 20 tokens.
  await card.getByRole('button', { name: '1 token' }).click();
  const modal = page.getByRole('dialog', { name: 'Buy tickets' });
  await expect(modal.getByTestId('ticket-balance')).toHaveText('50 tokens');
  await modal.getByTestId('ticket-count').fill('21');
  await expect(modal.getByRole('alert')).toHaveText('Not enough remaining tickets');
  await modal.getByTestId('ticket-count').fill('20');
  await expect(modal.getByTestId('ticket-total')).toHaveText('20 tokens');
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, 'ticket-modal', 'en');
  await modal.getByRole('button', { name: 'Buy with tokens' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm purchase' });
  await expect(confirm).toContainText(`Buy 20 tickets of ${bike.name} for 20 tokens?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  // The success page; the pill follows the purchase.
  await expect(page).toHaveURL(/\/ticket-buy-success$/);
  await expect(page.getByTestId('success-count')).toHaveText('20');
  await expect(page.getByTestId('success-tokens')).toHaveText('20 tokens');
  await expect(page.getByTestId('success-product')).toContainText(bike.name);
  await expect(page.getByTestId('success-numbers').getByRole('listitem')).toHaveCount(20);
  await expect(page.getByTestId('token-pill')).toHaveText('30 tokens');
  await saveScreen(page, 'ticket-buy-success', 'en');

  // The draw: sold out, declared 5 s later; the page asks every 10 s.
  await page.getByRole('link', { name: 'See the draw' }).click();
  await expect(page).toHaveURL(/\/lucky-draw-detail\?id=\d+/);
  const drawUrl = page.url();
  await expect(page.getByTestId('my-numbers').getByRole('listitem')).toHaveCount(20);
  await expect(page.getByTestId('lucky-number')).toBeVisible({ timeout: 30_000 });
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toBeVisible();
  const luckyNumber = (await page.getByTestId('lucky-number').textContent())!.trim();
  await expect(popup).toContainText(`Your ticket ${luckyNumber} is the lucky number`);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('you-win')).toBeVisible();
  await expect(page.getByTestId('my-numbers').locator('[aria-current="true"]')).toHaveText(luckyNumber);
  await expect(page.getByTestId('winner')).toContainText('Lucky Shopper');

  // The browser recomputes the draw from the revealed seed and the ticket list.
  await expect(page.getByTestId('seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  const checks = page.getByTestId('verify-check');
  await expect(checks).toHaveCount(3);
  for (const check of await checks.all()) await expect(check).toContainText('Passed');
  await expect(checks.nth(2)).toContainText(`The formula gives the lucky number ${luckyNumber}`);
  await saveScreen(page, 'lucky-draw-detail', 'en');

  // My Prizes counts it; the detail and the list in Burmese.
  await setLanguage(page, 'mm');
  await page.goto(drawUrl);
  await expect(page.getByTestId('you-win')).toHaveText('သင် ကံထူးပါသည်');
  await saveScreen(page, 'lucky-draw-detail', 'mm');
  await page.goto('/lucky-draw');
  await expect(page.getByTestId('prize-count')).toHaveText('1');
  await saveScreen(page, 'lucky-draw', 'mm');
  await setLanguage(page, 'en');

  // Claim: 'Prize claiming success', then the bike is in the to-ship list as a prize.
  await page.goto(drawUrl);
  await page.getByRole('button', { name: 'Claim Prize' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Prize claiming success');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my-orders-to-ship$/);
  const prize = page.getByTestId('to-ship-item').filter({ hasText: bike.name });
  await expect(prize).toHaveCount(1);
  await expect(prize.getByTestId('type-badge')).toHaveText('Prize');

  // Tickets paid by transfer instead: the numbers are held until an admin checks the image.
  const tablet = ticketProducts.data.find((p) => p.slug !== BIKE_SLUG && p.remainingTickets >= 2)!;
  const { ticketProduct } = await gql<{ ticketProduct: { ticketPriceMmk: number; costTokenPoint: number } }>(
    page,
    'query($id: Int!) { ticketProduct(id: $id) { ticketPriceMmk costTokenPoint } }',
    { id: tablet.id },
  );
  await page.goto('/lucky-draw');
  const tabletCard = page.getByTestId('ticket-product').filter({ hasText: tablet.name });
  await tabletCard.getByRole('button', { name: /tokens?$/ }).click();
  await page.getByRole('dialog', { name: 'Buy tickets' }).getByTestId('ticket-count').fill('2');
  await page.getByRole('dialog', { name: 'Buy tickets' }).getByRole('button', { name: 'Pay by transfer' }).click();
  const payment = page.getByRole('dialog', { name: 'Pay by transfer' });
  await expect(payment.getByTestId('transfer-amount')).toHaveText(`${(ticketProduct.ticketPriceMmk * 2).toLocaleString('en-US')} MMK`);
  await payment.getByRole('radio', { name: /kbz/i }).check();
  await payment.getByRole('button', { name: 'Confirm' }).click();
  await expect(payment.getByRole('alert')).toHaveText('Please select Payment Image');
  await payment.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await expect(payment.locator('img.cm-preview')).toBeVisible();
  await saveScreen(page, 'ticket-payment', 'en');
  await payment.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ticket-buy-success$/);
  await expect(page.getByRole('heading', { name: 'Tickets held' })).toBeVisible();
  await expect(page.getByTestId('success-numbers').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('token-pill')).toHaveText('30 tokens');

  // The home's winners strip names the prize and the winner.
  await page.goto('/');
  await expect(page.getByTestId('winners-strip')).toContainText('Lucky Shopper');
  await expect(page.getByTestId('winners-strip')).toContainText('Winner');
});

test('a visitor sees the list without tabs, and buying sends them to /signin', async ({ page }) => {
  await page.goto('/lucky-draw');
  await expect(page.getByTestId('ticket-product').first()).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.goto('/');
  const homeCard = page.getByTestId('ticket-product').first();
  await homeCard.getByRole('button').click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/lucky-draw-detail?id=1');
  await expect(page).toHaveURL(/\/signin$/);
});
