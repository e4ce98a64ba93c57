/**
 * Takes screenshots of the served site for a human to look at: desktop and
 * 375 px phone, light and dark. Usage:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3210/prism-data-layer/ out-dir path [path ...]
 */
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {isolateFromNetwork, launchChromium} from '../tests/support/browser';

/** A desktop window, and a phone as Chromium emulates one (its viewport meta tag applies, as on a real device). */
const DEVICES = {
  desktop: {viewport: {width: 1280, height: 900}},
  mobile: {viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true},
} as const;

async function main(): Promise<void> {
  const [base, outDir, ...pages] = process.argv.slice(2);
  if (!base || !outDir || pages.length === 0) {
    throw new Error('usage: screenshots.ts <base-url> <out-dir> <path> [path ...]');
  }
  await mkdir(outDir, {recursive: true});
  const browser = await launchChromium();
  try {
    for (const [name, device] of Object.entries(DEVICES)) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({...device, colorScheme: scheme, deviceScaleFactor: 1});
        await isolateFromNetwork(context);
        await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), scheme);
        const page = await context.newPage();
        for (const pagePath of pages) {
          await page.goto(new URL(pagePath.replace(/^\//, ''), base).href, {waitUntil: 'networkidle'});
          const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}-${scheme}.png`);
          await page.screenshot({path: file, fullPage: name === 'desktop' && process.env.FULL_PAGE !== '0'});
          console.log(file);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
