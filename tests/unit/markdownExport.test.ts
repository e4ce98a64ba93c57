import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {markdownBody, MarkdownExportError, type BodyContext} from '../../src/plugins/design-record/markdown/body';
import {documentMarkdown, METADATA_LABELS, relationLabel} from '../../src/plugins/design-record/markdown/document';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/design-record/markdown/llmsTxt';
import type {PublishedDocument, SectionSummary} from '../../src/plugins/design-record/model';

// A site folder with the documents the bodies below mention, as crossReferences reads it.
const site = mkdtempSync(path.join(tmpdir(), 'prism-md-export-'));
for (const [folder, file] of [
  ['adr', 'adr-012-go.md'],
  ['adr', 'adr-001-rust.md'],
  ['rfc', 'rfc-014-layers.md'],
]) {
  mkdirSync(path.join(site, folder), {recursive: true});
  writeFileSync(path.join(site, folder, file), '');
}
const FILE = path.join(site, 'adr', 'adr-012-go.md');
const MDX = path.join(site, 'adr', 'adr-012-go.mdx');

const context = (overrides: Partial<BodyContext> = {}): BodyContext => ({
  filePath: FILE,
  relative: 'adr/adr-012-go.md',
  resolveUrl: (url) => (url.startsWith('/') ? `https://example.org/base${url}.md` : url),
  diagram: (source, heading) => ({
    title: heading ?? 'Diagram',
    description: `Shows ${source.split('\n')[0]}.`,
    image: 'https://example.org/base/d.svg',
  }),
  ...overrides,
});

/** Runs the export on a body and returns the mistakes it reports (printed lines muted). */
function mistakesOf(source: string, overrides: Partial<BodyContext> = {}): string[] {
  const write = process.stderr.write;
  process.stderr.write = () => true;
  try {
    markdownBody(source, context(overrides));
    return [];
  } catch (error) {
    assert.ok(error instanceof MarkdownExportError, String(error));
    return error.mistakes.map((m) => m.message);
  } finally {
    process.stderr.write = write;
  }
}

test('front matter goes, prose stays, and a mention of another document becomes an absolute link to its Markdown', () => {
  const body = markdownBody('---\ntitle: Go\n---\n\nWe follow ADR-001 and [RFC-014](/rfc/rfc-014).\n', context());
  assert.equal(
    body,
    'We follow [ADR-001](https://example.org/base/adr/adr-001.md) and [RFC-014](https://example.org/base/rfc/rfc-014.md).',
  );
});

test('a mention of the document itself stays text, as on the page', () => {
  assert.equal(markdownBody('This is ADR-012.', context()), 'This is ADR-012.');
});

test('code keeps its language, tables stay tables, and text that looks like a tag inside code is code', () => {
  const source = '```go\nfunc f() <-chan T {}\n```\n\n| A | B |\n|---|---|\n| `<namespace>` | 2 |\n';
  const body = markdownBody(source, context());
  assert.match(body, /^```go\nfunc f\(\) <-chan T \{\}\n```$/m);
  assert.match(body, /^\| A +\| B \|$/m);
  assert.match(body, /^\| `<namespace>` \| 2 +\|$/m);
});

test('a diagram keeps its Mermaid source and gains its caption and a link to its drawing', () => {
  const body = markdownBody('## Flow\n\n```mermaid\ngraph LR\n  A --> B\n```\n', context());
  assert.equal(
    body,
    '## Flow\n\n```mermaid\ngraph LR\n  A --> B\n```\n\n*Diagram: Flow.* Shows graph LR. ([drawing](https://example.org/base/d.svg))',
  );
  const undrawn = markdownBody('```mermaid\ngraph LR\n```\n', context({diagram: () => undefined}));
  assert.equal(undrawn, '```mermaid\ngraph LR\n```', 'no drawing: the source alone, no caption');
});

