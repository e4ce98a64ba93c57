/**
 * The search index's build side: which built pages are indexed
 * (src/plugins/search/pagesToIndex), what is read from each page
 * (./pageText, ./scanPages), which section a URL is in (./indexFiles), and the
 * files written (./writeTermIndex). Pages are small HTML files in the shape
 * Docusaurus's classic theme writes them.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {load} from 'cheerio';
import {contextOfUrl} from '../../src/plugins/search/indexFiles';
import {condensedText, documentText, otherPageText} from '../../src/plugins/search/pageText';
import {pagesToIndex, type PageToIndex} from '../../src/plugins/search/pagesToIndex';
import {scanPages} from '../../src/plugins/search/scanPages';
import {CONTENT, DESCRIPTIONS, HEADINGS, KEYWORDS, TITLES, type SearchDocument} from '../../src/plugins/search/searchDocuments';
import {textChunkFile} from '../../src/plugins/search/termIndex';
import {contentFileName, writeTermIndex} from '../../src/plugins/search/writeTermIndex';

const BASE = '/base/';
const SECTIONS = ['adr', 'rfc'];

const tmp = mkdtempSync(path.join(tmpdir(), 'prism-search-build-'));
after(() => rmSync(tmp, {recursive: true, force: true}));

/** A built page: head, navbar, and a main wrapper holding an optional sidebar and the page's main. */
function page({
  head = '',
  navbar = '',
  sidebar = '',
  main = '',
}: {
  head?: string;
  navbar?: string;
  sidebar?: string;
  main?: string;
}): string {
  return `<!DOCTYPE html><html><head>${head}</head><body><nav class="navbar">${navbar}</nav><div class="main-wrapper">${sidebar}<main>${main}</main></div></body></html>`;
}

const heading = (tag: string, id: string, title: string, href = `#${id}`) =>
  `<${tag} class="anchor" id="${id}">${title}<a href="${href}" class="hash-link" aria-label="Direct link">#</a></${tag}>`;

test('condensed text: blocks set apart, inline elements and line breaks as in the page, white space collapsed, scripts and comments left out', () => {
  const $ = load('<div id="x">  <p>One <strong>bo</strong>ld<br>line</p><p>Two</p><!-- a note --><script>var hidden;</script>tail  </div>');
  assert.equal(condensedText($('#x').get(0)!, $), 'One bold line Two tail');
  assert.equal(condensedText($('#x p').get(), $), 'One bold line Two', 'a list of nodes reads as their text in turn');
  const $list = load('<ul id="l"><li>Rust</li><li>Go</li></ul><table id="t"><tr><th>Key</th><td>Value</td></tr></table>');
  assert.equal(condensedText($list('#l').get(0)!, $list), 'Rust Go');
  assert.equal(condensedText($list('#t').get(0)!, $list), 'Key Value');
});

const sidebar = (active: string) =>
  `<aside><nav class="menu"><ul class="menu__list"><li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="#"> ${active} </a></div><ul class="menu__list"><li class="menu__list-item"><a class="menu__link menu__link--active" href="/base/adr/adr-001/">ADR-001</a></li></ul></li></ul></nav></aside>`;

const adr = page({
  head: '<title>ADR-001: Rust for the proxy | Prism</title><meta name="description" content="Why the proxy is Rust."><meta name="keywords" content="rust,proxy,latency">',
  navbar:
    '<a class="navbar__item navbar__link" href="/base/rfc/">RFCs</a><a class="navbar__item navbar__link navbar__link--active" href="/base/adr/"> ADRs </a>',
  sidebar:
    sidebar('Foundations') +
    '<nav class="menu"><div class="menu__list-item-collapsible"><a class="menu__link--active">Not the sidebar</a></div></nav>',
  main: `<article><div class="markdown"><header><h1>ADR-001: Rust for the proxy</h1></header><p>The proxy is <em>fast</em>.</p>${heading('h2', 'context', ' Context ')}<p>Every request</p><h4>Detail</h4><p>still the context.</p>${heading('h3', 'options', 'Options', '/base/adr/adr-001/#options')}<ul><li>Rust</li><li>Go</li></ul></div></article>`,
});

