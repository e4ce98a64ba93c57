/**
 * The remark plugins that stop the build (and `npm start`) at an authoring
 * mistake with `file:line`: each on Markdown parsed as Docusaurus parses a `.md`
 * file. The negative build fixtures (tests/fixtures/build-failures.test.ts)
 * prove the same through the real build.
 */
import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import fs, {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import closedHtml from '../../src/remark/closedHtml';
import documentLinks from '../../src/remark/documentLinks';
import sharedFacts from '../../src/remark/sharedFacts';
import {contradictedFactProblem} from '../../src/authoring/problems';
import {sharedFacts as factsOfRecord} from '../../src/authoring/sharedFacts';

const ROOT = path.resolve(__dirname, '..', '..');
const FILE = path.join(ROOT, 'adr', 'adr-001-example.md');

type Plugin = () => (tree: never, file: {path: string}) => void;

function mistake(plugin: Plugin, markdown: string | object, file = FILE): string | undefined {
  try {
    plugin()((typeof markdown === 'string' ? fromMarkdown(markdown) : markdown) as never, {path: file});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the sharedFacts plugin throws for a Markdown source, as the build hands it over (the whole file, front matter first). */
function factMistake(source: string): string | undefined {
  try {
    sharedFacts()(undefined, {path: FILE, value: source});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const throughput = () => factsOfRecord().find((f) => f.id === 'proxy-throughput')!;

test('sharedFacts: each statement of a shared fact with another value is reported on its line of the file, front matter counted', () => {
  const source =
    '---\ntitle: Load\n---\n\nEach proxy serves 50,000 requests per second on 4 vCPUs.\n\nIt holds 80k rps per proxy instance.\n';
  const expected = [
    `adr/adr-001-example.md:5: ${contradictedFactProblem('50000', throughput())}`,
    `adr/adr-001-example.md:7: ${contradictedFactProblem('80k', throughput())}`,
  ].join('\n');
  assert.equal(factMistake(source), expected);
  assert.equal(factMistake(source), expected, 'the same text compiled again (the server build) is refused again');
  assert.equal(factMistake(source.replace('50,000', '100,000')), expected.split('\n')[1], 'the file changed: read again');
});

test("sharedFacts: the record's value, a load the proxy was driven at, and a wrong value in a code block pass", () => {
  const source =
    '---\ntitle: Load\n---\n\nEach proxy serves 100,000 requests per second on 4 vCPUs.\n\nThe soak test drove each proxy at 20,000 requests per second on 4 vCPUs.\n\n```text\n50,000 requests per second per proxy\n```\n';
  assert.equal(factMistake(source), undefined);
  assert.equal(factMistake(''), undefined, 'a file with nothing in it');
});

test('closedHtml: an unclosed <div> is reported on the line it opens', () => {
  assert.equal(
    mistake(closedHtml, 'Intro.\n\n<div class="note">\n\nThe rest of the article.\n\n## Next\n'),
    'adr/adr-001-example.md:3: <div> is never closed; add </div> where it should end (an open tag swallows the rest of the page)',
  );
});

test('closedHtml: an inline tag closed out of order leaves the inner one open', () => {
  assert.match(mistake(closedHtml, 'Text <b><i>both</b> and on.\n') ?? '', /^adr\/adr-001-example\.md:1: <i> is never closed/);
});

test('closedHtml: closed blocks, void elements, self-closing tags and inline tags pass', () => {
  const fine =
    '<div class="note">\n\nInside.\n\n</div>\n\nA <kbd>Ctrl</kbd> key, a break<br> and <img src="x.png" alt="x"/>.\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n';
  assert.equal(mistake(closedHtml, fine), undefined);
});

test('closedHtml: every void element of HTML needs no end tag, written with or without a slash', () => {
  const voids = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];
  for (const name of voids) {
    assert.equal(mistake(closedHtml, `<span>a <${name}> b <${name}/> c</span>\n`), undefined, `<${name}>`);
  }
});

test('closedHtml: tags are read as HTML reads them: any case, and <div/> opens a div', () => {
  assert.equal(mistake(closedHtml, '<DIV class="note">\n\nInside.\n\n</div>\n'), undefined, 'upper-case open, lower-case close');
  assert.equal(
    mistake(closedHtml, 'Intro.\n\n<div class="spacer"/>\n\nThe rest.\n'),
    'adr/adr-001-example.md:3: <div> is never closed; add </div> where it should end (an open tag swallows the rest of the page)',
  );
});

test('closedHtml: a document with no HTML passes, and HTML a plugin made without a position is reported on line 1', () => {
  assert.equal(mistake(closedHtml, 'Just *Markdown* and `<div>` in code.\n\n```html\n<div>\n```\n'), undefined);
  const generated = {type: 'root', children: [{type: 'paragraph', children: [{type: 'html', value: '<section>'}]}]};
  assert.match(mistake(closedHtml, generated) ?? '', /^adr\/adr-001-example\.md:1: <section> is never closed/);
  assert.equal(mistake(closedHtml, {type: 'root', children: [{type: 'html'}]}), undefined, 'an html node without a value');
});

test('documentLinks: a link to a section page that no document has is reported on its line', () => {
  assert.equal(
    mistake(documentLinks, 'Intro.\n\nSee [the record](/adr/adr-999#context).\n'),
    'adr/adr-001-example.md:3: link to /adr/adr-999#context leads nowhere: no page in adr/ has the id or slug "adr-999"',
  );
  assert.match(mistake(documentLinks, '[intro](/docs/introduction)') ?? '', /no page in docs\/ has the id or slug "introduction"/);
});

test('documentLinks: pages by id (whatever the file name), tag pages, index pages and other links pass', () => {
  const fine =
    '[ADR-012](/adr/adr-012) [intro](/docs/intro/) [template](/adr/ADR-000-template) [tags](/adr/tags/proxy) [ADRs](/adr/) [search](/search) [site](https://example.com/adr/x)';
  assert.equal(mistake(documentLinks, fine), undefined);
});

/** A site folder of its own: `adr/` with the given files, for documentLinks to read. */
function siteWith(files: Record<string, string>): {file: string; dir: string} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-links-'));
  mkdirSync(path.join(dir, 'adr'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'adr', name), text);
  return {file: path.join(dir, 'adr', 'adr-001-example.md'), dir};
}

test('documentLinks: a page is its slug when it has one, else its id, else its file name (.md or .mdx)', (t) => {
  const site = siteWith({
    'adr-001-example.md': '---\nid: adr-001\n---\n',
    'adr-002-renamed.md': '---\nid: adr-002\nslug: /adr-two/\n---\n',
    'adr-003-no-id.md': 'No front matter.\n',
    'adr-004-component.mdx': 'No front matter.\n',
    'notes.txt': 'not a page',
    'adr-005-old.md.bak': 'not a page',
  });
  t.after(() => rmSync(site.dir, {recursive: true}));
  const fine = '[two](/adr/adr-two) [three](/adr/adr-003-no-id) [four](/adr/adr-004-component) [tags](/adr/tags) [one](/adr/adr-001)';
  assert.equal(mistake(documentLinks, fine, site.file), undefined);
  for (const missing of ['adr-002', 'notes.txt', 'adr-005-old.md.bak', 'adr-005-old', 'adr-003-no-id.md']) {
    assert.match(
      mistake(documentLinks, `[x](/adr/${missing})`, site.file) ?? '',
      new RegExp(`no page in adr/ has the id or slug "${missing.replace(/\./g, '\\.')}"`),
      missing,
    );
  }
});

test('documentLinks: reference-style links are checked at their definition; images and links a plugin made are too', (t) => {
  const site = siteWith({'adr-001-example.md': '---\nid: adr-001\n---\n'});
  t.after(() => rmSync(site.dir, {recursive: true}));
  assert.equal(
    mistake(documentLinks, 'See [the pool][p].\n\n[p]: /adr/adr-404\n', site.file),
    'adr/adr-001-example.md:3: link to /adr/adr-404 leads nowhere: no page in adr/ has the id or slug "adr-404"',
  );
  assert.equal(mistake(documentLinks, '![plot](/adr/plot.svg)\n', site.file), undefined, 'an image is a static file, not a page');
  const generated = {type: 'root', children: [{type: 'link', url: '/adr/adr-404', children: []}]};
  assert.match(mistake(documentLinks, generated, site.file) ?? '', /^adr\/adr-001-example\.md:1: link to \/adr\/adr-404 leads nowhere/);
});

test('documentLinks: a section folder the site lacks has no pages, and a folder is read again only when it changes', (t) => {
  const site = siteWith({'adr-001-example.md': '---\nid: adr-001\n---\n'});
  t.after(() => rmSync(site.dir, {recursive: true}));
  assert.match(
    mistake(documentLinks, '[n](/netflix/netflix-001)', site.file) ?? '',
    /no page in netflix\/ has the id or slug "netflix-001"/,
  );
  assert.match(mistake(documentLinks, '[x](/adr/adr-009)', site.file) ?? '', /"adr-009"/);
  const reads = mock.method(fs, 'readdirSync');
  t.after(() => reads.mock.restore());
  assert.match(mistake(documentLinks, '[x](/adr/adr-009)', site.file) ?? '', /"adr-009"/);
  assert.equal(reads.mock.callCount(), 0, 'the folder was read once, before the spy, and is unchanged');
  writeFileSync(path.join(site.dir, 'adr', 'adr-009-new.md'), '---\nid: adr-009\n---\n');
  const later = new Date(Date.now() + 5_000);
  utimesSync(path.join(site.dir, 'adr'), later, later);
  assert.equal(mistake(documentLinks, '[x](/adr/adr-009)', site.file), undefined, 'a new document is found once the folder changes');
  assert.equal(reads.mock.callCount(), 1);
});
