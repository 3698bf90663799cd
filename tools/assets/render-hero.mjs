/**
 * Renders the home hero illustration (apps/shell/src/assets/hero/hero.svg, drawn for this project) to
 * WebP at the widths the page's srcset offers, in Debian Chromium (canvas encoder, no image tooling
 * needed). Run after editing the SVG and commit the output: `node tools/assets/render-hero.mjs`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../ci/chromium.mjs';
import { ROOT } from '../dev/services.mjs';

/** Widths of the srcset (HeroImage.tsx); height follows the SVG's 3:2 ratio. */
export const HERO_WIDTHS = [480, 800, 1200];
const DIR = path.join(ROOT, 'apps/shell/src/assets/hero');
const QUALITY = 0.78;

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const svg = await readFile(path.join(DIR, 'hero.svg'), 'utf8');
  const page = await browser.newPage();
  for (const width of HERO_WIDTHS) {
    const height = Math.round((width * 2) / 3);
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const img = new Image(width, height);
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(img, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width, height, quality: QUALITY },
    );
    const body = Buffer.from(dataUrl.split(',')[1], 'base64');
    await writeFile(path.join(DIR, `hero-${width}.webp`), body);
    console.log(`hero-${width}.webp ${width}×${height} ${(body.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
