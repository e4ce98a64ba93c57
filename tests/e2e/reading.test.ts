/**
 * Reading a document, on a phone above all: wide tables scroll in their own
 * named, focusable box with a shadow where there is more; tables that fit keep
 * the column's width; text is at least 16 px; every tap target is at least 24 px
 * (or spaced as if it were: axe-core's WCAG 2.2 target-size rule); following an
 * anchor link never leaves its target under the sticky navbar; links in prose
 * are underlined whatever attributes the theme renders on them.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {axe} from './axe';
import {DESKTOP, afterNextPaint, open, phone, useSite} from './support';

const site = useSite();

/** A document whose table (Step, Week, Delivers, Done when) is wider than a phone and fits a desktop column. */
const WIDE_TABLE_PAGE = 'adr/adr-011/';
const TABLE_BOX = '.markdown div:has(> table)';

/**
 * Colours of a screenshot's pixels, [r, g, b] each, read from the PNG by a blank
 * tab of the browser (no image library needed, and no page's security policy
 * stands in the way of a data: URL).
 */
async function pixelsAt(blank: Page, png: Buffer, points: [number, number][]): Promise<number[][]> {
  return blank.evaluate(
    async ({data, points}) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    {data: png.toString('base64'), points},
  );
}

/** How far a colour is from another (sum of channel differences). */
const distance = (a: number[], b: number[]) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0);

/**
 * The colour at the box's left and right inner edges with the table hidden (it
 * keeps its size, so the box still scrolls): only the box's own background, the
 * scroll cue, is left to see.
 */
async function edgeColours(page: Page, blank: Page, box: Locator): Promise<{left: number[]; right: number[]; page: number[]}> {
  await box.locator('table').evaluate((table) => ((table as HTMLElement).style.visibility = 'hidden'));
  await afterNextPaint(page);
  const rect = (await box.boundingBox())!;
  const png = await page.screenshot({clip: rect, scale: 'css'});
  const y = Math.floor(rect.height / 2);
  const [left, right, middle] = await pixelsAt(blank, png, [
    [1, y],
    [Math.floor(rect.width) - 2, y],
    [Math.floor(rect.width / 2), y],
  ]);
  await box.locator('table').evaluate((table) => ((table as HTMLElement).style.visibility = ''));
  return {left, right, page: middle};
}

test('reading: on a phone a wide table scrolls in its own box: a named region, a tab stop, arrow keys scroll it', async (t) => {
  const {page} = await site.newPage(t, phone());
  await open(page, site.at(WIDE_TABLE_PAGE));
  const box = page.locator(TABLE_BOX).first();
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('role') === 'region', TABLE_BOX);

  assert.equal(await box.getAttribute('tabindex'), '0', 'the scrolling box is a tab stop');
  assert.equal(await box.getAttribute('aria-label'), 'Table with columns Step, Week, Delivers and 1 more, scrolls sideways');
  const size = await box.evaluate((element) => ({scroll: element.scrollWidth, client: element.clientWidth}));
  assert.ok(size.scroll > size.client, `the table (${size.scroll} px) is wider than its box (${size.client} px)`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.screen.width), 'the page is no wider than the screen');

  // Reached by Tab from the control before it, then scrolled by the arrow keys.
  await page.evaluate((selector) => {
    const box = document.querySelector(selector)!;
    const before = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex="0"]')].filter(
      (element) => element.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING && element.checkVisibility(),
    );
    before.pop()?.focus();
  }, TABLE_BOX);
  await page.keyboard.press('Tab');
  assert.equal(await box.evaluate((element) => element === document.activeElement), true, 'Tab moves the focus to the box');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((selector) => document.querySelector(selector)!.scrollLeft > 0, TABLE_BOX);
});

test('reading: a wide table shows a shadow at each edge that has more to show, in light and dark mode', async (t) => {
  for (const mode of ['light', 'dark'] as const) {
    const {page, context, newTab} = await site.newPage(t, {...phone(), colorScheme: mode});
    const blank = await newTab();
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(page, site.at(WIDE_TABLE_PAGE));
    const box = page.locator(TABLE_BOX).first();
    await box.evaluate((element) => element.scrollIntoView({block: 'center'}));

    const atStart = await edgeColours(page, blank, box);
    assert.ok(
      distance(atStart.left, atStart.page) < 12,
      `${mode}: no shadow on the left at the start (${atStart.left} vs ${atStart.page})`,
    );
    assert.ok(
      distance(atStart.right, atStart.page) >= 30,
      `${mode}: a shadow on the right at the start (${atStart.right} vs ${atStart.page})`,
    );

    await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const atEnd = await edgeColours(page, blank, box);
    assert.ok(distance(atEnd.left, atEnd.page) >= 30, `${mode}: a shadow on the left at the end (${atEnd.left} vs ${atEnd.page})`);
    assert.ok(distance(atEnd.right, atEnd.page) < 12, `${mode}: no shadow on the right at the end (${atEnd.right} vs ${atEnd.page})`);
  }
});

test('reading: on a desktop the same table fits, fills the column and is neither a region nor a tab stop', async (t) => {
  const {page} = await site.newPage(t, {viewport: DESKTOP});
  await open(page, site.at(WIDE_TABLE_PAGE));
  const box = page.locator(TABLE_BOX).first();
  await afterNextPaint(page);
  const layout = await box.evaluate((element) => ({
    box: element.clientWidth,
    table: element.querySelector('table')!.getBoundingClientRect().width,
    column: element.closest('.markdown')!.clientWidth,
    role: element.getAttribute('role'),
    tabindex: element.getAttribute('tabindex'),
  }));
  assert.equal(layout.role, null);
  assert.equal(layout.tabindex, null);
  assert.equal(Math.round(layout.table), layout.column, 'the table is as wide as the text column');
  assert.equal(layout.box, layout.column);
});

