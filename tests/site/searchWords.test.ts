/**
 * Every word the search's synonyms and abbreviations (src/plugins/search/searchWords.json)
 * lead to occurs in the built index: an entry whose target the corpus lacks would
 * find nothing, and a reader would take the abbreviation for unknown.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {INDEX_DIR, META_FILE} from '../../src/plugins/search/indexFiles';
import {QueryReader} from '../../src/plugins/search/queryWords';
import type {TermIndexMeta} from '../../src/plugins/search/termIndex';
import {readBuilt} from './support';

const meta = JSON.parse(readBuilt(`${INDEX_DIR}/${META_FILE}`)) as TermIndexMeta;
const terms = new Set(meta.terms);

test("search words: every synonym's target word occurs in the index", () => {
  const reader = new QueryReader();
  assert.ok(reader.targetWords().length >= 20, `${reader.targetWords().length} target words`);
  assert.deepEqual(reader.targetsMissingFrom(terms), []);
});

test('search words: the check finds a target the corpus lacks (it can fail)', () => {
  const reader = new QueryReader({synonyms: {k8s: ['kubernetes'], zz: ['zzqxjvw multi-tenancy']}, ignoredWords: []});
  assert.deepEqual(reader.targetsMissingFrom(terms), ['zzqxjvw']);
});
