/**
 * The site's search engine (src/plugins/search/queryWords, shardedIndex) on a
 * small term index in memory: how a query is read, which pages it finds and in
 * what order, what a result shows, and what it fetches.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {QueryReader, tokenize} from '../../src/plugins/search/queryWords';
import type {SearchDocument} from '../../src/plugins/search/searchDocuments';
import {ShardedIndex, type SearchResult} from '../../src/plugins/search/shardedIndex';
import {buildTermIndex, textChunkFile, type TermIndexFiles} from '../../src/plugins/search/termIndex';

const words = {
  synonyms: {k8s: ['kubernetes'], 'mutual tls': ['mtls'], mtls: ['mutual tls']},
  ignoredWords: ['why', 'instead', 'vs'],
};
const reader = new QueryReader(words);

test('queries: record numbers in any form name the document; the rest are words', () => {
  for (const form of ['adr 7', 'ADR-7', 'adr-007', 'ADR007', 'adr7', 'Adr 07']) {
    assert.deepEqual(reader.read(form), {records: ['ADR-7'], groups: [], marks: []}, form);
  }
  assert.deepEqual(reader.read('rfc006 RFC 6 memo 12').records, ['RFC-6', 'MEMO-12']);
  const withWords = reader.read('adr 40 prismctl');
  assert.deepEqual([withWords.records, withWords.groups.map((g) => g.alternatives)], [['ADR-40'], [[['prismctl']]]]);
  assert.deepEqual(reader.read('adr').records, [], 'a prefix without a number is a word');
  assert.deepEqual(reader.read('netflix 7').records, [], 'only numbered sections');
});

test('queries: synonyms and abbreviations from the data file, a phrase before its words', () => {
  assert.deepEqual(
    reader.read('k8s operator').groups.map((g) => g.alternatives),
    [[['k8s'], ['kubernetes']], [['operator']]],
  );
  assert.deepEqual(
    reader.read('mutual TLS').groups.map((g) => g.alternatives),
    [[['mutual', 'tls'], ['mtls']]],
  );
  assert.deepEqual(reader.targetWords().sort(), ['kubernetes', 'mtls', 'mutual', 'tls']);
});

test('queries: stop words and question words do not count, unless nothing else was typed', () => {
  const question = reader.read('why rust instead of go for the proxy');
  assert.deepEqual(
    question.groups.map((g) => g.alternatives[0].join(' ')),
    ['rust', 'go', 'proxy'],
  );
  assert.deepEqual(
    question.groups.map((g) => g.maybeTyping),
    [false, false, true],
    'the last word may be a prefix',
  );
  assert.deepEqual(
    reader.read('why instead').groups.map((g) => g.alternatives[0][0]),
    ['instead'],
  );
  assert.equal(reader.read('the proxy of').groups.at(-1)!.maybeTyping, false, 'a trailing stop word ends the last word');
});

test('queries: words trimmed of punctuation as lunr trims them; punctuation alone is no word; at most twelve', () => {
  assert.deepEqual(tokenize('(Kafka)*+? <proxy> --- données TinkerPop/Gremlin'), ['kafka', 'proxy', 'données', 'tinkerpop', 'gremlin']);
  assert.deepEqual(tokenize('.*+?^${}()|[]\\'), []);
  assert.equal(reader.read('widget '.repeat(40)).groups.length, 12);
});

// Ids count up in page order: a page's title entry, then its headings and text.
const titles: SearchDocument[] = [
  {i: 1, t: 'ADR-007: Authentication and Authorization', u: '/adr/adr-007/', b: ['ADRs'], st: 'Accepted'},
  {i: 10, t: 'RFC-006: Admin CLI', u: '/rfc/rfc-006/', b: ['RFCs'], st: 'Superseded', sb: '/adr/adr-040/'},
  {i: 20, t: 'ADR-040: Go Admin CLI', u: '/adr/adr-040/', b: ['ADRs'], st: 'Accepted'},
  {i: 30, t: 'RFC-011: Secrets', u: '/rfc/rfc-011/', b: ['RFCs'], st: 'Proposed'},
  {i: 40, t: 'ADR-050: Kubernetes Operator', u: '/adr/adr-050/', b: ['ADRs'], st: 'Accepted'},
  {i: 50, t: 'Netflix Notes', u: '/netflix/notes/', b: ['Netflix']},
];
const headings: SearchDocument[] = [
  {i: 31, t: 'Decision', u: '/rfc/rfc-011/', h: '#decision', p: 30},
  {i: 33, t: 'Alternatives', u: '/rfc/rfc-011/', h: '#alternatives', p: 30},
];
const keywords: SearchDocument[] = [{i: 30, t: 'PublishRequest SecretStore', u: '/rfc/rfc-011/', s: 'RFC-011: Secrets', p: 30}];
const content: SearchDocument[] = [
  {
    i: 2,
    t: 'Every request carries mutual TLS certificates between the proxy and its plugins.',
    u: '/adr/adr-007/',
    h: '',
    p: 1,
    s: titles[0].t,
  },
  {i: 11, t: 'A command line for operators, written in Python.', u: '/rfc/rfc-006/', h: '', p: 10, s: titles[1].t},
  {i: 21, t: 'A command line for operators, written in Go.', u: '/adr/adr-040/', h: '', p: 20, s: titles[2].t},
  {i: 32, t: 'Secrets come from the platform store at start.', u: '/rfc/rfc-011/', h: '#decision', p: 30, s: 'Decision'},
  {i: 34, t: 'Vault credentials were rejected: another server to run.', u: '/rfc/rfc-011/', h: '#alternatives', p: 30, s: 'Alternatives'},
  {
    i: 41,
    t: 'The operator reconciles namespaces and credentials. Vault holds nothing here.',
    u: '/adr/adr-050/',
    h: '',
    p: 40,
    s: titles[4].t,
  },
  {
    i: 51,
    t: 'Netflix runs a data gateway; authentication is done at the edge with mtls.',
    u: '/netflix/notes/',
    h: '',
    p: 50,
    s: 'Netflix Notes',
  },
];
const parts = [titles, headings, [], keywords, content];

/** The fixture's term index in memory, each shard a term or two; `load` records what it is asked for. */
function memoryIndex(shardBytes = 40): {files: TermIndexFiles; index: ShardedIndex; fetched: string[]} {
  const files = buildTermIndex(parts, (kind, n) => (n < 0 ? `${kind}-{n}.json` : `${kind}-${n}.json`), shardBytes, 200, [33, 34]);
  const byName = new Map<string, unknown>([
    ...files.shards.map((shard, s) => [files.meta.shards[s].file, shard] as const),
    ...files.textChunks.map((chunk, n) => [textChunkFile(files.meta, n), chunk] as const),
  ]);
  const fetched: string[] = [];
  const load = async (file: string) => {
    fetched.push(file);
    return JSON.parse(JSON.stringify(byName.get(file)));
  };
  return {files, index: new ShardedIndex(files.meta, load, Infinity, reader), fetched};
}

