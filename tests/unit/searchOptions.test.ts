/**
 * The search options (src/config/search.ts): what they leave out of the index
 * (read through the site's page scanner), the sections they index and offer as
 * results-page contexts, and the search box docs/intro.md describes to readers.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {navbarItems} from '../../src/config/navigation';
import {
  BACKLINKS_CLASS,
  DIAGRAM_DRAWING_CLASS,
  DOC_HEADER_CLASS,
  FUZZY_MATCHING_DISTANCE,
  SEARCH_IGNORED_SELECTORS,
  SECTION_SEARCH_CONTEXTS,
  searchOptions,
} from '../../src/config/search';
import {SECTIONS} from '../../src/config/sections';
import {pagesToIndex} from '../../src/plugins/search/pagesToIndex';
import {scanPages} from '../../src/plugins/search/scanPages';
import {CONTENT} from '../../src/plugins/search/searchDocuments';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = mkdtempSync(path.join(tmpdir(), 'prism-search-options-'));
after(() => rmSync(OUT, {recursive: true, force: true}));

/** A built document page as Docusaurus writes it, with everything the index should skip. */
const PAGE = `<!doctype html><html><head><title>ADR-001</title></head><body><div class="main-wrapper"><article>
<h1>ADR-001: Rust for the proxy</h1>
<dl class="${DOC_HEADER_CLASS} header_x"><dt>Status</dt><dd>headerword</dd></dl>
<p>The proxy is written in proseword.</p>
<div class="theme-code-block"><div class="codeBlockTitle">blocktitleword</div><pre><code>fn codeword() {}</code></pre></div>
<pre>rawpreword</pre>
<figure><div class="${DIAGRAM_DRAWING_CLASS} drawing_x"><svg><text>drawingword</text></svg></div><figcaption>captionword</figcaption></figure>
<section class="${BACKLINKS_CLASS} backlinks_x"><h2>Referenced by</h2><ul><li>backlinkword</li></ul></section>
</article></div></body></html>`;

test('search options: code blocks, the document header, "Referenced by" and diagram drawings are left out of the index; prose and captions stay', async () => {
  const file = path.join(OUT, 'adr-001.html');
  writeFileSync(file, PAGE);
  const options = {ignoreCssSelectors: searchOptions.ignoreCssSelectors, forceIgnoreNoIndex: false};
  const text = (await scanPages([{url: '/adr/adr-001/', filePath: file, type: 'docs'}], options)).parts[CONTENT].map((d) => d.t).join(' ');
  assert.match(text, /proseword/);
  assert.match(text, /captionword/);
  for (const word of ['headerword', 'codeword', 'blocktitleword', 'rawpreword', 'drawingword', 'backlinkword']) {
    assert.doesNotMatch(text, new RegExp(word), `${word} is not indexed`);
  }
  assert.deepEqual(searchOptions.ignoreCssSelectors, SEARCH_IGNORED_SELECTORS);
});

test("search options: the class names the index skips are distinct, and each is the site's own", () => {
  const classes = [DOC_HEADER_CLASS, BACKLINKS_CLASS, DIAGRAM_DRAWING_CLASS];
  assert.equal(new Set(classes).size, classes.length);
  for (const name of classes) assert.match(name, /^prism-[a-z-]+$/);
});

test("search options: every section's folder and route are indexed, each section's documents as documents", () => {
  assert.deepEqual(
    searchOptions.docsRouteBasePath,
    SECTIONS.map((s) => s.path),
  );
  assert.deepEqual(searchOptions.docsDir, searchOptions.docsRouteBasePath);
  for (const dir of searchOptions.docsDir) assert.ok(existsSync(path.join(ROOT, dir)), dir);
  const routesPaths = ['/', ...SECTIONS.map((s) => `/${s.path}/x/`), '/about/'];
  const docs = {
    name: 'docusaurus-plugin-content-docs',
    content: {loadedVersions: [{docs: SECTIONS.map((s) => ({permalink: `/${s.path}/x`}))}]},
  };
  const pages = pagesToIndex({routesPaths, outDir: OUT, baseUrl: '/', plugins: [docs] as never}, searchOptions.docsRouteBasePath);
  assert.deepEqual(
    pages.map((page) => [page.url, page.type]),
    [['/about/', 'page'], ...SECTIONS.map((s) => [`/${s.path}/x/`, 'docs'])].sort(),
  );
  // What the options say is indexed is what the site's own indexer (src/plugins/search) picks.
  assert.equal(
    searchOptions.indexDocs,
    pages.some((page) => page.type === 'docs'),
  );
  assert.equal(
    searchOptions.indexPages,
    pages.some((page) => page.type === 'page'),
  );
  assert.equal(searchOptions.indexBlog, existsSync(path.join(ROOT, 'blog')), 'the site has no blog');
});

test('search options: the results page offers one context per section, by its label; the search box always searches everything', () => {
  assert.deepEqual(searchOptions.searchContextByPaths, SECTION_SEARCH_CONTEXTS);
  assert.deepEqual(
    SECTION_SEARCH_CONTEXTS.map((context) => context.label),
    SECTIONS.map((s) => s.label),
  );
  assert.equal(searchOptions.useAllContextsWithNoSearchContext, true, 'a page in no context (every page) searches every section');
});

test('search options: the search box docs/intro.md describes: Ctrl K or ⌘ K, whole words one edit away, results naming their section, terms marked', () => {
  const intro = readFileSync(path.join(ROOT, 'docs/intro.md'), 'utf8');
  const [, key] = /press Ctrl (\w) \(⌘ \1 on a Mac\)/.exec(intro) ?? [];
  assert.ok(key, 'docs/intro.md names the shortcut');
  // The theme's keymap: `mod` is Ctrl, or ⌘ on a Mac.
  assert.equal(searchOptions.searchBarShortcutKeymap, `mod+${key.toLowerCase()}`);
  assert.equal(searchOptions.searchBarShortcut && searchOptions.searchBarShortcutHint, true, 'the shortcut works and the box shows it');
  assert.match(intro, /each result names its section/);
  assert.equal(searchOptions.explicitSearchResultPath, true, "a result shows its page's path, which starts with its section");
  assert.equal(searchOptions.highlightSearchTermsOnTargetPage, true, 'a result opens with the words marked (src/plugins/search/lazyMark)');
  assert.equal(searchOptions.fuzzyMatchingDistance, FUZZY_MATCHING_DISTANCE, 'the worker and the theme agree');
});

test("search options: the search box sits where the navbar puts it, and the index is in the site's languages", () => {
  const item = navbarItems('owner/name').find((i) => 'type' in i && i.type === 'search');
  assert.equal(searchOptions.searchBarPosition, item?.position);
  assert.deepEqual(searchOptions.language, readdirSync(path.join(ROOT, 'i18n')).sort());
});
