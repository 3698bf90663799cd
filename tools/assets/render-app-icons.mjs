/**
 * Renders the installable app's icons (web app manifest, apple-touch-icon) from the brand mark
 * apps/shell/src/assets/brand/favicon.svg to PNG in Debian Chromium (canvas encoder, no image tooling
 * needed). Run after editing the SVG and commit the output: `node tools/assets/render-app-icons.mjs`.
 *
 * "any" icons are the mark as drawn (rounded square); the maskable one fills the square with the
 * brand blue and keeps the mark inside the central 80 % safe zone, so a launcher's circle or squircle
 * mask never cuts into it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../ci/chromium.mjs';
import { ROOT } from '../dev/services.mjs';

const SOURCE = path.join(ROOT, 'apps/shell/src/assets/brand/favicon.svg');
const OUT = path.join(ROOT, 'apps/shell/src/assets/app');
const BRAND = '#0b5cad';
/** file → size in px and whether the mark sits in the maskable safe zone */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const svg = await readFile(SOURCE, 'utf8');
  const page = await browser.newPage();
  for (const { file, size, maskable } of APP_ICONS) {
    const dataUrl = await page.evaluate(
      async ({ svg, size, maskable, brand }) => {
        const img = new Image(size, size);
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (maskable) {
          context.fillStyle = brand;
          context.fillRect(0, 0, size, size);
          const inner = Math.round(size * 0.8);
          const offset = Math.round((size - inner) / 2);
          context.drawImage(img, offset, offset, inner, inner);
        } else context.drawImage(img, 0, 0, size, size);
        return canvas.toDataURL('image/png');
      },
      { svg, size, maskable, brand: BRAND },
    );
    const body = Buffer.from(dataUrl.split(',')[1], 'base64');
    await writeFile(path.join(OUT, file), body);
    console.log(`${file} ${size}×${size} ${(body.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
