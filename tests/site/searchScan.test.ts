/**
 * src/plugins/search/scanPages reads the built pages with htmlparser2 where the
 * search theme's own scanner uses parse5. Both must read the same documents
 * from every page the site indexes, or the index would silently differ from the
 * theme's; the pages indexed are those of the built all-sections index file.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import type {DocInfoWithFilePath} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos';
import type {ProcessedPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import {scanDocuments} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments';
import {ALL_SECTIONS_CONTEXT, SEARCH_IGNORED_SELECTORS, SECTION_CONTEXTS} from '../../src/config/search';
import {contextOfUrl, indexFileName} from '../../src/plugins/search/indexFiles';
import {scanPages} from '../../src/plugins/search/scanPages';
import {TITLES, type SearchIndexFile} from '../../src/plugins/search/searchDocuments';
import {BASE_URL, BUILD_DIR, readBuilt} from './support';

const indexed = (JSON.parse(readBuilt(indexFileName(ALL_SECTIONS_CONTEXT))) as SearchIndexFile)[TITLES].documents.map((d) => d.u);
const pages: DocInfoWithFilePath[] = indexed.map((url) => ({
  url,
  filePath: path.join(BUILD_DIR, url.slice(BASE_URL.length), 'index.html'),
  type: contextOfUrl(url, BASE_URL, SECTION_CONTEXTS) === '' ? 'page' : 'docs',
}));
const options = {ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS], forceIgnoreNoIndex: false} as unknown as ProcessedPluginOptions;

test(`search: the site's page scanner reads the same documents as the theme's from all ${pages.length} indexed pages`, async (t) => {
  assert.ok(pages.length > 100, `only ${pages.length} pages in the all-sections index`);
  let started = performance.now();
  const theirs = await scanDocuments(pages, options);
  const theirMs = performance.now() - started;
  started = performance.now();
  const ours = await scanPages(pages, options);
  const ourMs = performance.now() - started;
  t.diagnostic(`theme's scanner (parse5) ${Math.round(theirMs)} ms, ours (htmlparser2) ${Math.round(ourMs)} ms`);
  assert.equal(ours.length, theirs.length);
  for (let part = 0; part < theirs.length; part++) {
    assert.ok(theirs[part].length > 0 || part === 3, `part ${part} has documents`);
    assert.deepEqual(ours[part], theirs[part], `part ${part}`);
  }
  assert.equal(JSON.stringify(ours), JSON.stringify(theirs), 'identical down to key order');
});
