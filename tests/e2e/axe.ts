import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

/** The levels the site meets: WCAG 2.0 and 2.1 A and AA, and 2.2 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core for a page, run in the page itself ("legacy mode"). By default
 * @axe-core/playwright scans each frame apart and then opens a blank page to
 * merge the results, which only cross-origin iframes need; the site has no
 * iframes, and the blank page cost more than the scan (an RFC's article: 2.9 s
 * a scan by default, 1.4 s in the page). Same rules, same results.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode();
}
