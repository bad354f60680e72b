// Renders the app icons (public/icons/*.png) from the logo's SVG with Debian's Chromium, so the
// PNGs the manifest and iOS need are made from one source. Run after changing the logo:
//   node scripts/make-icons.mjs
// The "any" icons are the rounded logo on transparency; the maskable one fills its square with the
// brand red and keeps the mark inside the central 80 % safe zone, so Android's mask never cuts it.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const here = (path) => new URL(path, import.meta.url);
const logo = await readFile(here('../public/favicon.svg'), 'utf8');
const mark = logo.replace(/<rect[^>]*\/>/, '').replace(/<\/?svg[^>]*>/g, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#e53935"/><g transform="translate(8.8 8.8) scale(0.725)">${mark}</g></svg>`;

const icons = [
  ['icon-192.png', 192, logo],
  ['icon-512.png', 512, logo],
  ['maskable-512.png', 512, maskable],
  // iOS draws its own rounded corners over an opaque square: the maskable art suits it.
  ['apple-touch-icon.png', 180, maskable],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const [name, size, svg] of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await writeFile(here(`../public/icons/${name}`), png);
    console.log(`public/icons/${name}: ${size}x${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