test('links, images and definitions all become absolute; external links stay', () => {
  const body = markdownBody('[a](/docs/intro) ![b](/img/x) [c][d] [e](https://x.org/)\n\n[d]: /adr/adr-001\n', context());
  assert.match(body, /\[a\]\(https:\/\/example\.org\/base\/docs\/intro\.md\)/);
  assert.match(body, /!\[b\]\(https:\/\/example\.org\/base\/img\/x\.md\)/);
  assert.match(body, /^\[d\]: https:\/\/example\.org\/base\/adr\/adr-001\.md$/m);
  assert.match(body, /\[e\]\(https:\/\/x\.org\/\)/);
});

test('HTML and MDX comments vanish; a component the export knows is written as Markdown, and its import goes', () => {
  const components = {Known: () => [{type: 'paragraph' as const, children: [{type: 'text' as const, value: 'Written out.'}]}]};
  const mdx = "import Known from '@site/src/components/Known';\n\nBefore. {/* a note */}\n\n<Known />\n";
  assert.equal(markdownBody(mdx, context({filePath: MDX, components})), 'Before.\n\nWritten out.');
  assert.equal(markdownBody('One.\n\n<!-- hidden -->\n\nTwo.', context()), 'One.\n\nTwo.');
});

test('MDX or HTML that would leak fails with file:line for each, across the whole document', () => {
  const mdx = [
    "import Tabs from '@theme/Tabs';", // 1
    '',
    'Text.',
    '',
    '<Callout type="note">Careful.</Callout>', // 5
    '',
    'A value: {props.x}.', // 7
  ].join('\n');
  assert.deepEqual(mistakesOf(mdx, {filePath: MDX, relative: 'adr/adr-012-go.mdx'}), [
    `adr/adr-012-go.mdx:1: "import Tabs from '@theme/Tabs';" would reach the Markdown copy of this page; a document imports only components the Markdown export can write (none)`,
    'adr/adr-012-go.mdx:5: <Callout> would reach the Markdown copy of this page as JSX; write it in Markdown',
    'adr/adr-012-go.mdx:7: the expression {props.x} would reach the Markdown copy of this page; write its text in Markdown',
  ]);
  assert.deepEqual(mistakesOf('Fine.\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n'), [
    'adr/adr-012-go.md:3: HTML "<details>" would reach the Markdown copy of this page; write it in Markdown',
    'adr/adr-012-go.md:8: HTML "</details>" would reach the Markdown copy of this page; write it in Markdown',
  ]);
  assert.deepEqual(mistakesOf('Inline <span class="x">HTML</span> too.'), [
    'adr/adr-012-go.md:1: HTML "<span class=\\"x\\">" would reach the Markdown copy of this page; write it in Markdown',
  ]);
  assert.deepEqual(mistakesOf('Plain Markdown. x < y and a > b.'), [], 'comparison signs are text, not tags');
});

const published = (fields: Partial<PublishedDocument> = {}): PublishedDocument => ({
  id: 'adr-040',
  section: 'adr',
  reference: 'ADR-040',
  number: 40,
  title: 'Go CLI',
  status: 'Accepted',
  date: '2025-10-09',
  tags: ['cli', 'go'],
  supersedes: 'adr-012',
  kind: 'adr',
  url: 'https://example.org/base/adr/adr-040/',
  links: ['adr-012'],
  referencedBy: ['adr-045'],
  relations: {},
  ...fields,
});
const linkTo = (id: string) => ({text: id.toUpperCase(), url: `https://example.org/base/adr/${id}.md`});

test("a document's Markdown: heading, metadata from the record, body, then Referenced by", () => {
  const text = documentMarkdown({doc: published(), people: ['Core Team'], body: 'The body.', linkTo});
  assert.equal(
    text,
    [
      '# ADR-040: Go CLI',
      '',
      '- Kind: adr',
      '- Status: Accepted',
      '- Date: 2025-10-09',
      '- Deciders: Core Team',
      '- Tags: cli, go',
      '- Supersedes: [ADR-012](https://example.org/base/adr/adr-012.md)',
      '- Canonical URL: <https://example.org/base/adr/adr-040/>',
      '',
      'The body.',
      '',
      '## Referenced by',
      '',
      '- [ADR-045](https://example.org/base/adr/adr-045.md)',
      '',
    ].join('\n'),
  );
});

