/**
 * axe-core (through @axe-core/playwright) finds no WCAG 2.0/2.1 A or AA (or 2.2 AA)
 * violation on any page type, in light and dark mode, on a desktop and a phone
 * viewport. The colour mode is the reader's stored choice (localStorage `theme`,
 * set before the page's own scripts run), and the test checks that the page
 * really shows it before running axe.
 *
 * Nothing is excluded from the scan: every rule runs on the whole page,
 * including the search plugin's markup and the Mermaid diagrams.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type {AxeResults, Result} from 'axe-core';
import type {Page} from 'playwright-core';
import {DESKTOP, UI_TIMEOUT, open, phone, useSite} from './support';

const site = useSite();

// wcag22aa adds target-size: links and buttons at least 24 px, or spaced as if they were.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface PageUnderTest {
  type: string;
  path: string;
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
      // Diagrams are drawn as they come near the viewport (src/theme/Mermaid).
      await page.locator('.prism-diagram').first().scrollIntoViewIfNeeded();
      await page.locator('.docusaurus-mermaid-container svg').first().waitFor({timeout: UI_TIMEOUT});
      await page.locator('article pre code').first().waitFor();
    },
  },
  {type: 'PRD', path: 'prds/prd-001/'},
  {type: 'tag list', path: 'adr/tags/'},
  {type: 'tag page', path: 'adr/tags/security/'},
  {
    type: 'search',
    path: 'search/?q=proxy',
    ready: async (page) => {
      await page.locator('main article').first().waitFor({timeout: UI_TIMEOUT});
    },
  },
  {type: 'not found', path: 'no-such-page/', status: 404},
];

const MODES = ['light', 'dark'] as const;
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
          | {fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string}
          | undefined;
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

async function scan(page: Page): Promise<AxeResults> {
  return new AxeBuilder({page}).withTags(TAGS).analyze();
}

for (const {type, path, status = 200, ready} of PAGES) {
  for (const mode of MODES) {
    for (const viewport of VIEWPORTS) {
      test(`accessibility: ${type} (/${path}), ${mode} mode, ${viewport.name}: no WCAG 2.1 A/AA or 2.2 AA violations`, async (t) => {
        const {page, context} = await site.newPage(t, {...viewport.device, reducedMotion: 'reduce'});
        await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await open(page, site.at(path), status);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode, `the page shows ${mode} mode`);
        await ready?.(page);
        await page.waitForLoadState('networkidle');
        // Colour transitions of the theme (links, navbar) must have finished before colours are measured.
        await page.waitForTimeout(300);
        const results = await scan(page);
        assert.ok(results.passes.length > 0, 'axe ran its checks');
        assert.equal(
          results.violations.length,
          0,
          `${results.violations.length} axe violation(s) on /${path} (${mode}, ${viewport.name}):\n${describe(results.violations)}`,
        );
      });
    }
  }
}