const TEXT_PAGES = [
  '',
  'adr/',
  'adr/?status=Proposed',
  WIDE_TABLE_PAGE,
  'memos/memo-001/',
  'netflix/',
  'docs/intro/',
  'adr/tags/security/',
];

test("reading: on a phone body text (paragraphs, list items, table cells, index entries, quotes, the document header's fields) is at least 16 px", async (t) => {
  const {page} = await site.newPage(t, phone());
  for (const path of TEXT_PAGES) {
    await open(page, site.at(path));
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main :is(p, li, td, th, blockquote, dt, dd)')]
        .filter(
          (element) =>
            element.checkVisibility() &&
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
        )
        .map((element) => ({text: element.textContent!.trim().slice(0, 40), size: parseFloat(getComputedStyle(element).fontSize)}))
        .filter(({size}) => size < 16),
    );
    assert.deepEqual(small, [], `text under 16 px on /${path}`);
  }
});

const TARGET_PAGES = ['', 'adr/', 'adr/?status=Proposed', WIDE_TABLE_PAGE, 'netflix/', 'adr/tags/', 'adr/tags/security/', 'no-such-page/'];

for (const width of [375, 320]) {
  test(`reading: on a ${width} px phone every tap target is at least 24 px or spaced as if it were (WCAG 2.2 target size)`, async (t) => {
    const {page} = await site.newPage(t, phone(width));
    for (const path of TARGET_PAGES) {
      await open(page, site.at(path), path === 'no-such-page/' ? 404 : 200);
      const results = await axe(page).withRules(['target-size']).analyze();
      assert.ok(results.passes.length + results.incomplete.length > 0, `axe checked the targets of /${path}`);
      assert.deepEqual(
        results.violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 120))),
        [],
        `undersized targets on /${path}`,
      );
    }
  });
}

test('reading: following an anchor link on a phone leaves its target below the sticky navbar', async (t) => {
  const {page} = await site.newPage(t, phone());
  await open(page, site.at(WIDE_TABLE_PAGE));
  // Any element with an id can be a link target, not only headings: a marked list item stands for one.
  await page.evaluate(() => {
    const item = document.querySelector('.markdown li')!;
    item.id = 'a-list-item';
    const link = document.createElement('a');
    link.href = '#a-list-item';
    link.textContent = 'to the list item';
    document.querySelector('.markdown')!.prepend(link);
  });
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('article a[href^="#"]')]
      .map((link) => decodeURIComponent(link.hash.slice(1)))
      .filter((id) => id && document.getElementById(id) && document.getElementById(id)!.closest('article')),
  );
  assert.ok(targets.includes('a-list-item') && targets.length > 5, `the page links to its headings and the list item (${targets})`);

  const hidden: string[] = [];
  for (const id of new Set(targets)) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .locator(`article a[href="#${id}"]`)
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await afterNextPaint(page);
    const {top, navbarBottom} = await page.evaluate(
      (target) => ({
        top: document.getElementById(target)!.getBoundingClientRect().top,
        navbarBottom: document.querySelector('.navbar')!.getBoundingClientRect().bottom,
      }),
      id,
    );
    if (top < navbarBottom) hidden.push(`#${id}: top ${Math.round(top)} px, navbar bottom ${Math.round(navbarBottom)} px`);
  }
  assert.deepEqual(hidden, [], 'targets under the navbar');
});

test('reading: links in prose are underlined, also with an empty class attribute; tag pills and heading anchors are not', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  const decoration = (link: Locator) => link.evaluate((element) => getComputedStyle(element).textDecorationLine);

  const prose = page.locator('.markdown p a[href]').first();
  assert.equal(await decoration(prose), 'underline', 'a link in a paragraph');
  // Docusaurus 3.10's <Link> renders class="" where 3.9's renders no class attribute.
  await prose.evaluate((element) => element.setAttribute('class', ''));
  assert.equal(await decoration(prose), 'underline', 'a link in a paragraph with class=""');
  assert.equal(await decoration(page.locator('.markdown table a[href]').first()), 'underline', 'a link in a table');

  assert.equal(await decoration(page.locator('.markdown table ul a[href*="/tags/"]').first()), 'none', 'a tag pill');
  assert.equal(await decoration(page.locator('.markdown h2 a.hash-link').first()), 'none', "a heading's # anchor");
});

/** Pages whose previous/next links carry long document titles. */
const PAGINATION_PAGES = ['adr/', 'adr/adr-001/', 'rfc/rfc-033/', 'memos/memo-007/'];

for (const width of [375, 320]) {
  test(`reading: on a ${width} px phone the previous and next links break their titles between words, never inside one`, async (t) => {
    const {page} = await site.newPage(t, phone(width));
    for (const path of PAGINATION_PAGES) {
      await open(page, site.at(path));
      const {labels, broken} = await page.evaluate(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.pagination-nav__label')];
        const split: string[] = [];
        for (const label of found) {
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const word of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (lines.size > 1) split.push(word[0]);
            }
          }
        }
        return {labels: found.length, broken: split};
      });
      assert.ok(labels > 0, `/${path} has previous/next links`);
      assert.deepEqual(broken, [], `words broken across lines in the previous/next links of /${path}`);
    }
  });
}
