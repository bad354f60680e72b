// Shared by the browser tests.
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

let counter = 0;

/** This worker's server port (playwright.config.ts: one server per worker, ports in tens). */
export function shopPort(): number {
  return Number(process.env.E2E_PORT ?? 18300) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** A Myanmar mobile number no other test in this run uses (09 79x xxx xxx). */
export function uniquePhone(): string {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 10 + (counter % 10);
  // Workers side by side (the axe checks run with two) take numbers of two operator prefixes.
  const prefix = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 2 === 0 ? '0979' : '0978';
  return `${prefix}${String(n).padStart(7, '0').slice(-7)}`;
}

/**
 * Signs up through the API and stores the token the way the app does. The new shopper is also
 * checked in for today (checkInToday), so the daily reward dialog, which opens by itself on a
 * shopper's first visit of the day, stays out of tests about other screens; `dailyCheckIn: false`
 * leaves today unsigned (the daily reward's own tests).
 */
export async function signUpByApi(page: Page, name = 'E2E Shopper', password = 'secret123', { dailyCheckIn = true, referralCode = '' } = {}) {
  const phone = uniquePhone();
  const response = await page.request.post('/api/user/register', {
    data: { name, phone, password, password_confirmation: password, ...(referralCode ? { referral_code: referralCode } : {}) },
  });
  const body = await response.json();
  if (response.status() !== 200) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  const token = body.token as string;
  if (dailyCheckIn) await checkInToday(page.request, token);
  return { phone, password, token, referralCode: body.data.user.referral_code as string };
}

/**
 * Checks the shopper in for today (REST `daily-sign/create`) with the server's today (GraphQL
 * `dailyReward.today`: the e2e server's clock can be moved, so never the test machine's date).
 * A shopper already checked in today is left as is. Answers today's date.
 */
export async function checkInToday(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const answer = await request.post('/graphql', { headers, data: { query: '{ dailyReward { today signedToday } }' } });
  const body = await answer.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const { today, signedToday } = body.data.dailyReward as { today: string; signedToday: boolean };
  if (!signedToday) {
    const created = await request.post('/api/user/daily-sign/create', { headers, data: { date: today } });
    if (created.status() !== 200) {
      // The page may have checked in meanwhile (its daily reward dialog): then today is signed.
      const again = await request.post('/graphql', { headers, data: { query: '{ dailyReward { signedToday } }' } });
      const signedNow = (await again.json()).data?.dailyReward?.signedToday === true;
      expect(signedNow, `check-in refused (${created.status()}): ${await created.text()}`).toBe(true);
    }
  }
  return today;
}

/** Opens the app already signed in with `token`. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}

// ---------- The shop's usual setup (commerce, lucky draw, wallet, admin) ----------

/** The admin `scripts/e2e-server.sh` creates. */
export const ADMIN_PHONE = '09790000009';
export const ADMIN_PASSWORD = 'admin-pass';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A GraphQL request as `token`'s account (a visitor's with null); fails the test on any error and
 * answers `data`.
 */
export async function gql<T = Record<string, unknown>>(request: APIRequestContext, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: token ? auth(token) : {}, data: { query, variables } });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Buys one of `productId` now through the REST API, paying by `paymentId` with `screenshot` (a
 * gradient unless given); answers the order id.
 */
export async function buyNowByApi(request: APIRequestContext, token: string, productId: number, paymentId: number, screenshot?: Buffer): Promise<number> {
  const response = await request.post('/api/user/buynow', {
    headers: auth(token),
    multipart: {
      payment_id: String(paymentId),
      product_id: String(productId),
      qty: '1',
      payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: screenshot ?? (await gradientPng(120, 200)) },
    },
  });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data.order_id as number;
}

/** Signs the admin in through the API; answers the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/login', { data: { phone: ADMIN_PHONE, password: ADMIN_PASSWORD } });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.token as string;
}

/** The admin's own browser (a phone, where every queue card shows its screenshot), signed in with `token`. */
export async function adminScreen(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 412, height: 915 } });
  const adminPage = await context.newPage();
  await useToken(adminPage, token);
  return adminPage;
}

/** A new shopper with a shipping address in the first region's first township (buying needs one). */
export async function shopperWithAddress(page: Page, name: string, address = 'No. 12, Bogyoke Road') {
  const account = await signUpByApi(page, name);
  const regions = (await (await page.request.get('/api/regions')).json()).data as { id: number }[];
  const townships = (await (await page.request.get(`/api/regions/${regions[0].id}/townships`)).json()).data as { id: number; name: string }[];
  const update = await page.request.put('/api/user/update-shipping', {
    headers: auth(account.token),
    data: { address, region_id: regions[0].id, township_id: townships[0].id, postal_code: '11181' },
  });
  expect(update.status(), await update.text()).toBe(200);
  return { ...account, name, township: townships[0].name };
}

