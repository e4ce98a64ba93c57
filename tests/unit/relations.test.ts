/**
 * Typed relations (src/config/relations.ts): the vocabulary, the front matter
 * rules the build applies, and the model that derives every reverse side
 * (src/plugins/design-record/model.ts attachRelations).
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, mock, test} from 'node:test';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {AuthoringMistake} from '../../src/authoring/mistakes';
import {FrontMatterError, validateFrontMatterForFile} from '../../src/config/frontMatter';
import {parseFrontMatter} from '../../src/config/parseFrontMatter';
import {
  missingRelationTargets,
  RELATION_NAMES,
  RELATION_TYPES,
  relationLabel,
  relationsShapeProblem,
  WRITTEN_TYPES,
} from '../../src/config/relations';
import {attachRelations, relationsWritten, type DocumentRecord} from '../../src/plugins/design-record/model';
import {documentPagesData} from '../../src/plugins/design-record/pageData';
import {publishedDocuments} from '../../src/plugins/design-record/publish';

test('the vocabulary: at least three types beyond supersession, each with a distinct reverse and labels', () => {
  assert.ok(WRITTEN_TYPES.length >= 3, 'three written types besides supersedes');
  assert.ok(!WRITTEN_TYPES.includes('supersedes'), 'supersession keeps its own field');
  assert.equal(new Set(RELATION_NAMES).size, RELATION_TYPES.length * 2, 'every name is distinct, forward and reverse');
  for (const r of RELATION_TYPES) assert.notEqual(relationLabel(r.type), relationLabel(r.reverse), r.type);
  assert.equal(relationLabel('amended-by'), 'Amended by');
});

test('a well-formed relations value passes; each malformed one names the key it is in', () => {
  assert.equal(relationsShapeProblem({amends: ['adr-007'], 'builds-on': ['rfc-001', 'rfc-002']}, 'rfc-011'), undefined);
  const cases: Array<[unknown, string, RegExp]> = [
    [['adr-007'], '', /must map relation types/],
    [{'amended-by': ['adr-007']}, 'amended-by', /reverse side.*write "amends: \[rfc-011\]" in the other document/],
    [{supersedes: ['adr-007']}, 'supersedes', /own field/],
    [{extends: ['adr-007']}, 'extends', /unknown type "extends"/],
    [{amends: 'adr-007'}, 'amends', /non-empty list/],
    [{amends: []}, 'amends', /non-empty list/],
    [{amends: ['adr-007', 'ADR 9']}, 'amends.1', /not a document id/],
    [{amends: ['rfc-011']}, 'amends.0', /the document itself/],
    [{amends: ['adr-007'], 'builds-on': ['adr-007']}, 'builds-on.0', /adr-007 twice/],
  ];
  for (const [value, key, problem] of cases) {
    const found = relationsShapeProblem(value, 'rfc-011');
    assert.equal(found?.key, key, JSON.stringify(value));
    assert.match(found!.problem, problem, JSON.stringify(value));
  }
});

const ADR = {id: 'adr-041', title: 'Graph backend', status: 'Accepted', date: '2025-10-09', deciders: ['Core'], tags: ['graph']};

test('front matter: relations are validated with the document, and may not repeat what supersedes says', () => {
  assert.doesNotThrow(() => validateFrontMatterForFile('adr/adr-041-x.md', {...ADR, relations: {'builds-on': ['rfc-013']}}));
  assert.throws(
    () => validateFrontMatterForFile('adr/adr-041-x.md', {...ADR, supersedes: 'rfc-013', relations: {amends: ['adr-001', 'rfc-013']}}),
    (e: unknown) => e instanceof FrontMatterError && e.field === 'relations' && e.within === 'amends.1' && /supersedes/.test(e.message),
  );
});

test('missing targets are found with their index within their type', () => {
  const known = new Set(['adr-001', 'rfc-002']);
  assert.deepEqual(missingRelationTargets({amends: ['adr-001', 'adr-099'], 'reports-on': ['rfc-002']}, known), [
    {type: 'amends', target: 'adr-099', index: 1},
  ]);
  assert.deepEqual(missingRelationTargets(undefined, known), []);
});

const SITE = mkdtempSync(path.join(tmpdir(), 'prism-relations-'));
after(() => rmSync(SITE, {recursive: true, force: true}));
mkdirSync(path.join(SITE, 'adr'));
writeFileSync(path.join(SITE, 'adr', 'tags.yml'), 'graph:\n  label: Graph\n');
writeFileSync(path.join(SITE, 'adr', 'adr-001-first.md'), '---\nid: adr-001\n---\n');

const source = (relations: string) =>
  [
    '---',
    'id: adr-041',
    'title: Graph backend',
    'status: Accepted',
    'date: 2025-10-09',
    relations,
    'deciders: [Core]',
    'tags: [graph]',
    '---',
    '',
    'Body.',
    '',
  ].join('\n');

async function mistakeOf(content: string): Promise<AuthoringMistake> {
  const write = mock.method(process.stderr, 'write', () => true);
  try {
    await parseFrontMatter({
      filePath: path.join(SITE, 'adr', 'adr-041-graph.md'),
      fileContent: content,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
  } catch (error) {
    assert.ok(error instanceof AuthoringMistake, String(error));
    return error;
  } finally {
    write.mock.restore();
  }
  assert.fail('parsed without a mistake');
}

test('the build: a relation to a document that does not exist fails at the line of that id', async () => {
  const content = source('relations:\n  amends:\n    - adr-001\n    - adr-999');
  const mistake = await mistakeOf(content);
  assert.equal(mistake.file, 'adr/adr-041-graph.md');
  assert.equal(mistake.line, content.split('\n').indexOf('    - adr-999') + 1);
  assert.equal(mistake.problem, 'relation "amends" names adr-999, and no document has that id');
});

test('the build: a reverse side written by hand fails at its key, in flow style too', async () => {
  const block = source('relations:\n  builds-on: [adr-001]\n  amended-by: [adr-001]');
  const mistake = await mistakeOf(block);
  assert.equal(mistake.line, block.split('\n').indexOf('  amended-by: [adr-001]') + 1);
  assert.match(mistake.problem, /^front matter field "relations" "amended-by" is the reverse side/);
  const flow = source('relations: {amended-by: [adr-001]}');
  assert.equal((await mistakeOf(flow)).line, flow.split('\n').indexOf('relations: {amended-by: [adr-001]}') + 1);
});

test('the build: relations to documents that exist pass through unchanged', async () => {
  const parsed = await parseFrontMatter({
    filePath: path.join(SITE, 'adr', 'adr-041-graph.md'),
    fileContent: source('relations: {builds-on: [adr-001]}'),
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  assert.deepEqual(parsed.frontMatter.relations, {'builds-on': ['adr-001']});
});

const record = (id: string): DocumentRecord => ({
  id,
  section: id.startsWith('adr') ? 'adr' : 'rfc',
  title: id,
  tags: [],
  permalink: `/base/${id}/`,
  description: '',
  people: [],
  referencedBy: [],
  relations: {},
});

test('the model derives each reverse side, lists each name in reading order, and supersession joins the vocabulary', () => {
  const documents = ['adr-001', 'adr-002', 'adr-003', 'rfc-001'].map(record);
  const written = new Map([
    ['adr-003', relationsWritten({supersedes: 'adr-001', relations: {'builds-on': ['rfc-001', 'adr-002']}})],
    ['rfc-001', relationsWritten({relations: {amends: ['adr-002']}})],
  ]);
  assert.deepEqual(attachRelations(documents, written), []);
  const byId = Object.fromEntries(documents.map((d) => [d.id, d.relations]));
  assert.deepEqual(byId['adr-003'], {supersedes: ['adr-001'], 'builds-on': ['adr-002', 'rfc-001']});
  assert.deepEqual(byId['adr-001'], {'superseded-by': ['adr-003']});
  assert.deepEqual(byId['adr-002'], {'amended-by': ['rfc-001'], 'basis-for': ['adr-003']});
  assert.deepEqual(byId['rfc-001'], {amends: ['adr-002'], 'basis-for': ['adr-003']});
});

test('the model refuses a relation written on both sides, and one to a document that is not published', () => {
  const documents = ['adr-001', 'adr-002'].map(record);
  const written = new Map([
    ['adr-002', relationsWritten({relations: {amends: ['adr-001'], 'reports-on': ['adr-050']}})],
    ['adr-001', relationsWritten({relations: {'builds-on': ['adr-002']}})],
  ]);
  const problems = attachRelations(documents, written).map((p) => `${p.id} ${p.relation.type} ${p.relation.target}: ${p.problem}`);
  assert.deepEqual(problems, [
    'adr-001 builds-on adr-002: adr-002 already writes "amends: adr-001"; a relation is written once, on the later document, and the site derives its reverse',
    'adr-002 amends adr-001: adr-001 already writes "builds-on: adr-002"; a relation is written once, on the later document, and the site derives its reverse',
    'adr-002 reports-on adr-050: names adr-050, which is not a published document',
  ]);
  assert.deepEqual(documents[0]!.relations, {}, 'a refused relation adds no side');
});

test('documents.json carries both sides of the typed relations; document page data the forward sides, without empty ones', () => {
  const documents = ['adr-001', 'adr-002'].map(record);
  attachRelations(documents, new Map([['adr-002', relationsWritten({relations: {amends: ['adr-001']}})]]));
  const published = publishedDocuments(documents, new Map(), {url: 'https://x', title: 'P', tagline: 't'});
  assert.deepEqual(
    published.map((d) => d.relations),
    [{'amended-by': ['adr-002']}, {amends: ['adr-001']}],
  );
  const third = record('adr-003');
  const pages = documentPagesData({documents: [...documents, third], sections: [], relationProblems: []});
  assert.deepEqual(pages['adr-002']!.relations, {amends: ['adr-001']}, 'the forward sides only');
  assert.ok(!('relations' in pages['adr-001']!), 'a document that writes none has none');
  assert.ok(!('relations' in pages['adr-003']!));
});
