/**
 * What the site does when things go wrong or slow (spec sections 2, 8 and 9):
 * the navigation progress bar on a slow route change, a route chunk that fails
 * to load, a page that crashes while rendering, a site served under the wrong
 * base path, and React recovering from a hydration mismatch.
 *
 * The crash needs a page that throws in the browser, which the real site must
 * not have: it is built into a throwaway copy of the site (tests/fixtures/
 * crashSite.ts) with one extra MDX document, once per run (shared with
 * accessibility-states.test.ts under `npm test`), before the tests.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, test, type TestContext} from 'node:test';
import type {ConsoleMessage, Page} from 'playwright-core';
import {CRASH_ERRORS, crashSite, removeCrashSite} from '../fixtures/crashSite';
import {serveStaticSite, type StaticSite} from '../support/server';
import {BASE_PATH, BUILD_DIR, UI_TIMEOUT, afterNextPaint, open, sitePath, useSite, waitForHydration, type Tolerated} from './support';

const site = useSite();

const SIDEBAR_LINK = (relative: string) => `.theme-doc-sidebar-menu a.menu__link[href="${BASE_PATH}${relative}"]`;
const CHUNK = /\/assets\/js\/[^/]+\.js$/;

/** Timing constants of the spec (section 9) and of Docusaurus 3.9.1's nprogress client module. */
const PROGRESS_START_MS = 200;
const SLOW_CHUNK_MS = 1_500;

/**
 * Tells Docusaurus the visitor is on a data saver, which turns off its link
 * prefetching (spec section 9: "prefetch disabled on 2G or data-saver") and its
 * preloading on hover. Then the chunks of the next page are requested only by
 * the navigation itself, so a server-side delay reliably applies to them.
 */
