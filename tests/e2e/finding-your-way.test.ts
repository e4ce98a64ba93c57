/**
 * Issue 50, what only a browser knows (the links themselves are checked in the
 * server HTML: tests/site/findingYourWay.test.ts). One desktop page and one
 * phone page, each switched between the colour modes and widths in place:
 *
 * - the navbar keeps the site name and every label whole at 997, 1000, 1100,
 *   1280 and 375 px, and its controls (the search magnifier, the menu and
 *   colour mode buttons, the links) stand 3:1 from what is behind them in both
 *   modes;
 * - a breadcrumb's category opens the section index at its row, under the
 *   navbar, marked;
 * - a drawing wider than the phone shows its scroll cue, and "Full screen"
 *   opens it fitted to the screen; a pinch and Ctrl + wheel zoom it;
 * - a tab in code is four columns wide.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {contrastRatio, parseColour, svgBackgroundFill, type Rgb} from '../support/contrast';
import {builtPages} from '../site/support';
import {open, phone, storeColourMode, UI_TIMEOUT, useSite, waitForHydration} from './support';

const site = useSite();

const NAVBAR_WIDTHS = [997, 1000, 1100, 1280];
const MODES = ['light', 'dark'] as const;
/** WCAG 1.4.11: what identifies a control stands 3:1 from what is behind it. */
const NON_TEXT = 3;

/** The page of the build with the widest drawing (by the width its text needs), which a phone must scroll. */
function widestDrawingPage(): string {
  let widest = {route: '', width: 0};
  for (const [route, file] of builtPages()) {
    for (const match of readFileSync(file, 'utf8').matchAll(/--diagram-legible-width:(\d+)px/g)) {
      if (Number(match[1]) > widest.width) widest = {route, width: Number(match[1])};
    }
  }
  assert.ok(widest.width > 375, `the widest drawing needs ${widest.width} px`);
  return widest.route.slice(1);
}

/** A document page with Go code indented by tabs. */
function pageWithTabbedGo(): string {
  const found = builtPages().find(
    ([route, file]) => route.startsWith('/rfc/') && /language-go[^]*?<code[^>]*>[^]*?\t/.test(readFileSync(file, 'utf8')),
  );
  assert.ok(found, 'a page with Go code indented by tabs');
  return found[0].slice(1);
}

/** What of the navbar is cut or missing at the page's width: the site name, a label, an item outside the window. */
async function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const title = document.querySelector('.navbar__brand .navbar__title');
    const box = title?.getBoundingClientRect();
    if (!title || !box || box.width === 0 || title.scrollWidth > title.clientWidth + 1) problems.push('the site name is hidden or cut');
    const items = [...document.querySelectorAll('.navbar__items > *')].filter((e) => e.getBoundingClientRect().width > 0);
    for (const item of items) {
      const label = item.matches('.dropdown') ? item.querySelector('.navbar__link')! : item;
      const rect = item.getBoundingClientRect();
      if (label.scrollWidth > label.clientWidth + 1) problems.push(`"${label.textContent}" is cut`);
      if (rect.height > 44) problems.push(`"${label.textContent}" wraps (${rect.height} px tall)`);
      if (rect.right > width + 0.5) problems.push(`"${label.textContent}" ends outside the window`);
    }
    const sorted = items.map((e) => [e.textContent, e.getBoundingClientRect()] as const).sort((a, b) => a[1].left - b[1].left);
    sorted.forEach(([name, rect], i) => {
      if (i > 0 && rect.left < sorted[i - 1][1].right - 0.5) problems.push(`"${name}" overlaps "${sorted[i - 1][0]}"`);
    });
    return problems;
  });
}

interface ControlColours {
  name: string;
  /** The colour that identifies the control (its icon or text). */
  mark: string;
  /** What is behind the mark: the control's own background, or the navbar's. */
  behind: string;
}

