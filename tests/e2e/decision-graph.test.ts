/**
 * The decision graph page (/graph/) in a browser: operable by keyboard (a
 * document's node opens its neighbourhood, the filters change the URL, the
 * whole graph comes back), accessible in both colour modes, and on a 375 px
 * phone the page itself never scrolls sideways (the drawing scrolls in its box).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {axe, WCAG_TAGS} from './axe';
import {open, phone, sitePath, storeColourMode, transitionsEnded, useSite} from './support';

const site = useSite();

const shownNodes = (page: Page) => page.locator('svg a[data-id]').count();

test('graph: keyboard alone opens a neighbourhood, filters it into the URL and returns to the whole graph', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('graph/'));
  const all = await shownNodes(page);
  assert.ok(all > 100, `every document is drawn (${all})`);

  // Tab to the first node of the drawing, then open its neighbourhood with Enter.
  await page.getByRole('region', {name: /^Decision graph drawing/}).focus();
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-id'));
  assert.equal(focused, 'adr-001', 'the first node after the drawing region is ADR-001');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\?focus=adr-001$/);
  await page.getByRole('status').getByText('Showing the neighbourhood of').waitFor();
  const near = await shownNodes(page);
  assert.ok(near > 1 && near < all, `the neighbourhood only (${near} of ${all})`);

  // A filter chosen with the keyboard goes into the URL with the focus.
  await page.getByLabel('Section').focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/focus=adr-001&section=adr$/);
  assert.equal(sitePath(page), 'graph/?focus=adr-001&section=adr');

  await page.getByRole('button', {name: 'Show the whole graph'}).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/graph\/\?section=adr$/);
  assert.equal(await shownNodes(page), await page.locator('table tr[data-id]').count(), 'the table lists what the drawing shows');
  await page.getByRole('button', {name: 'Clear filters'}).click();
  await page.waitForURL(/graph\/$/);
  assert.equal(await shownNodes(page), all);
});

for (const [name, device] of [
  ['desktop', {viewport: {width: 1280, height: 900}}],
  ['phone', phone()],
] as const) {
  test(`graph: no WCAG 2.2 AA violations in light and dark mode, ${name}; the page does not scroll sideways`, async (t) => {
    const {page, context} = await site.newPage(t, {...device, reducedMotion: 'reduce'});
    await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await open(page, site.at('graph/?focus=rfc-027'));
    await page.getByRole('status').waitFor();
    await transitionsEnded(page);
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await storeColourMode(page, mode);
      const results = await axe(page).withTags(WCAG_TAGS).analyze();
      assert.deepEqual(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
        [],
        `${mode} mode`,
      );
    }
    const widths = await page.evaluate(() => ({page: document.documentElement.scrollWidth, window: window.innerWidth}));
    assert.ok(widths.page <= widths.window, `page ${widths.page} px wide in a ${widths.window} px window`);
  });
}
