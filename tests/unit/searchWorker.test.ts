/**
 * The search web worker (src/plugins/search/worker), run in Node with what a
 * Web Worker has that Node lacks: `location`, the worker's own message
 * endpoint (a MessageChannel port, as Comlink uses it), and `fetch`, answered
 * from a term index the build wrote (./writeTermIndex) into a temporary folder.
 * src/plugins/search/searchByWorker talks to it through Comlink, as here.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import * as Comlink from 'comlink';
import type {SearchResult} from '../../src/plugins/search/shardedIndex';
import type {SearchDocument} from '../../src/plugins/search/searchDocuments';
import {writeTermIndex} from '../../src/plugins/search/writeTermIndex';
import {restoresGlobals} from '../support/globals';

const ORIGIN = 'https://prism.example';
const BASE = '/base/';

const outDir = mkdtempSync(path.join(tmpdir(), 'prism-search-worker-'));
after(() => rmSync(outDir, {recursive: true, force: true}));

const proxyText = (u: string, p: number, i: number): SearchDocument => ({i, t: 'The proxy throttles producers.', u, h: '', p, s: 'Proxy'});
const parts: SearchDocument[][] = [
  [
    {i: 1, t: 'ADR-001: Rust for the proxy', u: '/base/adr/adr-001/', b: ['ADRs'], st: 'Accepted'},
    {i: 3, t: 'RFC-001: Back-pressure', u: '/base/rfc/rfc-001/', b: ['RFCs'], st: 'Draft'},
    {i: 5, t: 'ADR index', u: '/base/adr-index/', b: []},
  ],
  [],
  [],
  [],
  [proxyText('/base/adr/adr-001/', 1, 2), proxyText('/base/rfc/rfc-001/', 3, 4), proxyText('/base/adr-index/', 5, 6)],
];

/** Every request the worker made: its URL and its cache mode. */
const requests: Array<{url: string; cache?: RequestCache}> = [];
/** Paths to answer with this status instead of the file. Any first path segment is a base URL of the same index. */
const failing = new Map<string, number>();
/** While set, shard files are answered only once it resolves. */
let shardsHeld: Promise<void> | undefined;
/** The requests made as the worker module started, before any call. */
let requestsAtStart: string[] = [];

const {port1, port2} = new MessageChannel();
type Remote = Comlink.Remote<import('../../src/plugins/search/worker').SearchWorker>;
let worker: Remote;