test('absent fields leave no row, no Referenced by when nothing refers to it, and an unnumbered title stands alone', () => {
  const doc = published({
    id: 'netflix-scale',
    section: 'netflix',
    kind: 'netflix',
    reference: undefined,
    status: undefined,
    date: undefined,
    supersedes: undefined,
    referencedBy: [],
    tags: [],
  });
  const text = documentMarkdown({doc, people: [], body: 'Body.', linkTo});
  assert.equal(text, '# Go CLI\n\n- Kind: netflix\n- Canonical URL: <https://example.org/base/adr/adr-040/>\n\nBody.\n');
});

test('typed relations, read from the record whatever their names, each get a row; supersession is not listed twice', () => {
  const doc = {...published(), relations: {supersedes: ['adr-012'], 'builds-on': ['adr-001', 'adr-002'], 'amended-by': ['adr-050']}};
  const text = documentMarkdown({doc, people: [], body: 'Body.', linkTo});
  assert.equal(text.match(/^- Supersedes:/gm)?.length, 1);
  assert.match(
    text,
    /^- Builds on: \[ADR-001\]\(https:\/\/example\.org\/base\/adr\/adr-001\.md\), \[ADR-002\]\(https:\/\/example\.org\/base\/adr\/adr-002\.md\)$/m,
  );
  assert.match(text, /^- Amended by: \[ADR-050\]/m);
  assert.equal(relationLabel('reportedBy'), 'Reported by');
  assert.deepEqual(Object.values(METADATA_LABELS).slice(0, 3), ['Kind', 'Status', 'Date']);
});

const sections = [
  {id: 'adr', label: 'ADRs', purpose: 'Decisions.'},
  {id: 'rfc', label: 'RFCs', purpose: 'Designs.'},
  {id: 'memos', label: 'Memos', purpose: 'Empty here.'},
] as SectionSummary[];

test('llms.txt: the name, a summary, then each section with each document once, its status and description', () => {
  const text = llmsTxt(
    'Prism design record',
    sections,
    [
      {text: 'ADR-001: Rust', url: 'https://e.org/adr/adr-001.md', section: 'adr', status: 'Accepted', description: 'Why\nRust.'},
      {text: 'RFC-014: Layers [draft]', url: 'https://e.org/rfc/rfc-014.md', section: 'rfc', description: 'How layers stack.'},
    ],
    'https://e.org/llms-full.txt',
  );
  const lines = text.split('\n');
  assert.equal(lines[0], '# Prism design record');
  assert.match(lines[2], /^> Prism is a data access gateway/);
  assert.ok(text.includes('https://e.org/llms-full.txt'));
  assert.ok(lines.includes('- [ADR-001: Rust](https://e.org/adr/adr-001.md): Accepted. Why Rust.'));
  assert.ok(lines.includes('- [RFC-014: Layers \\[draft\\]](https://e.org/rfc/rfc-014.md): How layers stack.'));
  assert.ok(lines.indexOf('## ADRs') < lines.indexOf('## RFCs'));
  assert.ok(!lines.includes('## Memos'), 'a section without documents is left out');
});

test('llms-full.txt: the same opening, then every document in the order given', () => {
  const text = llmsFullTxt('Prism design record', ['# A\n\nOne.\n', '# B\n\nTwo.\n']);
  assert.ok(text.startsWith('# Prism design record\n\n> Prism'));
  assert.ok(text.endsWith('# A\n\nOne.\n\n# B\n\nTwo.\n'));
  assert.ok(!text.includes('llms-full.txt'), 'the full file does not point at itself');
});