/** Switches the running page's language (read by the app on its next render or reload). */
export async function setLanguage(page: Page, lang: 'en' | 'mm') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

// ---------- Account screens (added with e2e/account.spec.ts) ----------

/** CRC-32 of PNG chunks. */
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A real RGB PNG file made on the spot (no fixture file), each pixel's colour from `pixel`.
 */
export function rgbPng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG: a width x height diagonal gradient from red to blue, so a cropped avatar is
 * visibly a part of it.
 */
export async function gradientPng(width = 320, height = 240): Promise<Buffer> {
  return rgbPng(width, height, (x, y) => {
    const t = (x + y) / (width + height);
    return [Math.round(229 * (1 - t)), Math.round(57 + 100 * t), Math.round(53 + 190 * t)];
  });
}

/**
 * Saves what a phone shows as test-results/screens/<screen>-<lang>.png; a page taller than the
 * screen also gets <screen>-<lang>-end.png, scrolled to its end. (A full-page capture would pin
 * the fixed bottom navigation over the middle of the page.)
 */
export async function saveScreen(page: Page, screen: string, lang: 'en' | 'mm' | 'ch') {
  await page.evaluate(() => document.fonts.ready.then(() => true));
  const base = `test-results/screens/${screen}-${lang}`;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${base}.png` });
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 4);
  if (tall) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: `${base}-end.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

/**
 * Makes the app's bundled Burmese font (<build>/assets) available from the first paint, as a phone's
 * system Myanmar font is. This machine has no Myanmar font at all, and Chromium keeps showing empty
 * boxes for text it laid out while the web font was still loading (lib/i18n.tsx imports the
 * font's CSS but does not wait for the font file itself). The build is the one the server under
 * test serves (E2E_WEB_DIR, as scripts/e2e-server.sh reads it), so the file name matches its hash.
 */
export async function useBurmeseFont(page: Page) {
  const { readdirSync } = await import('node:fs');
  const dir = process.env.E2E_WEB_DIR ?? 'dist';
  const file = readdirSync(`${dir}/assets`).find((name) => /^noto-sans-myanmar-myanmar-400-normal.*\.woff2$/.test(name));
  if (!file) throw new Error(`the Burmese font is not in ${dir}/assets: build the app there first`);
  await page.addInitScript((url) => {
    const face = new FontFace('Noto Sans Myanmar', `url(${url})`);
    document.fonts.add(face);
    void face.load();
  }, `/assets/${file}`);
}

// ---------- Shell and catalogue (added with e2e/shell.spec.ts, e2e/catalog.spec.ts) ----------

/** Opens the app in `lang` (stored the way the language picker stores it). */
export async function useLanguage(page: Page, lang: 'en' | 'mm' | 'ch') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** The app's red for text (--primary-text, AA on white), as computed colours read. */
export const PRIMARY_RED = 'rgb(198, 40, 40)';

// ---------- The admin console's navigation (added with e2e/admin-console.spec.ts) ----------

/**
 * Opens an admin section from the header: its group ('Queues', 'Catalogue', 'Content', 'People')
 * first unless it is open already (a phone starts with every group closed; a desk with the
 * current page's group open), then the section's link.
 */
export async function adminNav(page: Page, group: string, section: string) {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const button = nav.getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await nav.getByRole('link', { name: section, exact: true }).click();
}

/** Buys one unit of the variant `sku` of product `slug` now, paid by transfer (a screenshot);
 * answers the pending order's id. */
export async function buyVariantNow(request: APIRequestContext, token: string, paymentId: number, slug: string, sku: string): Promise<number> {
  const found = await gql<{ product: { id: number; variants: { id: number; sku: string }[] } }>(request, null, 'query($s: String!) { product(slug: $s) { id variants { id sku } } }', { s: slug });
  const variant = found.product.variants.find((v) => v.sku === sku)!;
  const bought = await request.post('/api/user/buynow', {
    headers: auth(token),
    multipart: {
      payment_id: String(paymentId),
      product_id: String(found.product.id),
      variant_id: String(variant.id),
      qty: '1',
      payment_screenshot: { name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) },
    },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  return (await bought.json()).data.order_id as number;
}