const urls = async (index: ShardedIndex, query: string) => (await index.search(query, 8)).map((r) => r.url.split('#')[0]);

test('ranking: a record number goes straight to its document, first, in any form', async () => {
  const {index} = memoryIndex();
  for (const form of ['adr 7', 'ADR-7', 'adr007']) assert.deepEqual(await urls(index, form), ['/adr/adr-007/'], form);
  assert.deepEqual((await urls(index, 'rfc 6 cli'))[0], '/rfc/rfc-006/', 'first, before the words');
  assert.equal((await index.search('adr 7', 8))[0].kind, 'record');
  assert.deepEqual(await urls(index, 'adr 999'), [], 'no such record');
});

test('ranking: typos forgiven from five letters (one edit) and eight (two), below exact words; short words and numbers exact', async () => {
  const {index} = memoryIndex();
  assert.deepEqual(await urls(index, 'credentials'), ['/adr/adr-050/', '/rfc/rfc-011/']);
  assert.deepEqual(await urls(index, 'credentails'), ['/adr/adr-050/', '/rfc/rfc-011/'], 'eleven letters, a transposition');
  assert.deepEqual(await urls(index, 'credantials'), ['/adr/adr-050/', '/rfc/rfc-011/'], 'one letter wrong');
  assert.deepEqual(await urls(index, 'nanespaxes'), ['/adr/adr-050/'], 'two edits from eight letters');
  assert.deepEqual(await urls(index, 'vaultt'), ['/adr/adr-050/', '/rfc/rfc-011/'], 'one edit from five');
  assert.deepEqual(await urls(index, 'vaul credentials'), [], 'four letters, not the last word: exact only');
  assert.deepEqual(await urls(index, 'vaxlx'), [], 'five letters: two edits are too many');
  assert.deepEqual(await urls(index, 'edgx'), [], 'four letters: no typo forgiven');
  const exact = await index.search('secrets', 8);
  assert.deepEqual(
    exact.map((r) => r.url.split('#')[0]),
    ['/rfc/rfc-011/'],
    'an exact word is not also matched at an edit ("secret" would reach "secrets" anyway)',
  );
});