const DATA_SAVER = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: function () { return {effectiveType: '4g', saveData: true}; },
});`;

/**
 * Records, with performance.now() times, the clicks, the showing and removal of
 * the nprogress bar (#nprogress) and every change of the article's title, from
 * the first byte of every document. A string, not a function: tsx would add
 * helper calls to a function that do not exist in the page.
 */
const TIMELINE = `(function () {
  window.__timeline = [];
  var state = {bar: false, title: undefined};
  function mark(what) { window.__timeline.push({what: what, at: performance.now()}); }
  document.addEventListener('click', function () { mark('click'); }, true);
  document.addEventListener('keydown', function (e) { if (e.key === 'Enter') mark('click'); }, true);
  new MutationObserver(function () {
    var bar = document.getElementById('nprogress') !== null;
    if (bar !== state.bar) { state.bar = bar; mark(bar ? 'bar shown' : 'bar removed'); }
    var h1 = document.querySelector('article h1');
    var title = h1 ? h1.textContent : null;
    if (title !== state.title) { state.title = title; mark('title: ' + title); }
  }).observe(document, {childList: true, subtree: true, characterData: true});
})();`;

interface Moment {
  what: string;
  at: number;
}

const timeline = (page: Page) => page.evaluate(() => (window as unknown as {__timeline: Moment[]}).__timeline);

/** The events of the timeline from the last click on, with times relative to it. */
async function sinceLastClick(page: Page): Promise<Moment[]> {
  const all = await timeline(page);
  const click = all.map((m) => m.what).lastIndexOf('click');
  assert.ok(click >= 0, `no click recorded: ${JSON.stringify(all)}`);
  return all.slice(click).map(({what, at}) => ({what, at: Math.round(at - all[click].at)}));
}

const find = (moments: Moment[], what: string | RegExp) =>
  moments.find((m) => (typeof what === 'string' ? m.what === what : what.test(m.what)));

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
}

const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

test('failure states: a slow route change shows the progress bar after 200 ms, keeps the old page, and removes the bar after the update', async (t) => {
  const {page, context} = await site.newPage(t);
  await context.addInitScript(DATA_SAVER);
  await context.addInitScript(TIMELINE);
  await open(page, site.at('adr/adr-001/'));
  await page.waitForLoadState('networkidle');
  const since = site.requests.length;

  site.setDelay(SLOW_CHUNK_MS, CHUNK);
  t.after(() => site.setDelay(0));
  await page.locator(SIDEBAR_LINK('adr/adr-002/')).click();

  // While the next page's chunk is on its way: the bar, over the old page. Whether the old page stayed
  // is read from the timeline below (by the page's own clock), not from how fast this test gets to look.
  await page.locator('article h1', {hasText: /^ADR-002: /}).waitFor({timeout: UI_TIMEOUT});
  await page.locator('#nprogress').waitFor({state: 'detached', timeout: UI_TIMEOUT});
  const chunks = site.requests.slice(since).filter((url) => CHUNK.test(url));
  assert.ok(chunks.length > 0, 'the new page needed at least one chunk, which was delayed');

  const moments = await sinceLastClick(page);
  t.diagnostic(JSON.stringify(moments));
  const shown = find(moments, 'bar shown');
  const updated = find(moments, /^title: ADR-002: /);
  const removed = find(moments, 'bar removed');
  assert.ok(shown && updated && removed, `bar shown, page updated, bar removed: ${JSON.stringify(moments)}`);
  // Lower bounds only: a slow machine can make things later, never earlier.
  assert.ok(shown.at >= PROGRESS_START_MS - 5, `the bar waits ${PROGRESS_START_MS} ms before showing (shown at ${shown.at} ms)`);
  assert.ok(updated.at >= SLOW_CHUNK_MS - 100, `the page updates only once the delayed chunk has arrived (at ${updated.at} ms)`);
  assert.ok(shown.at < updated.at, 'the bar shows while the old page is still there');
  assert.ok(removed.at > updated.at, 'the bar is removed after the route has updated');
  assert.equal(moments.filter((m) => m.what === 'bar shown').length, 1, 'one progress bar, shown once');
  assert.deepEqual(
    moments.filter((m) => m.what.startsWith('title: ')).map((m) => m.what),
    [updated.what],
    'the title changes once, straight from the old page to the new one, with no empty state between',
  );
});

test('failure states: a fast route change shows no progress bar', async (t) => {
  // Normal conditions: the links in view were prefetched, so the next page is ready at once.
  const {page, context} = await site.newPage(t);
  await context.addInitScript(TIMELINE);
  await open(page, site.at('adr/adr-001/'));
  await page.waitForLoadState('networkidle');
  await page.locator(SIDEBAR_LINK('adr/adr-003/')).click();
  await page.locator('article h1', {hasText: /^ADR-003: /}).waitFor({timeout: UI_TIMEOUT});
  // Until the bar's start delay has passed by the page's own clock, a bar could still come: wait for that
  // moment (not a fixed sleep), then for a paint, and only then look at what happened.
  await page.waitForFunction(
    (delay) => {
      const timeline = (window as unknown as {__timeline: Moment[]}).__timeline;
      const click = timeline.map((m) => m.what).lastIndexOf('click');
      return click >= 0 && performance.now() - timeline[click].at > delay;
    },
    PROGRESS_START_MS + 50,
    {timeout: UI_TIMEOUT},
  );
  await afterNextPaint(page);

  const moments = await sinceLastClick(page);
  t.diagnostic(JSON.stringify(moments));
  const updated = find(moments, /^title: ADR-003: /);
  assert.ok(updated);
  const shown = find(moments, 'bar shown');
  if (updated.at < PROGRESS_START_MS) {
    assert.equal(shown, undefined, `the route updated after ${updated.at} ms, before the bar's 200 ms start: no bar at all`);
  } else {
    // A loaded machine can make even a local chunk slow; the bar then must still respect its start delay.
    t.diagnostic(`slow machine: the route took ${updated.at} ms`);
    assert.ok(!shown || shown.at >= PROGRESS_START_MS - 5, `no bar before ${PROGRESS_START_MS} ms: ${JSON.stringify(moments)}`);
    if (shown) await page.locator('#nprogress').waitFor({state: 'detached', timeout: UI_TIMEOUT});
  }
  assert.equal(await page.locator('#nprogress').count(), 0, 'no bar left behind');
});

