#!/usr/bin/env node
// Lighthouse accessibility of the home page, a product page and /lucky-draw served by the gateway,
// in Debian's Chromium (Lighthouse's default mobile emulation), each in en, mm and ch.
//
//   node scripts/lighthouse-a11y.mjs [BASE_URL] [MIN_SCORE]     (defaults http://127.0.0.1:8080, 100)
//
// Prints each page's score and the failing audits; exits non-zero when a page scores below
// MIN_SCORE. The reports are kept in test-results/lighthouse-a11y-<page>-<lang>.json.
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const minScore = Number(process.argv[3] ?? 100);

// A product of the demo shop: the first one the API lists.
const list = await (await fetch(new URL('/api/products?per_page=1', base))).json();
const slug = list.data.data[0].slug;
const pages = [
  ['home', '/'],
  ['product', `/product-detail?id=${encodeURIComponent(slug)}`],
  ['lucky-draw', '/lucky-draw'],
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const low = [];
try {
  await mkdir('test-results', { recursive: true });
  for (const lang of ['en', 'mm', 'ch']) {
    for (const [name, path] of pages) {
      // The app reads its language from localStorage 'lang'; a first visit with ?lang is not a thing,
      // so the page sets it before the app starts (Lighthouse keeps storage with disableStorageReset).
      const url = new URL(path, base).href;
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: ['accessibility'], output: 'json', logLevel: 'error', disableStorageReset: true },
        { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } },
        await languagePage(chrome.port, base, lang),
      );
      const lhr = result.lhr;
      const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
      const failed = lhr.categories.accessibility.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
      console.log(`Lighthouse accessibility ${name} (${lang}) ${url}: ${score}${failed.length ? `  failing: ${failed.map((a) => a.id).join(', ')}` : ''}`);
      if (score < minScore) low.push(`${name} (${lang}): ${score}`);
      await writeFile(`test-results/lighthouse-a11y-${name}-${lang}.json`, result.report);
    }
  }
} finally {
  await chrome.kill();
}
if (low.length) {
  console.error(`accessibility below ${minScore}: ${low.join('; ')}`);
  process.exit(1);
}

/** Sets localStorage 'lang' on the origin (through the DevTools protocol), then hands Lighthouse no page (it opens its own tab). */
async function languagePage(port, origin, lang) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = targets.find((t) => t.type === 'page');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.addEventListener('open', resolve, { once: true }));
  let id = 0;
  const send = (method, params) =>
    new Promise((resolve) => {
      const me = ++id;
      const onMessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.id === me) {
          ws.removeEventListener('message', onMessage);
          resolve(message.result);
        }
      };
      ws.addEventListener('message', onMessage);
      ws.send(JSON.stringify({ id: me, method, params }));
    });
  await send('Page.enable', {});
  await send('Page.navigate', { url: new URL('/healthz', origin).href });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await send('Runtime.evaluate', { expression: `localStorage.setItem('lang', ${JSON.stringify(lang)})` });
  ws.close();
  return undefined;
}
