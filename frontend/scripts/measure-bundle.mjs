#!/usr/bin/env node
// The home page's initial JavaScript, gzipped, against its budget (UI.md: speed on a slow phone;
// docs/web-app.md "Speed" says why the budget is 149.5 KB and not lower). Run after `npm run build`.
//
//   node scripts/measure-bundle.mjs                 # from dist/.vite/manifest.json
//   BUNDLE_DIR=dist-x node scripts/measure-bundle.mjs   # another build folder (vite build --outDir dist-x)
//   node scripts/measure-bundle.mjs --url http://127.0.0.1:18201   # what Chromium loads on /
//
// Manifest mode counts the shop entry (index.html) and every chunk it imports statically,
// i.e. the <script> and <link rel="modulepreload"> tags of dist/index.html. Browser mode opens /
// at a phone's size in Debian's Chromium (playwright-core, no browser download), waits until the
// network is idle, and counts every script the page loaded (lazy chunks that / pulls in too).
// Sizes are gzip level 9 of the built files, like the .gz files the server sends.
// Exits 1 when the total is over the budget.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const BUDGET_KB = 149.5;
// The build folder, relative to frontend/ like vite's --outDir (or absolute); dist by default.
const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.BUNDLE_DIR || 'dist');
const urlArg = process.argv.indexOf('--url');
const baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : null;

async function gzipKB(file) {
  const body = await readFile(join(dist, file));
  return { raw: body.length / 1024, gz: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length / 1024 };
}

async function fromManifest() {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the manifest (build with build.manifest: true)');
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entry[0]);
  return [...files];
}

async function fromBrowser(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
    const files = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) files.add(path.slice(1));
    });
    await page.goto(new URL('/', url).href, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="product-card"]', { timeout: 15_000 });
    return [...files];
  } finally {
    await browser.close();
  }
}

const files = baseUrl ? await fromBrowser(baseUrl) : await fromManifest();
let raw = 0;
let gz = 0;
const rows = [];
for (const file of files) {
  const size = await gzipKB(file);
  raw += size.raw;
  gz += size.gz;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1].gz - a[1].gz);
console.log(`Home (/) initial JavaScript, ${baseUrl ? `loaded by Chromium from ${baseUrl}` : 'from the Vite manifest'}:`);
for (const [file, size] of rows) console.log(`  ${size.gz.toFixed(1).padStart(6)} KB gz  ${size.raw.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${gz.toFixed(1).padStart(6)} KB gz  ${raw.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB gz)`);
if (gz > BUDGET_KB) {
  console.error(`Over budget by ${(gz - BUDGET_KB).toFixed(1)} KB gzip.`);
  process.exit(1);
}
