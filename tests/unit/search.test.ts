import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {sectionOfContext, SECTION_SEARCH_CONTEXTS} from '../../src/config/search';
import {contextOfUrl} from '../../src/plugins/search/indexFiles';
import {pagesToIndex} from '../../src/plugins/search/pagesToIndex';
import {matchedExcerpt} from '../../src/plugins/search/positions';
import {smartQueries, tokenize} from '../../src/plugins/search/queryTerms';
import {queryBuilder, ShardedIndex} from '../../src/plugins/search/shardedIndex';
import {buildPartIndex, CONTENT, HEADINGS, SEARCH_PARTS, TITLES, type SearchDocument} from '../../src/plugins/search/searchDocuments';
import {withSectionInTrail} from '../../src/plugins/search/sectionTrail';
import {buildTermIndex, pageIndexOf, partPostings, textChunkFile, type TermIndexFiles} from '../../src/plugins/search/termIndex';

const BASE = '/base/';
const SECTIONS = ['adr', 'rfc'];

// Ids count up in page order: a page's title entry, then its headings and text.
const titles: SearchDocument[] = [
  {i: 1, t: 'ADR-001: Rust for the proxy', u: '/base/adr/adr-001/', b: ['ADRs']},
  {i: 5, t: 'RFC-001: Back-pressure', u: '/base/rfc/rfc-001/', b: ['RFCs']},
  {i: 8, t: 'RFC-033: Claim Check pattern', u: '/base/rfc/rfc-033/', b: ['RFCs']},
  {i: 11, t: 'About', u: '/base/about/', b: []},
];
const headings: SearchDocument[] = [
  {i: 2, t: 'Context', u: '/base/adr/adr-001/', h: '#context', p: 1},
  {i: 9, t: 'Why a claim check', u: '/base/rfc/rfc-033/', h: '#why', p: 8},
];
const descriptions: SearchDocument[] = [
  {i: 5, t: 'Slow consumers push back on producers.', u: '/base/rfc/rfc-001/', s: 'RFC-001: Back-pressure', p: 5},
];
const content: SearchDocument[] = [
  {
    i: 3,
    t: 'The proxy routes every request through a namespace, running, runs and ran.',
    u: '/base/adr/adr-001/',
    h: '#context',
    p: 1,
    s: 'Context',
  },
  {
    i: 4,
    t: 'A claim check is mentioned here in passing, with the proxy.',
    u: '/base/adr/adr-001/',
    h: '',
    p: 1,
    s: 'ADR-001: Rust for the proxy',
  },
  {
    i: 6,
    t: "Back-pressure isn't optional: queues (Kafka, NATS) fill at 10,000 msg/s.",
    u: '/base/rfc/rfc-001/',
    h: '',
    p: 5,
    s: 'RFC-001: Back-pressure',
  },
  {i: 7, t: 'Kafka consumers commit offsets; the proxy throttles producers.', u: '/base/rfc/rfc-001/', h: '#flow', p: 5, s: 'Flow'},
  {
    i: 10,
    t: 'Large payloads go to object storage and the message carries a claim check.',
    u: '/base/rfc/rfc-033/',
    h: '#why',
    p: 8,
    s: 'Why a claim check',
  },
  {i: 12, t: 'A page outside every section.', u: '/base/about/', h: '', p: 11, s: 'About'},
];
const parts = [titles, headings, descriptions, [], content];

/** A term index of the fixture in memory, with shards small enough that there are several. */
function fixtureIndex(shardBytes = 60, textBytes = 150): {files: TermIndexFiles; index: ShardedIndex; fetched: string[]} {
  return memoryIndex(parts, {shardBytes, textBytes});
}

/**
 * Results by score (to 12 digits), best first; equal scores by ref. lunr
 * orders equal scores by the order it meets their terms, which its token set
 * and our vocabulary list differently, and a query vector built in another
 * order can differ in its last bit.
 */
function byScore(results: Array<[ref: string, score: number]>): Array<[string, string]> {
  return results
    .map(([ref, score]): [string, string] => [ref, score.toPrecision(12)])
    .sort(([refA, a], [refB, b]) => Number(b) - Number(a) || Number(refA) - Number(refB));
}

