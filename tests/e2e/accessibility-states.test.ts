/**
 * axe-core on the states a page gets into after the reader does something, which
 * the page-type scans of accessibility.test.ts never reach: the open mobile
 * menu, the open search dropdown, filtered (and emptied) section indexes, the
 * Retry alert when a page's code fails to load, and the crash fallback (in a
 * fixture build with a page that throws). Each in light and dark mode, with
 * the same WCAG 2.0/2.1 A and AA and 2.2 AA rules, nothing excluded; each test
 * first checks that the state is really there.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, test} from 'node:test';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';
import {axe, WCAG_TAGS} from './axe';
import {CRASH_ERRORS, CRASH_ROUTE, crashSite, removeCrashSite} from '../fixtures/crashSite';
import {serveStaticSite, type StaticSite} from '../support/server';
import {
  DESKTOP,
  MOBILE,
  UI_TIMEOUT,
  open,
  phone,
  transitionsEnded,
  useSite,
  waitForHydration,
  type PageOptions,
  type Tolerated,
} from './support';

const site = useSite();
const MODES = ['light', 'dark'] as const;

/** Each violation as `rule (impact): help`, then its nodes' targets and markup. */
const report = (violations: Result[]) =>
  violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 140)}`).join('\n')}`)
    .join('\n');

/** Opens `relative` in `mode` (the stored choice, set before the page's scripts run). */
async function openIn(t: Parameters<typeof site.newPage>[0], mode: string, relative: string, options: PageOptions = {}, base?: string) {
  const opened = await site.newPage(t, {reducedMotion: 'reduce', ...options});
  await opened.context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await open(opened.page, base ? `${base}${relative}` : site.at(relative));
  assert.equal(await opened.page.getAttribute('html', 'data-theme'), mode);
  return opened;
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  // Colour transitions (reduced motion shortens, not removes, some) must end before colours are measured.
  await transitionsEnded(page);
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  assert.ok(results.passes.length > 0, 'axe ran its checks');
  assert.equal(results.violations.length, 0, `${state}:\n${report(results.violations)}`);
}

for (const mode of MODES) {
  test(`accessibility states, ${mode}: the open mobile menu`, async (t) => {
    const {page} = await openIn(t, mode, 'adr/adr-001/', {viewport: MOBILE});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.waitForFunction(() => document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show'));
    await page.locator('.navbar-sidebar').getByRole('link').first().waitFor({state: 'visible'});
    await expectNoViolations(page, 'open mobile menu');
  });

  for (const [device, options] of [
    ['desktop', {viewport: DESKTOP}],
    ['phone', phone()],
  ] as const) {
    test(`accessibility states, ${mode}: the open search dropdown with results, ${device}`, async (t) => {
      const {page} = await openIn(t, mode, 'adr/adr-001/', options);
      const box = page.locator('.navbar').getByRole('combobox', {name: 'Search'});
      await page.locator('.navbar').getByLabel('Search', {exact: true}).fill('proxy');
      // The complete results (the listbox is busy while their headings and passages arrive).
      await page.locator('.navbar [role="listbox"]:not([aria-busy="true"]) [role="option"]').nth(1).waitFor({timeout: UI_TIMEOUT});
      await page.locator('.navbar').getByRole('link', {name: 'See all results'}).waitFor();
      await page.locator('.navbar').getByRole('button', {name: 'Clear search'}).waitFor();
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      await expectNoViolations(page, `open search dropdown, ${device}`);
      // The chosen result (its own colours) too.
      await page.keyboard.press('ArrowDown');
      await page.locator('[role="option"][aria-selected="true"]').waitFor();
      await expectNoViolations(page, `open search dropdown with a result chosen, ${device}`);
    });
  }

  test(`accessibility states, ${mode}: filtered section indexes, with rows and with none`, async (t) => {
    const {page} = await openIn(t, mode, 'rfc/?status=Proposed');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('main table tbody tr')];
      return rows.length > 0 && rows.every((row) => row.getAttribute('data-status') === 'Proposed');
    });
    assert.equal(await page.getByRole('button', {name: /^Proposed \d+$/}).getAttribute('aria-pressed'), 'true');
    await expectNoViolations(page, 'filtered /rfc/');
    await open(page, site.at('memos/?q=no-such-words-in-any-title'));
    await page.getByText('No documents match these filters.').waitFor();
    await expectNoViolations(page, '/memos/ filtered to nothing');
  });

  test(`accessibility states, ${mode}: the Retry alert when a page's code fails to load`, async (t) => {
    const aborted: Tolerated = {pattern: /^Failed to load resource: net::ERR_FAILED$/, reason: "the test aborts the page's own chunks"};
    const {page, context} = await site.newPage(t, {reducedMotion: 'reduce', tolerate: [aborted]});
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    // Every chunk but the entry (which holds the recovery module) fails, as after a deploy replaced them.
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, (route) => route.abort('failed'));
    // A page without code blocks: their token colours are the light theme's in the server HTML and switch to
    // the dark theme's only when the app starts, which here it never does (a known gap, reported separately).
    await page.goto(site.at('adr/tags/security/'));
    const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
    await alert.getByRole('button', {name: 'Retry'}).waitFor({timeout: UI_TIMEOUT});
    assert.equal(await page.getAttribute('html', 'data-theme'), mode);
    await expectNoViolations(page, 'Retry alert');
  });
}

// --- The crash fallback, in a fixture build with a page that throws ---

/** Served once, by the first test that needs it (the fixture itself is built once per run: crashSite()). */
let crash: Promise<{build: {code: number; output: string}; server?: StaticSite}> | undefined;
function servedCrashSite() {
  crash ??= crashSite().then(async ({dir, build}) => ({
    build,
    server: build.code === 0 ? await serveStaticSite(path.join(dir, 'build')) : undefined,
  }));
  return crash;
}
after(async () => {
  await (await crash)?.server?.close();
  await removeCrashSite();
});

for (const mode of MODES) {
  test(`accessibility states, ${mode}: the crash fallback`, {timeout: 600_000}, async (t) => {
    const {build, server} = await servedCrashSite();
    assert.ok(server, `the crash fixture failed to build:\n${build.output.slice(-2000)}`);
    const {page} = await openIn(t, mode, CRASH_ROUTE, {tolerate: CRASH_ERRORS}, server.url);
    await waitForHydration(page);
    await page.getByRole('heading', {name: 'This page crashed.'}).waitFor({timeout: UI_TIMEOUT});
    await page.getByRole('button', {name: 'Try again'}).waitFor();
    await expectNoViolations(page, 'crash fallback');
  });
}
