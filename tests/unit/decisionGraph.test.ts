/**
 * The decision graph: its layout made at build time
 * (src/plugins/design-record/graphLayout.ts) and the view a reader asks for in
 * the URL (src/components/DecisionGraph/graphView.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {readView, shownRegion, visibleIds, writeView} from '../../src/components/DecisionGraph/graphView';
import {layoutGraph, NODE_HEIGHT, NODE_WIDTH, shorten} from '../../src/plugins/design-record/graphLayout';
import {attachRelations, relationsWritten, type DocumentRecord, type SectionSummary} from '../../src/plugins/design-record/model';

const record = (id: string, more: Partial<DocumentRecord> = {}): DocumentRecord => ({
  id,
  section: id.startsWith('adr') ? 'adr' : id.startsWith('rfc') ? 'rfc' : id.startsWith('memo') ? 'memos' : 'docs',
  reference: id.includes('-') && !id.startsWith('docs') ? id.toUpperCase() : undefined,
  title: `Title of ${id}`,
  status: 'Accepted',
  tags: [],
  permalink: `/base/${id}/`,
  description: '',
  people: [],
  referencedBy: [],
  relations: {},
  ...more,
});

const summary = (id: SectionSummary['id'], label: string): SectionSummary => ({
  id,
  label,
  purpose: '',
  permalink: `/base/${id}/`,
  count: 0,
  tagLabels: id === 'adr' ? {cache: 'Cache'} : {},
  tagsPermalink: '',
});

function fixture() {
  const documents = [
    record('adr-001', {tags: ['cache']}),
    record('adr-002', {status: 'Superseded'}),
    record('adr-003'),
    record('rfc-001', {status: 'Proposed'}),
    record('memo-001'),
    record('docs-intro', {section: 'docs', reference: undefined, status: undefined}),
  ];
  attachRelations(
    documents,
    new Map([
      ['adr-003', relationsWritten({supersedes: 'adr-002', relations: {amends: ['adr-001']}})],
      ['rfc-001', relationsWritten({relations: {'builds-on': ['adr-001', 'adr-003']}})],
      ['memo-001', relationsWritten({relations: {'reports-on': ['rfc-001']}})],
    ]),
  );
  const sections = [summary('adr', 'ADRs'), summary('rfc', 'RFCs'), summary('memos', 'Memos'), summary('docs', 'Docs')];
  return layoutGraph({documents, sections});
}

test('every document is a node and every written relation an edge, from the later document to the earlier one', () => {
  const graph = fixture();
  assert.deepEqual(
    graph.nodes.map((n) => n.id),
    ['adr-001', 'adr-002', 'adr-003', 'rfc-001', 'memo-001', 'docs-intro'],
  );
  assert.deepEqual(graph.edges.map((e) => `${e.source} ${e.type} ${e.target}`).sort(), [
    'adr-003 amends adr-001',
    'adr-003 supersedes adr-002',
    'memo-001 reports-on rfc-001',
    'rfc-001 builds-on adr-001',
    'rfc-001 builds-on adr-003',
  ]);
});

test('lanes by section in a fixed order, documents down their lane in reading order, nothing overlapping', () => {
  const graph = fixture();
  assert.deepEqual(
    graph.lanes.map((l) => l.section),
    ['adr', 'rfc', 'memos', 'docs'],
  );
  const adr = graph.nodes.filter((n) => n.section === 'adr');
  assert.ok(adr.every((n) => n.x === graph.lanes[0]!.x));
  assert.ok(adr[0]!.y < adr[1]!.y && adr[1]!.y < adr[2]!.y);
  for (const a of graph.nodes)
    for (const b of graph.nodes)
      if (a !== b) assert.ok(Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT, `${a.id} overlaps ${b.id}`);
  for (const n of graph.nodes) assert.ok(n.x + NODE_WIDTH <= graph.width && n.y + NODE_HEIGHT <= graph.height, `${n.id} inside`);
});

test('each curve starts at its source and ends at its target, turning between them or beside a shared lane', () => {
  const graph = fixture();
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  for (const edge of graph.edges) {
    const numbers = edge.path.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const [sx, sy] = numbers;
    const [ex, ey] = numbers.slice(-2);
    const from = byId.get(edge.source)!;
    const to = byId.get(edge.target)!;
    assert.equal(sy, from.y + NODE_HEIGHT / 2, edge.source);
    assert.equal(ey, to.y + NODE_HEIGHT / 2, edge.target);
    assert.ok(sx === from.x || sx === from.x + NODE_WIDTH, `${edge.source} leaves from a side`);
    assert.ok(ex === to.x || ex === to.x + NODE_WIDTH, `${edge.target} is reached at a side`);
  }
});

test('titles are shortened at a word to fit a node, with an ellipsis; short ones are kept', () => {
  assert.equal(shorten('Short title'), 'Short title');
  assert.equal(shorten('Local SQLite Storage for Namespace Configuration', 25), 'Local SQLite Storage for…');
  assert.ok(shorten('x'.repeat(60), 25).length <= 25);
});

test('the view: read from the query, unknown values ignored, written back in a fixed order', () => {
  const graph = fixture();
  assert.deepEqual(readView('?tag=cache&focus=adr-001&status=Nope&section=rfc', graph), {focus: 'adr-001', section: 'rfc', tag: 'cache'});
  assert.deepEqual(readView('?focus=adr-999', graph), {});
  assert.equal(writeView({tag: 'cache', focus: 'adr-001'}), '?focus=adr-001&tag=cache');
  assert.equal(writeView({}), '');
});

test('filters keep the documents that match all of them; focus keeps one document and its typed neighbours', () => {
  const graph = fixture();
  assert.deepEqual([...visibleIds(graph, {section: 'adr'})], ['adr-001', 'adr-002', 'adr-003']);
  assert.deepEqual([...visibleIds(graph, {section: 'adr', status: 'Superseded'})], ['adr-002']);
  assert.deepEqual([...visibleIds(graph, {tag: 'cache'})], ['adr-001']);
  assert.deepEqual([...visibleIds(graph, {focus: 'rfc-001'})].sort(), ['adr-001', 'adr-003', 'memo-001', 'rfc-001']);
  assert.deepEqual(
    [...visibleIds(graph, {focus: 'rfc-001', section: 'adr'})].sort(),
    ['adr-001', 'adr-003', 'rfc-001'],
    'the focused one stays',
  );
  assert.equal(visibleIds(graph, {}).size, graph.nodes.length);
});

test('the drawing is cropped to the rows of the shown documents, and whole when all or none are shown', () => {
  const graph = fixture();
  const whole = {x: 0, y: 0, width: graph.width, height: graph.height};
  assert.deepEqual(shownRegion(graph, new Set(graph.nodes.map((n) => n.id))), whole);
  assert.deepEqual(shownRegion(graph, new Set()), whole);
  const third = graph.nodes.find((n) => n.id === 'adr-003')!;
  const region = shownRegion(graph, new Set(['adr-003']), 10);
  assert.deepEqual(region, {x: 0, y: third.y - 10, width: graph.width, height: NODE_HEIGHT + 20});
});
