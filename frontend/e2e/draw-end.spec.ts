// Draws that end (issue 39) against the real server, at phone size (360 px): the admin gives a
// draw of its own (a new prize product, so no other spec's batch is touched) an end in two days
// and a minimum of 3 tickets sold (through the API). Its card on /lucky-draw shows the countdown,
// and the draw page shows it with the end in Myanmar time and the minimum; both ticking, in en, mm
// and ch (no English words in mm and ch), each checked with axe. The draw is hidden again at the
// end so other files' lists are as before.
import { expect, test } from '@playwright/test';
import { expectAccessible, LANGS, setLanguage } from './a11y-helpers';
import { adminToken, gql, signUpByApi, useBurmeseFont, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };

// The axe checks read colours: nothing caught halfway through a transition.
test.use({ reducedMotion: 'reduce' });

test('a draw that ends shows its countdown on the card and the draw page, in three languages', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await useBurmeseFont(page);
  const admin = await adminToken(page.request);
  const { categories } = await gql<{ categories: { id: number }[] }>(page.request, null, '{ categories { id } }');
  const stamp = Date.now() % 1_000_000;
  const name = `Countdown prize ${stamp}`;
  const { createProduct: productId } = await gql<{ createProduct: number }>(page.request, admin, 'mutation($input: ProductInput!) { createProduct(input: $input) }', {
    input: { slug: `countdown-prize-${stamp}`, categoryId: categories[0]!.id, type: 'PRIZE', name: { en: name }, description: { en: 'A prize of a draw that ends.' }, actualPrice: 150000 },
  });
  const endsAt = new Date(Date.now() + (2 * 24 + 3) * 3_600_000).toISOString();
  const { createTicketProduct: ticketProductId } = await gql<{ createTicketProduct: number }>(
    page.request,
    admin,
    'mutation($p: Int!, $e: DateTime!) { createTicketProduct(input: { productId: $p, ticket: 10, costTokenPoint: 1, label: "Ends soon", endsAt: $e, minTickets: 3 }) }',
    { p: productId, e: endsAt },
  );
  try {
    const { ticketProduct } = await gql<{ ticketProduct: { luckyDrawId: number; endsAt: string; minTickets: number } }>(
      page.request,
      null,
      'query($id: Int!) { ticketProduct(id: $id) { luckyDrawId endsAt minTickets } }',
      { id: ticketProductId },
    );
    expect(ticketProduct.minTickets).toBe(3);
    const shopper = await signUpByApi(page, 'Countdown Shopper');
    await useToken(page, shopper.token);

    // The card: 'Ends in 2d hh:mm:ss', ticking.
    await page.goto('/lucky-draw');
    const card = page.getByTestId('ticket-product').filter({ hasText: name });
    const timer = card.getByTestId('draw-countdown').getByRole('timer');
    await expect(timer).toContainText(/Ends in 2d \d\d:\d\d:\d\d/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3_000 });
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      await expect(card.getByTestId('draw-countdown')).toBeVisible();
      if (lang !== 'en') expect(await card.getByTestId('draw-countdown').innerText()).not.toMatch(/[A-Za-z]{2,}/);
      await expectAccessible(page, `/lucky-draw with a countdown in ${lang}`);
    }

    // The draw page: the countdown, the end in Myanmar time and the minimum.
    await setLanguage(page, 'en');
    await page.goto(`/lucky-draw-detail?id=${ticketProduct.luckyDrawId}`);
    const countdown = page.getByTestId('draw-countdown');
    await expect(countdown.getByRole('timer')).toContainText(/Ends in 2d \d\d:\d\d:\d\d/);
    await expect(countdown).toContainText(/Ends \d{4}-\d\d-\d\d \d\d:\d\d \(Myanmar time\)/);
    await expect(countdown).toContainText('if at least 3 tickets are sold; otherwise cancelled and every ticket refunded');
    for (const lang of LANGS) {
      await setLanguage(page, lang);
      await expect(countdown).toBeVisible();
      if (lang !== 'en') expect(await countdown.innerText()).not.toMatch(/[A-Za-z]{2,}/);
      await expectAccessible(page, `/lucky-draw-detail with a countdown in ${lang}`);
    }
  } finally {
    await gql(page.request, admin, 'mutation($id: Int!) { updateTicketProduct(id: $id, input: { hidden: true }) }', { id: ticketProductId });
  }
});