test("ranking: a last word typed past its stem's end still finds its documents; a word before it is not completed", async () => {
  const {index} = memoryIndex();
  const whole = await urls(index, 'authentication');
  // "authenticatio" is a prefix of no stem ("authent") and six letters from it: only its completion reaches it.
  assert.deepEqual(await urls(index, 'authenticatio'), whole);
  assert.deepEqual(await urls(index, 'reconcilin'), ['/adr/adr-050/'], '"reconciling"');
  assert.deepEqual(await urls(index, 'authenticatio edge'), [], 'not the last word: read as typed');
});

test('ranking: a title or heading before a passing mention; a synonym finds its word; a code name is searchable', async () => {
  const {index} = memoryIndex();
  assert.deepEqual(await urls(index, 'authentication'), ['/adr/adr-007/', '/netflix/notes/']);
  assert.deepEqual(await urls(index, 'k8s operator'), ['/adr/adr-050/'], 'k8s is kubernetes');
  const mtls = await urls(index, 'mtls');
  assert.deepEqual(mtls.sort(), ['/adr/adr-007/', '/netflix/notes/'], 'mtls also finds "mutual TLS"');
  const [code] = await index.search('PublishRequest', 8);
  assert.deepEqual([code.url, code.kind], ['/rfc/rfc-011/', 'code']);
});

test('ranking: a passage about alternatives ranks below the decision of another document', async () => {
  const {index} = memoryIndex();
  const results = await index.search('vault credentials', 8);
  assert.deepEqual(
    results.map((r) => r.url),
    ['/adr/adr-050/', '/rfc/rfc-011/#alternatives'],
  );
});

test('results: number, title and status first; a superseded document below its successor, saying what replaced it', async () => {
  const {index} = memoryIndex();
  const results = await index.search('command line operators', 8);
  assert.deepEqual(
    results.map((r) => [r.title, r.status, r.supersededBy?.title]),
    [
      ['ADR-040: Go Admin CLI', 'Accepted', undefined],
      ['RFC-006: Admin CLI', 'Superseded', 'ADR-040: Go Admin CLI'],
    ],
  );
  const [first] = results;
  assert.equal(first.section, 'ADRs');
  assert.equal(first.kind, 'text');
  assert.deepEqual(first.excerpt?.marks, [
    [2, 7],
    [10, 4],
    // lunr's position of a word includes the punctuation that ends it, as the theme marked it.
    [19, 10],
  ]);
  assert.equal(first.excerpt?.text.slice(2, 9), 'command');
  assert.deepEqual(first.marks, ['command', 'line', 'operators']);
  const [title] = await index.search('admin', 8);
  assert.deepEqual([title.title.slice(...[title.titleMarks[0][0], title.titleMarks[0][0] + title.titleMarks[0][1]])], ['Admin']);
});

