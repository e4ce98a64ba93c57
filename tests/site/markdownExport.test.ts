/** The design record for machines, checked on the build: each document's .md file, llms.txt and llms-full.txt. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {load} from 'cheerio';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {RELATIONS_CLASS} from '../../src/config/search';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {drawingKey} from '../../src/diagrams/key';
import {LLMS_FILE, LLMS_FULL_FILE} from '../../src/plugins/design-record/markdown';
import {METADATA_LABELS, relationLabel} from '../../src/plugins/design-record/markdown/document';
import {SECTIONS} from '../../src/config/sections';
import {BASE_URL, BUILD_DIR, ROOT, builtPages, elements, headOf, htmlFileForRoute, readBuilt, SITE} from './support';

interface PublishedEntry {
  id: string;
  section: string;
  reference?: string;
  title: string;
  kind: string;
  status?: string;
  date?: string;
  tags: string[];
  supersedes?: string;
  supersededBy?: string;
  url: string;
  referencedBy: string[];
  /** Typed relations by name, where the record has them. */
  relations?: Record<string, string[]>;
}

const {documents} = JSON.parse(readBuilt('documents.json')) as {documents: PublishedEntry[]};
const byId = new Map(documents.map((doc) => [doc.id, doc]));
const SITE_ROOT = `${SITE.url}${BASE_URL}`;
/** The built page of a document. */
const pageOf = (doc: PublishedEntry) => readFileSync(htmlFileForRoute(`/${doc.url.slice(SITE_ROOT.length)}`)!, 'utf8');
const mdUrl = (doc: PublishedEntry) => `${doc.url.replace(/\/$/, '')}.md`;
const mdFile = (url: string) => path.join(BUILD_DIR, decodeURIComponent(url.slice(SITE_ROOT.length)));
const markdownOf = (doc: PublishedEntry) => readFileSync(mdFile(mdUrl(doc)), 'utf8');
const parse = (markdown: string) => fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});

function nodesOf(tree: Nodes, type: string): Nodes[] {
  return [...(tree.type === type ? [tree] : []), ...('children' in tree ? tree.children.flatMap((child) => nodesOf(child, type)) : [])];
}

