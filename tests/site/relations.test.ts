/**
 * Typed relations on the built site: documents.json carries them as the
 * documents write them, with every reverse side; the decision graph page draws
 * every document and every relation, and its table lists the same; each
 * document shows its neighbours. Expected relations come from the documents'
 * own front matter.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {load} from 'cheerio';
import {RELATION_TYPES, reverseOf, writtenRelations, type Relations} from '../../src/config/relations';
import {CONTENT_SECTIONS, loadDocuments} from '../content/documents';
import {htmlFileForRoute, readBuilt} from './support';

interface Published {
  id: string;
  url: string;
  relations: Relations;
}

const {documents} = JSON.parse(readBuilt('documents.json')) as {documents: Published[]};
const byId = new Map(documents.map((d) => [d.id, d]));
const sources = CONTENT_SECTIONS.flatMap((section) => loadDocuments(section));

/** `source type target`, one per relation the documents write (supersession included). */
const written = sources
  .flatMap((doc) => {
    const id = String(doc.frontMatter.id);
    const supersedes = typeof doc.frontMatter.supersedes === 'string' ? [{type: 'supersedes', target: doc.frontMatter.supersedes}] : [];
    return [...supersedes, ...writtenRelations(doc.frontMatter.relations)].map(({type, target}) => `${id} ${type} ${target}`);
  })
  .sort();

/** The same, as documents.json publishes them: forward names only. */
const publishedForward = documents
  .flatMap((d) => RELATION_TYPES.flatMap(({type}) => (d.relations[type] ?? []).map((target) => `${d.id} ${type} ${target}`)))
  .sort();

const page = (route: string) => load(readFileSync(htmlFileForRoute(route)!, 'utf8'));

test('the record writes at least one relation of each type, and documents.json carries each as written', () => {
  for (const {type} of RELATION_TYPES)
    assert.ok(
      written.some((r) => r.split(' ')[1] === type),
      `some document ${type} another`,
    );
  assert.deepEqual(publishedForward, written);
});

test('every relation in documents.json resolves to a published document and has its reverse on it', () => {
  for (const doc of documents) {
    assert.ok(doc.relations && typeof doc.relations === 'object', `${doc.id} has a relations field`);
    for (const {type, reverse} of RELATION_TYPES) {
      for (const target of doc.relations[type] ?? []) {
        const other = byId.get(target);
        assert.ok(other, `${doc.id} ${type} ${target}, which documents.json does not list`);
        assert.ok(other.relations[reverse]?.includes(doc.id), `${target} lists ${doc.id} under ${reverse}`);
      }
      for (const source of doc.relations[reverse] ?? []) {
        assert.ok(byId.get(source)?.relations[type]?.includes(doc.id), `${doc.id} ${reverse} ${source}, which does not write ${type}`);
      }
    }
  }
  assert.equal(reverseOf('amends'), 'amended-by');
});

test('the graph page draws every document once and every relation once, and its table lists the same', () => {
  const $ = page('/graph/');
  const nodes = $('svg a[data-id]')
    .map((_, a) => $(a).attr('data-id'))
    .get();
  assert.deepEqual([...nodes].sort(), documents.map((d) => d.id).sort(), 'nodes = documents');
  const edges = $('svg path[data-edge]')
    .map((_, p) => $(p).attr('data-edge'))
    .get()
    .sort();
  assert.deepEqual(edges, publishedForward, 'edges = relations');
  const rows = $('table tr[data-id]')
    .map((_, tr) => $(tr).attr('data-id'))
    .get();
  assert.deepEqual([...rows].sort(), [...nodes].sort(), 'table rows = nodes');
  const tableForward = $('table tr[data-id]')
    .get()
    .flatMap((tr) =>
      RELATION_TYPES.flatMap(({type}) =>
        $(tr)
          .find(`[data-relation="${type}"] a`)
          .get()
          .map((a) => `${$(tr).attr('data-id')} ${type} ${documents.find((d) => new URL(d.url).pathname === $(a).attr('href'))?.id}`),
      ),
    )
    .sort();
  assert.deepEqual(tableForward, publishedForward, 'the table lists each relation on its source row');
});

test('a document shows its typed neighbours at the end, and one amended later says so near its top', () => {
  const amended = documents.find((d) => (d.relations['amended-by'] ?? []).length > 0)!;
  const $ = page(new URL(amended.url).pathname.replace(/^\/[^/]+/, ''));
  const notice = $('aside.prism-relations');
  assert.equal(notice.length, 1, `${amended.id} has the amended notice`);
  assert.ok($('.theme-doc-markdown').find('aside.prism-relations, h2').first().is('aside'), 'before the first heading of the body');
  const amenders = notice
    .find('li a')
    .map((_, a) => $(a).attr('href'))
    .get();
  assert.deepEqual(
    amenders,
    amended.relations['amended-by']!.map((id) => new URL(byId.get(id)!.url).pathname),
  );
  const related = $('section.prism-relations');
  assert.equal(
    related
      .find('h2')
      .text()
      .replace(/\u200b/g, '')
      .trim(),
    'Related decisions',
  );
  const listed = related.find('li a').length;
  const expected = Object.values(amended.relations).reduce((n, ids) => n + ids.length, 0);
  assert.equal(listed, expected, 'every typed neighbour listed once');
  assert.match(related.find('a[href*="/graph/?focus="]').attr('href') ?? '', new RegExp(`focus=${amended.id}$`));
  const unrelated = documents.find((d) => Object.keys(d.relations).length === 0 && /\/(adr|rfc|memos)\//.test(d.url));
  if (unrelated)
    assert.equal(page(new URL(unrelated.url).pathname.replace(/^\/[^/]+/, ''))('.prism-relations').length, 0, `${unrelated.id} has none`);
});
