#!/usr/bin/env node
// Browser smoke check of the built web app against a running server:
//
//   node scripts/smoke-graphiql.mjs [BASE_URL]      (default http://127.0.0.1:8080)
//
// Opens GraphiQL at BASE_URL/graphql in headless Chromium, runs `{ regions { id name } }`,
// expects "Yangon" in the result, checks that X-localization and a pasted Authorization
// header reach the server (also a subscription's websocket), and that nothing breaks the server's Content-Security-Policy
// (no console errors, no CSP violations, no request to another origin). Then opens the
// shop page BASE_URL/ at phone size. Exits non-zero on any failure.
//
// Needs a Chromium: Debian's (`apt-get install -y chromium`, /usr/bin/chromium) or the
// path in $CHROMIUM_PATH. Screenshots go to $SMOKE_SHOTS_DIR (default /tmp):
// graphiql.png (1280x800) and home.png (390x844).
import { chromium } from 'playwright-core';
import { join } from 'node:path';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:8080');
const origin = base.origin;
const shots = process.env.SMOKE_SHOTS_DIR ?? '/tmp';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TIMEOUT = 20_000;

const results = [];
function check(ok, what, detail = '') {
  results.push({ ok, what });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  return ok;
}

/** Records console errors, page errors, CSP violations, failed and foreign requests. */
function watch(page) {
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
      problems.push(`request to another origin: ${url}`);
    }
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

// Runs in the page before its own scripts (via the DevTools protocol, so CSP does not apply).
function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
  });
}

/** Replaces the text of a CodeMirror 5 editor inside `selector` (GraphiQL v4 uses CodeMirror 5). */
async function setEditor(page, selector, text) {
  await page.evaluate(
    ([sel, value]) => {
      const el = document.querySelector(`${sel} .CodeMirror`);
      if (!el?.CodeMirror) throw new Error(`no CodeMirror editor in ${sel}`);
      el.CodeMirror.setValue(value);
    },
    [selector, text],
  );
}

async function resultText(page) {
  return page.evaluate(() => {
    const el = document.querySelector('.result-window .CodeMirror');
    return el?.CodeMirror ? el.CodeMirror.getValue() : (document.querySelector('.result-window')?.textContent ?? '');
  });
}

/** Clicks "Execute" and waits for the POST /graphql it causes; returns [request, result text]. */
async function execute(page) {
  const before = await resultText(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/graphql' && !/IntrospectionQuery/.test(r.postData() ?? ''), { timeout: TIMEOUT }),
    page.click('.graphiql-execute-button'),
  ]);
  await page.waitForFunction(
    (prev) => {
      const el = document.querySelector('.result-window .CodeMirror');
      const text = el?.CodeMirror?.getValue() ?? '';
      return text.trim() !== '' && text !== prev;
    },
    before,
    { timeout: TIMEOUT },
  );
  return [request, await resultText(page)];
}

