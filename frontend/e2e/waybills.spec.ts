// Waybills and scan to dispatch (issue 38) against the real server, at phone size (360 px). A
// shopper buys the demo Converse in 40 / Black and asks for shipping; the admin approves both
// (through the API: couriers.spec.ts walks the queues). On a phone the admin opens Queues →
// Waybills and sees the parcel's label: its code, the QR image (alt: the code), the variant. Then
// /admin/scan in a browser of its own whose camera is Chromium's fake device playing a .y4m file
// made here from the code's QR modules (the `qrcode` package): the page reads the QR (jsQR: Linux
// Chromium's BarcodeDetector reads no QR), hands the parcel to its courier, and when the label is
// still in view a few seconds later the server refuses the second scan (already handed over).
import { writeFileSync } from 'node:fs';
import { chromium, expect, test, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { adminNav, adminToken, auth, buyVariantNow, gql, gradientPng, shopperWithAddress, useToken } from './helpers';

const PHONE = { width: 360, height: 800 };
const SLUG = 'converse-chuck-taylor-high-top-black';

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * A YUV4MPEG2 video (640 × 480, 10 frames a second, 4:2:0) showing `text`'s QR code, black on
 * white, 10 px a module with a 4-module quiet zone, in the middle of every frame.
 */
function qrVideo(text: string, path: string, frames = 10) {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 10;
  const quiet = 4;
  const side = (modules.size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const y = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const line = (top + (quiet + row) * scale + dy) * width;
        y.fill(0, line + left + (quiet + col) * scale, line + left + (quiet + col + 1) * scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
}

test('the admin prints the parcel’s waybill and hands it over by scanning its QR with the camera', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const admin = await adminToken(page.request);
  const shopper = await shopperWithAddress(page, 'Waybill Shopper');
  const payments = (await (await page.request.get('/api/payments')).json()).data as { id: number; name: string }[];
  const paymentId = (payments.find((p) => /kbz/i.test(p.name)) ?? payments[0]).id;

  // The shopper buys the Converse in 40 / Black; the admin approves the payment.
  const orderId = await buyVariantNow(page.request, shopper.token, paymentId, SLUG, 'CHUCK-40-BLK');
  await gql(page.request, admin, 'mutation($id: Int!) { approveOrder(id: $id) }', { id: orderId });

  // The shopper asks for shipping; the admin puts the parcel on the way (the shop delivers it).
  const toShip = (await (await page.request.get('/api/user/orders', { headers: auth(shopper.token) })).json()).data as { id: number }[];
  const created = await page.request.post('/api/user/shipping-orders', {
    headers: auth(shopper.token),
    multipart: {
      order_item_id: JSON.stringify(toShip.map((item) => item.id)),
      payment_id: String(paymentId),
      payment_screenshot: { name: 'fee.png', mimeType: 'image/png', buffer: await gradientPng(300, 500) },
    },
  });
  const createdBody = await created.json();
  expect(created.status(), JSON.stringify(createdBody)).toBe(200);
  const shippingId = createdBody.data.id as number;
  await gql(page.request, admin, 'mutation($id: Int!) { approveShippingOrder(id: $id) }', { id: shippingId });
  const { waybills } = await gql<{ waybills: { code: string; shippingOrder: { id: number } }[] }>(page.request, admin, '{ waybills(handedOver: false) { code shippingOrder { id } } }');
  const code = waybills.find((w) => w.shippingOrder.id === shippingId)!.code;
  expect(code).toMatch(/^SH\d+$/);

  // The admin on a phone: Queues → Waybills shows the label with the code and its QR.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE });
  const adminPage = await context.newPage();
  await useToken(adminPage, admin);
  await adminPage.goto('/admin');
  await adminNav(adminPage, 'Queues', 'Waybills');
  await expect(adminPage).toHaveURL(/\/admin\/waybills$/);
  const label = adminPage.getByRole('article', { name: `Waybill ${code}` });
  await expect(label.getByText(code, { exact: true })).toBeVisible();
  await expect(label).toContainText('Waybill Shopper');
  await expect(label).toContainText('40 / Black');
  const qr = label.getByRole('img', { name: code });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(adminPage.getByRole('button', { name: 'Print' })).toBeEnabled();
  await fitsTheScreen(adminPage);
  // Printed: no admin chrome, the label an A6 (105 mm = 397 px wide at 96 dpi), Print itself hidden.
  await adminPage.emulateMedia({ media: 'print' });
  await expect(adminPage.locator('.admin-header')).toBeHidden();
  await expect(adminPage.getByRole('button', { name: 'Print' })).toBeHidden();
  const box = (await label.boundingBox())!;
  expect(Math.round(box.width)).toBe(397);
  expect(Math.round(box.height)).toBe(561);
  await adminPage.emulateMedia({ media: 'screen' });
  await context.close();

  // /admin/scan with a camera that films the label's QR.
  const video = test.info().outputPath('waybill-qr.y4m');
  qrVideo(code, video);
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const scanContext = await camera.newContext({ baseURL: test.info().project.use.baseURL, viewport: PHONE, permissions: ['camera'], serviceWorkers: 'block' });
    const scanPage = await scanContext.newPage();
    await useToken(scanPage, admin);
    await scanPage.goto('/admin/scan');
    await expect(scanPage.getByRole('heading', { name: 'Scan to dispatch', level: 1 })).toBeVisible();
    const status = scanPage.getByTestId('scan-result');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toContainText(`Handed to courier: ${code} — Waybill Shopper`, { timeout: 20_000 });
    await expect(scanPage.getByTestId('scan-session')).toContainText(code);
    // The label stays in front of the camera: read again after the 4 s window, the server refuses it.
    await expect(status).toContainText(`${code}: This parcel was already handed to the courier.`, { timeout: 20_000 });
    await expect(scanPage.getByTestId('scan-session').locator('li')).toHaveCount(1);
    await fitsTheScreen(scanPage);
  } finally {
    await camera.close();
  }

  // Handed over: off the labels to print, on the handed-over list.
  const handed = await gql<{ waybills: { code: string; handedOverAt: string | null }[] }>(page.request, admin, '{ waybills(handedOver: true) { code handedOverAt } }');
  expect(handed.waybills.find((w) => w.code === code)?.handedOverAt).toBeTruthy();
});

test('a damaged label: the admin types the code, and a code that is no parcel is refused', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const admin = await adminToken(page.request);
  await useToken(page, admin);
  await page.goto('/admin/scan');
  // This browser has no camera: the page says so; typing still works.
  await expect(page.getByText(/No camera was found|The camera is not allowed/)).toBeVisible();
  await page.getByLabel('Type the code').fill('SH999999');
  await page.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByTestId('scan-result')).toContainText("SH999999: This code is not one of the shop's parcels.");
  await fitsTheScreen(page);
});
