/**
 * The search on a phone, emulated as a phone browser is (isMobile, hasTouch,
 * 375 px, so the page's viewport meta tag applies): the box opens as a
 * full-screen sheet with results the width of the screen whose titles and
 * excerpts wrap; the keyboard's search key (Enter, no result chosen) opens the
 * results page; closing the sheet returns the focus to where it was; and the
 * results are the same as on a desktop. Also: the results page does not jump
 * as its results arrive.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {BASE_PATH, DESKTOP, MOBILE, layoutShift, open, phone, useSite} from './support';
import {SEARCH_BOX as BOX, INPUT, LISTBOX, OPTIONS} from '../../bench/searchRelevance';

const site = useSite();

const PHONE = phone();
const RESULTS_PAGE = '#__docusaurus_skipToContent_fallback';
const QUERY = 'claim check';

async function resultTexts(page: Page): Promise<string[]> {
  await page.locator(OPTIONS).first().waitFor();
  await page.locator(`${BOX} a[href$="search/?q=claim+check"]`).waitFor();
  return page.locator(OPTIONS).allInnerTexts();
}

/** Taps the box, types the query and waits for its results, as a reader on a phone does. */
async function tapAndSearch(page: Page): Promise<string[]> {
  await page.locator(INPUT).tap();
  await page.keyboard.type(QUERY);
  return resultTexts(page);
}

