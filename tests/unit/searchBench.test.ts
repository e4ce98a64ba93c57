/**
 * bench/searchBench: the relevance set's scores kept apart for its first set
 * and the classes added later, and the page types a search may start from.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {scoreBySet, startPages} from '../../bench/searchBench';
import {loadRelevanceSet} from '../../bench/searchRelevance';

const set = [
  {query: 'kafka', answers: ['adr/adr-002/'], class: 'reader'},
  {query: 'claim check', answers: ['rfc/rfc-033/'], class: 'reader'},
  {query: 'kafak', answers: ['adr/adr-002/'], class: 'typo'},
  {query: 'adr 7', answers: ['adr/adr-007/'], class: 'record number'},
];

test('bench: hits and MRR of the first set and of the added classes, apart', () => {
  const ranks = [
    {query: 'kafka', rank: 1},
    {query: 'claim check', rank: 2},
    {query: 'kafak', rank: 9},
    {query: 'adr 7', rank: 1},
  ];
  assert.deepEqual(scoreBySet(set, ranks), {
    first: {hits: 2, queries: 2, mrr: 0.75},
    added: {hits: 1, queries: 2, mrr: 0.5},
  });
  assert.deepEqual(scoreBySet(set, [{query: 'kafak', rank: 0}]).added, {hits: 0, queries: 1, mrr: 0}, 'a miss counts nothing');
});

test('bench: a search starts from the page types named, or from all of the set, and an unknown one is refused', () => {
  const all = Object.keys(loadRelevanceSet().pages);
  assert.deepEqual(
    startPages().map(([name]) => name),
    all,
  );
  assert.deepEqual(startPages(['home']), [['home', loadRelevanceSet().pages.home]]);
  assert.throws(() => startPages(['home', 'nowhere']), /No page type nowhere/);
});
