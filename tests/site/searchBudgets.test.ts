/**
 * Byte budgets of the search index (bench/budgets.json `searchIndex`), from
 * the built files alone: the entry file a first focus fetches; the most any
 * query of the relevance set, typed key by key, fetches before its first
 * results and in all; and the whole index. One function (overBudget) checks
 * the figures against the budgets; a test gives it budgets just under the
 * measured figures and expects it to report each one.
 * Timings are measured by `npm run bench`, not asserted here.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  measureSearchIndex,
  overBudget,
  type SearchIndexBudget,
  type SearchIndexBudgets,
  type SearchIndexFigures,
} from '../../bench/searchIndexBytes';
import {readBudgets} from '../../bench/budgets';
import {loadRelevanceSet} from '../../bench/searchRelevance';
import {BUILD_DIR} from './support';

const NAMES: SearchIndexBudget[] = ['entry', 'beforeFirstResults', 'typedQuery', 'total'];
const budgets = readBudgets().searchIndex as SearchIndexBudgets;
const KIB = 1024;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

let measured: Promise<SearchIndexFigures> | undefined;
const figures = () =>
  (measured ??= measureSearchIndex(
    BUILD_DIR,
    loadRelevanceSet().queries.map((q) => q.query),
  ));

/** The largest figure each budget bounds. */
function largest(f: SearchIndexFigures): Record<SearchIndexBudget, number> {
  return {
    entry: f.entry,
    beforeFirstResults: Math.max(...f.typed.map((q) => q.beforeFirstResults)),
    typedQuery: Math.max(...f.typed.map((q) => q.wholeQuery)),
    total: f.total,
  };
}

test('search budgets: the index is within every budget of bench/budgets.json', async (t) => {
  const f = await figures();
  const most = largest(f);
  for (const name of NAMES) t.diagnostic(`${name}: most ${kib(most[name])} KiB of ${budgets[name]} KiB`);
  assert.deepEqual(overBudget(f, budgets), []);
  assert.ok(
    f.typed.every((q) => q.beforeFirstResults <= q.wholeQuery && q.beforeFirstResults > f.entry),
    'a first result needs more than the entry',
  );
});

test('search budgets: a budget just under a measured figure is reported as exceeded, each one', async () => {
  const f = await figures();
  const most = largest(f);
  for (const name of NAMES) {
    // 0.1 KiB under the largest figure this budget bounds; the others stay as they are.
    const tight = {...budgets, [name]: Math.floor((most[name] / KIB) * 10 - 1) / 10};
    const breaches = overBudget(f, tight);
    assert.ok(breaches.length > 0, `${name} at ${tight[name]} KiB, under ${kib(most[name])} KiB, was not reported`);
    assert.ok(
      breaches.every((b) => b.startsWith(`${name}:`)),
      breaches.join('\n'),
    );
  }
  // And nothing is reported at exactly the figures.
  const exact = Object.fromEntries(NAMES.map((name) => [name, most[name] / KIB])) as SearchIndexBudgets;
  assert.deepEqual(overBudget(f, exact), []);
});
