import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {BASE_PATH, BUILD_DIR, DESKTOP, layoutShift, open, sitePath, useSite} from './support';
import {serveStaticSite} from '../support/server';
import {formatBuildTime} from '../../src/config/buildInfo';

const site = useSite();

const LEFT = '.navbar__items:not(.navbar__items--right)';
const RIGHT = '.navbar__items--right';
const DOCUMENTATION = [
  ['ADRs', 'adr/'],
  ['RFCs', 'rfc/'],
  ['Memos', 'memos/'],
  ['PRDs', 'prds/'],
  ['Decision graph', 'graph/'],
];

for (const [label, path] of [
  ['Overview', 'docs/intro/'],
  ['Change Log', 'docs/changelog/'],
]) {
  test(`navbar: "${label}" leads to /${path}`, async (t) => {
    const {page} = await site.newPage(t);
    await open(page, site.url);
    const link = page.locator(`${LEFT} > a.navbar__link`, {hasText: label});
    assert.equal(await link.count(), 1, `one "${label}" link on the left`);
    assert.equal(await link.getAttribute('href'), `${BASE_PATH}${path}`);
    await link.click();
    await page.waitForURL(site.at(path));
    assert.equal(sitePath(page), path);
    await page.locator('article h1').waitFor();
    assert.equal(await link.getAttribute('aria-current'), 'page', `"${label}" is marked as the current page`);
  });
}

test('navbar: the Documentation dropdown lists ADRs, RFCs, Memos, PRDs, the decision graph and opens on hover', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  const dropdown = page.locator(`${LEFT} > .dropdown`);
  assert.equal((await dropdown.locator('> a.navbar__link').innerText()).trim(), 'Documentation');
  const items = dropdown.locator('.dropdown__menu a.dropdown__link');
  assert.deepEqual(
    await items.evaluateAll((links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')])),
    DOCUMENTATION.map(([label, path]) => [label, `${BASE_PATH}${path}`]),
  );

  const menu = dropdown.locator('.dropdown__menu');
  await menu.waitFor({state: 'hidden'});
  await dropdown.locator('> a.navbar__link').hover();
  await menu.waitFor({state: 'visible'});
  await items.filter({hasText: 'RFCs'}).click();
  await page.waitForURL(site.at('rfc/'));

  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 10);
  await menu.waitFor({state: 'hidden'});
});

test('navbar: the Documentation dropdown opens by keyboard and closes on an outside click', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  const toggle = page.locator(`${LEFT} > .dropdown > a.navbar__link`);
  const menu = page.locator(`${LEFT} > .dropdown .dropdown__menu`);
  assert.equal(await toggle.getAttribute('aria-haspopup'), 'true');

  await toggle.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({state: 'visible'});
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(sitePath(page), '', 'Enter on the toggle does not navigate');

  // Tab moves into the open menu, which stays open.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'ADRs');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await menu.waitFor({state: 'visible'});

  // A click anywhere else closes it (the mouse is away from the menu, so :hover cannot keep it open).
  await page.locator('header h1').click();
  await menu.waitFor({state: 'hidden'});
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

  // Enter on a menu item navigates.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor({state: 'visible'});
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(site.at('adr/'));
});

test('navbar: build-info badge shows v<version> and the build time in UTC', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  const badge = page.locator(`${LEFT} [title^="Commit "]`);
  assert.equal(await badge.count(), 1, 'one build-info badge on the left');
  assert.match((await badge.getAttribute('title')) ?? '', /^Commit ([0-9a-f]{40}|unknown)$/);
  const version = (await badge.locator('> span').first().innerText()).trim();
  assert.match(version, /^v\d+\.\d+\.\d+\S*$/, `version "${version}"`);
  assert.match((await badge.innerText()).trim(), /UTC$/);

  const time = badge.locator('time');
  const display = (await time.innerText()).trim();
  assert.match(display, /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC$/, `time "${display}"`);
  const iso = await time.getAttribute('datetime');
  assert.ok(iso && !Number.isNaN(Date.parse(iso)), `datetime attribute "${iso}" is a timestamp`);
  const expected = formatBuildTime(new Date(iso));
  assert.equal(display, expected, 'the displayed time is the datetime attribute in UTC');
});

