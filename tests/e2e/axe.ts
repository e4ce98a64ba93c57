import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

/** The levels the site meets: WCAG 2.0 and 2.1 A and AA, and 2.2 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core for a page, run in the page itself ("legacy mode"), reporting every
 * violation in full and the other result types by one example each.
 *
 * By default @axe-core/playwright scans each frame apart and then opens a blank
 * page to merge the results, which only cross-origin iframes need; the site has
 * no iframes. And a full report lists every element that passed each rule (every
 * text node for colour contrast), which the page then serialises back to the
 * test; `resultTypes` keeps the violations whole and the rest to one node (axe's
 * own advice for large pages). Same rules, same violations; an RFC's article
 * took 2.9 s to scan by default, 1.4 s in the page, 0.86 s with violations only.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
}
