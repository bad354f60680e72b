// The token page, ticket transfers in /admin and the winners pages against the real server (demo
// shop: token packs token-pack-10/50/100/300 and four ticket products; the admin 09790000009 /
// admin-pass is created by scripts/e2e-server.sh, which also declares draws 5 s after a batch
// sells out). Tokens are granted the way a shopper gets them: a token pack bought now with a
// transfer screenshot, approved by the admin. Phone-size screenshots in en and mm.
//
// The 20-ticket 'Quick draw' product is shared with e2e/luckydraw.spec.ts and its batches reopen
// after selling out, so this spec always reads the open batch's remaining tickets and never
// assumes batch 1.
import { expect, test, type Page } from '@playwright/test';
import { adminNav, adminScreen, adminToken, auth, gql, gradientPng, saveScreen, setLanguage, shopperWithAddress, useBurmeseFont, useToken } from './helpers';

const QUICK_DRAW = 'prize-carbon-road-bike-22-speed';
const BIG_DRAW = 'prize-gaming-pc-i7-rtx4070';

interface TicketProduct {
  id: number;
  slug: string;
  name: string;
  ticket: number;
  remaining_tickets: number;
  batch: number;
  lucky_draw_id: number;
}

interface Purchase {
  ticket_id: number;
  tickets: number[];
  lucky_draw_id: number;
  batch: number;
  status: string;
}

async function kbzPayId(page: Page): Promise<number> {
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const kbz = payments.find((p) => /kbz/i.test(p.name));
  expect(kbz, JSON.stringify(payments)).toBeTruthy();
  return kbz!.id;
}

/** Buys a token pack now (transfer screenshot) and has the admin approve it: the tokens are credited. */
async function grantTokens(page: Page, token: string, admin: string, slug = 'token-pack-50'): Promise<number> {
  const packs = (await (await page.request.get('/api/products/token')).json()).data.data as { id: number; slug: string; token: number }[];
  const pack = packs.find((p) => p.slug === slug);
  expect(pack, JSON.stringify(packs)).toBeTruthy();
  const bought = await page.request.post('/api/user/buynow', {
    headers: auth(token),
    multipart: {
      payment_id: String(await kbzPayId(page)),
      product_id: String(pack!.id),
      qty: '1',
      payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(240, 320) },
    },
  });
  const body = await bought.json();
  expect(bought.status(), JSON.stringify(body)).toBe(200);
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: body.data.order_id });
  return pack!.token;
}

async function ticketProduct(page: Page, slug: string): Promise<TicketProduct> {
  const list = (await (await page.request.get('/api/products/ticket?per_page=100')).json()).data.data as TicketProduct[];
  const found = list.find((t) => t.slug === slug);
  expect(found, JSON.stringify(list.map((t) => t.slug))).toBeTruthy();
  return found!;
}