async function main() {
  console.log(`Smoke check of ${origin} with ${executablePath}`);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    // --- GraphiQL ---
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(recordCspViolations);
    const problems = watch(page);

    const query = '{ regions { id name } }';
    const introspection = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /IntrospectionQuery/.test(r.request().postData() ?? ''),
      { timeout: TIMEOUT },
    );
    const response = await page.goto(`${origin}/graphql?query=${encodeURIComponent(query)}`, { waitUntil: 'load' });
    check(response?.status() === 200, 'GET /graphql answers 200', `status ${response?.status()}`);
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    check(/script-src 'self'/.test(csp), 'GET /graphql sends a Content-Security-Policy', csp || 'missing');
    check(/<div id="graphiql">/.test((await response?.text()) ?? ''), 'GET /graphql is the built graphiql.html');

    await page.waitForSelector('.graphiql-container .graphiql-query-editor .CodeMirror', { timeout: TIMEOUT });
    check(true, 'GraphiQL rendered its editors');
    const editorQuery = await page.evaluate(
      () => document.querySelector('.graphiql-query-editor .CodeMirror')?.CodeMirror?.getValue() ?? '',
    );
    check(editorQuery.trim() === query, '?query= URL parameter filled the query editor', JSON.stringify(editorQuery));

    // Schema introspection feeds the docs explorer and autocompletion.
    const schema = await introspection.then((r) => r.text()).catch((e) => `${e}`);
    check(/"__schema"/.test(schema) && /QueryRoot/.test(schema), 'schema introspection answered', schema.slice(0, 80));

    const [regionsRequest, regions] = await execute(page);
    check(regions.includes('Yangon'), 'query `{ regions { id name } }` answered, result contains "Yangon"');
    check(regionsRequest.headers()['x-localization'] === 'en', 'request sent X-localization: en',
      `got ${regionsRequest.headers()['x-localization']}`);
    await page.screenshot({ path: join(shots, 'graphiql.png') });
    console.log(`     screenshot ${join(shots, 'graphiql.png')}`);

    // Headers typed into GraphiQL's headers editor reach the server.
    await setEditor(page, '.graphiql-editor-tool .graphiql-editor:not(.hidden)', JSON.stringify({ 'X-localization': 'mm', Authorization: 'Bearer smoke-test-invalid-token' }));
    const [burmeseRequest, burmese] = await execute(page);
    check(burmeseRequest.headers()['x-localization'] === 'mm', 'headers editor: X-localization: mm sent');
    check(burmeseRequest.headers()['authorization'] === 'Bearer smoke-test-invalid-token', 'headers editor: Authorization sent');
    check(burmese.includes('ရန်ကုန်'), 'X-localization: mm answers Burmese names (ရန်ကုန်)');

    await setEditor(page, '.graphiql-query-editor', '{ me { id } }');
    const [, me] = await execute(page);
    check(/UNAUTHENTICATED/.test(me), '`{ me { id } }` with a bad token answers UNAUTHENTICATED');

    // A subscription opens the websocket /graphql/ws and signs in with the editor's headers
    // (the server refuses this bad token and closes it).
    // Frames are collected from the moment the socket opens: the server answers a bad token at
    // once, and a listener added after the socket closed would see nothing.
    const sentFrames = [];
    page.on('websocket', (ws) => ws.on('framesent', (frame) => sentFrames.push(String(frame.payload))));
    const socketOpened = page.waitForEvent('websocket', { timeout: TIMEOUT });
    await setEditor(page, '.graphiql-query-editor', 'subscription { notificationEvents { unreadCount } }');
    // GraphiQL parses the edited document after a short debounce; the operation's type comes from it.
    await page.waitForTimeout(1000);
    await page.click('.graphiql-execute-button');
    const socket = await socketOpened.catch(async (e) => {
      throw new Error(`no websocket; result pane: ${(await resultText(page)).replace(/\s+/g, ' ')}`);
    });
    check(new URL(socket.url()).pathname === '/graphql/ws', 'a subscription opens the websocket /graphql/ws', socket.url());
    for (let waited = 0; waited < 5000 && !sentFrames.some((f) => /connection_init/.test(f)); waited += 100) await page.waitForTimeout(100);
    const initFrame = sentFrames.find((f) => /connection_init/.test(f));
    const init = initFrame ? JSON.parse(initFrame).payload : { error: 'no connection_init sent' };
    check(
      init?.Authorization === 'Bearer smoke-test-invalid-token' && init?.['X-localization'] === 'mm',
      'the websocket signs in with the headers editor (connection_init)',
      JSON.stringify(init),
    );

    const csp1 = await page.evaluate(() => window.__cspViolations);
    check(csp1.length === 0, 'GraphiQL: no CSP violations', csp1.join('; '));
    // The bad-token query may answer 401 (and Chromium logs that), and the server closes the
    // bad-token websocket (1002, its reason in the editor's language): expected, not a problem.
    for (let waited = 0; waited < 5000 && !problems.some((p) => /Socket closed/.test(p)); waited += 100) await page.waitForTimeout(100);
    const refusedSocket = problems.find((p) => /Socket closed with event 1002/.test(p)) ?? '';
    check(refusedSocket.includes('ကျေးဇူးပြု၍ အကောင့်ဝင်ပါ။'), 'the bad-token websocket is refused with a Burmese reason', refusedSocket);
    const graphiqlProblems = problems.filter((p) => !/(HTTP |status of )401|Socket closed with event 1002/.test(p));
    check(graphiqlProblems.length === 0, 'GraphiQL: no console errors, failed or foreign requests', graphiqlProblems.join('; '));
    await context.close();

    // --- Shop page ---
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const home = await phone.newPage();
    await home.addInitScript(recordCspViolations);
    const homeProblems = watch(home);
    const homeResponse = await home.goto(`${origin}/`, { waitUntil: 'networkidle' });
    check(homeResponse?.status() === 200, 'GET / answers 200');
    check((await home.title()) === 'Lucky Mall', 'home page title is "Lucky Mall"');
    await home.waitForSelector('.topbar', { timeout: TIMEOUT });
    check(await home.locator('.bottom-nav, nav').count() > 0, 'home page shows the shop (top bar and navigation)');
    const scripts = await home.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    check(!scripts.some((s) => /graphiql|codemirror/i.test(s)), 'home page loads no GraphiQL code', scripts.map((s) => new URL(s).pathname).join(', '));
    const favicon = await home.request.get(`${origin}/favicon.svg`);
    check(favicon.ok() && /svg/.test(favicon.headers()['content-type'] ?? ''), 'favicon.svg is served');
    const csp2 = await home.evaluate(() => window.__cspViolations);
    check(csp2.length === 0, 'home page: no CSP violations', csp2.join('; '));
    check(homeProblems.length === 0, 'home page: no console errors, failed or foreign requests', homeProblems.join('; '));
    await home.screenshot({ path: join(shots, 'home.png') });
    console.log(`     screenshot ${join(shots, 'home.png')}`);

    // The REST API docs (Swagger UI, vendored by the server) under the same policy.
    const docs = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await docs.addInitScript(recordCspViolations);
    const docsProblems = watch(docs);
    const docsResponse = await docs.goto(`${origin}/api/docs/`, { waitUntil: 'networkidle' });
    check(docsResponse?.status() === 200, 'GET /api/docs/ answers 200');
    await docs.waitForSelector('text=Lucky Mall REST API', { timeout: TIMEOUT });
    check(await docs.getByText('/api/user/register', { exact: true }).count() > 0, 'Swagger UI lists /api/user/register');
    const csp3 = await docs.evaluate(() => window.__cspViolations);
    check(csp3.length === 0, 'API docs: no CSP violations', csp3.join('; '));
    check(docsProblems.length === 0, 'API docs: no console errors, failed or foreign requests', docsProblems.join('; '));
    await docs.screenshot({ path: join(shots, 'api-docs.png') });
    await phone.close();
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (err) {
  check(false, 'smoke check ran to the end', err instanceof Error ? err.message : String(err));
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
