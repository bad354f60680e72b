// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real `mall serve`
// on a fresh database with the demo shop, at a phone's size. `npm run e2e` (the server binary must
// be built: `cargo build -p gateway`). Screenshots land in test-results/ (CI keeps them).
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18300);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One test at a time: the journeys share the admin, the queues and the server's clock (the
  // daily reward's tests move it). Only the axe checks, which change nothing another check reads,
  // may run side by side: `npm run e2e` runs them first with two workers (half of their time is
  // spent waiting on the network to go idle), then the journeys on a fresh server with one.
  workers: 1,
  projects: [
    { name: 'a11y', testMatch: 'a11y.spec.ts', fullyParallel: true, outputDir: './test-results/e2e/a11y' },
    { name: 'journeys', testIgnore: 'a11y.spec.ts', outputDir: './test-results/e2e/journeys' },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // The offline worker (dist/sw.js) would precache the whole build in every test's fresh
    // browser; only the specs about workers allow them (pwa.spec.ts, notifications.spec.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: `bash ../scripts/e2e-server.sh ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
