/**
 * src/plugins/search/scanPages reads the built pages with its own page readers
 * (./pageText, derived from the search theme's) and htmlparser2, where the
 * theme's own scanner uses parse5. Both must read the same documents from every
 * page the site indexes, or the index would silently differ from the theme's;
 * the pages indexed are those of the built term index.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {scanDocuments} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments';
import {SEARCH_IGNORED_SELECTORS} from '../../src/config/search';
import {SECTIONS} from '../../src/config/sections';
import {contextOfUrl, INDEX_DIR, META_FILE} from '../../src/plugins/search/indexFiles';
import type {PageToIndex} from '../../src/plugins/search/pagesToIndex';
import {scanPages} from '../../src/plugins/search/scanPages';
import type {TermIndexMeta} from '../../src/plugins/search/termIndex';
import {BASE_URL, BUILD_DIR, readBuilt} from './support';

const meta = JSON.parse(readBuilt(`${INDEX_DIR}/${META_FILE}`)) as TermIndexMeta;
const sectionPaths = SECTIONS.map((s) => s.path);
const pages: PageToIndex[] = meta.pages.map(({u: url}) => ({
  url,
  filePath: path.join(BUILD_DIR, url.slice(BASE_URL.length), 'index.html'),
  type: contextOfUrl(url, BASE_URL, sectionPaths) === '' ? 'page' : 'docs',
}));
const options = {ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS], forceIgnoreNoIndex: false};

test(`search: the site's page scanner reads the same documents as the theme's from all ${pages.length} indexed pages`, async (t) => {
  assert.ok(pages.length > 100, `only ${pages.length} pages in the term index`);
  let started = performance.now();
  const theirs = await scanDocuments(pages, options);
  const theirMs = performance.now() - started;
  started = performance.now();
  const {parts: ours} = await scanPages(pages, options);
  const ourMs = performance.now() - started;
  t.diagnostic(`theme's scanner (parse5) ${Math.round(theirMs)} ms, ours (htmlparser2) ${Math.round(ourMs)} ms`);
  assert.equal(ours.length, theirs.length);
  for (let part = 0; part < theirs.length; part++) {
    assert.ok(theirs[part].length > 0 || part === 3, `part ${part} has documents`);
    assert.deepEqual(ours[part], theirs[part], `part ${part}`);
  }
  assert.equal(JSON.stringify(ours), JSON.stringify(theirs), 'identical down to key order');
});
