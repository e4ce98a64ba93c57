/**
 * axe-core (through @axe-core/playwright) finds no WCAG 2.0/2.1 A or AA (or 2.2 AA)
 * violation on any page type, in light and dark mode, on a desktop and a phone
 * viewport. The colour mode is the reader's stored choice (localStorage `theme`,
 * set before the page's own scripts run), and the test checks that the page
 * really shows it before running axe.
 *
 * Nothing is excluded from the scan: every rule runs on the whole page,
 * including the search plugin's markup and the diagrams. Besides the page
 * types, the representative pages (tests/e2e/representatives.ts: together they
 * hold every kind of element any built page has, and the most extreme content)
 * are scanned in both modes at both widths, and every drawing of the build at
 * once (tests/e2e/drawingSheet.ts) and every token style of the code
 * (tests/e2e/codeSheet.ts) in both modes. `npm run test:sweep` scans
 * every built page instead of the representatives.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Result} from 'axe-core';
import type {Page} from 'playwright-core';
import {axe, WCAG_TAGS} from './axe';
import {CODE_SHEET, builtTokenStyles, showEveryTokenStyle} from './codeSheet';
import {SHEET, showEveryDrawing} from './drawingSheet';
import {SWEEP, representatives} from './representatives';
import {DESKTOP, UI_TIMEOUT, open, pagesWithDiagrams, phone, showInApp, storeColourMode, transitionsEnded, useSite} from './support';

const site = useSite();

// wcag22aa adds target-size: links and buttons at least 24 px, or spaced as if they were.

interface PageUnderTest {
  type: string;
  path: string;
  /** The built page it shows, when not `path` (tests/e2e/representatives.ts leaves it out of its choice). */
  built?: string;
  status?: number;
  /** What must be on the page before it is scanned (lazy content: diagrams, search results). */
  ready?: (page: Page) => Promise<void>;
}

const PAGES: PageUnderTest[] = [
  {type: 'home', path: ''},
  {type: 'section index', path: 'adr/'},
  {type: 'document', path: 'adr/adr-001/'},
  {
    type: 'document with diagrams and code',
    path: 'rfc/rfc-033/',
    ready: async (page) => {
      await page.locator(DIAGRAM).filter({visible: true}).first().waitFor({timeout: UI_TIMEOUT});
      await page.locator('article pre code').first().waitFor();
    },
  },
  {type: 'PRD', path: 'prds/prd-001/'},
  {type: 'tag list', path: 'adr/tags/'},
  {type: 'tag page', path: 'adr/tags/security/'},
  {
    type: 'search',
    path: 'search/?q=proxy',
    built: 'search/',
    ready: async (page) => {
      await page.locator('main article').first().waitFor({timeout: UI_TIMEOUT});
    },
  },
  {type: 'not found', path: 'no-such-page/', built: '404.html', status: 404},
];

/** A diagram's drawn SVG as the page shows it (src/diagrams/Diagram). */
const DIAGRAM = 'article figure[data-drawing] [data-mode] > svg';

const MODES = ['light', 'dark'] as const;
/** A document with code blocks, whose first block the code sheet copies. */
const CODE_PAGE = 'rfc/rfc-026/';
/** Bound on one page being shown, two tabs at once on a busy two-core machine (the sweep shows five hundred). */
const PAGE_TIMEOUT = 60_000;
const VIEWPORTS = [
  {name: 'desktop', device: {viewport: {width: DESKTOP.width, height: 900}}},
  {name: 'phone', device: phone()},
];

/** One violation per block: rule, impact, what it checks, then each offending node with a snippet of its markup. */
function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' | ');
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
        const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
          {fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string} | undefined;
        const colours = contrast?.fgColor
          ? `\n        ${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio} (needs ${contrast.expectedContrastRatio})`
          : '';
        const summary = (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `    - ${target}\n        ${html}${colours}${summary ? `\n        ${summary}` : ''}`;
      });
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Checks the open page in its current colour mode; the failure names the page, the mode and the viewport. */
async function expectNoViolations(page: Page, where: string, include?: string): Promise<void> {
  const scan = axe(page).withTags(WCAG_TAGS);
  const results = await (include ? scan.include(include) : scan).analyze();
  assert.ok(results.passes.length > 0, `axe ran its checks (${where})`);
  assert.equal(results.violations.length, 0, `${results.violations.length} axe violation(s) on ${where}:\n${describe(results.violations)}`);
}

/*
 * Each page type on each viewport is loaded once, in the first mode as the
 * stored choice, scanned, then switched to the other mode (the stored choice
 * changing, as from another tab) and scanned again.
 */
for (const {type, path, status = 200, ready} of PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`accessibility: ${type} (/${path}), ${MODES.join(' and ')} mode, ${viewport.name}: no WCAG 2.1 A/AA or 2.2 AA violations`, async (t) => {
      const {page, context} = await site.newPage(t, {...viewport.device, reducedMotion: 'reduce'});
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), MODES[0]);
      await open(page, site.at(path), status);
      await ready?.(page);
      await page.waitForLoadState('networkidle');
      for (const mode of MODES) {
        if (mode !== MODES[0]) await storeColourMode(page, mode);
        else await transitionsEnded(page);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode, `the page shows ${mode} mode`);
        await expectNoViolations(page, `/${path} (${mode}, ${viewport.name})`);
      }
    });
  }
}

/** Pages scanned at once: one browser, a tab (in a context of its own) per core. */
const PARALLEL = 2;

