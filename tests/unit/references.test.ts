/**
 * Edges of the cross-reference rules (src/remark/references.ts and the remark
 * plugin) that the main unit tests leave open, each found by a mutant that
 * survived them (`npm run mutate`): which files count as documents, the ADR
 * template's special number, front matter, fragments and fences in backlinks,
 * and the exact nodes the plugin writes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {AuthoringMistake as UnknownReferenceError} from '../../src/authoring/mistakes';
import crossReferences from '../../src/remark/crossReferences';
import {existingDocumentIds, linkedDocumentIds, referenceTarget} from '../../src/remark/references';

function siteWith(files: Record<string, string[]>): string {
  const site = mkdtempSync(path.join(tmpdir(), 'prism-refs-'));
  for (const [folder, names] of Object.entries(files)) {
    mkdirSync(path.join(site, folder), {recursive: true});
    for (const name of names) writeFileSync(path.join(site, folder, name), '');
  }
  return site;
}

test('document ids come from numbered file names in the numbered sections only', () => {
  const site = siteWith({
    adr: ['adr-012-go.md', 'adr-013.mdx', 'notes.md', 'draft-adr-014.md', 'adr-015-x.md.bak', 'index.mdx'],
    netflix: ['abc-123-summary.md'],
  });
  // rfc/, memos/ and prds/ do not exist in this site: skipped, not an error.
  assert.deepEqual([...existingDocumentIds(site)].sort(), ['ADR-000-template', 'adr-012', 'adr-013']);
});

test('ADR-000 is the template, at its own path, whatever the case of the prefix', () => {
  const template = {path: '/adr/ADR-000-template', id: 'ADR-000-template'};
  assert.deepEqual(referenceTarget('ADR', '000'), template);
  assert.deepEqual(referenceTarget('adr', '000'), template);
  assert.deepEqual(referenceTarget('ADR', '012'), {path: '/adr/adr-012', id: 'adr-012'});
  assert.deepEqual(referenceTarget('MEMO', '019'), {path: '/memos/memo-019', id: 'memo-019'});
  assert.equal(referenceTarget('XYZ', '001'), undefined);
});

test('backlinks: front matter does not count, a later --- block does, fragments are links', () => {
  const withFrontMatter = '---\nid: adr-020\ntitle: Follows RFC-099 closely\n---\nBody cites MEMO-019.\n';
  assert.deepEqual([...linkedDocumentIds(withFrontMatter)], ['memo-019']);
  const ruled = 'Intro.\n---\nSee MEMO-019.\n---\nEnd.\n';
  assert.deepEqual([...linkedDocumentIds(ruled)], ['memo-019']);
  const fragments = 'See [the design](/rfc/rfc-014#design-notes) and [it](/adr/adr-012/#x).';
  assert.deepEqual([...linkedDocumentIds(fragments)].sort(), ['adr-012', 'rfc-014']);
});

type Node = {type: string; value?: string; url?: string; children?: Node[]; position?: {start: {line: number; column: number}}};
const SITE = siteWith({adr: ['adr-012-go.md'], rfc: ['rfc-014-layers.md'], memos: ['memo-019-load.md']});
const FILE = path.join(SITE, 'adr', 'adr-012-go.md');
const text = (value: string, line?: number): Node =>
  line ? {type: 'text', value, position: {start: {line, column: 1}}} : {type: 'text', value};
const link = (reference: string, url: string): Node => ({type: 'link', url, children: [{type: 'text', value: reference}]});

function linkify(children: Node[], file: {path?: string; history?: string[]} = {path: FILE}): Node[] {
  const tree: Node = {type: 'root', children: [{type: 'paragraph', children}]};
  crossReferences()(tree as never, file);
  return tree.children![0].children!;
}

test('the plugin writes exactly link and text nodes, with no empty text before, between or after', () => {
  assert.deepEqual(linkify([text('RFC-014 and MEMO-019')]), [
    link('RFC-014', '/rfc/rfc-014'),
    text(' and '),
    link('MEMO-019', '/memos/memo-019'),
  ]);
  assert.deepEqual(linkify([text('It ends with RFC-014')]), [text('It ends with '), link('RFC-014', '/rfc/rfc-014')]);
});

test('nothing inside skipped node types is linked, whatever they hold', () => {
  const skipped = [
    'link',
    'linkReference',
    'code',
    'inlineCode',
    'heading',
    'html',
    'mdxJsxFlowElement',
    'mdxJsxTextElement',
    'mdxFlowExpression',
    'mdxTextExpression',
    'definition',
    'yaml',
  ];
  for (const type of skipped) {
    const node: Node = {type, children: [text('RFC-014')]};
    assert.deepEqual(linkify([node]), [{type, children: [text('RFC-014')]}], type);
  }
  // Other containers are walked into.
  assert.deepEqual(linkify([{type: 'emphasis', children: [text('RFC-014')]}]), [
    {type: 'emphasis', children: [link('RFC-014', '/rfc/rfc-014')]},
  ]);
});

test('the file may come as its history; a file without a number links everything', () => {
  assert.deepEqual(linkify([text('RFC-014')], {history: [FILE]}), [link('RFC-014', '/rfc/rfc-014')]);
  const unnumbered = path.join(SITE, 'adr', 'index.md');
  assert.deepEqual(linkify([text('ADR-012')], {path: unnumbered}), [link('ADR-012', '/adr/adr-012')]);
  // A prefix before the number does not make a file that document.
  assert.deepEqual(linkify([text('ADR-012')], {path: path.join(SITE, 'adr', 'draft-adr-012.md')}), [link('ADR-012', '/adr/adr-012')]);
});

test('an unknown number names the line of the mention, with or without a position', () => {
  assert.throws(() => linkify([text('MEMO-024 first.\nThen more.', 7)]), /adr-012-go\.md:7: "MEMO-024"/);
  assert.throws(() => linkify([text('One line with MEMO-024.', 3)]), /adr-012-go\.md:3: "MEMO-024"/);
  assert.throws(() => linkify([text('No position: MEMO-024.')]), UnknownReferenceError);
});
