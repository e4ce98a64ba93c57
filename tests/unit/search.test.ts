import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import type {ProcessedPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import {contextOfUrl, indexFileName, indexFilesByContext} from '../../src/plugins/search/indexFiles';
import {buildPartIndex, SEARCH_PARTS, type SearchDocument} from '../../src/plugins/search/searchDocuments';

const BASE = '/base/';
const SECTIONS = ['adr', 'rfc'];

const content: SearchDocument[] = [
  {i: 2, t: 'The proxy routes every request through a namespace, running, runs and ran.', u: '/base/adr/adr-001/', h: '#context', p: 1, s: 'ADR-001'},
  {i: 4, t: "Back-pressure isn't optional: queues (Kafka, NATS) fill at 10,000 msg/s.", u: '/base/rfc/rfc-001/', h: '', p: 3, s: 'RFC-001'},
  {i: 6, t: 'A page outside every section.', u: '/base/about/', h: '', p: 5, s: 'About'},
];
const titles: SearchDocument[] = [
  {i: 1, t: 'ADR-001: Rust for the proxy', u: '/base/adr/adr-001/', b: ['ADRs']},
  {i: 3, t: 'RFC-001: Back-pressure', u: '/base/rfc/rfc-001/', b: ['RFCs']},
  {i: 5, t: 'About', u: '/base/about/', b: []},
];
const headings: SearchDocument[] = [{i: 7, t: 'Context', u: '/base/adr/adr-001/', h: '#context', p: 1}];
const descriptions: SearchDocument[] = [{i: 3, t: 'Slow consumers push back on producers.', u: '/base/rfc/rfc-001/', s: 'RFC-001', p: 3}];
const parts = [titles, headings, descriptions, [], content];

const ids = (documents: readonly SearchDocument[]) => documents.map((d) => d.i);

test('the browser builds exactly the lunr index the search theme serialised at build time', () => {
  const config = {language: ['en'], removeDefaultStopWordFilter: [], removeDefaultStemmer: false} as unknown as ProcessedPluginOptions;
  const theirs = buildIndex(parts, config);
  assert.equal(theirs.length, SEARCH_PARTS.length);
  parts.forEach((documents, part) => {
    assert.deepEqual(buildPartIndex(documents).toJSON(), theirs[part].index.toJSON(), `part ${SEARCH_PARTS[part]}`);
  });
  // Not vacuous: the content index has stemmed terms with positions.
  const built = buildPartIndex(content).toJSON() as unknown as {invertedIndex: [string, Record<string, unknown>][]};
  assert.ok(built.invertedIndex.some(([term]) => term === 'run'), 'running/runs stem to run');
});

test('a built index finds by stem and keeps term positions for highlighting', () => {
  const [hit] = buildPartIndex(content).search('runs');
  assert.equal(hit.ref, '2');
  assert.deepEqual(Object.keys(hit.matchData.metadata), ['run']);
  const metadata = hit.matchData.metadata as Record<string, Record<string, {position: unknown[]}>>;
  assert.ok(Array.isArray(metadata.run.t.position));
});

test('index file names follow the theme: search-index.json and search-index-<context>.json', () => {
  assert.equal(indexFileName(''), 'search-index.json');
  assert.equal(indexFileName('adr'), 'search-index-adr.json');
  assert.equal(indexFileName('a/b'), 'search-index-a-b.json');
});

test('a page belongs to the section its path is, or is under', () => {
  assert.equal(contextOfUrl('/base/adr/', BASE, SECTIONS), 'adr');
  assert.equal(contextOfUrl('/base/adr/adr-001/', BASE, SECTIONS), 'adr');
  assert.equal(contextOfUrl('/base/adrs/x/', BASE, SECTIONS), '');
  assert.equal(contextOfUrl('/base/', BASE, SECTIONS), '');
});

test('each section file holds the full text of its own pages only', () => {
  const files = indexFilesByContext(parts, BASE, SECTIONS, 'all');
  assert.deepEqual([...files.keys()].sort(), ['', 'adr', 'all', 'rfc']);
  const adr = files.get('adr')!;
  assert.equal(adr.length, SEARCH_PARTS.length);
  assert.deepEqual(adr.map((p) => ids(p.documents)), [[1], [7], [], [], [2]]);
  assert.deepEqual(files.get('rfc')!.map((p) => ids(p.documents)), [[3], [], [3], [], [4]]);
});

test('the all-sections file holds everything; the no-context file every lead but only outside pages in full', () => {
  const files = indexFilesByContext(parts, BASE, SECTIONS, 'all');
  assert.deepEqual(files.get('all')!.map((p) => ids(p.documents)), parts.map(ids));
  assert.deepEqual(files.get('')!.map((p) => ids(p.documents)), [[1, 3, 5], [7], [3], [], [6]]);
  for (const file of files.values()) {
    for (const part of file) assert.deepEqual(Object.keys(part), ['documents'], 'documents only, no serialised index');
  }
});
