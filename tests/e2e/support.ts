/**
 * Shared fixture of the browser tests. A test file calls `useSite()` once at
 * top level: that starts the static server over ./build (or $PRISM_BUILD_DIR)
 * and one Chromium before its tests, and stops both after them.
 *
 * `site.newPage(t)` opens a page in a fresh browser context that cannot reach
 * the network, records console errors, uncaught page errors and React
 * hydration warnings, and fails the test `t` at its end if any were seen.
 *
 * Console errors ignored everywhere, both caused by the test setup rather than
 * the site: the ERR_BLOCKED_BY_CLIENT reports of external requests that
 * isolateFromNetwork aborts, and Chromium's report of the 404 status of the
 * page's own document on the not-found page (whose status the tests assert).
 * A test may tolerate further console messages only by naming them and saying
 * why (`tolerate`); page errors are never tolerated.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, type TestContext} from 'node:test';
import type {Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page} from 'playwright-core';
import {LOCAL_HOSTS, isolateFromNetwork, launchChromium} from '../support/browser';
import {serveStaticSite} from '../support/server';
import {builtPages, headOf, htmlFileForRoute} from '../site/support';
import {load} from 'cheerio';

export const BUILD_DIR = path.resolve(process.env.PRISM_BUILD_DIR || 'build');
export const BASE_PATH = '/prism-data-layer/';

/** Desktop viewport: above the 996 px breakpoint. */
export const DESKTOP = {width: 1280, height: 800};
/** Phone viewport. */
export const MOBILE = {width: 375, height: 812};

/** Every page of the build with a diagram (a figure src/diagrams/Diagram drew), as a path from the site root. */
export function pagesWithDiagrams(): string[] {
  return builtPages()
    .filter(([route, file]) => route.endsWith('/') && readFileSync(file, 'utf8').includes('data-drawing='))
    .map(([route]) => route.slice(1))
    .sort();
}

/**
 * A phone as Chromium emulates one, not a desktop browser in a narrow window:
 * with `isMobile` the page's viewport meta tag applies as on a real device, so a
 * page wider than the screen widens the layout viewport (and pans sideways)
 * instead of only showing a scrollbar; `hasTouch` gives touch events and the
 * coarse-pointer media queries; a 2x screen like most phones.
 */
export function phone(width: number = MOBILE.width): BrowserContextOptions {
  return {viewport: {width, height: MOBILE.height}, isMobile: true, hasTouch: true, deviceScaleFactor: 2};
}

/** Upper bound for anything the page does by itself (hydration, a client-side route change, the search worker). */
export const UI_TIMEOUT = 10_000;

/** Messages of React about server HTML and client render disagreeing. */
export const HYDRATION_PATTERN = /Hydration|did not match|Minified React error #(418|423|425)\b/i;

/**
 * Console errors we cause ourselves: isolateFromNetwork aborts every request to another host with 'blockedbyclient', and Chromium then
 * logs "Failed to load resource: net::ERR_BLOCKED_BY_CLIENT" for it. They are
 * ignored only when the failed resource is really external.
 */
