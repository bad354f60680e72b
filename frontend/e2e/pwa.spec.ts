// The installable app (issue 15) in Chromium at phone size, against the real server and the real
// build (dist/sw.js from vite-plugin-pwa, the manifest from GET /manifest.webmanifest):
//   1. Chromium's own installability check (DevTools protocol) finds no error, and the manifest
//      carries the site name, icons, colours, standalone display, start URL and scope.
//   2. The offline worker controls the page after a reload.
//   3. With the network off, a reload of home and of a product seen before shows them (and says
//      offline), an unseen product says it is not saved, and a checkout attempt says it needs the
//      network — nothing is queued to replay later.
//   4. A new build replaces the old one cleanly: the old page keeps loading its own chunks (even
//      one the new build no longer has) until the shopper takes the "new version" prompt, then
//      reloads onto the new build with no page error.
//   5. The install button appears once the browser offers its prompt, and the installed flag
//      stops the offer; on an iPhone the dialog shows the Share → Add to Home Screen hint.
// Every other spec blocks service workers (playwright.config.ts); these allow them.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, expect, test, type Page } from '@playwright/test';
import { gradientPng, saveScreen, shopPort, shopperWithAddress, useToken } from './helpers';

test.use({ serviceWorkers: 'allow' });

const SEEN = { slug: 'gaming-pc-ryzen5-rtx4060', name: 'Gaming Desktop PC (Ryzen 5, RTX 4060, 16GB, 1TB SSD)' };

/** Waits until the offline worker is active (its precache done), then reloads so it controls the page. */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test('the manifest is installable by Chromium’s own check, and the offline worker controls the page after a reload', async ({ baseURL }) => {
  // Chromium never offers to install from an incognito profile, and Playwright's usual contexts are
  // incognito: this check runs in a profile on disk, like a phone's browser.
  const profile = await mkdtemp(join(tmpdir(), 'luckymall-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...devices['Pixel 7'],
    baseURL,
    serviceWorkers: 'allow',
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Lucky Mall', display: 'standalone', scope: '/', theme_color: '#e53935', background_color: '#ffffff' });
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }

    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(url).toBe(new URL('/manifest.webmanifest', baseURL).href);
    expect(errors).toEqual([]);
    // Chromium's installability check: manifest, icons, a worker with a fetch handler, secure origin.
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
    // The push worker keeps its own scope: the two never replace each other.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname))).toEqual(['/']);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('offline: home and a product seen before reload from the phone, an unseen page says so, and checkout needs the network', async ({ page, context }) => {
  test.setTimeout(120_000);
  const shopper = await shopperWithAddress(page, 'Offline Shopper');
  await useToken(page, shopper.token);
  await page.goto('/');
  await controlledByWorker(page);
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(10);
  await page.goto(`/product-detail?id=${SEEN.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEN.name })).toBeVisible();
  // Buying starts online: the order page with its payment methods.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByTestId('order-line')).toHaveCount(1);

  await context.setOffline(true);
  const offlineBar = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offlineBar).toBeVisible();
  // The checkout is attempted offline: a clear message, and the order is not made (or queued).
  await page.getByRole('radio').first().check();
  await page.getByTestId('screenshot-input').setInputFiles({ name: 'pay.png', mimeType: 'image/png', buffer: await gradientPng(360, 640) });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You are offline. This needs the internet');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);

  await page.goto('/');
  await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(10);
  await expect(offlineBar).toBeVisible();
  await saveScreen(page, 'offline-home', 'en');
  await page.goto(`/product-detail?id=${SEEN.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SEEN.name })).toBeVisible();
  await page.goto('/product-detail?id=a-product-never-opened');
  await expect(page.getByText('You are offline, and this page is not saved on this phone yet.')).toBeVisible();
  await saveScreen(page, 'offline-unseen', 'en');

  await context.setOffline(false);
  await expect(offlineBar).toBeHidden();
  const orders = await (await page.request.get('/api/user/orders', { headers: { Authorization: `Bearer ${shopper.token}` } })).json();
  expect(orders.data.data ?? orders.data).toHaveLength(0);
});

