/**
 * Search relevance: every query of tests/data/search-relevance.json, typed into
 * the navbar search box from three kinds of page (home, an ADR, an RFC), must
 * list one of the documents that answer it among the dropdown's results, and
 * the mean reciprocal rank of the first answer must stay above a floor. The
 * navbar search covers every section's full text from every page, so an answer
 * in another section than the reader's counts like one in their own.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  builtDocumentTitles,
  builtTitle,
  documentsShown,
  LIMIT,
  loadRelevanceSet,
  rankOf,
  score,
  typeSearch,
  type TypedSearch,
} from '../../bench/searchRelevance';
import {BUILD_DIR, open, useSite} from './support';

const site = useSite();
const set = loadRelevanceSet();
/** The floor on mean reciprocal rank, from every page type (measured 0.95-0.96 when set). */
const MRR_FLOOR = 0.9;

const known = builtDocumentTitles(BUILD_DIR);
const answerTitles = new Map(set.queries.map(({query, answers}) => [query, answers.map((answer) => builtTitle(BUILD_DIR, answer))]));

test("search relevance set: at least 40 queries, answers in all six sections, some answered only outside a page type's section", () => {
  assert.ok(set.queries.length >= 40, `${set.queries.length} queries`);
  const sections = new Set(set.queries.flatMap((q) => q.answers.map((a) => a.split('/')[0])));
  assert.deepEqual([...sections].sort(), ['adr', 'docs', 'memos', 'netflix', 'prds', 'rfc']);
  for (const start of Object.values(set.pages)) {
    const section = start.split('/')[0];
    if (section)
      assert.ok(
        set.queries.some((q) => q.answers.every((a) => !a.startsWith(`${section}/`))),
        `queries answered outside ${section}`,
      );
  }
});

for (const [pageType, start] of Object.entries(set.pages)) {
  test(`search relevance from the ${pageType} page: every query finds an answer among the first ${LIMIT}, MRR >= ${MRR_FLOOR}`, async (t) => {
    const {page} = await site.newPage(t);
    await open(page, site.at(start));
    const ranks: Array<{query: string; rank: number}> = [];
    const timings: TypedSearch[] = [];
    for (const {query} of set.queries) {
      const typed = await typeSearch(page, query);
      timings.push(typed);
      ranks.push({query, rank: rankOf(documentsShown(typed.options, known), answerTitles.get(query)!)});
    }
    const result = score(ranks, timings);
    t.diagnostic(
      `hit@${LIMIT} ${result.hits}/${result.queries}, MRR ${result.mrr}, median ms to first results ${result.medianMsToFirstResults} (${result.medianMsAfterLastKey} after the last key)`,
    );
    assert.deepEqual(result.misses, [], `queries with no answer among the first ${LIMIT}`);
    assert.ok(result.mrr >= MRR_FLOOR, `MRR ${result.mrr} < ${MRR_FLOOR}: ${JSON.stringify(ranks.filter((r) => r.rank !== 1))}`);
  });
}