/**
 * The chunks a client-side navigation from `from` to `to` requests, found by
 * doing it once in a separate page with prefetching off.
 */
async function chunksOfNavigation(t: TestContext, from: string, to: string): Promise<Set<string>> {
  const {page, context} = await site.newPage(t);
  await context.addInitScript(DATA_SAVER);
  await open(page, site.at(from));
  await page.waitForLoadState('networkidle');
  const requested = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (CHUNK.test(pathname)) requested.add(pathname);
  });
  await page.locator(SIDEBAR_LINK(to)).click();
  await page.waitForURL(site.at(to));
  await page
    .locator('article h1')
    .filter({hasNotText: /^ADR-001: /})
    .waitFor();
  await context.close();
  return requested;
}

const ABORTED_CHUNK: Tolerated = {
  pattern: /^Failed to load resource: net::ERR_FAILED$/,
  reason: "the test aborts the request for the next page's chunk",
};

test("failure states: when the next page's chunk fails to load, the page is fully reloaded with a warning and then shows that page", async (t) => {
  const targetChunks = await chunksOfNavigation(t, 'adr/adr-001/', 'adr/adr-002/');
  assert.ok(targetChunks.size > 0, 'ADR-002 has a chunk of its own');
  t.diagnostic(`ADR-002's chunks: ${[...targetChunks].join(', ')}`);

  const {page} = await site.newPage(t, {tolerate: [ABORTED_CHUNK]});
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let loads = 0;
  page.on('load', () => loads++);
  await open(page, site.at('adr/adr-001/'));
  await page.waitForLoadState('networkidle');
  assert.equal(loads, 1);

  // From now on the chunk fails, until the browser asks for a new document (the reload).
  let failing = true;
  const aborted: string[] = [];
  await page.route(
    (url) => targetChunks.has(url.pathname),
    (route) => {
      if (!failing) return route.continue();
      aborted.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    },
  );
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
  });
  await markWindow(page);
  // By keyboard: hovering a link makes Docusaurus preload its chunk on its own, with no error handling,
  // which would add an unhandled promise rejection (a page error) to what this test is about.
  await page.locator(SIDEBAR_LINK('adr/adr-002/')).focus();
  await page.keyboard.press('Enter');

  await page.waitForFunction(
    () => document.readyState === 'complete' && /^ADR-002: /.test(document.querySelector('article h1')?.textContent ?? ''),
    null,
    {
      timeout: UI_TIMEOUT,
    },
  );
  await waitForHydration(page);
  assert.ok(aborted.length > 0, 'the chunk was requested and failed');
  assert.equal(sitePath(page), 'adr/adr-002/');
  assert.equal(await isSameDocument(page), false, 'a new document: the page was reloaded, not rendered by the client router');
  assert.equal(loads, 2, 'exactly one more document load');
  assert.equal(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type), 'reload');
  assert.ok(
    warnings.some((w) => /ChunkLoadError|Loading chunk \S+ failed/.test(w)),
    `a warning names the failed chunk: ${JSON.stringify(warnings.map((w) => w.split('\n')[0]))}`,
  );

  // The reloaded page is a working app again: client-side navigation goes on.
  await markWindow(page);
  await page.locator(SIDEBAR_LINK('adr/adr-001/')).click();
  await page.locator('article h1', {hasText: /^ADR-001: /}).waitFor();
  assert.equal(await isSameDocument(page), true, 'the next navigation is client-side again');
});