test('navbar: build-status badge is an image linking to the deploy workflow runs', async (t) => {
  const {page, external} = await site.newPage(t);
  await open(page, site.url);
  const link = page.locator(`${LEFT} a:has(> img)`).filter({has: page.locator('img[src$="/badge.svg"]')});
  assert.equal(await link.count(), 1, 'one build-status badge on the left');
  const href = await link.getAttribute('href');
  assert.match(href ?? '', /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/actions\/workflows\/deploy\.yml$/);
  assert.equal(await link.locator('img').getAttribute('src'), `${href}/badge.svg`);
  assert.ok((await link.locator('img').getAttribute('alt'))?.trim(), 'the badge image has alt text');
  // isolateFromNetwork answers the badge with a stub image: it must have loaded.
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    await link.locator('img').elementHandle(),
  );
  assert.ok(external.includes(`${href}/badge.svg`), 'the badge is requested from GitHub');
});

test('navbar: the build-status badge does not move when its image fails to load (a reader offline or behind a firewall)', async (t) => {
  const positions: Record<string, number> = {};
  for (const badge of ['loads', 'fails']) {
    const {page, context} = await site.newPage(t, {
      tolerate: [{pattern: /net::ERR_FAILED/, reason: 'the test fails the badge request on purpose'}],
    });
    if (badge === 'fails') await context.route(/\/badge\.svg$/, (route) => route.abort('failed'));
    await open(page, site.url);
    const link = page.locator(`${LEFT} a:has(> img[src$="/badge.svg"])`);
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete, await link.locator('img').elementHandle());
    positions[badge] = (await link.boundingBox())!.y;
    const shift = await layoutShift(page);
    assert.equal(shift.total, 0, `layout shift when the badge ${badge}:\n${shift.moved.join('\n')}`);
  }
  assert.equal(positions.fails, positions.loads, 'the badge box sits where it does when the image loads');
});

test('navbar: GitHub link and search box are on the right', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  const github = page.locator(`${RIGHT} a.navbar__link`, {hasText: 'GitHub'});
  assert.equal(await github.count(), 1);
  assert.match((await github.getAttribute('href')) ?? '', /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  const search = page.locator(`${RIGHT} input.navbar__search-input[aria-label="Search"]`);
  assert.equal(await search.count(), 1, 'the search box is in the right-hand items');
  for (const [name, locator] of [
    ['GitHub link', github],
    ['search box', search],
  ] as const) {
    const box = await locator.boundingBox();
    assert.ok(box && box.x > DESKTOP.width / 2, `${name} is on the right half of the navbar (x=${box?.x})`);
  }
});

test('navbar: skip-to-content is the first focusable element and moves focus to the main content', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
  }));
  assert.deepEqual(first, {tag: 'A', text: 'Skip to main content'});
  await page.evaluate(() => {
    const w = window as unknown as {focusLog: string[]};
    w.focusLog = [];
    document.addEventListener('focusin', (event) => w.focusLog.push((event.target as Element).tagName));
  });
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> through a temporary tabindex that it removes at once, after which Chromium
  // moves document.activeElement back to <body> but keeps <main> as the sequential focus starting point.
  // So: the focus went to <main>, and the next Tab lands inside it, not back in the navbar.
  assert.deepEqual(await page.evaluate(() => (window as unknown as {focusLog: string[]}).focusLog), ['MAIN']);
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => {
    const active = document.activeElement;
    return {inMain: Boolean(active?.closest('main')), inNavbar: Boolean(active?.closest('nav.navbar'))};
  });
  assert.deepEqual(next, {inMain: true, inNavbar: false}, 'Tab after skipping continues inside the main content');
});

