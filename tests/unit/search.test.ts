import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {sectionOfContext, SECTION_SEARCH_CONTEXTS} from '../../src/config/search';
import {contextOfUrl} from '../../src/plugins/search/indexFiles';
import {pagesToIndex} from '../../src/plugins/search/pagesToIndex';
import {termPositions} from '../../src/plugins/search/positions';
import {smartQueries, tokenize} from '../../src/plugins/search/queryTerms';
import {queryBuilder, ShardedIndex} from '../../src/plugins/search/shardedIndex';
import {buildPartIndex, CONTENT, HEADINGS, SEARCH_PARTS, TITLES, type SearchDocument} from '../../src/plugins/search/searchDocuments';
import {withSectionInTrail} from '../../src/plugins/search/sectionTrail';
import {buildTermIndex, pageIndexOf, textChunkFile, type TermIndexFiles} from '../../src/plugins/search/termIndex';

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
  const files = buildTermIndex(parts, (kind, n) => (n < 0 ? `${kind}-{n}.json` : `${kind}-${n}.json`), shardBytes, textBytes);
  const byName = new Map<string, unknown>([
    ...files.shards.map((shard, s) => [files.meta.shards[s].file, shard] as const),
    ...files.textChunks.map((chunk, n) => [textChunkFile(files.meta, n), chunk] as const),
  ]);
  const fetched: string[] = [];
  const load = async (file: string) => {
    fetched.push(file);
    return JSON.parse(JSON.stringify(byName.get(file)));
  };
  return {files, index: new ShardedIndex(files.meta, load, 1), fetched};
}

test('the sharded index scores and finds exactly as lunr does on the full index, part by part', async () => {
  const {files, index} = fixtureIndex();
  assert.ok(files.shards.length > 3, `several shards (${files.shards.length})`);
  for (const input of ['proxy', 'claim check', 'kafk', 'runs', 'producer', 'proxi', 'back-pressure', 'queues kafka']) {
    for (const query of smartQueries(tokenize(input), 1)) {
      for (const part of SEARCH_PARTS.keys()) {
        const full = buildPartIndex(parts[part]);
        const expected = full.query(queryBuilder(query));
        const actual = await index.queryPart(part, query);
        assert.deepEqual(
          actual.map((r) => [r.ref, r.score]),
          expected.map((r) => [r.ref, r.score]),
          `"${input}" (${JSON.stringify(query.term.map((t) => t.value))}) in ${SEARCH_PARTS[part]}`,
        );
        // Positions: recomputed from the text, as lunr recorded them.
        for (const result of expected) {
          const text = parts[part].find((d) => String(d.i) === result.ref)!.t;
          const recomputed = termPositions(text);
          for (const [term, fields] of Object.entries(result.matchData.metadata)) {
            assert.deepEqual(
              recomputed.get(term),
              (fields as {t: {position: unknown}}).t.position,
              `positions of ${term} in ${result.ref}`,
            );
          }
        }
      }
    }
  }
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

test('queries as the theme builds them: all words, the last as a prefix, one edit away, without stop words, one left out', () => {
  const {REQUIRED} = lunr.Query.presence;
  const {NONE, TRAILING} = lunr.Query.wildcard;
  const show = (input: string) =>
    smartQueries(tokenize(input), 1).map((q) =>
      q.term.map((t) => `${t.value}${t.wildcard === TRAILING ? '*' : ''}${t.editDistance ? `~${t.editDistance}` : ''}`).join(' '),
    );
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
  for (const textBytes of [1, 80, 150, 400]) {
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
    if (textBytes === 1) assert.equal(textChunks.length, new Set(textIds).size, 'a chunk per id under a tiny bound');
  }
  const meta = buildTermIndex(parts, (kind, n) => (n < 0 ? `${kind}-h-{n}.json` : `${kind}-${n}.json`)).meta;
  assert.equal(textChunkFile(meta, 12), 'text-h-12.json');
});

test('positions are those lunr records when it indexes with positions', () => {
  const text = "The proxy's proxies: running, runs and ran; a stop word is not indexed.";
  const [result] = buildPartIndex([{i: 1, t: text, u: '/'}]).search('run');
  const recomputed = termPositions(text);
  assert.deepEqual(recomputed.get('run'), (result.matchData.metadata as Record<string, {t: {position: unknown}}>).run.t.position);
  assert.equal(recomputed.has('the'), false, 'stop words are not terms');
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