/** The representative pages besides the page types (every built page but those in the sweep). */
const REPRESENTATIVES = representatives(PAGES.map((p) => p.built ?? p.path)).map((r) => r.path);

/*
 * The representative pages, in each mode, at each width. Each tab loads its
 * first page and shows the others in the running app, as a link click does
 * (the same DOM, without a reload and hydration per page; a drawing the app
 * fetches is waited for); each page is scanned whole in the mode it opens in,
 * switched to the other and scanned again.
 */
for (const viewport of VIEWPORTS) {
  test(`accessibility: the ${REPRESENTATIVES.length} ${SWEEP ? 'built' : 'representative'} pages, ${MODES.join(' and ')} mode, ${viewport.name}: no WCAG 2.1 A/AA or 2.2 AA violations`, async (t) => {
    assert.ok(REPRESENTATIVES.length > 5, `only ${REPRESENTATIVES.length} representative pages in the build`);
    // A context per tab: tabs of one context share localStorage, and one tab's switch to dark would reach the others.
    const tabs = await Promise.all(
      Array.from({length: PARALLEL}, async () => {
        const {page, context} = await site.newPage(t, {...viewport.device, reducedMotion: 'reduce'});
        // Every page opens in the first mode: the stored choice would otherwise carry over from the page before.
        await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), MODES[0]);
        return page;
      }),
    );
    const queue = [...REPRESENTATIVES];
    const failures: string[] = [];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          await showInApp(tab, site.at(next), PAGE_TIMEOUT);
          // A page shown in the running app keeps the mode the page before ended in: scanned in it, then in the other.
          // Read with evaluate, which waits for no locator: a page may take long to answer on a busy machine.
          const theme = () => tab.evaluate(() => document.documentElement.getAttribute('data-theme'));
          const shown = (await theme()) === MODES[1] ? MODES[1] : MODES[0];
          for (const mode of shown === MODES[0] ? MODES : [...MODES].reverse()) {
            if (mode !== shown) await storeColourMode(tab, mode);
            else await transitionsEnded(tab);
            assert.equal(await theme(), mode, `/${next} shows ${mode} mode`);
            const results = await axe(tab).withTags(WCAG_TAGS).analyze();
            if (results.violations.length) failures.push(`/${next} (${mode}, ${viewport.name}):\n${describe(results.violations)}`);
          }
        }
      }),
    );
    assert.deepEqual(failures, [], `axe violations on representative pages:\n${failures.join('\n')}`);
  });
}

/*
 * Every drawing of the build on one page (tests/e2e/drawingSheet.ts), scanned
 * in each mode: what Mermaid drew (its labels' contrast, its ARIA roles and
 * names) for every drawing, without loading every page that has one.
 */
test(`accessibility: every drawing of the build, ${MODES.join(' and ')} mode, desktop: no WCAG 2.1 A/AA or 2.2 AA violations`, async (t) => {
  const {page, context} = await site.newPage(t, {...VIEWPORTS[0].device, reducedMotion: 'reduce'});
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), MODES[0]);
  await open(page, site.at(pagesWithDiagrams()[0]));
  const keys = await showEveryDrawing(page);
  assert.ok(keys.length > 50, `the build has its drawings (${keys.length})`);
  for (const mode of MODES) {
    if (mode !== MODES[0]) await storeColourMode(page, mode);
    else await transitionsEnded(page);
    const shown = await page
      .locator(`${SHEET} [data-mode] > svg`)
      .evaluateAll((svgs) => svgs.filter((svg) => svg.checkVisibility()).length);
    assert.equal(shown, keys.length, `every drawing shows once in ${mode} mode`);
    await expectNoViolations(page, `every drawing (${mode})`, SHEET);
  }
});

/*
 * Every token style of the build's code, in every language, on one page
 * (tests/e2e/codeSheet.ts), scanned in each mode: the colours the theme
 * stylesheet and the site's overrides give each token type, where it is nested
 * and in each language, without loading a page per token type.
 */
test(`accessibility: every token style of the build's code, ${MODES.join(' and ')} mode: no WCAG 2.1 A/AA or 2.2 AA violations`, async (t) => {
  const {page, context} = await site.newPage(t, {...VIEWPORTS[0].device, reducedMotion: 'reduce'});
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), MODES[0]);
  await open(page, site.at(CODE_PAGE));
  const languages = builtTokenStyles();
  const shown = await showEveryTokenStyle(page, languages);
  assert.ok(languages.length > 10 && shown > 100, `the build has its code (${languages.length} languages, ${shown} token styles)`);
  for (const mode of MODES) {
    if (mode !== MODES[0]) await storeColourMode(page, mode);
    else await transitionsEnded(page);
    const painted = await page
      .locator(`${CODE_SHEET} pre .token`)
      .evaluateAll((tokens) => tokens.filter((t) => t.checkVisibility()).length);
    assert.equal(painted, shown, `every token style shows in ${mode} mode`);
    await expectNoViolations(page, `every token style (${mode})`, CODE_SHEET);
  }
});

test('accessibility: the scan in the page finds violations where there are some (low contrast, an image without a name)', async (t) => {
  const {page} = await site.newPage(t);
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><article><p style="color:#aaa;background:#fff">faint text</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"></article></main></html>',
  );
  const results = await axe(page).withTags(WCAG_TAGS).include('article').analyze();
  assert.deepEqual(results.violations.map((v) => v.id).sort(), ['color-contrast', 'image-alt']);
});
