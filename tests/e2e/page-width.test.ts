/**
 * No page is wider than a phone's screen. Whether a page can be is decided by
 * what it holds, and every built page's wide elements (tables, code blocks,
 * drawings, long unbreakable tokens) are checked to sit in a box that scrolls
 * or wraps them from the HTML and the built CSS, without a browser
 * (tests/site/pageContent.test.ts). Here Chromium checks that those boxes do
 * their job, on the representative pages (tests/e2e/representatives.ts): every
 * kind of element any page has, every template, and the widest table, the
 * longest code line, the widest drawing and the longest token of the build.
 * `npm run test:sweep` opens every built page instead.
 *
 * Each page, opened in an emulated phone (the viewport meta tag applies, touch,
 * 2x pixels) at 375 px and again at 320 px, lays out no wider than the screen.
 * A wider page pans sideways under the reader's thumb, navbar included, and a
 * phone browser may open it zoomed out.
 *
 * One browser and one phone, several tabs side by side. Each tab loads its
 * first page and then shows the others in the running app, as a reader's link
 * click does (rendered client-side: no reload and no hydration per page). The
 * DOM and styles are those of the page loaded on its own: the server HTML
 * hydrates without a mismatch (tests/e2e/console.test.ts), and a drawing that
 * client-side navigation fetches is waited for. Each page is shown at 375 px,
 * measured, narrowed to 320 px and measured again. A failure names each page
 * with its width and the elements sticking out.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {representatives} from './representatives';
import {MOBILE, afterNextPaint, phone, showInApp, useSite} from './support';

const site = useSite();

/** Tabs loading pages at once: enough to keep two cores busy while one tab waits on the network or a timer. */
const TABS = 2;
const WIDTHS = [375, 320];
/**
 * Bound on one page becoming interactive. Five hundred pages in four tabs on a
 * busy two-core machine: a page may wait long for its turn, and only one that
 * never hydrates should fail the test.
 */
const PAGE_TIMEOUT = 60_000;

/** Site-relative paths of the representative pages (`adr/adr-001/`, `404.html`), from the build itself. */
const PATHS = representatives().map((r) => r.path);

interface Overflow {
  path: string;
  width: number;
  /** The deepest elements whose right edge is past the screen, as `tag.class` (at most three). */
  culprits: string[];
}

/**
 * The page's layout width, and if it is wider than `width`, the innermost
 * elements reaching past it (fixed ones, such as the skip link parked off
 * screen, follow the layout viewport and only show how wide it has become).
 */
async function measure(page: Page, width: number): Promise<{scrollWidth: number; culprits: string[]}> {
  return page.evaluate((screen) => {
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= screen) return {scrollWidth, culprits: []};
    const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getBoundingClientRect().right > screen + 0.5 && getComputedStyle(element).position !== 'fixed',
    );
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    const culprits = innermost
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} (right ${Math.round(element.getBoundingClientRect().right)})`,
      );
    return {scrollWidth, culprits};
  }, width);
}

test(`page width: none of the ${PATHS.length} representative pages is wider than the screen of a ${WIDTHS.join(' or a ')} px phone`, async (t) => {
  assert.ok(PATHS.length > 10, `the build has its representative pages (found ${PATHS.length})`);
  const [first] = WIDTHS;
  const {page, newTab} = await site.newPage(t, phone(first));
  const tabs = [page, ...(await Promise.all(Array.from({length: TABS - 1}, newTab)))];
  const queue = [...PATHS];
  const overflows = new Map<number, Overflow[]>(WIDTHS.map((width) => [width, []]));

  // Each page is shown once (at whatever width the page before ended), then measured at each width in turn.
  await Promise.all(
    tabs.map(async (tab) => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        // Resized only once the page is shown: a resize while the app swaps pages meets Docusaurus's code
        // blocks between their removal and their listeners' (useCodeWordWrap reads a ref already null).
        await showInApp(tab, site.at(path), PAGE_TIMEOUT);
        for (const width of WIDTHS) {
          await tab.setViewportSize({width, height: MOBILE.height});
          await afterNextPaint(tab);
          const {scrollWidth, culprits} = await measure(tab, width);
          if (scrollWidth > width) overflows.get(width)!.push({path, width: scrollWidth, culprits});
        }
      }
    }),
  );

  const report = [...overflows]
    .filter(([, found]) => found.length > 0)
    .map(([width, found]) => {
      const pages = found
        .sort((a, b) => b.width - a.width)
        .map((o) => `  /${o.path}: ${o.width} px\n      ${o.culprits.join('\n      ')}`)
        .join('\n');
      return `${found.length} of ${PATHS.length} pages are wider than ${width} px:\n${pages}`;
    });
  assert.deepEqual(report, [], report.join('\n'));
});
