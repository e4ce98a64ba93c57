import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionOfContext, SECTION_SEARCH_CONTEXTS} from '../../src/config/search';
import {contextOfUrl} from '../../src/plugins/search/indexFiles';
import {pagesToIndex} from '../../src/plugins/search/pagesToIndex';
import {matchedExcerpt} from '../../src/plugins/search/positions';
import {buildPartIndex, CONTENT, HEADINGS, TITLES, type SearchDocument} from '../../src/plugins/search/searchDocuments';
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

/** The term index of the fixture, with shards small enough that there are several. */
function fixtureIndex(shardBytes = 60, textBytes = 150): {files: TermIndexFiles} {
  return {files: buildTermIndex(parts, (kind, n) => (n < 0 ? `${kind}-{n}.json` : `${kind}-${n}.json`), shardBytes, textBytes)};
}

test("the term index holds each part's vocabulary, postings in shards, and the text in chunks", () => {
  const {files} = fixtureIndex(1_000_000, 1_000_000);
  assert.equal(files.shards.length, 1, 'one shard when the bound allows');
  const {meta} = files;
  assert.deepEqual(meta.terms, [...meta.terms].sort());
  const partsOf = (term: string) => {
    const entry = files.shards[0].postings[meta.terms.indexOf(term)];
    const found: number[] = [];
    for (let e = 0; e < entry.length; e += 2 + entry[e + 1] * 2) found.push(entry[e]);
    return found;
  };
  assert.deepEqual(partsOf('claim'), [TITLES, HEADINGS, CONTENT]);
  assert.deepEqual(partsOf('kafka'), [CONTENT]);
  assert.deepEqual(meta.notChosen, [], 'no entries about what was not chosen unless named');
  assert.deepEqual(buildTermIndex(parts, (kind) => kind, undefined, undefined, [10, 3]).meta.notChosen, [3, 10]);
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