async function buyByTransfer(page: Page, token: string, product: TicketProduct, count: number): Promise<Purchase> {
  const response = await page.request.post('/api/user/luckydraw/buy-ticket', {
    headers: auth(token),
    multipart: {
      product_id: String(product.id),
      ticket_count: String(count),
      payment_id: String(await kbzPayId(page)),
      payment_image: { name: 'tickets.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) },
    },
  });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  expect(body.data.status).toBe('pending');
  return body.data as Purchase;
}

/**
 * Buys every remaining ticket of the Quick draw's open batch with tokens and waits until its
 * winner is listed. Answers the draw and whether this shopper won it (they hold every ticket
 * unless someone else bought some of this batch before).
 */
async function completeQuickDraw(page: Page, token: string): Promise<{ drawId: number; batch: number; won: boolean }> {
  let purchase: Purchase | null = null;
  for (let attempt = 0; attempt < 3 && !purchase; attempt += 1) {
    const open = await ticketProduct(page, QUICK_DRAW);
    const response = await page.request.post('/api/user/luckydraw/buy-ticket', {
      headers: auth(token),
      data: { product_id: open.id, ticket_count: open.remaining_tickets },
    });
    // Someone bought a ticket between the read and the purchase: read again.
    if (response.status() === 200) purchase = (await response.json()).data as Purchase;
  }
  expect(purchase, 'could not buy the rest of the Quick draw batch').toBeTruthy();
  const drawId = purchase!.lucky_draw_id;
  await expect
    .poll(
      async () => {
        const winners = (await (await page.request.get('/api/luckydraw-winners')).json()).data.data as { id: number }[];
        return winners.some((w) => w.id === drawId);
      },
      { timeout: 30_000, intervals: [1000], message: `draw ${drawId} was not declared (a pending transfer in the batch holds it)` },
    )
    .toBe(true);
  const detail = (await (await page.request.get(`/api/luckydraw-winners/${drawId}`, { headers: auth(token) })).json()).data;
  return { drawId, batch: purchase!.batch, won: detail.is_win === true };
}

test('a visitor sees the token packs and goes to sign in; a shopper sees the balance and the token history', async ({ page }) => {
  await useBurmeseFont(page);
  await page.goto('/token');
  const packs = page.getByTestId('token-product');
  await expect(packs.first()).toBeVisible();
  expect(await packs.count()).toBeGreaterThanOrEqual(4);
  const fifty = packs.filter({ hasText: '50 Tokens' });
  await expect(fifty).toContainText('50 tokens');
  await expect(fifty).toContainText('48,000 MMK');
  await expect(page.getByRole('heading', { name: 'get token' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('token-balance')).toHaveCount(0);
  await expect(page.getByText('No more items to load')).toBeVisible();
  await saveScreen(page, 'token-visitor', 'en');
  await fifty.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // A shopper who bought a 50-token pack, approved by the admin.
  const admin = await adminToken(page.request);
  const account = await shopperWithAddress(page, 'Token Shopper');
  await useToken(page, account.token);
  expect(await grantTokens(page, account.token, admin, 'token-pack-50')).toBe(50);
  await page.goto('/token');
  await expect(page.getByTestId('token-balance')).toHaveText('50 tokens');
  await expect(page.locator('.topbar [data-testid="token-pill"]')).toContainText('50');
  await expect(page.getByRole('tab')).toHaveText(['get token', 'token history']);
  await saveScreen(page, 'token', 'en');

  // Buy now: /confirm-order with the pack, quantity 1.
  await page.getByTestId('token-product').filter({ hasText: '10 Tokens' }).getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText('10 Tokens');
  await expect(page.getByTestId('order-total')).toHaveText('10,000 MMK');

  // The history tab lists the credit: date, type (the server's label), time, +50 tokens.
  await page.goto('/token');
  await page.getByRole('tab', { name: 'token history' }).click();
  await expect(page).toHaveURL(/\/token\?tab=history$/);
  const entry = page.getByTestId('token-history-entry').first();
  await expect(entry).toContainText('Order approved');
  await expect(entry.getByTestId('token-change')).toContainText('+50 tokens');
  await expect(entry.getByTestId('token-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(entry.getByTestId('token-time')).toHaveText(/^\d{2}:\d{2}$/);
  await saveScreen(page, 'token-history', 'en');

  await setLanguage(page, 'mm');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'တိုကင် မှတ်တမ်း' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('token-history-entry').first()).toBeVisible();
  await saveScreen(page, 'token-history', 'mm');
  await page.getByRole('tab', { name: 'တိုကင် ဝယ်ရန်' }).click();
  await expect(page.getByTestId('token-product').first()).toBeVisible();
  await saveScreen(page, 'token', 'mm');
});

test('the admin approves one ticket transfer and rejects another with a reason', async ({ page, browser }) => {
  const admin = await adminToken(page.request);
  const account = await shopperWithAddress(page, 'Ticket Transfer Shopper');
  const before = await ticketProduct(page, BIG_DRAW);
  const approved = await buyByTransfer(page, account.token, before, 3);
  const rejected = await buyByTransfer(page, account.token, before, 2);
  expect((await ticketProduct(page, BIG_DRAW)).remaining_tickets).toBe(before.remaining_tickets - 5);

  const adminPage = await adminScreen(browser, admin);
  await adminPage.goto('/admin');
  await adminNav(adminPage, 'Queues', 'Tickets');
  await expect(adminPage).toHaveURL(/\/admin\/tickets$/);
  await expect(adminPage.getByRole('heading', { name: 'Ticket payments to check' })).toBeVisible();

  const card = adminPage.getByTestId(`admin-card-ticket-${approved.ticket_id}`);
  await expect(card.getByRole('heading', { name: `Ticket payment #${approved.ticket_id}` })).toBeVisible();
  await expect(card).toContainText('Ticket Transfer Shopper');
  await expect(card).toContainText(account.phone);
  await expect(card).toContainText(before.name);
  await expect(card).toContainText('KBZPay');
  await expect(card).toContainText('3 tickets');
  await expect(card).toContainText(/[\d,]+ MMK/);
  await expect(card.getByTestId('ticket-numbers').getByRole('listitem')).toHaveText(approved.tickets.map(String));
  const shot = card.getByRole('img', { name: 'Payment screenshot' });
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await saveScreen(adminPage, 'admin-ticket-payments', 'en');

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText(`Ticket payment #${approved.ticket_id} approved`)).toBeVisible();
  await expect(card).toHaveCount(0);

  const rejectCard = adminPage.getByTestId(`admin-card-ticket-${rejected.ticket_id}`);
  await rejectCard.getByRole('button', { name: 'Reject' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reject this payment?' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Please write a reason')).toBeVisible();
  await dialog.getByLabel('Reason (the shopper sees it)').fill('No transfer of this amount arrived.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(adminPage.getByText(`Ticket payment #${rejected.ticket_id} rejected`)).toBeVisible();
  await expect(rejectCard).toHaveCount(0);
  await adminPage.context().close();

  // Approved numbers stay sold; rejected ones are back on sale.
  expect((await ticketProduct(page, BIG_DRAW)).remaining_tickets).toBe(before.remaining_tickets - 3);
});

test('the winners list shows a declared draw; the winner claims the prize into the orders to ship', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const name = `Lucky Winner ${Date.now() % 100000}`;
  const account = await shopperWithAddress(page, name);
  await grantTokens(page, account.token, admin, 'token-pack-50');

  // Finish the open batch; if someone else held tickets in it, the next batch is all ours.
  let draw = await completeQuickDraw(page, account.token);
  if (!draw.won) draw = await completeQuickDraw(page, account.token);
  expect(draw.won, 'the shopper held every ticket of a fresh batch').toBe(true);
  const detail = (await (await page.request.get(`/api/luckydraw-winners/${draw.drawId}`)).json()).data as { lucky_number: number; product: { name: string } };

  await useToken(page, account.token);
  await page.goto('/prize-winners');
  const card = page.getByTestId('winner-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(account.township);
  await expect(card).toContainText(detail.product.name);
  await expect(card).toContainText('5,800,000 MMK');
  await expect(card.getByTestId('winner-batch')).toHaveText(`Batch ${draw.batch}`);
  await expect(card).toContainText('Opened');
  await saveScreen(page, 'prize-winners', 'en');

  await card.getByRole('link', { name: 'See detail' }).click();
  await expect(page).toHaveURL(new RegExp(`/prize-winner-detail\\?id=${draw.drawId}$`));
  await expect(page.getByTestId('lucky-number')).toHaveText(String(detail.lucky_number));
  await expect(page.getByTestId('draw-batch')).toHaveText(`Batch ${draw.batch}`);
  await expect(page.getByTestId('you-win')).toContainText('You Win');
  await expect(page.getByTestId('ticket-numbers')).toContainText(String(detail.lucky_number));
  await expect(page.getByTestId('winner-block')).toContainText(name);
  await expect(page.getByRole('link', { name: 'Back to Lucky Draw' })).toHaveAttribute('href', '/lucky-draw');
  await saveScreen(page, 'prize-winner-detail', 'en');

  // A visitor sees the same draw without the win and without numbers.
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto(`/prize-winner-detail?id=${draw.drawId}`);
  await expect(visitor.getByTestId('lucky-number')).toHaveText(String(detail.lucky_number));
  await expect(visitor.getByTestId('winner-block')).toContainText(name);
  await expect(visitor.getByTestId('you-win')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Claim Prize' })).toHaveCount(0);
  await visitor.context().close();

  await page.getByRole('button', { name: 'Claim Prize' }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Prize claiming success');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my-orders-to-ship$/);
  const prize = page.getByTestId('to-ship-item').filter({ hasText: detail.product.name });
  await expect(prize).toHaveCount(1);
  await expect(prize.getByTestId('type-badge')).toHaveText('Prize');

  // Claimed once: the detail now links to the orders to ship instead.
  await page.goto(`/prize-winner-detail?id=${draw.drawId}`);
  await expect(page.getByTestId('you-win')).toContainText('You Win');
  await expect(page.getByRole('button', { name: 'Claim Prize' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'My orders to ship' })).toHaveAttribute('href', '/my-orders-to-ship');

  await setLanguage(page, 'mm');
  await page.goto('/prize-winners');
  await expect(page.getByTestId('winner-card').filter({ hasText: name })).toBeVisible();
  await saveScreen(page, 'prize-winners', 'mm');
  await page.goto(`/prize-winner-detail?id=${draw.drawId}`);
  await expect(page.getByTestId('you-win')).toContainText('သင် ကံထူးပါသည်');
  await saveScreen(page, 'prize-winner-detail', 'mm');
});

test('the admin creates a ticket product, edits it, hides it and shows it again', async ({ page, browser }) => {
  const admin = await adminToken(page.request);
  const catalogue = (await (await page.request.get('/api/products?per_page=100')).json()).data.data as { id: number; slug: string; name: string }[];
  const prize = catalogue.find((p) => p.slug === 'prize-pro-tablet-12-9');
  expect(prize, 'the demo tablet prize').toBeTruthy();
  const inShop = async (id: number) =>
    ((await (await page.request.get('/api/products/ticket?per_page=100')).json()).data.data as TicketProduct[]).some((t) => t.id === id);

  const adminPage = await adminScreen(browser, admin);
  await adminPage.goto('/admin');
  await adminNav(adminPage, 'Catalogue', 'Ticket products');
  await expect(adminPage).toHaveURL(/\/admin\/ticket-products$/);
  await expect(adminPage.getByRole('heading', { name: 'Ticket products', level: 1 })).toBeVisible();

  // Create: the rules first, then a 5-ticket batch at 2 tokens a ticket.
  await adminPage.getByRole('button', { name: 'New ticket product' }).click();
  const form = adminPage.getByRole('form', { name: 'New ticket product' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Enter the catalogue product id')).toBeVisible();
  await form.getByLabel('Catalogue product id').fill(String(prize!.id));
  await form.getByLabel('Tickets per batch').fill('5');
  await form.getByLabel('Tokens per ticket').fill('2');
  await form.getByLabel('Label', { exact: true }).fill('E2E');
  await form.getByLabel('Label in Burmese').fill('စမ်းသပ်');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(adminPage.getByText('Ticket product created')).toBeVisible();
  const created = (await (await page.request.get('/api/products/ticket?per_page=100')).json()).data.data as (TicketProduct & { label: string })[];
  const mine = created.find((t) => t.label === 'E2E');
  expect(mine, JSON.stringify(created.map((t) => t.label))).toBeTruthy();
  const card = adminPage.getByTestId(`ticket-product-${mine!.id}`);
  await expect(card).toContainText('Batch 1: 0/5 sold');
  await expect(card).toContainText('5 tickets a batch');
  await expect(card).toContainText('2 tokens a ticket');
  await saveScreen(adminPage, 'admin-ticket-products', 'en');

  // Edit the label and the count for the batches to come (only what changed is sent): the open
  // batch keeps its 5 tickets.
  await card.getByRole('button', { name: `Edit ${prize!.name}` }).click();
  const edit = card.getByRole('form', { name: `Edit ${prize!.name}` });
  await expect(edit.getByText('A new number applies from the next batch; the open batch keeps its count.')).toBeVisible();
  await edit.getByLabel('Label', { exact: true }).fill('E2E draw');
  await expect(edit.getByLabel('Label in Burmese')).toHaveValue('စမ်းသပ်');
  await edit.getByLabel('Label in Chinese').fill('测试');
  await edit.getByLabel('Tickets per batch').fill('6');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText(`${prize!.name} saved`)).toBeVisible();
  await expect(card.locator('.admin-tag')).toHaveText('E2E draw');
  await expect(card).toContainText('Batch 1: 0/5 sold');
  await expect(card).toContainText('6 tickets a batch');
  // The shop shows the badge in the shopper's language.
  for (const [lang, label] of [['mm', 'စမ်းသပ်'], ['ch', '测试']]) {
    const cards = (await (await page.request.get('/api/products/ticket?per_page=100', { headers: { 'X-localization': lang } })).json()).data.data as { id: number; label: string }[];
    expect(cards.find((t) => t.id === mine!.id)?.label).toBe(label);
  }

  // Hide it: it leaves the shop but stays here, marked, with a way back.
  await card.getByRole('button', { name: `Edit ${prize!.name}` }).click();
  await card.getByLabel('Hidden from the shop').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('hidden-tag')).toHaveText('Hidden');
  expect(await inShop(mine!.id)).toBe(false);
  await saveScreen(adminPage, 'admin-ticket-products-hidden', 'en');

  // Show it again in one click: back in the shop.
  await card.getByRole('button', { name: `Show ${prize!.name} in the shop` }).click();
  await expect(adminPage.getByText(`${prize!.name} is in the shop again`)).toBeVisible();
  await expect(card.getByTestId('hidden-tag')).toHaveCount(0);
  expect(await inShop(mine!.id)).toBe(true);

  // Hidden again at the end: e2e/luckydraw.spec.ts picks ticket products by name from the shop's
  // list, where a second card for the tablet would make its pick ambiguous on a rerun.
  await card.getByRole('button', { name: `Edit ${prize!.name}` }).click();
  await card.getByLabel('Hidden from the shop').check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByTestId('hidden-tag')).toBeVisible();
  expect(await inShop(mine!.id)).toBe(false);
  await adminPage.context().close();
});
