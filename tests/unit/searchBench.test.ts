/**
 * bench/searchBench: the relevance set's scores kept apart for its first set
 * and the classes added later, the page types a search may start from, and
 * the stock plugin's copy of the site, which must search with the plugin's
 * own box and page.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {OWN_SEARCH_COMPONENTS, scoreBySet, startPages, useStockSearch} from '../../bench/searchBench';
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

test("bench: the stock plugin's copy uses the plugin, and its own box and results page, not the site's", (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stock-copy-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  writeFileSync(path.join(dir, 'docusaurus.config.ts'), 'themes: [[searchTheme, searchOptions]],');
  for (const component of OWN_SEARCH_COMPONENTS) mkdirSync(path.join(dir, component), {recursive: true});
  useStockSearch(dir);
  assert.match(
    readFileSync(path.join(dir, 'docusaurus.config.ts'), 'utf8'),
    /\['@easyops-cn\/docusaurus-search-local', \{\.\.\.searchOptions, hashed: true/,
  );
  for (const component of OWN_SEARCH_COMPONENTS) assert.equal(existsSync(path.join(dir, component)), false, `${component} removed`);
  writeFileSync(path.join(dir, 'docusaurus.config.ts'), 'themes: [[searchTheme, searchOptions]],');
  assert.throws(() => useStockSearch(dir), /not found/, 'a copy without the components is refused, not measured as the site');
  assert.ok(
    OWN_SEARCH_COMPONENTS.every((component) => existsSync(path.join(__dirname, '..', '..', component))),
    'the components are where the bench looks',
  );
});
