/**
 * The search part of `npm run bench`: this site's search and the stock
 * @easyops-cn/docusaurus-search-local (one hashed index of all sections, built
 * from the same content in a temporary copy) side by side, on the relevance set
 * (./searchRelevance) typed into the navbar box from each page type:
 * hit@8 and MRR, bytes of index before the first results and in all, time to
 * the first results and to the complete results of the whole query from
 * the box's focus event in the page (typing included), and from the last keystroke to the
 * complete results (medians). Beside them, the measure the bench took before
 * the relevance set existed (and issue 13 set its 250 ms against): one word,
 * "proxy", typed into a fresh page, from the box's focus event to the first result.
 * "First results" are the first options shown: for this site the ranked
 * documents (number, title, status, section), whose headings and passages
 * follow one fetch later; for the stock plugin its results with their text.
 *
 * Bytes are gzip (level 9) of the index responses (this site: everything under
 * search-index/; stock: search-index*.json) seen by the browser, counted from
 * focusing the box: "before first results" up to the first option shown, and
 * for the whole query.
 */
import {existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from 'playwright-core';
import {isolateFromNetwork} from '../tests/support/browser';
import {serveStaticSite} from '../tests/support/server';
import {
  builtDocumentTitles,
  builtTitle,
  documentsShown,
  hitsByClass,
  loadRelevanceSet,
  median,
  rankOf,
  score,
  typeSearch,
  FIRST_SET_CLASS,
  type RelevanceQuery,
  type RelevanceScore,
} from './searchRelevance';

/** Index files of either search: ours (search-index/...) and the stock theme's (search-index*.json). */
const INDEX_REQUEST = /\/search-index(\/|[^/]*\.json)/;

/**
 * The site's own search box and results page (swizzled theme components), which search the site's index: a
 * copy measuring the stock plugin goes without them, so the plugin's own components search its index.
 */
export const OWN_SEARCH_COMPONENTS = ['src/theme/SearchBar', 'src/theme/SearchPage'];

/** Replaces the site's search theme by the stock plugin, with the same options but one index of all sections, and its own box and page. */
export function useStockSearch(siteDir: string): void {
  const file = path.join(siteDir, 'docusaurus.config.ts');
  const config = readFileSync(file, 'utf8');
  const ours = '[searchTheme, searchOptions]';
  if (!config.includes(ours)) throw new Error(`${ours} not found in docusaurus.config.ts`);
  const stock =
    "['@easyops-cn/docusaurus-search-local', {...searchOptions, hashed: true, searchContextByPaths: undefined, useAllContextsWithNoSearchContext: false}]";
  writeFileSync(file, config.replace(ours, stock));
  for (const component of OWN_SEARCH_COMPONENTS) {
    if (!existsSync(path.join(siteDir, component))) throw new Error(`${component} not found: the site's search components moved`);
    rmSync(path.join(siteDir, component), {recursive: true});
  }
}

/** gzip bytes of every index file of a build. */
export function indexBytesOnDisk(buildDir: string): number {
  const files = (readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (f) => INDEX_REQUEST.test(`/${f.replace(/\\/g, '/')}`) && f.endsWith('.json'),
  );
  return files.reduce(
    (sum, f) => sum + (statSync(path.join(buildDir, f)).isFile() ? gzipSync(readFileSync(path.join(buildDir, f)), {level: 9}).length : 0),
    0,
  );
}

export interface SearchSideResult extends RelevanceScore {
  pageType: string;
  /** Hits among the first eight by class of query (`reader` is the first set, the others issue 47's). */
  byClass: Record<string, string>;
  /** Hits and MRR of the first set (class `reader`) and of the queries added in issue 47's classes, apart. */
  bySet: {first: SetScore; added: SetScore};
  /** Median over the queries, KiB gzip of index fetched before the first option showed. */
  medianKiBBeforeFirstResults: number;
  maxKiBBeforeFirstResults: number;
  /** Queries whose whole results did not show within QUERY_TIMEOUT_MS (counted as misses, left out of the timings). */
  timedOut: string[];
  /** Median over the queries, KiB gzip of index fetched by the time the whole query's results showed. */
  medianKiBForQuery: number;
  /** Median over ONE_WORD_RUNS fresh pages, ms from the box's focus event to the first result of ONE_WORD_QUERY. */
  medianMsToFirstResultsOneWord: number;
}

export interface SetScore {
  hits: number;
  queries: number;
  mrr: number;
}

/** The ranks' hits and MRR in the first set and in the added classes, apart. */
export function scoreBySet(set: readonly RelevanceQuery[], ranks: ReadonlyArray<{query: string; rank: number}>): SearchSideResult['bySet'] {
  const first = new Set(set.filter((q) => q.class === FIRST_SET_CLASS).map((q) => q.query));
  const of = (inFirst: boolean): SetScore => {
    const {hits, queries, mrr} = score(
      ranks.filter((r) => first.has(r.query) === inFirst),
      [],
    );
    return {hits, queries, mrr};
  };
  return {first: of(true), added: of(false)};
}

/** The bench's query before the relevance set, typed ONE_WORD_RUNS times from each page type. */
const ONE_WORD_QUERY = 'proxy';
const ONE_WORD_RUNS = 5;

/** A query still without its whole results after this long (a busy machine, the stock plugin's 2 MB index) is counted as a miss. */
const QUERY_TIMEOUT_MS = 45_000;

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A page of its own (nothing cached) that cannot reach the network, at `url` once the network is idle. */
async function freshPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await isolateFromNetwork(context);
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  return page;
}