describe('search worker', () => {
  restoresGlobals('location', 'addEventListener', 'postMessage', 'fetch', 'name');

  before(async () => {
    await writeTermIndex(outDir, parts);
    Object.assign(globalThis, {
      // A worker's name: the page names it after the base URL of its index.
      name: BASE,
      location: {origin: ORIGIN},
      addEventListener: port2.addEventListener.bind(port2),
      postMessage: port2.postMessage.bind(port2),
      fetch: async (input: string, init?: RequestInit) => {
        const url = new URL(input, ORIGIN);
        requests.push({url: input, cache: init?.cache});
        if (/\/shard-[^/]+$/.test(url.pathname)) await shardsHeld;
        const status = failing.get(url.pathname) ?? 200;
        if (status !== 200) return new Response('', {status});
        return new Response(readFileSync(path.join(outDir, url.pathname.replace(/^\/[^/]+\//, ''))));
      },
    });
    port2.start();
    await import('../../src/plugins/search/worker');
    requestsAtStart = requests.map((request) => request.url);
    // As src/plugins/search/searchByWorker: wrap the worker's exposed object.
    worker = Comlink.wrap<import('../../src/plugins/search/worker').SearchWorker>(port1);
  });

  // (Not releasing the proxy: that would post to the worker's side, whose stand-in globals are gone by now.)
  after(() => port1.close());

  const pagesOf = (results: SearchResult[]) => results.map((result) => result.url.split('#')[0]).sort();

  const every = {context: '', status: ''};

  test('the worker searches the index the build wrote, every section and status unless the results page narrows them', async () => {
    assert.deepEqual(pagesOf(await worker.search(BASE, every, 'proxy', 8)), [
      '/base/adr-index/',
      '/base/adr/adr-001/',
      '/base/rfc/rfc-001/',
    ]);
    assert.deepEqual(
      pagesOf(await worker.search(BASE, {context: 'in-adr', status: ''}, 'proxy', 8)),
      ['/base/adr/adr-001/'],
      'a section and what is under it',
    );
    assert.deepEqual(pagesOf(await worker.search(BASE, {context: 'in-rfc', status: ''}, 'throttles', 8)), ['/base/rfc/rfc-001/']);
    assert.deepEqual(pagesOf(await worker.search(BASE, {context: '', status: 'Draft'}, 'proxy', 8)), ['/base/rfc/rfc-001/'], 'a status');
    assert.deepEqual(pagesOf(await worker.search(BASE, {context: 'in-rfc', status: 'Accepted'}, 'proxy', 8)), [], 'both');
    assert.deepEqual(
      pagesOf(await worker.search(BASE, {context: 'adr', status: ''}, 'proxy', 8)),
      pagesOf(await worker.search(BASE, every, 'proxy', 8)),
      'a page path is no context',
    );
    assert.equal((await worker.search(BASE, every, 'proxy', 1)).length, 1, 'at most the limit');
  });

  test('the worker starts loading the index of the base URL it is named after as it starts, before it is asked', () => {
    assert.deepEqual(requestsAtStart, [`${BASE}search-index/meta.json`]);
  });

  test("the navbar box's search, once aborted, answers nothing and fetches no text of its results; the next one runs in full", async () => {
    const base = `${ORIGIN}/typed/`;
    await worker.fetchIndexes(base);
    requests.length = 0;
    let release!: () => void;
    shardsHeld = new Promise<void>((resolve) => (release = resolve));
    const aborted = worker.searchAsTyped(base, 'proxy', 8);
    while (!requests.some(({url}) => url.includes('/shard-'))) await new Promise((resolve) => setTimeout(resolve, 1));
    await worker.abortSearchAsTyped();
    release();
    shardsHeld = undefined;
    assert.equal(await aborted, undefined);
    assert.deepEqual(
      requests.filter(({url}) => url.includes('/text-')),
      [],
      'no text fetched for an aborted search',
    );
    assert.deepEqual(pagesOf((await worker.searchAsTyped(base, 'proxy', 8))!), [
      '/base/adr-index/',
      '/base/adr/adr-001/',
      '/base/rfc/rfc-001/',
    ]);
    assert.ok(requests.some(({url}) => url.includes('/text-')));
  });

  test("the worker opens a base URL's index once: meta.json first, revalidated, then only files it names", async () => {
    requests.length = 0;
    const base = '/base/';
    await worker.fetchIndexes(base);
    await worker.search(base, every, 'rust', 8);
    assert.deepEqual(requests, [], 'the index opened by the first test is kept');
    const other = `${ORIGIN}/base/`;
    await worker.fetchIndexes(other);
    await worker.search(other, every, 'rust', 8);
    assert.deepEqual(requests[0], {url: `${ORIGIN}/base/search-index/meta.json`, cache: 'no-cache'});
    assert.ok(requests.length > 1);
    for (const {url, cache} of requests.slice(1)) {
      assert.match(url, /^https:\/\/prism\.example\/base\/search-index\/(shard|text)-[^/]+\.json$/);
      assert.equal(cache, undefined, `${url} is named by its content, so cached as usual`);
    }
  });

  test('an index from another origin is refused', async () => {
    requests.length = 0;
    await assert.rejects(worker.fetchIndexes('https://elsewhere.example/base/'), /Unexpected search index URL/);
    assert.deepEqual(requests, [], 'nothing fetched');
  });

  test('an index that fails to load says which file and status, and is asked for again on the next search', async () => {
    const base = `${ORIGIN}/failing/`;
    failing.set('/failing/search-index/meta.json', 503);
    await assert.rejects(
      worker.search(base, every, 'proxy', 8),
      /Search index: https:\/\/prism\.example\/failing\/search-index\/meta\.json answered 503/,
    );
    failing.delete('/failing/search-index/meta.json');
    requests.length = 0;
    assert.deepEqual(pagesOf(await worker.search(base, every, 'rust', 8)), ['/base/adr/adr-001/']);
    assert.equal(requests[0]?.url, `${base}search-index/meta.json`, 'asked again after the failure');
  });
});