test('a new build replaces the old one: the old page keeps its chunks until Reload, then runs the new build without errors', async ({ browser }) => {
  test.setTimeout(120_000);
  // A server of its own over a copy of the build, so this test can deploy a "new build" there.
  const web = await mkdtemp(join(tmpdir(), 'luckymall-web-'));
  await cp(fileURLToPath(new URL('../dist', import.meta.url)), web, { recursive: true });
  const port = shopPort() + 7;
  const server = await startServer(port, web);
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: `http://127.0.0.1:${port}`, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await controlledByWorker(page);

    // Deploy: index.html changes (the worker's precache list with it, as a real build's would),
    // and a lazy chunk of the old build disappears from the server.
    const oldChunk = await lazyChunkOf(web, 'customer-service');
    const indexHtml = await readFile(join(web, 'index.html'), 'utf8');
    await writeFile(join(web, 'index.html'), indexHtml.replace('<title>', '<meta name="build" content="2" /><title>'));
    const sw = await readFile(join(web, 'sw.js'), 'utf8');
    await writeFile(join(web, 'sw.js'), sw.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, '$1new-build$2'));
    expect(await readFile(join(web, 'sw.js'), 'utf8')).toContain('new-build');
    await unlink(join(web, oldChunk));
    await rm(join(web, `${oldChunk}.gz`), { force: true });
    expect((await page.request.get(`/${oldChunk}`)).status()).toBe(404);

    // The open page finds the new worker; until the shopper says so, the old build runs on, and a
    // page of the old build whose chunk the server no longer has still opens (from the precache).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.update());
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version of Lucky Mall is ready.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await saveScreen(page, 'new-version', 'en');
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Customer service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    expect(await page.locator('meta[name="build"]').count()).toBe(0);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', '2', { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    stopServer(server);
    await rm(web, { recursive: true, force: true });
  }
});

test('install: the button appears when the browser offers its prompt, and once installed the dialog says so', async ({ page }) => {
  await page.goto('/');
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  const dialog = page.getByRole('dialog', { name: 'Download the app' });
  await shortcuts.getByRole('button', { name: 'App download' }).click();
  await expect(dialog.getByRole('button', { name: 'Android' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // What Chrome does once the page is installable (its event, with the prompt the page may show).
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await shortcuts.getByRole('button', { name: 'App download' }).click();
  await dialog.getByRole('button', { name: 'Install the app' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('installed'))).toBe('true');

  // Installed: no offer any more, after a reload too.
  await page.reload();
  await shortcuts.getByRole('button', { name: 'App download' }).click();
  await expect(dialog).toContainText('Lucky Mall is already installed on this phone.');
  await expect(dialog.getByRole('button', { name: 'Android' })).toHaveCount(0);
});

test('install on an iPhone: the dialog shows how to add the shop to the home screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'App download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    await expect(dialog.getByRole('status')).toHaveText('In Safari, tap the Share button, then "Add to Home Screen".');
    await saveScreen(page, 'install-ios', 'en');
  } finally {
    await context.close();
  }
});

/** The file of the lazy chunk whose name starts with `name` (from Vite's manifest of the build). */
async function lazyChunkOf(web: string, name: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(web, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.src?.includes(`/${name}`) && entry.file.endsWith('.js'));
  if (!chunk) throw new Error(`no chunk for ${name}`);
  return chunk.file;
}

/** `scripts/e2e-server.sh` on `port` over the web folder `web`, once its health check answers. */
async function startServer(port: number, web: string): Promise<ChildProcess> {
  const server = spawn('bash', [fileURLToPath(new URL('../../scripts/e2e-server.sh', import.meta.url)), String(port)], {
    env: { ...process.env, E2E_WEB_DIR: web },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops `mall serve` too.
    detached: true,
  });
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopServer(server);
  throw new Error('the second server did not start');
}

function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}