test('the sharded index scores and finds exactly as lunr does on the full index, part by part', async () => {
  const {files, index} = fixtureIndex();
  assert.ok(files.shards.length > 3, `several shards (${files.shards.length})`);
  // Prefixes as they are typed ("p", "cl ch") reach many terms: the index asks for required words its own way (PartIndex#query).
  const inputs = [
    'proxy',
    'claim check',
    'kafk',
    'runs',
    'producer',
    'proxi',
    'back-pressure',
    'queues kafka',
    'p',
    'c',
    'cl ch',
    'the proxy r',
    'zzz p',
  ];
  for (const input of inputs) {
    for (const query of smartQueries(tokenize(input), 1)) {
      for (const part of SEARCH_PARTS.keys()) {
        const full = buildPartIndex(parts[part]);
        const expected = full.query(queryBuilder(query));
        const actual = await index.queryPart(part, query);
        assert.deepEqual(
          byScore(actual.map((r) => [r.ref, r.score])),
          byScore(expected.map((r) => [r.ref, r.score])),
          `"${input}" (${JSON.stringify(query.term.map((t) => t.value))}) in ${SEARCH_PARTS[part]}`,
        );
        // Positions: recomputed from the text, as lunr recorded them.
        for (const result of expected) {
          const text = parts[part].find((d) => String(d.i) === result.ref)!.t;
          for (const [term, fields] of Object.entries(result.matchData.metadata)) {
            assert.deepEqual(
              matchedExcerpt(text, new Set([term]), Infinity).positions.get(term),
              (fields as {t: {position: unknown}}).t.position,
              `positions of ${term} in ${result.ref}`,
            );
          }
        }
      }
    }
  }
});

test('a word typed as a prefix costs no set union per term it reaches (lunr copies the set for each one)', async (t) => {
  const {index} = fixtureIndex();
  // lunr.Set, which @types/lunr leaves out.
  const {Set: LunrSet} = lunr as unknown as {Set: {prototype: {union(other: object): object}}};
  const union = t.mock.method(LunrSet.prototype, 'union');
  const results = await index.search('p', 8);
  assert.ok(results.length > 2, `"p" finds pages (${results.length})`);
  assert.equal(union.mock.callCount(), 0);
});

test('a search fetches only the shards of its words and the text of its results', async () => {
  const {files, index, fetched} = fixtureIndex();
  const results = await index.search('kafka', 8);
  assert.deepEqual(
    results.map((r) => r.document.u),
    ['/base/rfc/rfc-001/'],
  );
  const shards = fetched.filter((f) => f.startsWith('shard-'));
  assert.ok(shards.length >= 1 && shards.length < files.shards.length, `fetched ${shards.join(' ')} of ${files.shards.length} shards`);
  const chunk = files.textChunks.findIndex((c) => c.parts[CONTENT].some((entry) => entry.i === 7));
  assert.deepEqual(
    fetched.filter((f) => f.startsWith('text-')),
    [textChunkFile(files.meta, chunk)],
    'only the text chunk of the one result',
  );
  // A second search reuses what was fetched.
  const before = fetched.length;
  await index.search('kafka', 8);
  assert.equal(fetched.length, before);
});

test('results read as documents: one per page, a title above a heading above a passing mention', async () => {
  const {index} = fixtureIndex();
  const results = await index.search('claim check', 8);
  assert.deepEqual(
    results.map((r) => [r.document.u, SEARCH_PARTS[r.type]]),
    [
      ['/base/rfc/rfc-033/', 'titles'],
      ['/base/adr/adr-001/', 'content'],
    ],
  );
  const [title, mention] = results;
  assert.equal(title.page, false, 'a title result has no separate page entry');
  assert.deepEqual(Object.keys(title.metadata).sort(), ['check', 'claim']);
  assert.deepEqual(title.metadata.claim.t.position, [[9, 5]], 'the title\'s "Claim" is marked');
  assert.equal(mention.page && mention.page.t, 'ADR-001: Rust for the proxy', "a text result carries its page's title entry");
  assert.equal(mention.document.p, 1);
  assert.ok(mention.metadata.claim.t.position.length > 0);
});