test("a document: its title, description, keywords, breadcrumb (navbar section, then the sidebar's open categories), and a section per h1-h3", () => {
  assert.deepEqual(documentText(load(adr)), {
    pageTitle: 'ADR-001: Rust for the proxy',
    description: 'Why the proxy is Rust.',
    keywords: 'rust, proxy, latency',
    breadcrumb: ['ADRs', 'Foundations'],
    sections: [
      {title: 'ADR-001: Rust for the proxy', hash: '', content: 'The proxy is fast.'},
      {title: 'Context', hash: '#context', content: 'Every request Detail still the context.'},
      {title: 'Options', hash: '/base/adr/adr-001/#options', content: 'Rust Go'},
    ],
  });
});

test("a document without description, keywords, active navbar link or sidebar has empty ones; headings without an anchor have ''", () => {
  const text = documentText(load(page({main: '<article><h1>Bare</h1><p>Intro</p><h2>Plain</h2><p>Text</p></article>'})));
  assert.deepEqual(text, {
    pageTitle: 'Bare',
    description: '',
    keywords: '',
    breadcrumb: [],
    sections: [
      {title: 'Bare', hash: '', content: 'Intro'},
      {title: 'Plain', hash: '', content: 'Text'},
    ],
  });
});

test("a document's title section runs to the first heading, also when that heading sits deeper than the title's header", () => {
  const titleText = (main: string) => documentText(load(page({main: `<article>${main}</article>`}))).sections[0].content;
  assert.equal(titleText(`<header><h1>T</h1></header><p>Intro</p>${heading('h2', 'a', 'A')}<p>A text</p>`), 'Intro');
  assert.equal(
    titleText(`<header><h1>T</h1></header><p>Intro</p><div><p>More</p>${heading('h2', 'a', 'A')}<p>A text</p></div>`),
    'Intro More',
  );
  assert.equal(titleText('<header><h1>T</h1></header><div><p>Only</p></div><p>text</p>'), 'Only text', 'no heading: all that follows');
  assert.equal(titleText(`<h1>T</h1><p>Unwrapped</p>${heading('h2', 'a', 'A')}`), 'Unwrapped', 'a title outside a header');
  const sections = documentText(
    load(page({main: `<article><header><h1>T</h1></header><div><p>I</p>${heading('h2', 'a', 'A')}<p>A text</p></div></article>`})),
  ).sections;
  assert.deepEqual(
    sections.map((s) => [s.title, s.content]),
    [
      ['T', 'I'],
      ['A', 'A text'],
    ],
  );
});

test('another page: one section, its main; its title from the first h1, else the <title>; keywords as written; no breadcrumb', () => {
  const about = page({
    head: '<title>About | Prism</title><meta name="description" content="What Prism is."><meta name="keywords" content="prism,about">',
    navbar: '<a class="navbar__link navbar__link--active" href="/base/about/">About</a>',
    main: '<h1>About Prism<a aria-hidden="true" href="#about">#</a></h1><p>A data gateway.</p>',
  });
  assert.deepEqual(otherPageText(load(about)), {
    pageTitle: 'About Prism',
    description: 'What Prism is.',
    keywords: 'prism,about',
    sections: [{title: 'About Prism', hash: '', content: 'About Prism A data gateway.'}],
    breadcrumb: [],
  });
  const untitled = otherPageText(load('<html><head><title>Untitled | Prism</title></head><body><p>No main here</p></body></html>'));
  assert.deepEqual(untitled, {
    pageTitle: 'Untitled | Prism',
    description: '',
    keywords: '',
    sections: [{title: 'Untitled | Prism', hash: '', content: ''}],
    breadcrumb: [],
  });
});

/** Writes each page's HTML where the build would, and returns the pages to scan. */
function built(dir: string, pages: Array<{url: string; type: PageToIndex['type']; html: string}>): PageToIndex[] {
  return pages.map(({url, type, html}, n) => {
    const filePath = path.join(dir, `${n}.html`);
    writeFileSync(filePath, html);
    return {url, filePath, type};
  });
}