test('results: filtered by section and status; at most the limit', async () => {
  const {index} = memoryIndex();
  const rfcs = await index.search('credentials', 8, {include: (page) => page.url.startsWith('/rfc/')});
  assert.deepEqual(
    rfcs.map((r) => r.url.split('#')[0]),
    ['/rfc/rfc-011/'],
  );
  const accepted = await index.search('cli', 8, {include: (page) => page.status === 'Accepted'});
  assert.deepEqual(
    accepted.map((r) => r.url),
    ['/adr/adr-040/'],
  );
  assert.equal((await index.search('credentials', 1)).length, 1);
});

test('hostile queries: nothing, at once, without an error', async () => {
  const {index} = memoryIndex();
  for (const query of ['', '   ', '.*+?^${}()|[]\\', '<img src=x onerror=alert(1)>', '"><b>x</b>', '🚀 日本語', 'x', 'a']) {
    assert.deepEqual(await index.search(query, 8), [], JSON.stringify(query));
  }
  const long = 'operator credentials vault '.repeat(40).slice(0, 1_000);
  assert.ok((await index.search(long, 8)).length > 0, 'a long query of real words finds them');
});

test('a search fetches only the shards of its words and the text of its results, once', async () => {
  const {files, index, fetched} = memoryIndex();
  await index.search('netflix', 8);
  const shards = fetched.filter((f) => f.startsWith('shard-'));
  assert.ok(shards.length >= 1 && shards.length < files.shards.length / 2, `fetched ${shards.length} of ${files.shards.length} shards`);
  assert.equal(fetched.filter((f) => f.startsWith('text-')).length, 0, 'a title result needs no text');
  await index.search('secrets platform', 8);
  assert.equal(fetched.filter((f) => f.startsWith('text-')).length, 1, 'one chunk for the one passage');
  const before = fetched.length;
  await index.search('secrets platform', 8);
  assert.equal(fetched.length, before, 'a second search reuses what was fetched');
});

test('the ranked results are told before the text of their headings and passages is fetched, and only when some is to come', async () => {
  const {index, fetched} = memoryIndex();
  const told: Array<{results: SearchResult[]; textFetched: number}> = [];
  const onRanked = (results: SearchResult[]) => told.push({results, textFetched: fetched.filter((f) => f.startsWith('text-')).length});
  const complete = await index.search('secrets platform', 8, {onRanked});
  assert.equal(told.length, 1, 'told once');
  const [{results: ranked, textFetched}] = told;
  assert.equal(textFetched, 0, 'before any text was fetched');
  assert.deepEqual(
    ranked.map((r) => r.title),
    complete.map((r) => r.title),
    'the same documents, in the same order',
  );
  const withText = complete.map((r, n) => ({r, ranked: ranked[n]})).filter(({r}) => r.excerpt || r.heading);
  assert.ok(withText.length > 0, 'the query has results with a passage');
  for (const {r, ranked: early} of withText) {
    assert.equal(early.contextToCome, true, `${r.title}: its context is to come`);
    assert.equal(early.excerpt ?? early.heading, undefined, `${r.title}: no text before it is fetched`);
    assert.equal(r.contextToCome, undefined, `${r.title}: the complete result has its context`);
  }
  told.length = 0;
  await index.search('netflix', 8, {onRanked});
  assert.equal(told.length, 0, 'a title result needs no text, so its results come complete, once');
  await index.search('secrets platform', 8, {onRanked});
  assert.equal(told.length, 0, 'with the text already here, the complete results come at once, without the ranked ones first');
});

test('a file that fails to load is asked again by the next search; a search once aborted stops', async () => {
  const {files} = memoryIndex();
  let failures = 1;
  const flaky = new ShardedIndex(
    files.meta,
    async (file) => {
      if (failures-- > 0) throw new Error(`${file}: network error`);
      const shard = files.meta.shards.findIndex((s) => s.file === file);
      return shard >= 0 ? files.shards[shard] : files.textChunks[Number(/text-(\d+)/.exec(file)![1])];
    },
    Infinity,
    reader,
  );
  await assert.rejects(flaky.search('netflix', 8), /network error/);
  assert.equal((await flaky.search('netflix', 8)).length, 1);
  const controller = new AbortController();
  controller.abort(new Error('typed on'));
  await assert.rejects(flaky.search('vault', 8, {signal: controller.signal}), /typed on/);
});