test('the results page narrows to a section; the rest of a search is every section', async () => {
  const {index} = fixtureIndex();
  const everywhere = await index.search('proxy', 8);
  assert.deepEqual(everywhere.map((r) => r.document.u).sort(), ['/base/adr/adr-001/', '/base/rfc/rfc-001/']);
  const rfcs = await index.search('proxy', 8, (url) => url.startsWith('/base/rfc/'));
  assert.deepEqual(
    rfcs.map((r) => r.document.u),
    ['/base/rfc/rfc-001/'],
  );
  assert.equal(SEARCH_PARTS[rfcs[0].type], 'content');
  assert.deepEqual((await index.search('proxy', 1)).length, 1, 'at most the limit');
});

test('a prefix finds the word being typed; a word one edit away still matches; nonsense and blanks find nothing', async () => {
  const {index} = fixtureIndex();
  assert.deepEqual(
    (await index.search('kaf', 8)).map((r) => r.document.u),
    ['/base/rfc/rfc-001/'],
  );
  assert.deepEqual(
    (await index.search('kafkq', 8)).map((r) => r.document.u),
    ['/base/rfc/rfc-001/'],
  );
  assert.deepEqual(await index.search('zzqxjvw', 8), []);
  assert.deepEqual(await index.search('   ', 8), []);
  assert.deepEqual(await index.search('', 8), []);
  assert.deepEqual(await index.search('.*+?^${}()|[]\\', 8), []);
  assert.deepEqual(
    (await index.search('<Kafka>', 8)).map((r) => r.document.u),
    ['/base/rfc/rfc-001/'],
    'a word in markup is the word',
  );
  assert.deepEqual(
    (await index.search('(kafka)*+?', 8)).map((r) => r.tokens),
    [['kafka']],
  );
});

/** The queries a search tries for `input`, as `word*~1` (a prefix, one edit away). */
const show = (input: string, fuzzyDistance = 1) =>
  smartQueries(tokenize(input), fuzzyDistance).map((q) =>
    q.term
      .map((t) => `${t.value}${t.wildcard === lunr.Query.wildcard.TRAILING ? '*' : ''}${t.editDistance ? `~${t.editDistance}` : ''}`)
      .join(' '),
  );

/**
 * Pages found in different parts of their text, and a term per shard: for the
 * order of results and what a search fetches.
 */
const rankingParts: SearchDocument[][] = [
  [
    {i: 1, t: 'Alpha', u: '/a/'},
    {i: 3, t: 'Beta', u: '/b/'},
    {i: 5, t: 'Gamma', u: '/g/'},
    {i: 8, t: 'Delta', u: '/d/'},
    {i: 11, t: 'Epsilon', u: '/e/'},
    {i: 13, t: 'Omega', u: '/z/'},
  ],
  [
    {i: 4, t: 'Widget catalogue', u: '/b/', p: 3},
    {i: 6, t: 'Widget', u: '/g/', p: 5},
  ],
  [{i: 8, t: 'A widget, one widget after another.', u: '/d/', p: 8}],
  [{i: 5, t: 'widget catalog', u: '/g/', p: 5}],
  [
    {i: 2, t: 'A widget in passing, and a cat.', u: '/a/', p: 1},
    {i: 7, t: 'Widget here.', u: '/g/', p: 5},
    {i: 12, t: 'Catnip.', u: '/e/', p: 11},
    {i: 14, t: 'Widget here.', u: '/z/', p: 13},
    {i: 15, t: 'Widget hare.', u: '/z/', p: 13},
  ],
];