/** Each query in a fresh page, so bytes and times are a first search's. */
async function runFrom(
  browser: Browser,
  origin: string,
  baseUrl: string,
  buildDir: string,
  pageType: string,
  start: string,
): Promise<SearchSideResult> {
  const set = loadRelevanceSet();
  const known = builtDocumentTitles(buildDir);
  const ranks: Array<{query: string; rank: number}> = [];
  const timings = [];
  const before: number[] = [];
  const whole: number[] = [];
  const timedOut: string[] = [];
  for (const {query, answers} of set.queries) {
    const page = await freshPage(browser, `${origin}${baseUrl}${start}`);
    const context = page.context();
    const responses: Array<{at: number; bytes: Promise<number>}> = [];
    page.on('response', (response) => {
      if (INDEX_REQUEST.test(new URL(response.url()).pathname)) {
        responses.push({
          at: performance.now(),
          bytes: response.body().then(
            (body) => gzipSync(body, {level: 9}).length,
            () => 0,
          ),
        });
      }
    });
    const started = performance.now();
    const typed = await typeSearch(page, query, QUERY_TIMEOUT_MS).catch((error: Error) => {
      if (error.name !== 'TimeoutError') throw error;
      return undefined;
    });
    if (!typed) {
      timedOut.push(query);
      ranks.push({query, rank: 0});
      await context.close();
      continue;
    }
    const firstAt = started + typed.msBeforeFocus + typed.msToFirstResults;
    const sizes = await Promise.all(responses.map(async (r) => ({at: r.at, bytes: await r.bytes})));
    before.push(sizes.filter((r) => r.at <= firstAt + 5).reduce((sum, r) => sum + r.bytes, 0));
    whole.push(sizes.reduce((sum, r) => sum + r.bytes, 0));
    timings.push(typed);
    ranks.push({
      query,
      rank: rankOf(
        documentsShown(typed.options, known),
        answers.map((answer) => builtTitle(buildDir, answer)),
      ),
    });
    await context.close();
  }
  const oneWord: number[] = [];
  for (let run = 0; run < ONE_WORD_RUNS; run++) {
    const page = await freshPage(browser, `${origin}${baseUrl}${start}`);
    oneWord.push((await typeSearch(page, ONE_WORD_QUERY, QUERY_TIMEOUT_MS)).msToFirstResults);
    await page.context().close();
  }
  return {
    pageType,
    ...score(ranks, timings),
    byClass: hitsByClass(set.queries, ranks),
    bySet: scoreBySet(set.queries, ranks),
    medianKiBBeforeFirstResults: kib(median(before)),
    maxKiBBeforeFirstResults: kib(Math.max(...before)),
    medianKiBForQuery: kib(median(whole)),
    timedOut,
    medianMsToFirstResultsOneWord: median(oneWord),
  };
}