// Docusaurus 3.9.1 alone starts no app and shows nothing here (its client entry preloads without a
// catch); src/clientModules/chunkLoadRecovery.ts supplies the warning, the error text and Retry.
test("failure states: when a page's own chunk fails on first load, error text with a Retry button is shown", async (t) => {
  const targetChunks = await chunksOfNavigation(t, 'adr/adr-001/', 'adr/adr-002/');
  const {page} = await site.newPage(t, {tolerate: [ABORTED_CHUNK]});
  let failing = true;
  await page.route(
    (url) => targetChunks.has(url.pathname),
    (route) => (failing ? route.abort('failed') : route.continue()),
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.at('adr/adr-002/'));
  const retry = page.getByRole('button', {name: 'Retry'});
  await retry.waitFor({timeout: UI_TIMEOUT});
  assert.match(await page.getByRole('alert').innerText(), /could not be loaded/);
  assert.equal(await page.getAttribute('html', 'data-has-hydrated'), 'false', 'the app did not start');
  assert.ok(
    warnings.some((w) => /^Page content failed to load: /.test(w)),
    `a warning is logged: ${JSON.stringify(warnings)}`,
  );
  failing = false;
  await retry.click();
  await page.locator('article h1', {hasText: /^ADR-002: /}).waitFor();
  await waitForHydration(page);
});

/** Served under a base path other than the configured one, as with a wrong `baseUrl`. */
test('failure states: served under the wrong base path, the home page shows the red base URL banner with a suggestion', async (t) => {
  const wrongBase = '/mirror/';
  const mirror = await serveStaticSite(BUILD_DIR, wrongBase);
  t.after(() => mirror.close());
  const {page} = await site.newPage(t, {
    tolerate: [
      {
        pattern: /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
        reason: `the page asks for its scripts, styles and images under ${BASE_PATH}, which this server does not have`,
      },
    ],
  });
  const response = await page.goto(mirror.url, {waitUntil: 'load'});
  assert.equal(response?.status(), 200);
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await banner.waitFor({state: 'visible'});
  const text = await banner.innerText();
  assert.match(text, /Your Docusaurus site did not load properly\./);
  assert.match(text, new RegExp(`Current configured baseUrl = ${BASE_PATH}`));
  assert.equal((await page.locator('#__docusaurus-base-url-issue-banner-suggestion-container').innerText()).trim(), wrongBase);
  const red = await banner.evaluate((element) => getComputedStyle(element).borderTopColor);
  assert.equal(red, 'rgb(255, 0, 0)', 'the banner has a red border');
  assert.equal(
    await page.evaluate(() => typeof (window as unknown as {docusaurus?: unknown}).docusaurus),
    'undefined',
    'the app did not start',
  );
});

test('failure states: served under the right base path, there is no base URL banner', async (t) => {
  const {page} = await site.newPage(t);
  const response = await page.goto(site.url, {waitUntil: 'load'});
  // The check itself is in the home page's HTML (React drops it from <head> after hydration); its condition is false.
  assert.match((await response?.text()) ?? '', /__docusaurus-base-url-issue-banner-container/);
  await waitForHydration(page);
  assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
});

test('failure states: a recoverable hydration error is logged to the console and the page still renders', async (t) => {
  // /adr/adr-001.html does not exist: the host answers with 404.html, and the client router renders
  // ADR-001 over it, which React reports as a recoverable error (the same case errors.test.ts tolerates).
  const recoverable: Tolerated = {
    pattern: /^Docusaurus React Root onRecoverableError: Error: Minified React error #(418|423)\b/,
    reason: 'the server HTML (404.html) differs from the client route: this is the logging under test',
  };
  const {page} = await site.newPage(t, {tolerate: [recoverable]});
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && recoverable.pattern.test(message.text())) logged.push(message.text());
  });
  const response = await page.goto(site.at('adr/adr-001.html'));
  assert.equal(response?.status(), 404);
  await waitForHydration(page);
  await page.locator('article h1', {hasText: /^ADR-001: /}).waitFor();
  assert.ok(logged.length > 0, 'React reported the recovered hydration error through console.error');
});