/** A term index in memory whose `load` records what it is asked for and may be told to fail or to alter a file. */
function memoryIndex(
  documents: readonly (readonly SearchDocument[])[],
  {shardBytes = 1, textBytes = 1, alter = (_file: string, json: unknown): unknown => json} = {},
): {files: TermIndexFiles; index: ShardedIndex; fetched: string[]} {
  const files = buildTermIndex(documents, (kind, n) => (n < 0 ? `${kind}-{n}.json` : `${kind}-${n}.json`), shardBytes, textBytes);
  const byName = new Map<string, unknown>([
    ...files.shards.map((shard, s) => [files.meta.shards[s].file, shard] as const),
    ...files.textChunks.map((chunk, n) => [textChunkFile(files.meta, n), chunk] as const),
  ]);
  const fetched: string[] = [];
  const load = async (file: string) => {
    fetched.push(file);
    return alter(file, JSON.parse(JSON.stringify(byName.get(file))));
  };
  return {files, index: new ShardedIndex(files.meta, load, 1), fetched};
}

test('results rank by where the words are: title or keywords, then a heading or summary by score, then the text', async () => {
  const {index} = memoryIndex(rankingParts);
  const results = await index.search('widget', 8);
  assert.deepEqual(
    results.map((r) => [r.document.u, SEARCH_PARTS[r.type]]),
    [
      ['/g/', 'keywords'],
      ['/d/', 'descriptions'],
      ['/b/', 'headings'],
      ['/z/', 'content'],
      ['/a/', 'content'],
    ],
  );
  assert.ok(results[1].score > results[2].score, 'the summary outscores the heading');
  assert.ok(results[3].score > results[4].score, 'then the text by score');
  // /z/ has two entries that score alike: the first on the page stands for it.
  assert.equal(results[3].score, (await index.queryPart(CONTENT, smartQueries(['widget'], 0)[0])).find((r) => r.ref === '15')!.score);
  assert.equal(results[3].document.i, 14);
});

test('a page found by an earlier query ranks above those only a later (prefix) query finds, which rank among themselves', async () => {
  const {index} = memoryIndex(rankingParts);
  assert.deepEqual(
    (await index.search('cat', 8)).map((r) => [r.document.u, SEARCH_PARTS[r.type]]),
    [
      ['/a/', 'content'], // "cat": the word itself
      ['/g/', 'keywords'], // "cat*": catalog
      ['/b/', 'headings'], // catalogue
      ['/e/', 'content'], // catnip
    ],
  );
});

test('a search stops once a query has found enough pages, fetching nothing for the queries after it', async () => {
  const {files, index, fetched} = memoryIndex(rankingParts);
  const [result] = await index.search('cat', 1);
  assert.equal(result.document.i, 2);
  const shardOfCat = files.meta.shards.findLast((shard) => shard.first <= files.meta.terms.indexOf('cat'))!.file;
  assert.deepEqual(
    fetched.filter((file) => file.startsWith('shard-')),
    [shardOfCat],
    'not the shards of catalog, catalogue or catnip',
  );
});

test('the last shard of the vocabulary is found and read like any other', async () => {
  const {files, index, fetched} = memoryIndex(rankingParts);
  assert.equal(files.meta.terms.at(-1), 'widget');
  assert.equal((await index.search('widget', 8)).length, 5);
  assert.deepEqual(
    fetched.filter((file) => file.startsWith('shard-')),
    [files.meta.shards.at(-1)!.file],
  );
});

test("a result shows its own entry from a text chunk that holds several of its part's entries", async () => {
  const {index} = memoryIndex(parts, {shardBytes: 60, textBytes: 1_000_000});
  const [result] = await index.search('kafka', 8);
  assert.equal(result.document.i, 7);
  assert.match(result.document.t, /^Kafka consumers/);
  assert.deepEqual(result.metadata.kafka.t.position, [[0, 5]]);
});

test('a file that fails to load is asked again by the next search', async () => {
  const failed = new Set<string>();
  const {index} = memoryIndex(parts, {
    alter: (file, json) => {
      if (failed.has(file)) return json;
      failed.add(file);
      throw new Error(`${file}: network error`);
    },
  });
  await assert.rejects(index.search('kafka', 8), /shard-\d+\.json: network error/);
  await assert.rejects(index.search('kafka', 8), /text-\d+\.json: network error/, 'the shards, then the text chunk');
  assert.deepEqual(
    (await index.search('kafka', 8)).map((r) => r.document.i),
    [7],
  );
});

