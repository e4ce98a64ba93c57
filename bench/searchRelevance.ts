/**
 * The search relevance set (tests/data/search-relevance.json) typed into the
 * real navbar search box of a built site in Chromium, as a reader types it.
 * Used by tests/e2e/search-relevance.test.ts (this site) and by `npm run
 * bench` (this site and the stock plugin side by side).
 *
 * A dropdown option is attributed to a document by the page title it shows:
 * this site's results show it first (`data-search-title`); the stock plugin's
 * title results show the title itself, its other results the breadcrumb
 * ending with the title and the heading (its `explicitSearchResultPath`).
 * Titles are read from the built pages' `<h1>`. A query's rank is the position
 * of its first answering document among the distinct documents of the
 * dropdown, in order.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import type {Page} from 'playwright-core';

export interface RelevanceQuery {
  query: string;
  /** Paths under the base URL of the documents that answer it. */
  answers: string[];
  /** What the query tries: `reader` (a topic, the first set), `typo`, `abbreviation`, `record number`, `question`, `superseded`, `code`. */
  class: string;
}

export interface RelevanceSet {
  /** Page types a search starts from, as paths under the base URL. */
  pages: Record<string, string>;
  queries: RelevanceQuery[];
}

/** The class of the set's first queries, a reader's topics; every other class was added in issue 47. */
export const FIRST_SET_CLASS = 'reader';

export const RELEVANCE_SET_FILE = path.resolve(__dirname, '..', 'tests', 'data', 'search-relevance.json');
export const LIMIT = 8;

export function loadRelevanceSet(): RelevanceSet {
  return JSON.parse(readFileSync(RELEVANCE_SET_FILE, 'utf8')) as RelevanceSet;
}

/** A built page's title, as search results show it. */
export function builtTitle(buildDir: string, pagePath: string): string {
  const $ = load(readFileSync(path.join(buildDir, pagePath, 'index.html'), 'utf8'));
  const title = $('article h1').first().text().trim();
  if (!title) throw new Error(`${pagePath} has no article h1 in ${buildDir}`);
  return title;
}

/** The navbar box, its field and its dropdown. */
export const SEARCH_BOX = '.navbar .navbar__search';
export const INPUT = `${SEARCH_BOX} input.navbar__search-input`;
export const LISTBOX = `${SEARCH_BOX} [role="listbox"]`;
/**
 * The dropdown's options once complete: this site's box shows the ranked
 * documents first and marks its listbox `aria-busy` until their headings and
 * passages have arrived (the stock plugin's never is).
 */
export const OPTIONS = `${LISTBOX}:not([aria-busy="true"]) [role="option"]`;
/** The dropdown's options as soon as any show, complete or not. */
export const ANY_OPTIONS = `${LISTBOX} [role="option"]`;
/** How long "No results" must stay unchanged to count as the answer to the whole query. */
const SETTLED_MS = 400;

/** What a dropdown option shows: its title line, and its path line split at the separators. */
export interface ShownOption {
  title: string;
  trail: string[];
}

export interface TypedSearch {
  options: ShownOption[];
  /**
   * From the box taking the focus (its focus event, in the page) to the first
   * option shown. Timed from the event, not from the test's call: the time
   * Playwright takes to find the box and reach the page (14-36 ms on this
   * machine) is no reader's wait.
   */
  msToFirstResults: number;
  /** From the box taking the focus to the last change of the dropdown (the complete results of the whole query). */
  msToFinalResults: number;
  /** From the test's call to the box's focus event: the harness's own time, to place the page's moments on the test's clock. */
  msBeforeFocus: number;
  /**
   * From the last keystroke to the complete results of the whole query: the
   * wait a reader has once they stop typing, without the time the test takes
   * to type (each key a round trip to the browser).
   */
  msAfterLastKey: number;
}

/** What the page records while a query is typed (times from performance.now()), kept on `window.__search`. */
type TypingState = {start: number; focused?: number; lastChange: number; lastInput: number; firstOption?: number; final?: number};

/**
 * Focuses the box, types `query` key by key and waits for the dropdown of the
 * whole query: its "See all results" link carries the query (results of an
 * earlier keystroke carry a prefix of it) and its listbox is not `aria-busy`
 * (this site's box shows the ranked documents before their headings and
 * passages), or, when nothing is found, "No results" unchanged for SETTLED_MS.
 */
