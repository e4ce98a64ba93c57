/**
 * Measures every Mermaid diagram of the built site (./build) and writes their
 * natural sizes to src/theme/Mermaid/diagramSizes.json, keyed by the hash of
 * their source (the `data-diagram` attribute of each diagram's slot). The site
 * reserves that box for a diagram until it is drawn, so drawing it moves
 * nothing. Run after adding or changing a diagram: `npm run build && npm run
 * measure-diagrams`, then build again; tests/site/diagramSizes.test.ts fails
 * while a diagram of the build has no recorded size.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {builtRoutes} from '../bench/staticBudget';
import {readSiteLocation} from '../src/config/site';
import {isolateFromNetwork, launchChromium} from '../tests/support/browser';
import {serveStaticSite} from '../tests/support/server';

const BUILD = path.resolve('build');
const OUT = path.resolve('src/theme/Mermaid/diagramSizes.json');

async function main(): Promise<void> {
  const {baseUrl} = readSiteLocation();
  const paths = builtRoutes({dir: BUILD, baseUrl}).map((route) => route.slice(baseUrl.length));
  const site = await serveStaticSite(BUILD, baseUrl);
  const browser = await launchChromium();
  const sizes: Record<string, [number, number]> = {};
  try {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    await isolateFromNetwork(context);
    const page = await context.newPage();
    for (const pagePath of paths) {
      const html = readFileSync(path.join(BUILD, pagePath, 'index.html'), 'utf8');
      const count = (html.match(/data-diagram="/g) ?? []).length;
      if (count === 0) continue;
      await page.goto(new URL(pagePath, site.url).href, {waitUntil: 'networkidle'});
      // Printing draws every diagram at once.
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.locator('[data-diagram] .docusaurus-mermaid-container > svg').nth(count - 1).waitFor({state: 'attached'});
      const measured = await page.$$eval('[data-diagram]', (slots) =>
        slots.map((slot) => {
          const box = slot.querySelector<SVGSVGElement>('.docusaurus-mermaid-container > svg')!.viewBox.baseVal;
          return [slot.getAttribute('data-diagram')!, Math.round(box.width * 10) / 10, Math.round(box.height * 10) / 10] as const;
        }),
      );
      for (const [key, width, height] of measured) sizes[key] = [width, height];
      console.log(`${pagePath}: ${measured.length} diagram(s)`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const lines = Object.entries(sizes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, size]) => `  ${JSON.stringify(key)}: ${JSON.stringify(size)}`);
  writeFileSync(OUT, `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${lines.length} diagram sizes written to ${path.relative(process.cwd(), OUT)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