test('a text chunk out of step with the index: an entry missing is an error; an entry without the word shows unmarked', async () => {
  const textChunk = (json: unknown) => json as {parts: SearchDocument[][]};
  const missing = memoryIndex(parts, {
    alter: (file, json) => (file.startsWith('text-') ? {parts: textChunk(json).parts.map(() => [])} : json),
  });
  await assert.rejects(missing.index.search('kafka', 8), /Search index: entry 7 missing from its text chunk/);
  const changed = memoryIndex(parts, {
    alter: (file, json) => {
      if (!file.startsWith('text-')) return json;
      for (const part of textChunk(json).parts) for (const entry of part) entry.t = 'Rewritten since.';
      return json;
    },
  });
  const [result] = await changed.index.search('kafka', 8);
  assert.equal(result.document.t, 'Rewritten since.');
  assert.deepEqual(result.metadata, {kafka: {t: {position: []}}});
});

test('words trimmed of any run of punctuation; text of separators alone is no words', () => {
  assert.deepEqual(tokenize('"(kafka)" ..proxy!!'), ['kafka', 'proxy']);
  assert.deepEqual(tokenize(' - -- '), []);
  assert.deepEqual(tokenize(''), []);
});

test('queries: a trailing stop word is no prefix, one-letter words are never fuzzy, exact queries carry no edit distance', () => {
  assert.deepEqual(
    show('proxy for the'),
    ['proxy for the', 'proxy', 'proxy for the*', 'proxy~1 for~1 the~1', 'proxy~1', 'proxy~1 for~1 the*~1'],
    '"proxy" without its stop words was typed in full',
  );
  assert.deepEqual(show('c api'), ['c api', 'c api*', 'c api~1', 'c api*~1']);
  assert.deepEqual(show('x y'), ['x y', 'x y*'], 'no fuzzy query that is the exact one again');
  assert.deepEqual(show('ab cd', 2), ['ab cd', 'ab cd*', 'ab~1 cd~1', 'ab~1 cd*~1'], 'two edits only for words longer than two letters');
  // lunr reads an edit distance's mere presence: an exact query must have none, not 0.
  for (const query of smartQueries(tokenize('claim check'), 0)) {
    assert.deepEqual(
      query.term.map((t) => Object.entries(t).filter(([key, value]) => key === 'editDistance' && value !== undefined)),
      [[], []],
    );
  }
});

test('queries as the theme builds them: all words, the last as a prefix, one edit away, without stop words, one left out', () => {
  const {REQUIRED} = lunr.Query.presence;
  const {NONE} = lunr.Query.wildcard;
  assert.deepEqual(show('claim check'), ['claim check', 'claim check*', 'claim~1 check~1', 'claim~1 check*~1']);
  assert.deepEqual(show('where to go next'), [
    'where to go next',
    'go next',
    'where to go next*',
    'go next*',
    'where~1 to~1 go~1 next~1',
    'go~1 next~1',
    'where~1 to~1 go~1 next*~1',
    'go~1 next*~1',
  ]);
  assert.deepEqual(
    show('rust proxy design').slice(4, 7),
    ['rust proxy', 'rust design', 'proxy design'],
    'then each with one word left out',
  );
  assert.ok(smartQueries(tokenize('a b'), 1).every((q) => q.term.every((t) => t.presence === REQUIRED)));
  assert.equal(smartQueries(tokenize('a'), 1)[0].term[0].wildcard, NONE);
  assert.deepEqual(tokenize('  Claim-Check  RFC '), ['claim', 'check', 'rfc']);
  assert.deepEqual(
    tokenize('<Kafka> (proxy)* .*+?^${}()|[]\\ 🚀 日本語 données'),
    ['kafka', 'proxy', 'données'],
    'trimmed as lunr trims indexed words',
  );
  assert.deepEqual(smartQueries([], 1), []);
  assert.equal(smartQueries(tokenize('w '.repeat(40)), 0)[0].term.length, 12, 'at most twelve words');
});

