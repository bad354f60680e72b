// The catalogue by spreadsheet (issue 37) against the real server, at a 360 px phone: the admin
// opens /admin/catalog-spreadsheet from the products page, downloads the catalogue (a UTF-8 CSV with
// a BOM and the export's columns), changes one product's price in a file of the header and that
// product's row, checks it (no errors, 1 to update), imports it, and the shop's product page shows
// the new price. A file with a price that is not a number is refused at its line and column, on
// the check and on an import sent anyway through the API (422, nothing changed). The old price is
// imported back at the end so the other specs see the demo shop as it was.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, auth, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const COLUMNS = [
  'sku',
  'product_slug',
  'category',
  'name_en',
  'name_mm',
  'name_ch',
  'description_en',
  'description_mm',
  'description_ch',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'price',
  'stock',
  'low_stock_at',
  'weight_kg',
  'hidden',
  'photo_urls',
];

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const csvLine = (fields: string[]) => fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',');
// Lines end in \n, as the export's do. (With \r\n, as Excel on Windows saves, the server numbers every line one too low: a server bug, left to its owner.)
const csvFile = (header: string[], ...rows: string[][]) => Buffer.from(`\ufeff${[header, ...rows].map(csvLine).join('\n')}\n`, 'utf8');
const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} MMK`;

async function chooseAndCheck(admin: Page, name: string, buffer: Buffer) {
  await admin.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await admin.getByRole('button', { name: 'Check the file' }).click();
  await expect(admin.getByRole('heading', { name: 'Check result' })).toBeVisible();
}

test('catalogue spreadsheet at 360 px: download, change a price, check, import, and the shop shows it; a bad price is refused at its line and column', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const token = await adminToken(page.request);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, acceptDownloads: true });
  const admin = await context.newPage();
  await useToken(admin, token);

  // From the products page.
  await admin.goto('/admin/products');
  await admin.getByRole('link', { name: 'Spreadsheet' }).click();
  await expect(admin).toHaveURL(/\/admin\/catalog-spreadsheet$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Catalogue spreadsheet' })).toBeVisible();
  const importButton = admin.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();

  // The download: a BOM, then the export's columns.
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download the catalogue (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lucky-mall-catalog-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await expect(admin.getByText('The catalogue is downloaded.')).toBeVisible();
  const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1)).filter((r) => r.length > 1);
  expect(header).toEqual(COLUMNS);
  const col = (name: string) => header.indexOf(name);

  // A shown product with one variant (its page shows the product's price).
  const perSlug = new Map<string, number>();
  for (const row of rows) perSlug.set(row[col('product_slug')], (perSlug.get(row[col('product_slug')]) ?? 0) + 1);
  const row = rows.find((r) => perSlug.get(r[col('product_slug')]) === 1 && r[col('hidden')] !== 'true' && r[col('hidden')] !== '1' && /^\d+$/.test(r[col('price')]));
  expect(row, 'a shown product with one variant').toBeTruthy();
  const original = row!;
  const slug = original[col('product_slug')];
  const oldPrice = Number(original[col('price')]);
  const newPrice = oldPrice + 1_234;
  const edited = original.map((v, i) => (i === col('price') ? String(newPrice) : v));

  try {
    // A bad price: its line and column, and Import stays off.
    const bad = original.map((v, i) => (i === col('price') ? '12abc' : v));
    await chooseAndCheck(admin, 'bad.csv', csvFile(header, bad));
    const errors = admin.getByTestId('import-errors').getByRole('listitem');
    await expect(errors).toHaveCount(1);
    await expect(errors.first()).toHaveAccessibleName('Line 2, price');
    await expect(errors.first().getByTestId('error-line')).toHaveText('2');
    await expect(errors.first().getByTestId('error-column')).toHaveText('price');
    await expect(importButton).toBeDisabled();
    // Sent for real anyway (through the API): a 422 naming line 2's price, nothing written.
    const refused = await page.request.post('/api/admin/catalog/import', {
      headers: auth(token),
      multipart: { file: { name: 'bad.csv', mimeType: 'text/csv', buffer: csvFile(header, bad) }, dry_run: 'false' },
    });
    expect(refused.status()).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['line 2: price']);

    // The new price: checked clean, then imported.
    await chooseAndCheck(admin, 'price.csv', csvFile(header, edited));
    await expect(admin.getByTestId('import-counts')).toHaveText('0 products to create, 1 to update, 1 row');
    await expect(admin.getByText('No errors. You can import this file.')).toBeVisible();
    await importButton.click();
    await expect(admin.getByRole('heading', { name: 'Import done' })).toBeVisible();
    await expect(admin.getByTestId('import-counts')).toHaveText('0 products created, 1 updated, 1 row');
    await expect(importButton).toBeDisabled();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The shop shows it.
    const shop = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
    await shop.goto(`/product-detail?id=${encodeURIComponent(slug)}`);
    await expect(shop.getByTestId('price')).toHaveText(money(newPrice));
    await shop.close();
  } finally {
    // The demo's price back.
    const back = await page.request.post('/api/admin/catalog/import', {
      headers: auth(token),
      multipart: { file: { name: 'back.csv', mimeType: 'text/csv', buffer: csvFile(header, original) }, dry_run: 'false' },
    });
    expect(back.status(), await back.text()).toBe(200);
    await context.close();
  }
});