const scanned = built(mkdtempSync(path.join(tmp, 'pages-')), [
  {
    url: '/base/adr/x/',
    type: 'docs',
    html: page({
      head: '<meta name="description" content="About x.">',
      main:
        '<article><header><h1>Doc</h1></header>' +
        '<p>Intro &amp; more<br>lines</p><p><span class="badge">Version: 2.0</span><span class="badge">Draft</span></p><div class="theme-code-block"><pre>code</pre><button>Copy</button></div><div class="ignored">Ignored</div>' +
        `${heading('h2', 'a', 'Alpha')}<p>Alpha text</p>` +
        `${heading('h2', 'b', 'Beta', '/base/adr/x/#b')}<p>Beta text</p>` +
        `${heading('h2', 'c', 'Gamma', '/base/rfc/y/#c')}<p>On another page</p>` +
        `${heading('h2', 'd', 'Delta', '/base/adr/x/d#d')}<p>On a page below</p>` +
        `${heading('h2', 'e', 'Empty')}` +
        `${heading('h3', 'f', '')}<p>Untitled text</p>` +
        '</article>',
    }),
  },
  {
    url: '/base/adr/hidden/',
    type: 'docs',
    html: page({head: '<meta name="robots" content="noindex, nofollow">', main: '<article><h1>Hidden</h1><p>Secret</p></article>'}),
  },
  {
    url: '/base/about/',
    type: 'page',
    html: page({
      head: '<title>About</title><meta name="robots" content="index, follow"><meta name="keywords" content="x,y">',
      main: '<h1>About</h1><p><span class="badge">Version: page</span> text</p>',
    }),
  },
]);
const scanOptions = {ignoreCssSelectors: ['.ignored'], forceIgnoreNoIndex: false};

test("scanning: each page's title, description, keywords, headings and texts, ids counting from 1 in page order; noindex pages left out", async () => {
  const {parts} = await scanPages(scanned, scanOptions);
  const doc = {u: '/base/adr/x/', p: 1};
  const about = {u: '/base/about/', p: 10};
  const expected: SearchDocument[][] = [];
  expected[TITLES] = [
    {i: 1, t: 'Doc', u: doc.u, b: []},
    {i: 10, t: 'About', u: about.u, b: []},
  ];
  expected[HEADINGS] = [
    {i: 3, t: 'Alpha', h: '#a', ...doc},
    {i: 5, t: 'Beta', h: '#b', ...doc},
    {i: 7, t: 'Empty', h: '#e', ...doc},
    {i: 8, t: '', h: '#f', ...doc},
  ];
  expected[DESCRIPTIONS] = [{i: 1, t: 'About x.', s: 'Doc', ...doc}];
  expected[KEYWORDS] = [{i: 10, t: 'x,y', s: 'About', ...about}];
  expected[CONTENT] = [
    {i: 2, t: 'Intro & more lines Draft code', s: 'Doc', h: '', ...doc},
    {i: 4, t: 'Alpha text', s: 'Alpha', h: '#a', ...doc},
    {i: 6, t: 'Beta text', s: 'Beta', h: '#b', ...doc},
    {i: 9, t: 'Untitled text', s: 'Doc', h: '#f', ...doc},
    {i: 11, t: 'About Version: page text', s: 'About', h: '', ...about},
  ];
  assert.deepEqual(parts, expected);
});

test('scanning with forceIgnoreNoIndex reads noindex pages too; nothing is left out without ignore selectors but the copy button', async () => {
  const {parts} = await scanPages(scanned, {ignoreCssSelectors: [], forceIgnoreNoIndex: true});
  assert.deepEqual(
    parts[TITLES].map((title) => title.t),
    ['Doc', 'Hidden', 'About'],
  );
  assert.equal(parts[CONTENT][0].t, 'Intro & more lines Draft code Ignored');
  assert.equal(parts[CONTENT].find((entry) => entry.u === '/base/adr/hidden/')?.t, 'Secret');
});

test('scanning no pages gives the five parts, empty', async () => {
  assert.deepEqual(await scanPages([], scanOptions), {parts: [[], [], [], [], []], extras: new Map()});
});