test("the term index holds each part's vocabulary, postings in shards, and the text in chunks", () => {
  const {files} = fixtureIndex(1_000_000, 1_000_000);
  assert.equal(files.shards.length, 1, 'one shard when the bound allows');
  const {meta} = files;
  assert.deepEqual(meta.terms, [...meta.terms].sort());
  assert.equal(meta.termParts.length, meta.terms.length);
  const partsOf = (term: string) => parseInt(meta.termParts[meta.terms.indexOf(term)], 36);
  assert.equal(partsOf('claim'), (1 << TITLES) | (1 << HEADINGS) | (1 << CONTENT));
  assert.equal(partsOf('kafka'), 1 << CONTENT);
  assert.deepEqual(
    meta.pages.map((p) => p.i),
    [1, 5, 8, 11],
  );
  assert.equal(files.textChunks.length, 1, 'one text chunk when the bound allows');
  assert.deepEqual(
    files.textChunks[0].parts.map((part) => part.map((d) => d.i)),
    [[], [2, 9], [5], [], [3, 4, 6, 7, 10, 12]],
  );
  assert.equal(JSON.stringify(files.textChunks).includes('"u"'), false, 'text chunks leave out the URL their page has');
  assert.equal(JSON.stringify(files).includes('position'), false, 'no positions stored');
  assert.equal(pageIndexOf([1, 5, 8, 11], 7), 1);
  assert.equal(pageIndexOf([1, 5, 8, 11], 11), 3);
  assert.equal(pageIndexOf([1, 5, 8, 11], 1), 0);
});

test('no parts, or titles alone: an index of the titles, with no text', () => {
  const name = (kind: string, n: number) => `${kind}-${n}.json`;
  const empty = buildTermIndex([], name);
  assert.deepEqual([empty.meta.pages, empty.meta.terms, empty.meta.shards, empty.meta.text.firsts], [[], [], [], []]);
  assert.deepEqual([empty.shards, empty.textChunks], [[], []]);
  const titlesOnly = buildTermIndex([[...titles].reverse()], name);
  assert.deepEqual(
    titlesOnly.meta.pages.map((page) => page.i),
    [1, 5, 8, 11],
    'pages in id order, however they were scanned',
  );
  assert.ok(titlesOnly.meta.terms.includes('claim'));
  assert.equal(titlesOnly.meta.terms.includes('kafka'), false);
  assert.deepEqual([titlesOnly.textChunks, titlesOnly.meta.text.firsts], [[], []]);
});

test("a part's postings list each term's documents in id order, whatever order they were indexed in", () => {
  const documents = [10, 2, 7, 1].map((i) => ({i, t: i % 2 ? 'odd widget' : 'even widget', u: '/'}));
  const postings = partPostings(buildPartIndex(documents));
  assert.deepEqual(
    postings.get('widget')!.map(([ref]) => ref),
    [1, 2, 7, 10],
  );
  assert.deepEqual(
    postings.get('even')!.map(([ref]) => ref),
    [2, 10],
  );
  // In the shards each ref is the step from the one before it, so never negative.
  const {shards} = buildTermIndex([documents], (kind, n) => `${kind}-${n}.json`);
  for (const entry of shards.flatMap((shard) => shard.postings)) {
    const [, count, ...refsAndWeights] = entry;
    assert.equal(refsAndWeights.length, 2 * count);
    assert.ok(
      refsAndWeights.every((value, n) => n % 2 === 1 || value >= 0),
      JSON.stringify(entry),
    );
  }
});

/** Bounds a packing of items of these sizes meets exactly, and one either side of each; and 1 and a roomy 400. */
function boundsAround(sizes: number[]): number[] {
  const sums = sizes.slice(0, 6).map((_, n) => sizes.slice(0, n + 1).reduce((a, b) => a + b, 0));
  return [...new Set([1, 400, ...sums.flatMap((sum) => [sum - 1, sum, sum + 1])])];
}

