// Sales reports (issue 41) against the real server, at phone size (360 px), under axe. A shopper
// buys now and the owner approves the payment, so today has revenue. The owner opens
// /admin/reports (the last 30 Myanmar days by day): the revenue chart is drawn, the totals count
// the order, the table downloads as CSV with the same figures, and the accountant's orders export
// downloads as UTF-8 CSV with a BOM that lists the order.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers';
import { adminToken, buyNowByApi, gql, shopperWithAddress, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };

test.use({ reducedMotion: 'reduce' });

test('the owner reads the revenue chart and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const owner = await adminToken(page.request);
  const shopper = await shopperWithAddress(page, 'Report Shopper');
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number }[];
  const products = ((await (await page.request.get('/api/products?per_page=100')).json()).data.data as { id: number; type: string; actual_price: number }[]).filter(
    (p) => p.type === 'product' && p.actual_price < 1_000_000,
  );
  const orderId = await buyNowByApi(page.request, shopper.token, products[0].id, payments[0].id);
  await gql(page.request, owner, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });

  await useToken(page, owner);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Sales reports', level: 1 })).toBeVisible();
  const chart = page.getByTestId('revenue-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  const totals = page.getByTestId('report-totals');
  await expect(totals).not.toContainText(/^Revenue \(MMK\)\s*0 MMK/);
  await expectAccessible(page, '/admin/reports with a chart');

  const [tableFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download this table (CSV)' }).first().click()]);
  const table = await readFile((await tableFile.path())!, 'utf8');
  const lines = table.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Starting');
  expect(lines.length).toBeGreaterThan(2);

  const [exportFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Orders (CSV)' }).click()]);
  const bytes = await readFile((await exportFile.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(String(orderId));
  await expect(page.getByTestId('export-status')).not.toBeEmpty();
});