const docs = (permalinks: string[]) => ({
  name: 'docusaurus-plugin-content-docs',
  content: {loadedVersions: [{docs: permalinks.map((permalink) => ({permalink}))}]},
});

test('pages to index: only docs plugins name documents; a docs plugin without content or versions names none', () => {
  const pages = pagesToIndex(
    {
      baseUrl: BASE,
      outDir: '/out',
      routesPaths: ['/base/adr/adr-001/', '/base/adr/tags/x/', '/base/rfc/rfc-001/'],
      plugins: [
        {name: 'docusaurus-plugin-content-pages', content: docs(['/base/adr/tags/x']).content},
        {name: 'docusaurus-plugin-content-docs', content: undefined},
        {name: 'docusaurus-plugin-content-docs', content: {}},
        docs(['/base/adr/adr-001']),
      ] as never,
    },
    SECTIONS,
  );
  assert.deepEqual(
    pages.map((p) => p.url),
    ['/base/adr/adr-001/'],
  );
});

test('a URL outside the base URL is in no section; a section path without its trailing slash is that section', () => {
  assert.equal(contextOfUrl('/else/adr/x/', BASE, SECTIONS), '', 'not read as if the base URL were there');
  assert.equal(contextOfUrl('/base/adr', BASE, SECTIONS), 'adr');
  assert.equal(contextOfUrl('/base/rfc/rfc-001/', BASE, SECTIONS), 'rfc');
});

const indexed: SearchDocument[][] = [
  [
    {i: 1, t: 'ADR-001: Rust for the proxy', u: '/base/adr/adr-001/', b: ['ADRs']},
    {i: 3, t: 'About', u: '/base/about/', b: []},
  ],
  [],
  [],
  [],
  [
    {
      i: 2,
      t: 'The proxy routes every request through a namespace.',
      u: '/base/adr/adr-001/',
      h: '',
      p: 1,
      s: 'ADR-001: Rust for the proxy',
    },
    {i: 4, t: 'A page outside every section.', u: '/base/about/', h: '', p: 3, s: 'About'},
  ],
];

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

test('the term index is written under search-index/ of the output folder: meta.json, and every shard and text chunk it names', async () => {
  const outDir = path.join(tmp, 'out', 'nested');
  const files = await writeTermIndex(outDir, indexed);
  const dir = path.join(outDir, 'search-index');
  assert.deepEqual(readJson(path.join(dir, 'meta.json')), files.meta);
  assert.ok(files.shards.length > 0 && files.textChunks.length > 0);
  files.shards.forEach((shard, s) => assert.deepEqual(readJson(path.join(dir, files.meta.shards[s].file)), shard));
  files.textChunks.forEach((chunk, n) => assert.deepEqual(readJson(path.join(dir, textChunkFile(files.meta, n))), chunk));
  assert.deepEqual(
    readdirSync(dir).sort(),
    ['meta.json', ...files.meta.shards.map((shard) => shard.file), ...files.textChunks.map((_, n) => textChunkFile(files.meta, n))].sort(),
  );
  assert.deepEqual(readdirSync(outDir), ['search-index'], 'nothing written outside search-index/');
  const again = await writeTermIndex(outDir, indexed);
  assert.deepEqual(again, files, 'a rebuild into the same folder writes the same index');
});

test("index files are named by their content: the same JSON the same name, other JSON another; a text chunk's name has {n} for its number", () => {
  const shard = contentFileName('shard', 3, '{"postings":[[0,1]]}');
  assert.match(shard, /^shard-3-[0-9a-f]{10}\.json$/);
  assert.equal(contentFileName('shard', 3, '{"postings":[[0,1]]}'), shard);
  assert.notEqual(contentFileName('shard', 3, '{"postings":[[0,2]]}'), shard);
  assert.match(contentFileName('shard', 0, '{}'), /^shard-0-[0-9a-f]{10}\.json$/, 'the first shard has its number too');
  const text = contentFileName('text', -1, '[1]');
  assert.match(text, /^text-[0-9a-f]{10}-\{n\}\.json$/);
});
