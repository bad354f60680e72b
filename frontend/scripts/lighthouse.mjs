#!/usr/bin/env node
// Lighthouse mobile performance of the home page served by the gateway, in Debian's Chromium.
//
//   node scripts/lighthouse.mjs [BASE_URL] [MIN_SCORE]     (defaults http://127.0.0.1:8080, 90)
//
// Uses Lighthouse's default mobile emulation (Moto G Power class device, simulated slow 4G and
// 4x CPU slowdown). Prints the score and the core metrics; exits non-zero below MIN_SCORE.
// The report is kept in test-results/lighthouse.json.
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = new URL('/', process.argv[2] ?? 'http://127.0.0.1:8080').href;
const minScore = Number(process.argv[3] ?? 90);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let score = 0;
try {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const lhr = result.lhr;
  score = Math.round((lhr.categories.performance.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  console.log(`Lighthouse mobile performance for ${url}: ${score}`);
  for (const [id, name] of [
    ['first-contentful-paint', 'First Contentful Paint'],
    ['largest-contentful-paint', 'Largest Contentful Paint'],
    ['total-blocking-time', 'Total Blocking Time'],
    ['cumulative-layout-shift', 'Cumulative Layout Shift'],
    ['speed-index', 'Speed Index'],
  ]) {
    console.log(`  ${name}: ${metric(id)}`);
  }
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/lighthouse.json', result.report);
} finally {
  await chrome.kill();
}
if (score < minScore) {
  console.error(`performance ${score} is below ${minScore}`);
  process.exit(1);
}
