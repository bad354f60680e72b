// The live draw (issue 40, "A live draw") against the real server, at phone size (360 px): two
// browsers, the winner's and another shopper's, both signed in and on /lucky-draw-live, when a
// batch of a draw of the test's own (a new prize product, 4 tickets a batch, so no other spec's
// batch is touched; it has an end in an hour, so its open batch is listed as about to be drawn)
// sells out. The e2e server declares it 5 s later and announces it on the
// websocket; both phones roll the number and stop on the lucky number at `revealAt` (server time),
// within a second of each other: each page writes down, with its own Date.now() (one machine, one
// clock), when the number first showed, and the figure is printed. The winner sees "You Win" with
// Claim Prize (which puts the prize into /my-orders-to-ship), the other "Not this time" with the
// next draw; both dialogs are checked with axe. Once per language (en, mm, ch: one batch each), the
// dialogs' texts in that language (no English words in mm and ch).
import { readFileSync } from 'node:fs';
import { devices, expect, test, type Page } from '@playwright/test';
import { expectAccessible, LANGS, type Lang } from './a11y-helpers';
import { adminToken, gql, signUpByApi, useBurmeseFont, useLanguage, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const TICKETS = 4;

// The axe checks read colours: nothing caught halfway through a transition. The roll is not a CSS
// animation but a number the page changes every 100 ms in server time, which this leaves alone.
test.use({ reducedMotion: 'reduce' });

/** The texts the dialogs show, in `lang`, from the app's own catalogues (en: the defaults). */
function texts(lang: Lang) {
  const catalogue = (path: string): Record<string, string> => (lang === 'en' ? {} : JSON.parse(readFileSync(`src/${path}/translations/${lang}.json`, 'utf8')));
  const draw = catalogue('components/draw');
  const lucky = catalogue('features/luckydraw');
  return {
    youWin: draw['draw.youWin'] ?? 'You Win',
    claim: draw['luckydraw.detail.claim'] ?? 'Claim Prize',
    lost: lucky['luckydraw.popup.lostTitle'] ?? 'Not this time',
    next: lucky['luckydraw.live.nextDraw'] ?? 'See the next draw',
    winText: (number: number, name: string) =>
      (lucky['luckydraw.popup.winText'] ?? 'Your ticket {number} is the lucky number. You won {name}!').replace('{number}', String(number)).replace('{name}', name),
    lostText: (number: number) => (lucky['luckydraw.popup.lostText'] ?? 'The lucky number is {number}. Better luck next time!').replace('{number}', String(number)),
  };
}

/**
 * Writes down in the page, with the page's own clock, the numbers the roll showed and when the
 * lucky number first appeared (`window.liveSeen`), from a MutationObserver: nothing polls late.
 */
async function watchReveal(page: Page) {
  await page.addInitScript(() => {
    const seen: { rolled: string[]; rollingAt: number | null; at: number | null; number: string | null } = { rolled: [], rollingAt: null, at: null, number: null };
    (window as unknown as { liveSeen: typeof seen }).liveSeen = seen;
    new MutationObserver(() => {
      const rolling = document.querySelector('[data-testid="live-rolling"]');
      if (rolling) {
        seen.rollingAt ??= Date.now();
        const shown = rolling.textContent ?? '';
        if (seen.rolled[seen.rolled.length - 1] !== shown) seen.rolled.push(shown);
      }
      const lucky = document.querySelector('[data-testid="live-lucky-number"]');
      if (lucky && seen.at === null) {
        seen.at = Date.now();
        seen.number = (lucky.textContent ?? '').trim();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Resolves once the page has subscribed to `drawReveals` on its websocket. */
function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString();
        if (text.includes('"subscribe"') && text.includes('drawReveals')) resolve();
      });
    });
  });
}

type Seen = { rolled: string[]; rollingAt: number | null; at: number; number: string };

async function seenOn(page: Page): Promise<Seen> {
  const handle = await page.waitForFunction(() => {
    const seen = (window as unknown as { liveSeen?: { at: number | null } }).liveSeen;
    return seen && seen.at !== null ? seen : null;
  }, undefined, { timeout: 20_000 });
  return (await handle.jsonValue()) as Seen;
}