/** Lines outside code fences that carry an import, an export, JSX or an HTML tag (inline code spans aside). */
function leakingLines(markdown: string): string[] {
  let fence: string | undefined;
  const leaks: string[] = [];
  for (const [index, line] of markdown.split('\n').entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    if (/^\s*(import|export)\s/.test(prose) || /<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/.test(prose) || /\{\s*\/\*/.test(prose)) {
      leaks.push(`${index + 1}: ${line}`);
    }
  }
  return leaks;
}

/** Where a link of the Markdown leads in the build, or why it does not. */
function unresolved(url: string): string | undefined {
  if (!/^[a-z][a-z\d+.-]*:/i.test(url)) return 'not absolute';
  if (!url.startsWith(SITE_ROOT)) return undefined;
  const target = url.replace(/[?#].*$/, '');
  const route = `/${decodeURIComponent(target.slice(SITE_ROOT.length))}`;
  const found = path.posix.extname(route) ? existsSync(path.join(BUILD_DIR, route)) : htmlFileForRoute(route) !== undefined;
  return found ? undefined : 'not in the build';
}

test('the checks below can fail: a leaking line and a broken or relative link are caught', () => {
  assert.deepEqual(leakingLines('Text.\n\n<Callout>x</Callout>\n\n```tsx\n<Fine />\n```\n\n`<ok>` and x < y\nimport A from "a";\n'), [
    '3: <Callout>x</Callout>',
    '10: import A from "a";',
  ]);
  assert.equal(leakingLines('Text <span class="x">y</span>')[0], '1: Text <span class="x">y</span>');
  assert.equal(unresolved('/adr/adr-001'), 'not absolute');
  assert.equal(unresolved(`${SITE_ROOT}adr/adr-999.md`), 'not in the build');
  assert.equal(unresolved(`${SITE_ROOT}adr/adr-001.md#context`), undefined);
});

test("every document has its Markdown at its page's URL plus .md, with its heading and the metadata documents.json gives", () => {
  assert.ok(documents.length > 100, `${documents.length} documents`);
  for (const doc of documents) {
    const file = mdFile(mdUrl(doc));
    assert.ok(existsSync(file), `${doc.id}: ${file}`);
    const [heading, blank, ...rest] = markdownOf(doc).split('\n');
    assert.equal(heading, `# ${doc.reference ? `${doc.reference}: ` : ''}${doc.title}`.replace(/\*/g, '\\*'), doc.id);
    assert.equal(blank, '');
    const block = rest.slice(0, rest.indexOf(''));
    const rows = new Map(block.map((line) => /^- ([^:]+): (.*)$/.exec(line)!).map(([, label, value]) => [label, value]));
    const link = (id: string) => `[${byId.get(id)!.reference}: ${byId.get(id)!.title}](${mdUrl(byId.get(id)!)})`;
    const expected: Record<keyof typeof METADATA_LABELS, string | undefined> = {
      kind: doc.kind,
      status: doc.status,
      date: doc.date,
      tags: doc.tags.length ? doc.tags.join(', ') : undefined,
      supersedes: doc.supersedes && link(doc.supersedes),
      supersededBy: doc.supersededBy && link(doc.supersededBy),
      url: `<${doc.url}>`,
    };
    for (const [field, label] of Object.entries(METADATA_LABELS)) {
      assert.equal(rows.get(label), expected[field as keyof typeof METADATA_LABELS], `${doc.id}: ${label}`);
    }
    for (const [name, ids] of Object.entries(doc.relations ?? {})) {
      const label = relationLabel(name);
      if (label === METADATA_LABELS.supersedes || label === METADATA_LABELS.supersededBy) continue;
      assert.equal(rows.get(label), ids.map(link).join(', '), `${doc.id}: ${label}`);
    }
  }
});

test('no line outside code fences holds JSX, an import or an HTML tag', () => {
  const leaks = documents.flatMap((doc) => leakingLines(markdownOf(doc)).map((line) => `${doc.id}:${line}`));
  assert.deepEqual(leaks, []);
});

test('every link and image is absolute, and each into the site resolves in the build (other documents by their .md file)', () => {
  const problems: string[] = [];
  let toMarkdown = 0;
  for (const doc of documents) {
    const tree = parse(markdownOf(doc));
    for (const node of [...nodesOf(tree, 'link'), ...nodesOf(tree, 'image'), ...nodesOf(tree, 'definition')]) {
      const url = (node as {url: string}).url;
      const problem = unresolved(url);
      if (problem) problems.push(`${doc.id}: ${url} ${problem}`);
      if (/\.md(#|$)/.test(url)) toMarkdown += 1;
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} links`);
  assert.ok(toMarkdown > 2000, `cross-references lead to .md files: ${toMarkdown}`);
});

test('every diagram of a page is in its Markdown as a Mermaid block, with a caption linking its drawing', () => {
  let diagrams = 0;
  for (const doc of documents) {
    const $ = load(pageOf(doc));
    const onPage = $('figure[data-drawing]')
      .map((_, figure) => $(figure).attr('data-drawing'))
      .get()
      .sort();
    const markdown = markdownOf(doc);
    const blocks = nodesOf(parse(markdown), 'code').filter((code) => (code as {lang?: string}).lang === 'mermaid');
    assert.deepEqual(blocks.map((code) => drawingKey((code as {value: string}).value)).sort(), onPage, doc.id);
    for (const key of onPage)
      assert.ok(markdown.includes(`([drawing](${SITE_ROOT}assets/diagrams/${key}.svg))`), `${doc.id}: caption of ${key}`);
    diagrams += onPage.length;
  }
  assert.ok(diagrams > 50, `${diagrams} diagrams`);
});

const plain = (text: string) => text.replace(/[\u00a0\s]+/g, ' ').trim();

test("each document's Markdown holds every paragraph of its page's article", () => {
  const missing: string[] = [];
  let compared = 0;
  for (const doc of documents) {
    const $ = load(pageOf(doc));
    const tree = parse(markdownOf(doc));
    const text = plain(
      ['paragraph', 'heading', 'tableCell'].flatMap((type) => nodesOf(tree, type).map((node) => toString(node))).join(' '),
    );
    // The notice of later amendments is the record's, not the document's text: the Markdown carries it as metadata (relations).
    const paragraphs = $('.theme-doc-markdown p').filter((_, p) => $(p).closest(`figure, .${RELATIONS_CLASS}`).length === 0);
    assert.ok(paragraphs.length > 0, `${doc.id}: paragraphs on the page`);
    paragraphs.each((_, p) => {
      const paragraph = plain($(p).text());
      compared += 1;
      if (paragraph && !text.includes(paragraph)) missing.push(`${doc.id}: ${paragraph.slice(0, 100)}`);
    });
  }
  assert.deepEqual(missing.slice(0, 10), [], `${missing.length} paragraphs missing`);
  assert.ok(compared > 2000, `${compared} paragraphs compared`);
});

test('llms.txt lists every document once, by its .md file, under its own section, in section order', () => {
  const text = readBuilt(LLMS_FILE);
  assert.match(text, /^# Prism design record\n\n> Prism is a data access gateway/);
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.deepEqual(
    headings,
    SECTIONS.map((s) => s.label),
  );
  let section = '';
  const listed: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = SECTIONS.find((s) => s.label === line.slice(3))!.id;
    const url = /^- \[.+\]\((https:[^)]+)\): /.exec(line)?.[1];
    if (!url) continue;
    const doc = documents.find((d) => mdUrl(d) === url);
    assert.ok(doc, `${url} is a document's Markdown`);
    assert.equal(doc.section, section, `${doc.id} under its section`);
    if (doc.status) assert.ok(line.includes(`): ${doc.status}. `), `${doc.id}: status in ${line}`);
    listed.push(doc.id);
  }
  assert.deepEqual(
    listed,
    documents.map((d) => d.id),
    'each document exactly once, in record order',
  );
});

test('llms-full.txt holds every Markdown file, in record order', () => {
  const full = readBuilt(LLMS_FULL_FILE);
  let from = 0;
  for (const doc of documents) {
    const at = full.indexOf(markdownOf(doc), from);
    assert.ok(at >= from, `${doc.id} in llms-full.txt after the one before it`);
    from = at + 1;
  }
});

test('every page advertises llms.txt and llms-full.txt in its head; each document page its own Markdown', () => {
  const problems: string[] = [];
  const documentPages = new Set(documents.map((doc) => doc.url.slice(SITE.url.length)));
  for (const [route, file] of builtPages()) {
    const links = elements(headOf(readFileSync(file, 'utf8')), 'link').filter((link) => link.rel === 'alternate');
    for (const name of [LLMS_FILE, LLMS_FULL_FILE]) {
      if (!links.some((link) => link.href === `${BASE_URL}${name}` && link.type === 'text/plain')) problems.push(`${route}: no ${name}`);
    }
    const page = `${BASE_URL.replace(/\/$/, '')}${route}`;
    const markdown = links.filter((link) => link.type === 'text/markdown').map((link) => link.href);
    const expected = documentPages.has(page) ? [`${page.replace(/\/$/, '')}.md`] : [];
    if (markdown.join() !== expected.join()) problems.push(`${route}: Markdown ${markdown.join()} instead of ${expected.join()}`);
  }
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} pages`);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

test('`npm run serve` serves llms.txt and llms-full.txt as text, and a document as Markdown', {timeout: 120_000}, async () => {
  const port = await freePort();
  const serve = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
      '--dir',
      BUILD_DIR,
    ],
    {cwd: ROOT, stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    const get = async (file: string) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetch(`${origin}${BASE_URL}${file}`);
        } catch (error) {
          if (attempt > 300) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    };
    for (const file of [LLMS_FILE, LLMS_FULL_FILE, mdUrl(documents[0]).slice(SITE_ROOT.length)]) {
      const response = await get(file);
      assert.equal(response.status, 200, file);
      assert.match(response.headers.get('content-type') ?? '', file.endsWith('.md') ? /^text\/markdown/ : /^text\/plain/, file);
      assert.equal(await response.text(), readBuilt(file), file);
    }
  } finally {
    serve.kill();
  }
});
