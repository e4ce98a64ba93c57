import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ALL_SECTIONS_CONTEXT, SEARCH_CONTEXTS, SECTION_CONTEXTS} from '../../src/config/search';
import {contextOfUrl, indexFileName} from '../../src/plugins/search/indexFiles';
import {CONTENT, SEARCH_PARTS, TITLES} from '../../src/plugins/search/searchDocuments';
import {BASE_URL, BUILD_DIR, loadRoutes, readBuilt, SITE} from './support';

test('the search index is built and fetched with a content hash', () => {
  const index = JSON.parse(readBuilt('search-index.json')) as Array<{documents: Array<{u: string}>}>;
  const urls = new Set(index.flatMap((part) => part.documents.map((d) => d.u)));
  for (const url of ['adr/adr-001/', 'docs/intro/', 'prds/prd-001/'].map((r) => `${BASE_URL}${r}`)) {
    assert.ok(urls.has(url), `search index lacks ${url}`);
  }
  const scripts = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).map((f) => readFileSync(path.join(BUILD_DIR, 'assets', 'js', f), 'utf8'));
  assert.ok(
    scripts.some((source) => /search-index\{dir\}\.json\?_=[0-9a-f]{8}/.test(source)),
    'the client requests the index with a ?_=<hash> suffix, so a new index is never served stale from cache',
  );
});

test('search index files: documents only; each section its own full text, every title findable outside sections', () => {
  type Part = {documents: Array<{u: string; t: string}>; index?: unknown};
  const read = (context: string): Part[] => JSON.parse(readBuilt(indexFileName(context))) as Part[];
  const all = read(ALL_SECTIONS_CONTEXT);
  const outside = read('');
  assert.equal(all.length, SEARCH_PARTS.length);
  for (const context of ['', ...SEARCH_CONTEXTS]) {
    for (const part of read(context)) assert.deepEqual(Object.keys(part), ['documents'], `${indexFileName(context)}: no serialised lunr index`);
  }
  const urls = (parts: Part[], part: number) => parts[part].documents.map((d) => d.u);
  assert.deepEqual(urls(outside, TITLES), urls(all, TITLES), 'every page is findable by title outside the sections');
  assert.deepEqual(urls(outside, CONTENT).filter((u) => contextOfUrl(u, BASE_URL, SECTION_CONTEXTS) !== ''), [], 'no section full text outside sections');
  const sectionContent = SECTION_CONTEXTS.flatMap((context) => {
    const own = urls(read(context), CONTENT);
    assert.ok(own.length > 0, `${context} has full text`);
    assert.deepEqual(own.filter((u) => contextOfUrl(u, BASE_URL, SECTION_CONTEXTS) !== context), [], `${context} holds only its own pages`);
    return own;
  });
  assert.deepEqual([...sectionContent, ...urls(outside, CONTENT)].sort(), urls(all, CONTENT).sort(), 'the sections and the rest add up to the full text');
  const scripts = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).map((f) => readFileSync(path.join(BUILD_DIR, 'assets', 'js', f), 'utf8'));
  assert.ok(!scripts.some((source) => source.includes('Unexpected version url')), "the theme's own worker (which loads serialised indexes) is not bundled");
});

test('the 404 page exists and says so', () => {
  const html = readBuilt('404.html');
  assert.match(html, /Page Not Found/);
});

test('the sitemap lists every route with its absolute URL and no 404', () => {
  const xml = readBuilt('sitemap.xml');
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const expected = loadRoutes().filter((r) => r !== '/404' && existsSync(path.join(BUILD_DIR, r, 'index.html')));
  const missing = expected.filter((route) => !locs.has(`${SITE.url}${BASE_URL.replace(/\/$/, '')}${route}`));
  assert.deepEqual(missing, []);
  assert.ok(![...locs].some((loc) => loc.includes('404')));
});

test('GitHub Pages gets .nojekyll so folders starting with _ are served', () => {
  assert.ok(existsSync(path.join(BUILD_DIR, '.nojekyll')));
});

test('generated headers and "Referenced by" lists stay out of the search index', () => {
  const index = JSON.parse(readBuilt('search-index-all.json')) as Array<{documents: Array<{t: string}>}>;
  const titles = index.flatMap((part) => part.documents.map((d) => d.t));
  assert.ok(titles.length > 1000, `the index has ${titles.length} entries`);
  assert.deepEqual(titles.filter((t) => t === 'Referenced by'), []);
  const text = JSON.stringify(index);
  assert.doesNotMatch(text, /Deciders (Core|Proxy|Platform|Security|SDK|Developer Experience|Data) Team/);
});