test('two phones see the same lucky number within a second; the winner You Win, the other Not this time, in three languages', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const admin = await adminToken(page.request);
  const { categories } = await gql<{ categories: { id: number }[] }>(page.request, null, '{ categories { id } }');
  const stamp = Date.now() % 1_000_000;
  const prize = `Live prize ${stamp}`;
  const { createProduct: productId } = await gql<{ createProduct: number }>(page.request, admin, 'mutation($input: ProductInput!) { createProduct(input: $input) }', {
    input: { slug: `live-prize-${stamp}`, categoryId: categories[0]!.id, type: 'PRIZE', name: { en: prize }, description: { en: 'A prize of the live draw.' }, actualPrice: 90000 },
  });
  const { createTicketProduct: ticketProductId } = await gql<{ createTicketProduct: number }>(
    page.request,
    admin,
    'mutation($p: Int!, $t: Int!, $e: DateTime!) { createTicketProduct(input: { productId: $p, ticket: $t, costTokenPoint: 1, label: "Live", endsAt: $e }) }',
    { p: productId, t: TICKETS, e: new Date(Date.now() + 3_600_000).toISOString() },
  );

  // The winner (this test's page) holds every ticket of each batch; the other only watches.
  const winner = await signUpByApi(page, 'Live Winner');
  const winnerId = (await gql<{ me: { id: number } }>(page.request, winner.token, '{ me { id } }')).me.id;
  await gql(page.request, admin, 'mutation($u: Int!, $n: Int!) { grantTokens(userId: $u, amount: $n, reason: "Live draw test") { id } }', { u: winnerId, n: TICKETS * LANGS.length });
  const otherContext = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: PHONE,
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const other = await otherContext.newPage();
  const watcher = await signUpByApi(other, 'Live Watcher');
  await page.setViewportSize(PHONE);
  for (const [phone, token] of [
    [page, winner.token],
    [other, watcher.token],
  ] as const) {
    await useBurmeseFont(phone);
    await useToken(phone, token);
    await watchReveal(phone);
  }

  try {
    for (const lang of LANGS) {
      const t = texts(lang);
      // Both phones on the page in `lang`, subscribed.
      for (const phone of [page, other]) await useLanguage(phone, lang);
      const ready = [subscribed(page), subscribed(other)];
      await Promise.all([page.goto('/lucky-draw-live'), other.goto('/lucky-draw-live')]);
      await Promise.all(ready);
      // Its open batch is listed as about to be drawn (it has an end), counting down.
      for (const phone of [page, other]) {
        await expect(phone.getByTestId('upcoming-draw').filter({ hasText: prize }).getByRole('timer')).toHaveText(/\d\d:\d\d:\d\d/);
      }

      // The winner buys the whole batch: sold out, declared 5 s later, revealed 3 s after that.
      const { buyTickets } = await gql<{ buyTickets: { luckyDrawId: number; tickets: number[] } }>(
        page.request,
        winner.token,
        'mutation($id: Int!, $n: Int!) { buyTickets(ticketProductId: $id, ticketCount: $n) { luckyDrawId tickets } }',
        { id: ticketProductId, n: TICKETS },
      );
      expect(buyTickets.tickets).toHaveLength(TICKETS);
      const [mine, theirs] = await Promise.all([seenOn(page), seenOn(other)]);
      const apart = Math.abs(mine.at - theirs.at);
      console.log(`live draw (${lang}): lucky number ${mine.number}; the two phones stopped on it ${apart} ms apart; rolled through ${mine.rolled.length} and ${theirs.rolled.length} numbers`);
      expect(apart).toBeLessThan(1000);
      expect(theirs.number).toBe(mine.number);
      // It rolled before it stopped, on both phones.
      for (const seen of [mine, theirs]) {
        expect(seen.rollingAt).not.toBeNull();
        expect(seen.rollingAt!).toBeLessThan(seen.at);
        expect(new Set(seen.rolled).size).toBeGreaterThan(1);
      }
      // The number is the batch's, as its page tells the winner.
      const { luckyDraw } = await gql<{ luckyDraw: { luckyNumber: number | null; isWin: boolean } }>(page.request, winner.token, 'query($id: Int!) { luckyDraw(id: $id) { luckyNumber isWin } }', {
        id: buyTickets.luckyDrawId,
      });
      expect(String(luckyDraw.luckyNumber)).toBe(mine.number);
      expect(luckyDraw.isWin).toBe(true);
      const lucky = Number(mine.number);

      // The winner: You Win, the text and Claim Prize.
      const win = page.getByRole('dialog', { name: t.youWin });
      await expect(win).toBeVisible();
      await expect(win).toContainText(t.winText(lucky, prize));
      await expect(win.getByRole('button', { name: t.claim })).toBeVisible();
      await expect(page.getByRole('dialog', { name: t.lost })).toHaveCount(0);
      // The other: Not this time and the next draw; no claim.
      const lost = other.getByRole('dialog', { name: t.lost });
      await expect(lost).toBeVisible();
      await expect(lost).toContainText(t.lostText(lucky));
      await expect(lost.getByRole('button', { name: t.next })).toBeVisible();
      await expect(other.getByRole('button', { name: t.claim })).toHaveCount(0);
      if (lang !== 'en') {
        // Digits and the prize's (English) name aside, no English.
        for (const dialog of [win, lost]) expect((await dialog.innerText()).replace(prize, '')).not.toMatch(/[A-Za-z]{2,}/);
      }
      await expectAccessible(page, `the live draw's win dialog in ${lang}`);
      await expectAccessible(other, `the live draw's lose dialog in ${lang}`);

      // The next draw closes the other's dialog; Claim Prize (once) puts the prize to ship.
      await lost.getByRole('button', { name: t.next }).click();
      await expect(lost).toHaveCount(0);
      if (lang === 'en') {
        await win.getByRole('button', { name: t.claim }).click();
        await expect(page).toHaveURL(/\/my-orders-to-ship$/);
        await expect(page.getByTestId('to-ship-item').filter({ hasText: prize })).toHaveCount(1);
      }
    }
    console.log(`live draw: three languages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await otherContext.close();
    // Hidden again, so other files' lists are as before.
    await gql(page.request, admin, 'mutation($id: Int!) { updateTicketProduct(id: $id, input: { hidden: true }) }', { id: ticketProductId });
  }
});