/** The navbar's visible controls with the colour of their mark and of what is behind it. */
async function navbarControlColours(page: Page): Promise<Array<ControlColours & {imageFill?: string}>> {
  return page.evaluate(() => {
    const navbar = getComputedStyle(document.querySelector('.navbar')!).backgroundColor;
    // No named functions in here: the test runner's transform would wrap them in a helper the page lacks.
    const found: Array<{name: string; mark: string; behind: string; imageFill?: string}> = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('.navbar .navbar__search-input')) {
      if (input.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(input);
      found.push({name: 'search magnifier', mark: '', imageFill: style.backgroundImage, behind: style.backgroundColor});
    }
    const buttons = document.querySelectorAll('.navbar .navbar__toggle, .navbar button[class*="toggleButton"], .navbar .navbar__link');
    for (const control of buttons) {
      if (control.getBoundingClientRect().width === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      const own = getComputedStyle(control).backgroundColor;
      found.push({
        name: (control.getAttribute('aria-label') || control.textContent || control.className).trim().slice(0, 30),
        mark: getComputedStyle(control).color,
        behind: own === 'rgba(0, 0, 0, 0)' ? navbar : own,
      });
    }
    return found;
  });
}

async function contrastProblems(page: Page, where: string): Promise<string[]> {
  const navbarBackground = await page.evaluate(() => getComputedStyle(document.querySelector('.navbar')!).backgroundColor);
  const under: Rgb = parseColour(navbarBackground);
  const problems: string[] = [];
  const controls = await navbarControlColours(page);
  assert.ok(controls.length >= 2, `${where}: ${controls.length} navbar controls found`);
  for (const control of controls) {
    const mark = control.imageFill !== undefined ? svgBackgroundFill(control.imageFill) : control.mark;
    if (!mark) {
      problems.push(`${where}: ${control.name} draws its mark in no colour of its own (currentColor in an image is black)`);
      continue;
    }
    const behind = parseColour(control.behind, under);
    const ratio = contrastRatio(parseColour(mark, behind), behind);
    if (ratio < NON_TEXT) problems.push(`${where}: ${control.name} ${ratio.toFixed(2)}:1`);
  }
  return problems;
}

test('finding your way (desktop): the navbar keeps the site name and whole labels at 997-1280 px, its controls 3:1 in both modes; a category crumb opens its index row', async (t) => {
  const {page} = await site.newPage(t, {viewport: {width: 1280, height: 800}});
  await open(page, site.at('adr/adr-005/'));
  await waitForHydration(page);
  const problems: string[] = [];
  for (const width of NAVBAR_WIDTHS) {
    await page.setViewportSize({width, height: 800});
    problems.push(...(await navbarProblems(page)).map((p) => `${width} px: ${p}`));
    for (const mode of MODES) {
      await storeColourMode(page, mode);
      problems.push(...(await contrastProblems(page, `${width} px ${mode}`)));
    }
  }
  assert.deepEqual(problems, []);

  await page.setViewportSize({width: 1280, height: 800});
  const category = page.locator('nav[aria-label="Breadcrumbs"] a').filter({hasNotText: 'ADRs'}).last();
  const href = await category.getAttribute('href');
  assert.match(href ?? '', /\/adr\/#adr-\d{3}$/, 'the category crumb links a row of the ADR index');
  await category.click();
  await page.waitForURL((url) => url.hash === `#${href!.split('#')[1]}`, {timeout: UI_TIMEOUT});
  const row = page.locator(`tr#${href!.split('#')[1]}`);
  await row.waitFor({timeout: UI_TIMEOUT});
  const placed = await row.evaluate((tr) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    const box = tr.getBoundingClientRect();
    const marker = getComputedStyle(tr.firstElementChild!).boxShadow;
    return {
      belowNavbar: box.top >= navbar - 1,
      onScreen: box.bottom <= window.innerHeight,
      marked: marker !== 'none',
    };
  });
  assert.deepEqual(placed, {belowNavbar: true, onScreen: true, marked: true});
});

test('finding your way (desktop): "Full screen" fits the widest drawing to the window, Ctrl + wheel zooms it; a code tab is 4 columns', async (t) => {
  const {page} = await site.newPage(t, {viewport: {width: 1280, height: 800}});
  await open(page, site.at(widestDrawingPage()));
  await waitForHydration(page);
  await assertOpensFitted(page, 'desktop');
  const before = await shownZoom(page);
  await page.locator('dialog [role="group"]').hover();
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await page.waitForFunction((z) => Number(document.querySelector('dialog [aria-live]')!.textContent!.replace('%', '')) > z, before, {
    timeout: UI_TIMEOUT,
  });
  await page.keyboard.press('Escape');

  await open(page, site.at(pageWithTabbedGo()));
  const columns = await page.evaluate(() => {
    const code = [...document.querySelectorAll('pre code')].find((c) => c.textContent!.includes('\t'))!;
    const [tab, space] = ['\t', ' '].map((text) => {
      const span = document.createElement('span');
      span.textContent = text;
      code.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    });
    return tab / space;
  });
  assert.ok(Math.abs(columns - 4) < 0.05, `a tab is ${columns.toFixed(2)} columns wide`);
});

/** The zoom the open dialog shows, in per cent. */
const shownZoom = (page: Page) => page.evaluate(() => Number(document.querySelector('dialog [aria-live]')!.textContent!.replace('%', '')));

/** Opens the first drawing full screen and checks it fits the viewport and fills one of its sides. */
async function assertOpensFitted(page: Page, where: string): Promise<void> {
  await page.locator('figure[data-drawing]').first().getByRole('button', {name: 'Full screen'}).click();
  await page.getByRole('dialog').waitFor({timeout: UI_TIMEOUT});
  const fit = await page.evaluate(() => {
    const viewport = document.querySelector('dialog [role="group"]')!;
    const style = getComputedStyle(viewport);
    const room = {
      width: viewport.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      height: viewport.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
    };
    const svg = [...document.querySelectorAll('dialog svg')].find((s) => s.checkVisibility())!.getBoundingClientRect();
    return {room, svg: {width: svg.width, height: svg.height}};
  });
  const {room, svg} = fit;
  assert.ok(
    svg.width <= room.width + 1 && svg.height <= room.height + 1,
    `${where}: the drawing (${svg.width}x${svg.height}) overflows ${room.width}x${room.height}`,
  );
  assert.ok(
    svg.width >= room.width * 0.97 || svg.height >= room.height * 0.97,
    `${where}: the drawing (${svg.width}x${svg.height}) fills neither side of ${room.width}x${room.height}`,
  );
}

test('finding your way (phone): the navbar at 375 px, its controls 3:1 in both modes; a wide drawing shows its scroll cue, opens fitted and pinches', async (t) => {
  const {page, context} = await site.newPage(t, phone());
  await open(page, site.at(widestDrawingPage()));
  await waitForHydration(page);
  const problems = await navbarProblems(page);
  for (const mode of MODES) {
    await storeColourMode(page, mode);
    problems.push(...(await contrastProblems(page, `375 px ${mode}`)));
  }
  assert.deepEqual(problems, []);

  const cue = await page
    .locator('figure[data-drawing] .prism-scroll-cue')
    .first()
    .evaluate((frame) => ({
      scrolls: frame.scrollWidth > frame.clientWidth,
      shadows: (getComputedStyle(frame).backgroundImage.match(/radial-gradient/g) ?? []).length,
    }));
  assert.deepEqual(cue, {scrolls: true, shadows: 2}, 'the wide drawing scrolls and its frame draws the edge shadows');

  await assertOpensFitted(page, 'phone');
  const before = await shownZoom(page);
  const box = (await page.locator('dialog [role="group"]').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              {x: x - spread, y, id: 1},
              {x: x + spread, y, id: 2},
            ],
    });
  await touch('touchStart', 20);
  for (const spread of [40, 60, 80]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await page.waitForFunction((z) => Number(document.querySelector('dialog [aria-live]')!.textContent!.replace('%', '')) > z * 1.5, before, {
    timeout: UI_TIMEOUT,
  });
});
