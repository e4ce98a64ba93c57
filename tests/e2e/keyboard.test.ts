/**
 * Keyboard use with a visible focus: the tab order of a document page, the
 * focus indicator of every tab stop, the search box keeping its hands off the
 * focus, and the index table filters operated by keys only.
 *
 * A focus indicator counts as visible when the focused element's computed
 * outline is drawn (outline-style not 'none', outline-width at least 1px) or it
 * has a box-shadow, and the element itself has a size and is on screen.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {UI_TIMEOUT, afterNextPaint, open, sitePath, useSite} from './support';

const site = useSite();

type Region = 'skip' | 'navbar' | 'sidebar' | 'main' | 'toc' | 'footer' | 'other';

interface Stop {
  region: Region;
  /** What the stop is, for the order checks: the navbar's controls are told apart. */
  kind: string;
  label: string;
  outline: string;
  boxShadow: string;
  visibleIndicator: boolean;
  onScreen: boolean;
}

/** The focused element, described where it is focused (styles of :focus-visible apply only now). */
function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const region = element.matches('a[href="#__docusaurus_skipToContent_fallback"]')
      ? 'skip'
      : element.closest('nav.navbar')
        ? 'navbar'
        : element.closest('.theme-doc-sidebar-container')
          ? 'sidebar'
          : element.closest('.table-of-contents')
            ? 'toc'
            : element.closest('main')
              ? 'main'
              : element.closest('footer')
                ? 'footer'
                : 'other';
    let kind: string = region;
    if (region === 'navbar') {
      if (element.matches('.dropdown > a.navbar__link')) kind = 'dropdown';
      else if (element.matches('input.navbar__search-input')) kind = 'search';
      else if (element.matches('button[aria-label^="Switch between dark and light mode"]')) kind = 'colour toggle';
      else if (element.matches('a.navbar__link, a.navbar__brand')) kind = 'navbar link';
      else kind = 'navbar other';
    } else if (region === 'sidebar') {
      kind = element.matches('a.menu__link') ? 'sidebar link' : 'sidebar other';
    } else if (region === 'toc') {
      kind = element.matches('a.table-of-contents__link') ? 'toc link' : 'toc other';
    }
    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    return {
      region,
      kind,
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40)}"`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      visibleIndicator: (style.outlineStyle !== 'none' && outlineWidth >= 1) || (style.boxShadow !== 'none' && style.boxShadow !== ''),
      onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth,
    };
  });
}

/** Presses Tab until `until` matches the focused element (or `max` presses), returning every stop on the way. */
async function tabUntil(page: Page, until: (stop: Stop) => boolean, max = 250): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    await afterNextPaint(page);
    const stop = await focused(page);
    if (stop) {
      stops.push(stop);
      if (until(stop)) return stops;
    }
  }
  assert.fail(
    `no matching tab stop within ${max} presses; last stops:\n  ${stops
      .slice(-5)
      .map((s) => `${s.kind} ${s.label}`)
      .join('\n  ')}`,
  );
}

/** Regions in the order they are first reached, consecutive repeats merged. */
function regionRuns(stops: readonly Stop[]): Region[] {
  return stops.map((s) => s.region).filter((region, i, all) => i === 0 || region !== all[i - 1]);
}

/** The table applies the URL only once the page has hydrated (useUrlFilter): wait for the button state. */
async function expectPressed(button: Locator, pressed: boolean): Promise<void> {
  await button
    .and(button.page().locator(`[aria-pressed="${pressed}"]`))
    .waitFor()
    .catch(() => undefined);
  assert.equal(await button.getAttribute('aria-pressed'), String(pressed), `aria-pressed of ${await button.innerText()}`);
}

const firstIndex = (stops: readonly Stop[], kind: string) => stops.findIndex((s) => s.kind === kind);

test('keyboard: Tab from the top of a document reaches skip link, navbar, dropdown, search, colour toggle, sidebar and TOC, in order', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const stops = await tabUntil(page, (s) => s.kind === 'toc link');

  assert.deepEqual(
    regionRuns(stops),
    ['skip', 'navbar', 'sidebar', 'main', 'toc'],
    `regions in tab order, each visited once:\n  ${stops.map((s) => `${s.kind}: ${s.label}`).join('\n  ')}`,
  );
  const order = ['skip', 'navbar link', 'dropdown', 'search', 'colour toggle', 'sidebar link', 'toc link'];
  const indexes = order.map((kind) => firstIndex(stops, kind));
  for (const [i, kind] of order.entries()) {
    assert.ok(indexes[i] >= 0, `Tab reaches the ${kind}`);
    if (i > 0) assert.ok(indexes[i] > indexes[i - 1], `the ${kind} comes after the ${order[i - 1]} (${indexes[i - 1]} < ${indexes[i]})`);
  }
  assert.equal(stops[0].label, 'a "Skip to main content"', 'the skip link is the first stop');
  assert.equal(stops.filter((s) => s.kind === 'search').length, 1, 'the search box is one tab stop, reached once');
});