export interface SearchComparison {
  site: {totalIndexKiB: number; fromPages: SearchSideResult[]};
  stock?: {totalIndexKiB: number; fromPages: SearchSideResult[]};
}

/** The page types of the relevance set a search starts from: `only` of them when given (`--search-from=home`), else all. */
export function startPages(only?: readonly string[]): Array<[pageType: string, start: string]> {
  const {pages} = loadRelevanceSet();
  const unknown = (only ?? []).filter((name) => !(name in pages));
  if (unknown.length) throw new Error(`No page type ${unknown.join(', ')} in the relevance set: ${Object.keys(pages).join(', ')}`);
  return Object.entries(pages).filter(([name]) => !only || only.includes(name));
}

export async function compareSearch(
  browser: Browser,
  baseUrl: string,
  siteBuild: string,
  stockBuild?: string,
  fromPageTypes?: readonly string[],
): Promise<SearchComparison> {
  const pages = startPages(fromPageTypes);
  const measure = async (buildDir: string) => {
    const server = await serveStaticSite(buildDir, baseUrl, {compress: true});
    try {
      const fromPages: SearchSideResult[] = [];
      for (const [pageType, start] of pages) fromPages.push(await runFrom(browser, server.origin, baseUrl, buildDir, pageType, start));
      return {totalIndexKiB: kib(indexBytesOnDisk(buildDir)), fromPages};
    } finally {
      await server.close();
    }
  };
  return {site: await measure(siteBuild), stock: stockBuild ? await measure(stockBuild) : undefined};
}

export function printComparison({site, stock}: SearchComparison): void {
  const rows: Record<string, Record<string, string | number>> = {};
  for (const [label, side] of [
    ['this site', site],
    ['stock plugin', stock],
  ] as const) {
    if (!side) continue;
    for (const r of side.fromPages) {
      rows[`${label}, from ${r.pageType}`] = {
        'hit@8': `${r.hits}/${r.queries}`,
        MRR: r.mrr,
        'hit@8 first set': `${r.bySet.first.hits}/${r.bySet.first.queries}`,
        'MRR first set': r.bySet.first.mrr,
        'hit@8 new classes': `${r.bySet.added.hits}/${r.bySet.added.queries}`,
        'MRR new classes': r.bySet.added.mrr,
        'KiB before first results (median/max)': `${r.medianKiBBeforeFirstResults} / ${r.maxKiBBeforeFirstResults}`,
        'KiB per query (median)': r.medianKiBForQuery,
        'total index KiB': side.totalIndexKiB,
        'ms to first results (median)': r.medianMsToFirstResults,
        'ms to complete results (median)': r.medianMsToFinalResults,
        'ms from last key to complete results (median)': r.medianMsAfterLastKey,
        [`ms to first results of "${ONE_WORD_QUERY}" (median of ${ONE_WORD_RUNS})`]: r.medianMsToFirstResultsOneWord,
      };
    }
  }
  console.log('Search: relevance set typed into the navbar box (gzip KiB; first search on a fresh page)');
  console.table(rows);
  for (const [label, side] of [
    ['this site', site],
    ['stock plugin', stock],
  ] as const) {
    for (const r of side?.fromPages ?? []) {
      console.log(`  ${label} from ${r.pageType}, hit@8 by class: ${JSON.stringify(r.byClass)}`);
      if (r.misses.length) console.log(`  ${label} from ${r.pageType} misses: ${r.misses.join(', ')}`);
      if (r.timedOut.length)
        console.log(`  ${label} from ${r.pageType} timed out (${QUERY_TIMEOUT_MS / 1000} s, counted as misses): ${r.timedOut.join(', ')}`);
    }
  }
}
