/**
 * Byte budgets of the search index (bench/budgets.json `searchIndex`), from
 * the built files alone: the entry file a first focus fetches; the most any
 * query of the relevance set, typed key by key, fetches before its first
 * results and in all; and the whole index.
 * Timings are measured by `npm run bench`, not asserted here.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {entryBytes, totalIndexBytes, typedQueryBytes, type TypedQueryBytes} from '../../bench/searchIndexBytes';
import {loadRelevanceSet} from '../../bench/searchRelevance';
import {BUILD_DIR, ROOT} from './support';

interface Limit {
  budget: number;
  target: number;
}
const {searchIndex: budgets} = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as {
  searchIndex: Record<'entry' | 'beforeFirstResults' | 'typedQuery' | 'total', Limit>;
};
const KIB = 1024;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

test(`search budgets: the index entry fetched on first focus is within ${budgets.entry.budget} KiB gzip`, (t) => {
  const bytes = entryBytes(BUILD_DIR);
  t.diagnostic(`${kib(bytes)} KiB (target ${budgets.entry.target})`);
  assert.ok(bytes <= budgets.entry.budget * KIB, `${kib(bytes)} KiB`);
});

test(`search budgets: no relevance query, typed key by key, fetches more than ${budgets.beforeFirstResults.budget} KiB gzip of index before its first results, nor ${budgets.typedQuery.budget} KiB in all`, async (t) => {
  const {queries} = loadRelevanceSet();
  const typed: TypedQueryBytes[] = [];
  for (const {query} of queries) typed.push(await typedQueryBytes(BUILD_DIR, query));
  const report = (key: 'beforeFirstResults' | 'wholeQuery') => {
    const sorted = [...typed].sort((a, b) => b[key] - a[key]);
    return `median ${kib(sorted[Math.floor(sorted.length / 2)][key])} KiB, most ${sorted.slice(0, 2).map((q) => `"${q.query}" ${kib(q[key])} KiB`).join(', ')}`;
  };
  t.diagnostic(`before first results: ${report('beforeFirstResults')} (target ${budgets.beforeFirstResults.target})`);
  t.diagnostic(`whole query: ${report('wholeQuery')} (target ${budgets.typedQuery.target})`);
  const over = (key: 'beforeFirstResults' | 'wholeQuery', limit: Limit) => typed.filter((q) => q[key] > limit.budget * KIB).map((q) => `"${q.query}" ${kib(q[key])} KiB`);
  assert.deepEqual(over('beforeFirstResults', budgets.beforeFirstResults), []);
  assert.deepEqual(over('wholeQuery', budgets.typedQuery), []);
  assert.ok(typed.every((q) => q.beforeFirstResults <= q.wholeQuery && q.beforeFirstResults > entryBytes(BUILD_DIR)), 'a first result needs more than the entry');
});

test(`search budgets: the whole index is within ${budgets.total.budget} KiB gzip`, (t) => {
  const bytes = totalIndexBytes(BUILD_DIR);
  t.diagnostic(`${kib(bytes)} KiB (target ${budgets.total.target})`);
  assert.ok(bytes <= budgets.total.budget * KIB, `${kib(bytes)} KiB`);
});
