/**
 * The bytes of the term index (src/plugins/search) a reader downloads, worked
 * out without a browser: each query of the relevance set is typed key by key
 * into the site's own search code (ShardedIndex, as the worker runs it) over
 * the built files, counting the gzip bytes of every file it fetches. Used by
 * tests/site/searchBudgets.test.ts (budgets in bench/budgets.json) and printed
 * by `npm run bench`.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {FUZZY_MATCHING_DISTANCE} from '../src/config/search';
import {INDEX_DIR, META_FILE} from '../src/plugins/search/indexFiles';
import {ShardedIndex} from '../src/plugins/search/shardedIndex';
import type {TermIndexMeta} from '../src/plugins/search/termIndex';
import {LIMIT} from './searchRelevance';

export interface TypedQueryBytes {
  query: string;
  /** Fetched before the first keystroke's results: the entry file and what that keystroke needed. */
  beforeFirstResults: number;
  /** Fetched by the time the whole query's results are in. */
  wholeQuery: number;
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

export function indexDir(buildDir: string): string {
  return path.join(buildDir, INDEX_DIR);
}

/** gzip bytes of every file of the term index. */
export function totalIndexBytes(buildDir: string): number {
  const dir = indexDir(buildDir);
  return readdirSync(dir).reduce((sum, file) => sum + gzipOf(path.join(dir, file)), 0);
}

export function entryBytes(buildDir: string): number {
  return gzipOf(path.join(indexDir(buildDir), META_FILE));
}

export async function typedQueryBytes(buildDir: string, query: string): Promise<TypedQueryBytes> {
  const dir = indexDir(buildDir);
  const meta = JSON.parse(readFileSync(path.join(dir, META_FILE), 'utf8')) as TermIndexMeta;
  let bytes = entryBytes(buildDir);
  const index = new ShardedIndex(
    meta,
    async (file) => {
      bytes += gzipOf(path.join(dir, file));
      return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    },
    FUZZY_MATCHING_DISTANCE,
  );
  let beforeFirstResults: number | undefined;
  for (let end = 1; end <= query.length; end += 1) {
    const results = await index.search(query.slice(0, end), LIMIT);
    if (beforeFirstResults === undefined && results.length > 0) beforeFirstResults = bytes;
  }
  return {query, beforeFirstResults: beforeFirstResults ?? bytes, wholeQuery: bytes};
}

/** The byte figures the budgets bound. */
export interface SearchIndexFigures {
  /** The entry file a first focus fetches. */
  entry: number;
  /** Each relevance query typed key by key. */
  typed: TypedQueryBytes[];
  /** Every file of the index. */
  total: number;
}

export type SearchIndexBudget = 'entry' | 'beforeFirstResults' | 'typedQuery' | 'total';
/** KiB of gzip per figure (bench/budgets.json `searchIndex`). */
export type SearchIndexBudgets = Record<SearchIndexBudget, number>;

export async function measureSearchIndex(buildDir: string, queries: readonly string[]): Promise<SearchIndexFigures> {
  const typed: TypedQueryBytes[] = [];
  for (const query of queries) typed.push(await typedQueryBytes(buildDir, query));
  return {entry: entryBytes(buildDir), typed, total: totalIndexBytes(buildDir)};
}

const KIB = 1024;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

/** Every figure over its budget, as `budget: what (KiB)`; empty when all are within. */
export function overBudget(figures: SearchIndexFigures, budgets: SearchIndexBudgets): string[] {
  const over = (budget: SearchIndexBudget, what: string, bytes: number) =>
    bytes > budgets[budget] * KIB ? [`${budget}: ${what} ${kib(bytes)} KiB > ${budgets[budget]} KiB`] : [];
  return [
    ...over('entry', 'the entry file', figures.entry),
    ...figures.typed.flatMap((q) => over('beforeFirstResults', `"${q.query}"`, q.beforeFirstResults)),
    ...figures.typed.flatMap((q) => over('typedQuery', `"${q.query}"`, q.wholeQuery)),
    ...over('total', 'the whole index', figures.total),
  ];
}
