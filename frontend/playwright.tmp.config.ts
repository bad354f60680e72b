// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real `mall serve`
// on a fresh database with the demo shop, at a phone's size. `npm run e2e` (the server binary must
// be built: `./just gateway-bin`). Screenshots land in test-results/ (CI keeps them).
import { defineConfig, devices } from '@playwright/test';

const firstPort = Number(process.env.E2E_PORT ?? 18300);
/** Side-by-side workers, each with a server of its own (its data, queues and clock). */
const servers = Number(process.env.E2E_SERVERS ?? 2);
// Each worker process loads this file with its own TEST_PARALLEL_INDEX (0 .. workers - 1), so its
// `baseURL` is its own server's; the runner, which has none, starts them all. Ports go in tens:
// the shop on +0, its OAuth provider on +1, pwa.spec.ts's second server on +7 (e2e/helpers.ts).
const port = 4670;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // A file's tests run in order on one worker: the journeys of a file share its admin, queues and
  // server clock (the daily reward's tests move it). Files are spread over E2E_SERVERS workers, each
  // with a server of its own. The axe checks, which change nothing another check reads, run first
  // test by test over the same servers; then the journeys on fresh ones (`npm run e2e`). Half of a
  // browser test's time is spent waiting on the network and timers, so two workers on two cores
  // nearly halve the stage.
  workers: servers,
  projects: [
    { name: 'a11y', testMatch: 'a11y-*.spec.ts', fullyParallel: true, outputDir: './test-results/e2e/a11y' },
    { name: 'journeys', testIgnore: 'a11y-*.spec.ts', outputDir: './test-results/e2e/journeys' },
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
  webServer: [] && Array.from({ length: servers }, (_, index) => ({
    command: `bash ../scripts/e2e-server.sh ${firstPort + 10 * index}`,
    url: `http://127.0.0.1:${firstPort + 10 * index}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