function isOwnNetworkBlock(message: ConsoleMessage): boolean {
  if (!/net::ERR_BLOCKED_BY_CLIENT/.test(message.text())) {
    return false;
  }
  const url = message.location().url;
  try {
    return !LOCAL_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface Problems {
  /** Console errors (other than our own network blocking), page errors and hydration warnings, in order. */
  readonly all: string[];
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  problems: Problems;
  /** External URLs the page asked for (all blocked or stubbed). */
  external: string[];
  /** Another tab in the same browser context (shares storage), watched the same way. */
  newTab: () => Promise<Page>;
}

export interface PageOptions extends BrowserContextOptions {
  /** Console messages this test expects, each with its reason. Everything else still fails the test. */
  tolerate?: readonly Tolerated[];
}

/**
 * The site answers unknown paths with 404.html and status 404, as GitHub Pages
 * does, and Chromium reports that status of the page's own document as a console
 * error. Tests that open such a path assert the 404 status themselves, so this
 * one message (for the top-level document only, never a sub-resource) is not a
 * page problem.
 */
function isOwnDocument404(message: ConsoleMessage, page: Page): boolean {
  return /status of 404/.test(message.text()) && message.location().url === page.url();
}

/** A message a test expects on purpose, with the reason it is acceptable there. */
export interface Tolerated {
  pattern: RegExp;
  reason: string;
}

function watch(page: Page, problems: string[], tolerate: readonly Tolerated[]): void {
  page.on('console', (message) => {
    const text = message.text();
    if (tolerate.some((t) => t.pattern.test(text))) {
      return;
    }
    if (HYDRATION_PATTERN.test(text)) {
      problems.push(`hydration ${message.type()}: ${text}`);
    } else if (message.type() === 'error' && !isOwnNetworkBlock(message) && !isOwnDocument404(message, page)) {
      problems.push(`console.error on ${page.url()}: ${text} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.on('crash', () => problems.push(`page crashed on ${page.url()}`));
}

export interface Site {
  /** Site root with base path and trailing slash. */
  readonly url: string;
  readonly origin: string;
  /** Absolute URL of a path relative to the site root: `at('adr/')`. */
  at: (relative?: string) => string;
  /** Paths (with query) the server was asked for, in order, since the server started. */
  readonly requests: string[];
  setDelay: (ms: number, pattern?: RegExp) => void;
  newPage: (t: TestContext, options?: PageOptions) => Promise<OpenPage>;
}

export function useSite(): Site {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof serveStaticSite>> | undefined;
  const requests: string[] = [];

  before(async () => {
    assert.ok(
      existsSync(path.join(BUILD_DIR, 'index.html')) && existsSync(path.join(BUILD_DIR, '404.html')),
      `No built site in ${BUILD_DIR}: run \`npx docusaurus build\` first (or set PRISM_BUILD_DIR)`,
    );
    server = await serveStaticSite(BUILD_DIR, BASE_PATH);
    server.server.on('request', (request) => requests.push(request.url ?? ''));
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const started = () => {
    assert.ok(server && browser, 'useSite(): the server and browser start in before()');
    return {server, browser};
  };

  return {
    get url() {
      return started().server.url;
    },
    get origin() {
      return started().server.origin;
    },
    at: (relative = '') => `${started().server.url}${relative.replace(/^\//, '')}`,
    requests,
    setDelay: (ms, pattern) => started().server.setDelay(ms, pattern),
    async newPage(t, {tolerate = [], ...contextOptions} = {}) {
      const context = await started().browser.newContext({viewport: DESKTOP, ...contextOptions});
      context.setDefaultTimeout(UI_TIMEOUT);
      context.setDefaultNavigationTimeout(UI_TIMEOUT * 2);
      const external = await isolateFromNetwork(context);
      const all: string[] = [];
      const page = await context.newPage();
      watch(page, all, tolerate);
      t.after(async () => {
        await context.close();
        assert.deepEqual(all, [], `The page logged errors:\n  ${all.join('\n  ')}`);
      });
      return {
        page,
        context,
        problems: {all},
        external,
        newTab: async () => {
          const tab = await context.newPage();
          watch(tab, all, tolerate);
          return tab;
        },
      };
    },
  };
}

/** Path of the page relative to the site root, with query and hash: `adr/adr-001/#context`. */
export function sitePath(page: Page): string {
  const url = new URL(page.url());
  assert.ok(url.pathname.startsWith(BASE_PATH), `${page.url()} is outside the base path ${BASE_PATH}`);
  return `${url.pathname.slice(BASE_PATH.length)}${url.search}${url.hash}`;
}

/** Docusaurus sets data-has-hydrated on <html> once React has taken over the server HTML. */
export async function waitForHydration(page: Page, timeout = UI_TIMEOUT): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {timeout});
}

/** Waits until the page has been laid out and painted again: what the reader sees after a change. */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens a site path and waits until the client app is interactive. `timeout`
 * bounds the hydration (and twice it the load), for a test that loads many
 * pages at once.
 */
export async function open(page: Page, url: string, expectedStatus = 200, timeout = UI_TIMEOUT): Promise<void> {
  const response = await page.goto(url, {waitUntil: 'load', timeout: timeout * 2});
  assert.equal(response?.status(), expectedStatus, `GET ${url}`);
  await waitForHydration(page, timeout);
}

/**
 * Makes `mode` the reader's stored colour choice on an open page the way a
 * choice made in another tab arrives: the `theme` key of localStorage changes
 * and the page hears the storage event, which Docusaurus's colour mode follows
 * (React renders again in that mode, code block colours included). Resolves once
 * the page shows the mode and its colour transitions have ended.
 */
export async function storeColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', theme);
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: theme, storageArea: window.localStorage, url: location.href}),
    );
  }, mode);
  await page.waitForFunction((theme) => document.documentElement.getAttribute('data-theme') === theme, mode, {timeout: UI_TIMEOUT});
  await transitionsEnded(page);
}

