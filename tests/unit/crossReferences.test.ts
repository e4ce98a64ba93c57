import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import crossReferences from '../../src/remark/crossReferences';
import {linkedDocumentIds} from '../../src/remark/references';

const site = mkdtempSync(path.join(tmpdir(), 'prism-xref-'));
for (const [folder, file] of [
  ['adr', 'adr-012-go.md'],
  ['rfc', 'rfc-014-layers.md'],
  ['memos', 'memo-019-load.md'],
  ['prds', 'prd-001-gateway.md'],
]) {
  mkdirSync(path.join(site, folder), {recursive: true});
  writeFileSync(path.join(site, folder, file), '');
}
const FILE = path.join(site, 'adr', 'adr-012-go.md');

type Node = {type: string; value?: string; url?: string; children?: Node[]; position?: {start: {line: number; column: number}}};
const text = (value: string, line = 1): Node => ({type: 'text', value, position: {start: {line, column: 1}}});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const root = (...children: Node[]): Node => ({type: 'root', children});

function run(tree: Node, file = FILE): Node {
  crossReferences()(tree as never, {path: file});
  return tree;
}

test('a plain mention becomes a link to the document', () => {
  const tree = run(root(paragraph(text('As RFC-014 and MEMO-019 show, PRD-001 holds.'))));
  const nodes = tree.children![0].children!;
  assert.deepEqual(
    nodes.map((n) => (n.type === 'link' ? `[${n.children![0].value}](${n.url})` : n.value)),
    ['As ', '[RFC-014](/rfc/rfc-014)', ' and ', '[MEMO-019](/memos/memo-019)', ' show, ', '[PRD-001](/prds/prd-001)', ' holds.'],
  );
});

test('mentions inside code, inline code, links and headings are left alone', () => {
  const tree = root(
    {type: 'code', value: 'RFC-014'},
    paragraph({type: 'inlineCode', value: 'RFC-014'}, {type: 'link', url: '/rfc/rfc-014', children: [text('RFC-014')]}),
    {type: 'heading', children: [text('RFC-014')]},
  );
  const before = JSON.stringify(tree);
  assert.equal(JSON.stringify(run(tree)), before);
});

test('a document does not link to itself', () => {
  const tree = run(root(paragraph(text('ADR-012 decides this.'))));
  assert.deepEqual(tree.children![0].children, [text('ADR-012 decides this.')]);
});

test('a number that does not exist fails with file and line', () => {
  assert.throws(
    () => run(root(paragraph(text('First line\nsecond line cites MEMO-024.', 7)))),
    /adr\/adr-012-go\.md:8: "MEMO-024" refers to a document that does not exist/,
  );
});

test('lower-case and longer numbers are not references', () => {
  const tree = run(root(paragraph(text('adr-012, RFC-0140 and XRFC-014 stay text.'))));
  assert.equal(tree.children![0].children!.length, 1);
});

test('backlink extraction sees explicit links and plain mentions, not code', () => {
  const source = '---\nid: x\n---\nSee [the RFC](/rfc/rfc-014) and MEMO-019.\n\n```\nADR-012\n```\n`PRD-001`\n';
  assert.deepEqual([...linkedDocumentIds(source)].sort(), ['memo-019', 'rfc-014']);
});