test('shards: every term once, in vocabulary order, each shard filled up to its bound and no further unless one term exceeds it', () => {
  const entryBytes = (entry: number[]) => JSON.stringify(entry).length + 1;
  const [all] = buildTermIndex(parts, (kind, n) => `${kind}-${n}.json`, Infinity).shards;
  for (const shardBytes of boundsAround(all.postings.map(entryBytes))) {
    const {meta, shards} = buildTermIndex(parts, (kind, n) => `${kind}-${n}.json`, shardBytes);
    assert.equal(shards.flatMap((shard) => shard.postings).length, meta.terms.length, `${shardBytes}: a postings entry per term`);
    assert.deepEqual(
      meta.shards.map((shard) => shard.first),
      shards.map((_, s) => shards.slice(0, s).reduce((sum, shard) => sum + shard.postings.length, 0)),
      `${shardBytes}: each shard's first term`,
    );
    shards.forEach((shard, s) => {
      const bytes = shard.postings.reduce((sum, entry) => sum + entryBytes(entry), 0);
      assert.ok(shard.postings.length === 1 || bytes <= shardBytes, `${shardBytes}: shard ${s} within its bound`);
      if (s + 1 < shards.length) assert.ok(bytes + entryBytes(shards[s + 1].postings[0]) > shardBytes, `${shardBytes}: shard ${s} full`);
    });
  }
});

test('text chunks: every text entry once, in id order, each chunk within its bound unless one entry exceeds it', () => {
  // Keywords sharing the id of the page's description, as the theme writes them: never split from it.
  const parts = [
    titles,
    headings,
    descriptions,
    [{i: 5, t: 'flow control', u: '/base/rfc/rfc-001/', s: 'RFC-001: Back-pressure', p: 5}],
    content,
  ];
  const textIds = parts
    .filter((_, part) => part !== TITLES)
    .flat()
    .map((d) => d.i)
    .sort((a, b) => a - b);
  // As the chunks hold them: in id order, without the URL and page id.
  const textEntries = parts
    .filter((_, part) => part !== TITLES)
    .flat()
    .map(({u: _u, p: _p, ...entry}) => entry)
    .sort((a, b) => a.i - b.i);
  for (const textBytes of boundsAround(textEntries.map((entry) => JSON.stringify(entry).length + 1))) {
    const {textChunks, meta} = buildTermIndex(parts, (kind, n) => `${kind}-${n}.json`, 60, textBytes);
    const chunkOf = (id: number) => textChunks.findIndex((chunk) => chunk.parts.flat().some((d) => d.i === id));
    assert.ok(
      textIds.every((id) => pageIndexOf(meta.text.firsts, id) === chunkOf(id)),
      `${textBytes}: each id is found in its chunk by the first ids`,
    );
    const ids = textChunks.map((chunk) =>
      chunk.parts
        .flat()
        .map((d) => d.i)
        .sort((a, b) => a - b),
    );
    assert.deepEqual(ids.flat(), textIds, `${textBytes}: every entry once, chunks in id order`);
    assert.deepEqual(
      meta.text.firsts,
      ids.map((chunk) => chunk[0]),
      `${textBytes}: first ids`,
    );
    assert.deepEqual(
      textChunks.map((chunk) => chunk.parts[TITLES]),
      textChunks.map(() => []),
      'titles stay in meta',
    );
    for (const chunk of textChunks) {
      // In id order, the entry that takes a chunk over its bound is its first or shares the id before it.
      const entries = chunk.parts.flat().sort((a, b) => a.i - b.i);
      let bytes = 0;
      const over = entries.findIndex((e) => (bytes += JSON.stringify(e).length + 1) > textBytes);
      assert.ok(over <= 0 || entries[over].i === entries[over - 1].i, `${textBytes}: chunk ${JSON.stringify(entries.map((e) => e.i))}`);
    }
    // And full: a chunk ends only where the next one's first entry would take it over its bound.
    textChunks.slice(1).forEach((next, n) => {
      const nextFirst = next.parts.flat().find((e) => e.i === meta.text.firsts[n + 1])!;
      const bytes = textChunks[n].parts.flat().reduce((sum, e) => sum + JSON.stringify(e).length + 1, 0);
      assert.ok(bytes + JSON.stringify(nextFirst).length + 1 > textBytes, `${textBytes}: chunk ${n} full`);
    });
    if (textBytes === 1) assert.equal(textChunks.length, new Set(textIds).size, 'a chunk per id under a tiny bound');
  }
  const meta = buildTermIndex(parts, (kind, n) => (n < 0 ? `${kind}-h-{n}.json` : `${kind}-${n}.json`)).meta;
  assert.equal(textChunkFile(meta, 12), 'text-h-12.json');
});