/** The title the built HTML of a page gives it, which the app sets again when it shows the page. */
function builtPageTitle(url: string): string {
  const route = `/${new URL(url).pathname.slice(BASE_PATH.length)}`;
  const file = htmlFileForRoute(route);
  assert.ok(file, `the build has a page for ${route}`);
  return load(headOf(readFileSync(file, 'utf8')))('title').text();
}

/**
 * Shows `url` in a tab whose app is running, as a link click would (a history
 * entry and the popstate event the router follows): React renders the page in
 * place, without a reload and a hydration. Resolves once the tab shows the page
 * (its title, which the page itself sets; the canonical link follows the
 * address at once, while the page before is still shown) and each of its
 * diagrams shows its drawing, which the app fetches. Loaded instead: a tab's
 * first page (no app runs yet), a page the app has no route for (`404.html`),
 * and a page with the same title as the one before (nothing would tell them apart).
 */
export async function showInApp(tab: Page, url: string, timeout = UI_TIMEOUT): Promise<void> {
  const {pathname} = new URL(url);
  const appRoute = tab.url() !== 'about:blank' && !pathname.endsWith('.html');
  const title = appRoute ? builtPageTitle(url) : '';
  if (!appRoute || (await tab.title()) === title) {
    await open(tab, url, 200, timeout);
    return;
  }
  await tab.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, pathname);
  await tab
    .waitForFunction(
      (expected) =>
        document.title === expected &&
        [...document.querySelectorAll('figure[data-drawing]')].every((figure) => figure.querySelector('[data-mode] > svg')),
      title,
      {timeout},
    )
    .catch(async (error: Error) => {
      const shown = await tab.evaluate(() => ({
        title: document.title,
        waiting: document.querySelectorAll('figure[data-drawing]:not(:has([data-mode] > svg))').length,
      }));
      throw new Error(
        `${url} not shown in the app (title "${shown.title}", ${shown.waiting} drawing(s) missing; expected "${title}"): ${error.message}`,
      );
    });
}

export interface LayoutShift {
  /** Cumulative layout shift so far, as Lighthouse counts it (shifts after input excluded). */
  total: number;
  /** What moved, one line per shifted element: "at 727 ms: div.navbar__items 1142,8 -> 894,8". */
  moved: string[];
}

/** Which shifts count: those from `since` (ms on the page's clock) on, and those with something moved above `above` px. */
export interface ShiftScope {
  since?: number;
  above?: number;
}

/**
 * The layout shifts of the page since it started loading (the Layout Instability
 * API keeps them buffered), read after the next paint so a shift of the last
 * frame is counted. A scope narrows them to what a test guards: on a starved CPU
 * Chromium paints a page while still parsing it, and content arriving below the
 * navbar moves what was painted before it, whatever the code under test does.
 */
export async function layoutShift(page: Page, scope: ShiftScope = {}): Promise<LayoutShift> {
  return page.evaluate(
    ({since = 0, above = Infinity}) =>
      new Promise<LayoutShift>((resolve) => {
        const shift: LayoutShift = {total: 0, moved: []};
        type Source = {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
        type Entry = {value: number; hadRecentInput: boolean; startTime: number; sources: Source[]};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Entry[]) {
            if (entry.hadRecentInput || entry.startTime < since) continue;
            if (!entry.sources.some((s) => Math.min(s.previousRect.top, s.currentRect.top) < above)) continue;
            shift.total += entry.value;
            for (const {node, previousRect: from, currentRect: to} of entry.sources) {
              // Inline, not a helper function: the bundler would wrap a named one in a helper the page lacks.
              const what =
                node instanceof Element
                  ? `${node.localName}${[...node.classList].map((c) => `.${c}`).join('')}`
                  : node
                    ? `text "${node.textContent?.trim().slice(0, 40)}"`
                    : 'a removed node';
              shift.moved.push(
                `at ${Math.round(entry.startTime)} ms: ${what} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
              );
            }
          }
        }).observe({type: 'layout-shift', buffered: true});
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shift)));
      }),
    scope,
  );
}

/** The page's clock now, to scope layoutShift to what happens after it. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Waits until no animation or transition is running: colours are measured as they settle, not midway. */
export async function transitionsEnded(page: Page): Promise<void> {
  await afterNextPaint(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {timeout: UI_TIMEOUT});
}