export async function typeSearch(
  page: Page,
  query: string,
  timeout = 15_000,
  /** Key by key, as a reader types (each key searches); false enters the whole query at once, as a paste does. */
  keyByKey = true,
): Promise<TypedSearch> {
  // Cleared only when it holds an earlier query: filling focuses the box, and a fresh page's first focus must come on the clock.
  if (await page.locator(INPUT).inputValue()) await page.locator(INPUT).fill('');
  const footer = `search/?${new URLSearchParams({q: query}).toString()}`;
  await page.evaluate((footerHref) => {
    const state: TypingState = {start: performance.now(), lastChange: performance.now(), lastInput: performance.now()};
    (window as unknown as {__search: TypingState}).__search = state;
    const box = document.querySelector('.navbar .navbar__search')!;
    box.addEventListener('input', () => (state.lastInput = performance.now()), true);
    box.addEventListener('focusin', () => (state.focused ??= performance.now()), true);
    new MutationObserver(() => {
      const now = performance.now();
      state.lastChange = now;
      if (state.firstOption === undefined && box.querySelector('[role="listbox"] [role="option"]')) state.firstOption = now;
      const links = [...box.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
      if (state.final === undefined && links.some((href) => href.endsWith(footerHref)) && !box.querySelector('[aria-busy="true"]'))
        state.final = now;
    }).observe(box, {subtree: true, childList: true, characterData: true, attributes: true});
  }, footer);
  await page.locator(INPUT).focus();
  if (keyByKey) await page.keyboard.type(query);
  else await page.locator(INPUT).fill(query);
  await page.waitForFunction(
    (settled) => {
      const state = (window as unknown as {__search: TypingState}).__search;
      if (state.final !== undefined) return true;
      const empty = document.querySelector('.navbar .navbar__search')?.textContent?.includes('No results');
      return Boolean(empty) && performance.now() - state.lastChange >= settled;
    },
    SETTLED_MS,
    {timeout, polling: 50},
  );
  const state = await page.evaluate(() => (window as unknown as {__search: TypingState}).__search);
  const options = await page.locator(OPTIONS).evaluateAll((elements) =>
    // No named functions in here: the test runner's transpiler would wrap them in a helper the page lacks.
    // This site's options mark their title; the stock plugin's are read by its CSS-module class names.
    elements.map((option) => ({
      title: (option.querySelector('[data-search-title]') ?? option.querySelector('[class*="hitTitle"]'))?.textContent?.trim() ?? '',
      trail: (option.querySelector('[class*="hitPath"]')?.textContent?.trim() ?? '').split(' › '),
    })),
  );
  const final = state.final ?? state.lastChange;
  const focused = state.focused ?? state.start;
  return {
    options,
    msToFirstResults: Math.round((state.firstOption ?? final) - focused),
    msToFinalResults: Math.round(final - focused),
    msBeforeFocus: Math.round(focused - state.start),
    msAfterLastKey: Math.max(0, Math.round(final - state.lastInput)),
  };
}

/** The results page's field, and the section of results that says which query it answers. */
const RESULTS_FIELD = '#__docusaurus_skipToContent_fallback input[name="q"]';
/** A query as a CSS attribute value in double quotes. */
const cssString = (value: string) => value.replace(/["\\]/g, '\\$&');
const resultsFor = (query: string) => `#__docusaurus_skipToContent_fallback section[data-results-for="${cssString(query)}"]`;

/**
 * Types `query` into the results page's field (this site's page, open at
 * /search/) and reads the titles of its first LIMIT results, once the
 * results of the whole query are shown.
 */
export async function searchResultsPage(page: Page, query: string, timeout = 15_000): Promise<string[]> {
  await page.locator(RESULTS_FIELD).fill(query);
  const results = page.locator(resultsFor(query));
  await results.waitFor({state: 'attached', timeout});
  return (await results.locator('article h2 [data-search-title]').allTextContents()).slice(0, LIMIT).map((title) => title.trim());
}

/** Hits among the first LIMIT and queries, by class of query. */
export function hitsByClass(set: readonly RelevanceQuery[], ranks: ReadonlyArray<{query: string; rank: number}>): Record<string, string> {
  const byClass: Record<string, {hits: number; queries: number}> = {};
  for (const {query, rank} of ranks) {
    const kind = set.find((q) => q.query === query)?.class ?? FIRST_SET_CLASS;
    byClass[kind] ??= {hits: 0, queries: 0};
    byClass[kind].queries += 1;
    if (rank > 0 && rank <= LIMIT) byClass[kind].hits += 1;
  }
  return Object.fromEntries(Object.entries(byClass).map(([kind, {hits, queries}]) => [kind, `${hits}/${queries}`]));
}

/**
 * The distinct documents of the dropdown, in order, by title: a title
 * result shows its title; any other result a trail ending with its page's
 * title and, when it differs, the heading.
 */
export function documentsShown(options: ShownOption[], knownTitles: ReadonlySet<string>): string[] {
  const documents = options.map(({title, trail}) => {
    if (knownTitles.has(title)) return title;
    return [...trail].reverse().find((segment) => knownTitles.has(segment)) ?? `?${title}`;
  });
  return [...new Set(documents)];
}

/** 1-based rank of the first of `documents` that is one of `answers`; 0 when none is. */
export function rankOf(documents: string[], answers: readonly string[]): number {
  return documents.findIndex((title) => answers.includes(title)) + 1;
}

export interface RelevanceScore {
  hits: number;
  queries: number;
  mrr: number;
  misses: string[];
  medianMsToFirstResults: number;
  medianMsToFinalResults: number;
  medianMsAfterLastKey: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
}

export function score(ranks: Array<{query: string; rank: number}>, timings: TypedSearch[]): RelevanceScore {
  const hits = ranks.filter((r) => r.rank > 0 && r.rank <= LIMIT);
  return {
    hits: hits.length,
    queries: ranks.length,
    mrr: Math.round((ranks.reduce((sum, r) => sum + (r.rank > 0 && r.rank <= LIMIT ? 1 / r.rank : 0), 0) / ranks.length) * 1000) / 1000,
    misses: ranks.filter((r) => !(r.rank > 0 && r.rank <= LIMIT)).map((r) => r.query),
    medianMsToFirstResults: median(timings.map((t) => t.msToFirstResults)),
    medianMsToFinalResults: median(timings.map((t) => t.msToFinalResults)),
    medianMsAfterLastKey: median(timings.map((t) => t.msAfterLastKey)),
  };
}

const SECTION_DIRS = ['adr', 'rfc', 'memos', 'netflix', 'prds', 'docs'];

/** The title of every document page of a build (pages under a section with an article heading). */
export function builtDocumentTitles(buildDir: string): Set<string> {
  const titles = new Set<string>();
  for (const section of SECTION_DIRS) {
    for (const entry of readdirSync(path.join(buildDir, section), {withFileTypes: true})) {
      if (!entry.isDirectory() || entry.name === 'tags') continue;
      const file = path.join(buildDir, section, entry.name, 'index.html');
      if (existsSync(file)) titles.add(builtTitle(buildDir, path.join(section, entry.name)));
    }
  }
  return titles;
}