// --- A page that crashes while rendering, in a fixture build of the site ---

let fixture: {build: {code: number; output: string}; server?: StaticSite} | undefined;

before(
  async () => {
    const {dir, build} = await crashSite();
    fixture = {build, server: build.code === 0 ? await serveStaticSite(path.join(dir, 'build'), BASE_PATH) : undefined};
  },
  // A cold build of the fixture site when this file runs alone; minutes on a busy shared machine.
  {timeout: 600_000},
);

after(async () => {
  await fixture?.server?.close();
  await removeCrashSite();
});

function servedCrashSite(): StaticSite {
  assert.ok(fixture?.build, 'the fixture site was not built');
  assert.equal(fixture.build.code, 0, `the fixture site failed to build:\n${fixture.build.output.slice(-3000)}`);
  assert.ok(fixture.server);
  return fixture.server;
}

async function expectCrashFallback(page: Page): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('heading', {name: 'This page crashed.'}).waitFor({timeout: UI_TIMEOUT});
  assert.match(await main.innerText(), /Fixture crash/, 'the error message is shown');
  assert.equal(await main.getByRole('button', {name: 'Try again'}).count(), 1);
  // The crash is contained to the content: the navbar and footer of the site are still there.
  assert.equal(await page.locator('nav.navbar a.navbar__brand').count(), 1);
  assert.equal(await page.locator('footer').count(), 1);
}

test('failure states: a page that throws while rendering shows "This page crashed.", its error and "Try again"', async (t) => {
  const crash = servedCrashSite();
  const {page} = await site.newPage(t, {tolerate: CRASH_ERRORS});
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(`${crash.url}docs/crash/`, {waitUntil: 'load'});
  await waitForHydration(page);
  await expectCrashFallback(page);
  assert.equal(await page.getByText('This text is rendered on the server only.').count(), 0, 'the crashed content is gone');

  // "Try again" renders the page again, in place; it crashes again and the fallback is back.
  await markWindow(page);
  const crashesBefore = await page.evaluate(() => performance.now());
  const again = page.waitForEvent('console', {predicate: (m) => /^Error: Fixture crash\n/.test(m.text()), timeout: UI_TIMEOUT});
  await page.getByRole('button', {name: 'Try again'}).click();
  await again;
  await expectCrashFallback(page);
  assert.equal(await isSameDocument(page), true, 'no page reload');
  assert.equal(loads, 1);
  assert.ok((await page.evaluate(() => performance.now())) > crashesBefore);

  // The rest of the site still works from there.
  await page.locator('nav.navbar a.navbar__link', {hasText: 'Overview'}).click();
  await page.waitForURL(`${crash.url}docs/intro/`);
  await page.locator('article h1').waitFor();
  assert.equal(await page.getByRole('heading', {name: 'This page crashed.'}).count(), 0);
  assert.equal(await isSameDocument(page), true, 'leaving the crashed page is a client-side navigation');
});

test('failure states: a crash after a client-side navigation shows the fallback in the site layout', async (t) => {
  const crash = servedCrashSite();
  const {page} = await site.newPage(t, {tolerate: CRASH_ERRORS.slice(0, 1)});
  await page.goto(`${crash.url}docs/intro/`, {waitUntil: 'load'});
  await waitForHydration(page);
  await markWindow(page);
  await page.locator(`.theme-doc-sidebar-menu a.menu__link[href="${BASE_PATH}docs/crash/"]`).click();
  await page.waitForURL(`${crash.url}docs/crash/`);
  await expectCrashFallback(page);
  assert.equal(await isSameDocument(page), true, 'the client router rendered the fallback');
  await page.goBack();
  await page.waitForURL(`${crash.url}docs/intro/`);
  await page.locator('article h1').waitFor();
  assert.equal(await page.getByRole('heading', {name: 'This page crashed.'}).count(), 0, 'going back leaves the fallback');
});