test('positions are those lunr records when it indexes with positions', () => {
  const text = "The proxy's proxies: running, runs and ran; a stop word is not indexed.";
  const [result] = buildPartIndex([{i: 1, t: text, u: '/'}]).search('run');
  const whole = matchedExcerpt(text, new Set(['run', 'the']), Infinity);
  assert.equal(whole.text, text);
  assert.deepEqual(whole.positions.get('run'), (result.matchData.metadata as Record<string, {t: {position: unknown}}>).run.t.position);
  assert.equal(whole.positions.has('the'), false, 'stop words are not terms');
});

test('pages to index: documents of the sections and other pages, not home, 404, search or tag pages', () => {
  const docs = (permalinks: string[]) => ({
    name: 'docusaurus-plugin-content-docs',
    content: {loadedVersions: [{docs: permalinks.map((permalink) => ({permalink}))}]},
  });
  const pages = pagesToIndex(
    {
      baseUrl: BASE,
      outDir: '/out',
      routesPaths: [
        '/base/',
        '/base/404.html',
        '/base/search/',
        '/base/adr/adr-001/',
        '/base/adr/',
        '/base/adr/tags/x/',
        '/base/about/',
        '/base/rfc/rfc-001/',
      ],
      plugins: [docs(['/base/adr/adr-001', '/base/adr/']), docs(['/base/rfc/rfc-001'])] as never,
    },
    SECTIONS,
  );
  assert.deepEqual(
    pages.map((p) => [p.url, p.type, p.filePath]),
    [
      ['/base/about/', 'page', '/out/about/index.html'],
      ['/base/adr/', 'docs', '/out/adr/index.html'],
      ['/base/adr/adr-001/', 'docs', '/out/adr/adr-001/index.html'],
      ['/base/rfc/rfc-001/', 'docs', '/out/rfc/rfc-001/index.html'],
    ],
  );
});

test('a page belongs to the section its path is, or is under; results-page contexts name sections but no page path', () => {
  assert.equal(contextOfUrl('/base/adr/', BASE, SECTIONS), 'adr');
  assert.equal(contextOfUrl('/base/adr/adr-001/', BASE, SECTIONS), 'adr');
  assert.equal(contextOfUrl('/base/adrs/x/', BASE, SECTIONS), '');
  assert.equal(contextOfUrl('/base/', BASE, SECTIONS), '');
  for (const {path} of SECTION_SEARCH_CONTEXTS) {
    assert.equal(contextOfUrl(`/base/${path.replace(/^in-/, '')}/x/`, BASE, [path]), '', `${path} matches no page`);
    assert.ok(sectionOfContext(path), `${path} names a section`);
  }
  assert.equal(sectionOfContext('in-adr'), 'adr');
  assert.equal(sectionOfContext('adr'), undefined);
  assert.equal(sectionOfContext('in-nowhere'), undefined);
  assert.equal(sectionOfContext(''), undefined);
});

test("a page's breadcrumb starts with its section, once", () => {
  const sectionOf = (url: string) => (url.startsWith('/base/adr/') ? 'ADRs' : undefined);
  const trails = withSectionInTrail(
    [
      {i: 1, t: 'ADR-001', u: '/base/adr/adr-001/', b: ['Foundations']},
      {i: 2, t: 'ADRs', u: '/base/adr/', b: ['ADRs']},
      {i: 3, t: 'About', u: '/base/about/', b: []},
      {i: 4, t: 'ADR-002', u: '/base/adr/adr-002/'},
    ],
    sectionOf,
  ).map((title) => title.b);
  assert.deepEqual(trails, [['ADRs', 'Foundations'], ['ADRs'], [], ['ADRs']]);
});