for (const width of [1000, 1140, 1279]) {
  test(`navbar: at ${width} px every item fits on one line, side by side, inside the window`, async (t) => {
    const {page} = await site.newPage(t, {viewport: {width, height: 700}});
    await open(page, site.at('adr/adr-013/'));
    const boxes = await page.evaluate(() => {
      const items = [...document.querySelectorAll('.navbar__items > *')];
      return items
        .map((item) => ({item, box: item.getBoundingClientRect()}))
        .filter(({box}) => box.width > 0)
        .map(({item, box}) => ({
          name: (item.textContent || item.className).trim().slice(0, 30),
          left: box.left,
          right: box.right,
          height: box.height,
        }));
    });
    assert.ok(boxes.length >= 8, `${boxes.length} visible items`);
    const byLeft = [...boxes].sort((a, b) => a.left - b.left);
    for (let i = 1; i < byLeft.length; i += 1) {
      assert.ok(byLeft[i].left >= byLeft[i - 1].right - 0.5, `"${byLeft[i - 1].name}" overlaps "${byLeft[i].name}"`);
    }
    assert.ok(byLeft.at(-1)!.right <= width, 'the last item ends inside the window');
    for (const {name, height} of boxes) assert.ok(height <= 44, `"${name}" is ${height} px tall: wrapped`);
  });
}

for (const width of [768, 1000, 1280]) {
  test(`navbar: at ${width} px the search box shows its whole placeholder, beside the shortcut hint only if both fit`, async (t) => {
    const {page} = await site.newPage(t, {viewport: {width, height: 700}});
    await open(page, site.at('adr/adr-013/'));
    const room = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('.navbar .navbar__search-input')!;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const hint = input.closest('.navbar__search')?.querySelector('[class*="searchHintContainer"]');
      const hintBox = hint && getComputedStyle(hint).display !== 'none' ? hint.getBoundingClientRect() : undefined;
      const box = input.getBoundingClientRect();
      const textStart = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const textEnd = hintBox ? hintBox.left : box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      return {placeholder: context.measureText(input.placeholder).width, space: textEnd - textStart, hint: Boolean(hintBox)};
    });
    assert.ok(
      room.placeholder <= room.space,
      `"Search" needs ${room.placeholder.toFixed(0)} px, the box leaves ${room.space.toFixed(0)} px${room.hint ? ' beside the hint' : ''}`,
    );
    if (width >= 1280) assert.ok(room.hint, 'on a wide screen the shortcut hint shows');
  });
}

/**
 * A page's HTML can arrive in pieces, and a browser paints what it has parsed.
 * Here every page pauses just before the navbar's search: without the first
 * paint held until the navbar is parsed (src/config/firstPaint.ts), the GitHub
 * link is painted at the right edge and then pushed left by the search box and
 * the colour mode toggle when the rest arrives.
 */
const STALL_MS = 700;
let stalled: Awaited<ReturnType<typeof serveStaticSite>> | undefined;
before(async () => {
  stalled = await serveStaticSite(BUILD_DIR, BASE_PATH, {stall: {before: 'navbarSearchContainer', ms: STALL_MS}});
});
after(() => stalled?.close());

// At 1280 px, where the right-aligned group holds the most; on a phone the search and GitHub link sit in the menu.
test("navbar: nothing moves when a page's HTML stalls inside the navbar (layout shift 0)", async (t) => {
  const {page} = await site.newPage(t, {viewport: DESKTOP});
  const started = Date.now();
  await open(page, `${stalled!.url}docs/architecture/`);
  assert.ok(Date.now() - started >= STALL_MS, 'the page arrived in two parts');
  // The navbar's shifts: below it, what the stall delays is content still arriving.
  const navbarBottom = await page.locator('.navbar').evaluate((navbar) => navbar.getBoundingClientRect().bottom);
  const shift = await layoutShift(page, {above: navbarBottom});
  assert.equal(shift.total, 0, `layout shift:\n${shift.moved.join('\n')}`);
});
