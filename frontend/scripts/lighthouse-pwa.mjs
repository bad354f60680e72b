#!/usr/bin/env node
// Lighthouse's PWA audits and mobile performance of the home page, in Debian's Chromium.
//
//   node scripts/lighthouse-pwa.mjs [BASE_URL]      (default http://127.0.0.1:8080; `./just perf-pwa`)
//
// Lighthouse 12 removed the PWA category (installable manifest, themed address bar, splash screen,
// maskable icon...), so this runs Lighthouse 11.7.1 through `npx` (fetched from the npm registry
// on first use, into npm's cache, never into the project); the performance score is the same
// mobile emulation as scripts/lighthouse.mjs (slow 4G, 4x CPU slowdown). Prints each PWA audit and
// the scores; the report is kept in test-results/lighthouse-pwa.json. Measures only: no threshold.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const url = new URL('/', process.argv[2] ?? 'http://127.0.0.1:8080').href;
const report = 'test-results/lighthouse-pwa.json';
mkdirSync('test-results', { recursive: true });
execFileSync(
  'npx',
  [
    '--yes',
    'lighthouse@11.7.1',
    url,
    '--only-categories=pwa,performance',
    '--output=json',
    `--output-path=${report}`,
    `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--quiet',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const lhr = JSON.parse(readFileSync(report, 'utf8'));
const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
console.log(`Lighthouse 11 for ${url}: performance ${score('performance')}, PWA ${score('pwa')}`);
for (const { id } of lhr.categories.pwa.auditRefs) {
  const audit = lhr.audits[id];
  if (audit.scoreDisplayMode === 'manual') continue;
  const verdict = audit.score === 1 ? 'pass' : 'FAIL';
  console.log(`  ${verdict}  ${id}${audit.score === 1 ? '' : `: ${audit.explanation ?? audit.title}`}`);
}
for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
  console.log(`  ${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`);
}