test('search on a phone: the box opens full screen, results fill its width and wrap', async (t) => {
  const {page} = await site.newPage(t, PHONE);
  await open(page, site.url);
  await tapAndSearch(page);

  const box = await page.locator(INPUT).boundingBox();
  assert.ok(box && box.width >= 280, `the box is ${box?.width} px wide`);
  const listbox = await page.locator(LISTBOX).boundingBox();
  assert.ok(listbox && listbox.width >= 280 && listbox.x < 20, `results are ${listbox?.width} px wide from x=${listbox?.x}`);
  const sheet = await page.evaluate((input) => {
    const root = document.querySelector(input)!.closest('.navbar__search')!;
    const {top, left, width, height} = root.getBoundingClientRect();
    return {top, left, width, height, position: getComputedStyle(root).position};
  }, INPUT);
  assert.deepEqual(
    {position: sheet.position, top: sheet.top, left: sheet.left},
    {position: 'fixed', top: 0, left: 0},
    'a sheet over the page',
  );
  assert.equal(Math.round(sheet.width), MOBILE.width);
  assert.equal(Math.round(sheet.height), MOBILE.height);

  // Wrapped, not cut off: no option's text is wider than its box, and the long ones take several lines.
  const options = await page.locator(OPTIONS).evaluateAll((elements) =>
    elements.map((option) => ({
      overflowing: [...option.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1),
      height: option.getBoundingClientRect().height,
      whiteSpace: getComputedStyle(option.querySelector('span span') ?? option).whiteSpace,
    })),
  );
  assert.ok(options.length > 1);
  assert.deepEqual(
    options.filter((o) => o.overflowing),
    [],
    'no text cut off',
  );
  assert.ok(options.every((o) => o.whiteSpace === 'normal'));
  assert.ok(
    options.some((o) => o.height > 70),
    `some results wrap onto more lines: ${options.map((o) => Math.round(o.height)).join(' ')}`,
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the screen');
});

/** The alpha of a computed CSS colour (`rgb(...)` is opaque; `rgba(..., a)` and `transparent` are not). */
function alphaOf(colour: string): number {
  if (colour === 'transparent') return 0;
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(colour)?.[1]
    .split(/[,\s/]+/)
    .filter(Boolean);
  assert.ok(parts && parts.length >= 3, `a colour: ${colour}`);
  return parts.length > 3 ? Number(parts[3]) : 1;
}

test('alphaOf reads the opacity of computed colours', () => {
  assert.equal(alphaOf('rgb(255, 255, 255)'), 1);
  assert.equal(alphaOf('rgba(0, 0, 0, 0)'), 0);
  assert.equal(alphaOf('rgba(27, 27, 29, 0.5)'), 0.5);
  assert.equal(alphaOf('transparent'), 0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`search on a phone, ${mode}: the sheet is opaque and the clear button sits in the box at its right edge`, async (t) => {
    const {page, context} = await site.newPage(t, PHONE);
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await open(page, site.at('adr/adr-001/'));
    assert.equal(await page.getAttribute('html', 'data-theme'), mode);
    await tapAndSearch(page);
    const background = await page.evaluate(
      (input) => getComputedStyle(document.querySelector(input)!.closest('.navbar__search')!).backgroundColor,
      INPUT,
    );
    assert.equal(alphaOf(background), 1, `the sheet's background is ${background}: the page shows through`);

    const clear = page.getByRole('button', {name: 'Clear search'});
    const [button, box] = await Promise.all([clear.boundingBox(), page.locator(INPUT).boundingBox()]);
    assert.ok(button && box);
    assert.ok(button.width >= 24 && button.height >= 24, `a ${button.width} x ${button.height} px target`);
    const middle = (r: {y: number; height: number}) => r.y + r.height / 2;
    assert.ok(Math.abs(middle(button) - middle(box)) <= 2, `centred on the box: ${middle(button)} vs ${middle(box)}`);
    assert.ok(button.x >= box.x + box.width / 2 && button.x + button.width <= box.x + box.width, 'inside the box, at its right end');
    assert.ok(box.x + box.width - (button.x + button.width) <= 8, 'at the right edge');

    // Cleared, and the sheet stays open with the focus in the box for the next query.
    await clear.tap();
    await page.waitForFunction((input) => document.querySelector<HTMLInputElement>(input)?.value === '', INPUT);
    assert.ok(await page.locator(INPUT).evaluate((input) => input === document.activeElement), 'the box keeps the focus');
  });
}

/** Every file of the search's term index, the entry (meta.json) included. */
const INDEX_FILE = /\/search-index\//;

for (const [name, path] of [
  ['the home page', ''],
  ['a document', 'adr/adr-001/'],
] as const) {
  test(`search on a phone: on ${name}, nothing of the search downloads until the box is tapped`, async (t) => {
    const {page} = await site.newPage(t, PHONE);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const since = site.requests.length;
    await open(page, `${site.url}${path}`);
    await page.waitForLoadState('networkidle');
    // Reading: the page scrolls under the reader's thumb, past the navbar and back.
    await page.evaluate(() => window.scrollBy(0, 1200));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      site.requests.slice(since).filter((url) => INDEX_FILE.test(url)),
      [],
      'no index file before the box is tapped',
    );
    assert.deepEqual(workers, [], 'no search worker before the box is tapped');

    const entry = page.waitForResponse((r) => /\/search-index\/meta\.json$/.test(new URL(r.url()).pathname));
    await page.locator(INPUT).tap();
    assert.equal((await entry).status(), 200);
    assert.equal(workers.length, 1, 'the worker starts on the tap');
  });
}

test('search on a phone: the search key opens the results page for the query', async (t) => {
  const {page} = await site.newPage(t, PHONE);
  await open(page, site.at('adr/adr-001/'));
  await page.locator(INPUT).tap();
  assert.equal(await page.locator(INPUT).getAttribute('enterkeyhint'), 'search');
  await page.keyboard.type(QUERY);
  await resultTexts(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === `${BASE_PATH}search/` && url.searchParams.get('q') === QUERY);
  // The route changes in the client: wait for the results page itself, not the document still shown.
  await page.locator(`${RESULTS_PAGE} h1`, {hasText: `Search results for "${QUERY}"`}).waitFor();
  await page.locator(`${RESULTS_PAGE} section article`).first().waitFor();
  assert.match(await page.locator(`${RESULTS_PAGE} section article`).first().innerText(), /Claim Check/i);
});

test('search on a phone: an arrow key then Enter opens the chosen result, as on a desktop', async (t) => {
  const {page} = await site.newPage(t, PHONE);
  await open(page, site.url);
  await tapAndSearch(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== BASE_PATH && url.pathname !== `${BASE_PATH}search/`);
});

for (const how of ['the close button', 'Escape'] as const) {
  test(`search on a phone: closing with ${how} returns the focus to where it was`, async (t) => {
    const {page} = await site.newPage(t, PHONE);
    await open(page, site.url);
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await tapAndSearch(page);
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await page.getByRole('button', {name: 'Close search'}).tap();
    await page.waitForFunction(() => document.activeElement?.classList.contains('navbar__toggle'));
    const position = await page.evaluate(
      (input) => getComputedStyle(document.querySelector(input)!.closest('.navbar__search')!).position,
      INPUT,
    );
    assert.notEqual(position, 'fixed', 'the sheet is closed');
  });
}

test('search on a phone shows the same results as on a desktop', async (t) => {
  const texts: string[][] = [];
  for (const options of [PHONE, {viewport: DESKTOP}]) {
    const {page} = await site.newPage(t, options);
    await open(page, site.at('rfc/rfc-001/'));
    await page.locator(INPUT).focus();
    await page.keyboard.type(QUERY);
    texts.push((await resultTexts(page)).map((text) => text.replace(/\s+/g, ' ').trim()));
  }
  assert.deepEqual(texts[0], texts[1]);
});

test('the results page on a phone: its heading, search field and section selector line up at the left', async (t) => {
  const {page} = await site.newPage(t, PHONE);
  await open(page, site.at('search/?q=kafka'));
  const lefts = await Promise.all(
    ['h1', 'input[type="search"]', 'select#context-selector'].map(async (part) => {
      const box = await page.locator(`${RESULTS_PAGE} ${part}`).boundingBox();
      assert.ok(box, `the results page shows its ${part}`);
      return [part, Math.round(box.x)] as const;
    }),
  );
  const [, headingLeft] = lefts[0];
  assert.ok(headingLeft > 0, "the heading has the page's margin");
  assert.deepEqual(
    lefts.filter(([, left]) => left !== headingLeft),
    [],
    `each starts where the heading does (${headingLeft} px)`,
  );
});

for (const [name, options] of [
  ['a phone', PHONE],
  ['a desktop', {viewport: DESKTOP}],
] as const) {
  test(`the results page does not jump as its results arrive, on ${name}`, async (t) => {
    const {page} = await site.newPage(t, options);
    await open(page, site.at('search/?q=kafka'));
    await page.locator(`${RESULTS_PAGE} article`).nth(5).waitFor();
    const shift = await layoutShift(page);
    t.diagnostic(`cumulative layout shift ${shift.total.toFixed(4)}`);
    assert.ok(shift.total < 0.02, `layout shift ${shift.total.toFixed(3)}:\n${shift.moved.join('\n')}`);
  });
}
