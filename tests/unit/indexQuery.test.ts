/**
 * The index tables' view as the URL carries it (src/components/DocumentIndex/indexQuery.ts):
 * values matched without regard to case, counts under the other filters, the orders.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  countsUnder,
  indexQueryString,
  matchesIndexQuery,
  parseIndexQuery,
  sortDocuments,
  type IndexVocabulary,
} from '../../src/components/DocumentIndex/indexQuery';
import type {SectionIndexRow} from '../../src/lib/designRecord';

const row = (n: number, title: string, status: string | undefined, date: string | undefined, tags: string[]): SectionIndexRow => ({
  id: `adr-00${n}`,
  reference: `ADR-00${n}`,
  title,
  ...(status ? {status} : {}),
  ...(date ? {date} : {}),
  tags,
  permalink: `/adr/adr-00${n}/`,
});

const DOCS = [
  row(1, 'Rust for the proxy', 'Accepted', '2025-10-01', ['proxy', 'rust']),
  row(2, 'Client configuration', 'Proposed', '2025-10-09', ['configuration', 'security']),
  row(3, 'Protobuf as the source', 'Accepted', undefined, ['protobuf']),
  row(4, 'Authentication at the proxy', 'Proposed', '2025-10-05', ['security', 'proxy']),
];
const VOCABULARY: IndexVocabulary = {
  statuses: ['Proposed', 'Accepted'],
  tags: {proxy: 'Proxy', security: 'Security', rust: 'Rust', configuration: 'Configuration', protobuf: 'Protobuf'},
  sorts: ['number', 'number-desc', 'date-desc', 'date', 'title', 'status'],
};

test('parameters match without regard to case, tags by slug or label, and the address is written canonically', () => {
  const query = parseIndexQuery('?status=proposed&tag=SECURITY&sort=DATE-DESC&q=%20Proxy%20', VOCABULARY);
  assert.deepEqual(query, {status: 'Proposed', tag: 'security', text: 'Proxy', sort: 'date-desc'});
  assert.equal(indexQueryString(query), '?status=Proposed&tag=security&q=Proxy&sort=date-desc');
  assert.equal(parseIndexQuery('?tag=Security', VOCABULARY).tag, 'security', 'by label');
});

test('a value the section lacks is dropped, the default order is not written, other parameters stay', () => {
  const query = parseIndexQuery('?status=Maybe&tag=nope&sort=number&q=', VOCABULARY);
  assert.deepEqual(query, {status: undefined, tag: undefined, text: undefined, sort: undefined});
  assert.equal(indexQueryString(query, '?status=Maybe&utm=x'), '?utm=x');
  assert.equal(indexQueryString({}, ''), '');
});

test('the text filter needs every word in the number or title, any case', () => {
  const titles = (text: string) => DOCS.filter((d) => matchesIndexQuery(d, {text})).map((d) => d.id);
  assert.deepEqual(titles('PROXY'), ['adr-001', 'adr-004']);
  assert.deepEqual(titles('proxy auth'), ['adr-004']);
  assert.deepEqual(titles('adr-003'), ['adr-003']);
  assert.deepEqual(titles('nothing like it'), []);
});

test('counts reflect the other filters: each status under the tag, each tag under the status', () => {
  const query = {status: 'Proposed', tag: 'security'};
  assert.deepEqual(
    [...countsUnder(DOCS, query, 'status', VOCABULARY.statuses)],
    [
      ['Proposed', 2],
      ['Accepted', 0],
    ],
  );
  assert.deepEqual(Object.fromEntries(countsUnder(DOCS, query, 'tag', Object.keys(VOCABULARY.tags))), {
    proxy: 1,
    security: 2,
    rust: 0,
    configuration: 1,
    protobuf: 0,
  });
  assert.deepEqual(
    [...countsUnder(DOCS, {tag: 'proxy', text: 'rust'}, 'status', VOCABULARY.statuses).values()],
    [0, 1],
    'and the text filter',
  );
});

test('orders: by number either way, date newest first with undated last, title, status in the section order', () => {
  const ids = (sort: Parameters<typeof sortDocuments>[1]) => sortDocuments(DOCS, sort, VOCABULARY.statuses).map((d) => d.id.slice(-1));
  assert.deepEqual(ids(undefined), ['1', '2', '3', '4']);
  assert.deepEqual(ids('number-desc'), ['4', '3', '2', '1']);
  assert.deepEqual(ids('date-desc'), ['2', '4', '1', '3']);
  assert.deepEqual(ids('date'), ['1', '4', '2', '3']);
  assert.deepEqual(ids('title'), ['4', '2', '3', '1']);
  assert.deepEqual(ids('status'), ['2', '4', '1', '3']);
});