test('keyboard: every tab stop of a document page, through the TOC, shows a visible focus indicator', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const stops = await tabUntil(page, (s) => s.kind === 'toc link');
  // Past the first TOC link, a few more stops: the rest of the TOC and the footer.
  stops.push(...(await tabUntil(page, (s) => s.region === 'footer')));
  assert.ok(stops.length >= 15, `at least 15 tab stops checked (${stops.length})`);
  const kinds = new Set(stops.map((s) => s.kind));
  for (const kind of ['skip', 'navbar link', 'dropdown', 'search', 'colour toggle', 'sidebar link', 'main', 'toc link', 'footer']) {
    assert.ok(kinds.has(kind), `the checked stops include a ${kind}`);
  }
  const invisible = stops
    .filter((s) => !s.visibleIndicator || !s.onScreen)
    .map((s) => `${s.kind} ${s.label}: outline ${s.outline}, box-shadow ${s.boxShadow}${s.onScreen ? '' : ', off screen'}`);
  assert.deepEqual(invisible, [], 'tab stops without a visible focus indicator');
});

test('keyboard: the search box does not pull the focus back when its index arrives after the reader tabbed on', async (t) => {
  // A slow index: the box starts loading it on focus, and the reader has moved on before it arrives.
  site.setDelay(1500, /search-index.*\.json$/);
  t.after(() => site.setDelay(0));
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  await tabUntil(page, (s) => s.kind === 'search');
  const index = page.waitForResponse((response) => /search-index.*\.json$/.test(new URL(response.url()).pathname), {
    timeout: UI_TIMEOUT,
  });
  const onward = await tabUntil(page, (s) => s.kind === 'sidebar link');
  await index;
  // The plugin sets up its autocomplete once the index is in (the input becomes a combobox), and in the same
  // task calls input.focus(): once the input is a combobox, that call has been made (and refused).
  await page.waitForFunction(() => document.querySelector('.navbar__search input.navbar__search-input[role="combobox"]') !== null, null, {
    timeout: UI_TIMEOUT,
  });
  await afterNextPaint(page);
  const now = await focused(page);
  assert.equal(`${now?.kind} ${now?.label}`, `${onward.at(-1)?.kind} ${onward.at(-1)?.label}`, 'the focus stays where the reader put it');

  // The search shortcut still moves the focus into the box on purpose.
  await page.keyboard.press('Control+k');
  assert.equal((await focused(page))?.kind, 'search', 'Ctrl+K focuses the search box');
});

test('keyboard: the index table filters work by keyboard (status buttons, tag select, Clear filters)', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  const rows = page.locator('div:has(> [role="group"][aria-label^="Filter "]) table tbody tr');
  const all = await rows.count();
  assert.ok(all > 1, 'the index lists ADRs');

  // Skip the navbar and sidebar, then tab to the "Proposed" status button.
  await page.keyboard.press('Tab');
  assert.equal((await focused(page))?.kind, 'skip');
  await page.keyboard.press('Enter');
  const toButton = await tabUntil(page, (s) => /^button "Proposed \d+"$/.test(s.label));
  assert.ok(
    toButton.every((s) => s.region === 'main'),
    'after the skip link, Tab stays in the main content',
  );
  const proposed = page.locator('button[aria-pressed]', {hasText: /^Proposed \d+$/});
  await expectPressed(proposed, false);

  await page.keyboard.press('Enter');
  await page.waitForURL(site.at('adr/?status=Proposed'));
  await expectPressed(proposed, true);
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('tr[data-status]').length < count &&
      !document.querySelector('tr[data-status]:not([data-status="Proposed"])'),
    all,
  );
  assert.match((await focused(page))?.label ?? '', /^button "Proposed \d+"$/, 'the focus stays on the pressed button');
  assert.equal((await focused(page))?.visibleIndicator, true, 'with a visible indicator');

  // Space toggles it off again.
  await page.keyboard.press('Space');
  await page.waitForURL(site.at('adr/'));
  await expectPressed(proposed, false);
  await page.waitForFunction((count) => document.querySelectorAll('tr[data-status]').length === count, all);

  // The tag select: Tab to it, the arrow key picks the next option.
  await page.keyboard.press('Enter');
  await page.waitForURL(site.at('adr/?status=Proposed'));
  await expectPressed(proposed, true);
  const toSelect = await tabUntil(page, (s) => s.label.startsWith('select '), 20);
  assert.equal(toSelect.at(-1)?.visibleIndicator, true, 'the select shows its focus');
  const select = page.getByLabel('Tag', {exact: true});
  await page.keyboard.press('ArrowDown');
  const tag = await select.inputValue();
  assert.notEqual(tag, '', 'ArrowDown chose a tag');
  await page.waitForURL((url) => url.searchParams.get('tag') === tag && url.searchParams.get('status') === 'Proposed');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SELECT', 'the focus stays on the select');

  // "Clear filters" comes next in the tab order and clears both.
  const toClear = await tabUntil(page, (s) => s.label === 'button "Clear filters"', 5);
  assert.equal(toClear.at(-1)?.visibleIndicator, true, 'Clear filters shows its focus');
  await page.keyboard.press('Enter');
  await page.waitForURL(site.at('adr/'));
  await page.waitForFunction((count) => document.querySelectorAll('tr[data-status]').length === count, all);
  assert.equal(sitePath(page), 'adr/');
  assert.equal(await select.inputValue(), '');
});
