/**
 * The navbar box's calls to the search worker (src/plugins/search/searchBarByWorker):
 * the box sets itself up without waiting for the index, the worker has at
 * most one of the box's searches at a time, and the next is the newest query
 * typed meanwhile, whose answer the queries it replaced get too; a query typed
 * while a search runs aborts it.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {SearchResult} from '../../src/plugins/search/shardedIndex';
import {searchAsTyped} from '../../src/plugins/search/searchBarByWorker';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return {promise, resolve, reject};
}

/** A result naming the query that found it. */
const found = (input: string) => [{title: input, url: '/base/'}] as unknown as SearchResult[];

/** A worker whose index load and searches end when the test says (a search answers `undefined` once aborted). */
function fakeWorker() {
  const index = deferred<void>();
  const searches: Array<{
    input: string;
    done: ReturnType<typeof deferred<SearchResult[] | undefined>>;
    onRanked?: (results: SearchResult[]) => void;
  }> = [];
  const aborted: string[] = [];
  const box = searchAsTyped(
    () => index.promise,
    (_base, input, _limit, onRanked) => {
      const done = deferred<SearchResult[] | undefined>();
      searches.push({input, done, onRanked});
      return done.promise;
    },
    (base) => aborted.push(base),
  );
  return {box, index, searches, aborted, asked: () => searches.map((s) => s.input)};
}

/** Lets every pending callback and timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

test('search as typed: the box is set up at once, while the index is still loading', async () => {
  const {box} = fakeWorker();
  const state = await Promise.race([box.fetchIndexesByWorker('/base/').then(() => 'set up'), settle().then(() => 'waiting')]);
  assert.equal(state, 'set up');
});

test('search as typed: of the queries typed while the index loads, only the newest is searched, and all get its answer', async () => {
  const {box, index, searches, asked} = fakeWorker();
  await box.fetchIndexesByWorker('/base/');
  const answers = ['k', 'ka', 'kaf', 'kafka'].map((input) => box.searchByWorker('/base/', input, 8));
  await settle();
  assert.deepEqual(asked(), [], 'nothing searched before the index is in');
  index.resolve();
  await settle();
  assert.deepEqual(asked(), ['kafka']);
  searches[0].done.resolve(found('kafka'));
  assert.deepEqual(await Promise.all(answers), Array(4).fill(found('kafka')));
});

test('search as typed: the box hears that a typed query waits for the index, and that it no longer does once the index is in', async () => {
  const {box, index} = fakeWorker();
  const heard: boolean[] = [];
  const stop = box.waitingForIndex.subscribe(() => heard.push(box.waitingForIndex.get()));
  await box.fetchIndexesByWorker('/base/');
  assert.equal(box.waitingForIndex.get(), false, 'loading, but nothing typed yet');
  void box.searchByWorker('/base/', 'k', 8);
  void box.searchByWorker('/base/', 'ka', 8);
  assert.equal(box.waitingForIndex.get(), true);
  assert.deepEqual(heard, [], 'told only after the keystroke');
  await settle();
  assert.deepEqual(heard, [true]);
  index.resolve();
  await settle();
  assert.equal(box.waitingForIndex.get(), false);
  assert.deepEqual(heard, [true, false], 'told of each change once');
  void box.searchByWorker('/base/', 'kafka', 8);
  assert.equal(box.waitingForIndex.get(), false, 'a query after the index is in does not wait for it');
  stop();
});

test('search as typed: while a search runs, the next goes only when it ends, and only the newest typed meanwhile', async () => {
  const {box, index, searches, asked} = fakeWorker();
  await box.fetchIndexesByWorker('/base/');
  index.resolve();
  const first = box.searchByWorker('/base/', 'claim', 8);
  await settle();
  assert.deepEqual(asked(), ['claim'], 'a query on an idle worker goes at once');
  const later = ['claim c', 'claim ch', 'claim check'].map((input) => box.searchByWorker('/base/', input, 8));
  await settle();
  assert.deepEqual(asked(), ['claim'], 'the others wait for it');
  searches[0].done.resolve(found('claim'));
  assert.deepEqual(await first, found('claim'));
  await settle();
  assert.deepEqual(asked(), ['claim', 'claim check']);
  searches[1].done.resolve(found('claim check'));
  assert.deepEqual(await Promise.all(later), Array(3).fill(found('claim check')));
});

test("search as typed: a query typed while a search runs aborts it, once, and the aborted search's callers get the newest query's answer", async () => {
  const {box, index, searches, aborted, asked} = fakeWorker();
  await box.fetchIndexesByWorker('/base/');
  const early = box.searchByWorker('/base/', 'k', 8);
  await settle();
  assert.deepEqual(aborted, [], 'nothing to abort while the query waits for the index');
  index.resolve();
  await settle();
  assert.deepEqual(asked(), ['k']);
  const later = ['ka', 'kaf', 'kafka'].map((input) => box.searchByWorker('/base/', input, 8));
  assert.deepEqual(aborted, ['/base/'], 'the running search is aborted by the first query typed after it, and only once');
  searches[0].done.resolve(undefined);
  await settle();
  assert.deepEqual(asked(), ['k', 'kafka'], 'the newest query goes as soon as the aborted search has stopped');
  searches[1].done.resolve(found('kafka'));
  assert.deepEqual(await Promise.all([early, ...later]), Array(4).fill(found('kafka')));
  assert.deepEqual(aborted, ['/base/'], 'a search that ran to its end was not aborted');
});

test('search as typed: the ranked results reach the box with the query they answer, that of the newest caller while it waited', async () => {
  const {box, index, searches} = fakeWorker();
  await box.fetchIndexesByWorker('/base/');
  const heard: Array<[caller: string, input: string, results: SearchResult[]]> = [];
  const answers = ['ka', 'kaf', 'kafka'].map((typed) =>
    box.searchByWorker('/base/', typed, 8, (input, results) => heard.push([typed, input, results])),
  );
  index.resolve();
  await settle();
  assert.equal(searches.length, 1);
  assert.ok(searches[0].onRanked, 'the worker is given a listener');
  searches[0].onRanked!(found('kafka'));
  assert.deepEqual(heard, [['kafka', 'kafka', found('kafka')]], "told the newest query's own listener, with its query");
  searches[0].done.resolve(found('kafka'));
  assert.deepEqual(await Promise.all(answers), Array(3).fill(found('kafka')));
  void box.searchByWorker('/base/', 'topaz', 8);
  await settle();
  assert.equal(searches[1].onRanked, undefined, 'a caller without a listener gives the worker none');
});

test('search as typed: a failed search or index load does not hold the box: the next query still goes, and a search error reaches the box', async () => {
  const {box, index, searches, asked} = fakeWorker();
  await box.fetchIndexesByWorker('/base/');
  index.reject(new Error('meta.json answered 503'));
  await settle();
  assert.equal(box.waitingForIndex.get(), false, 'no query waits for a load that has failed');
  const failing = box.searchByWorker('/base/', 'kafka', 8);
  await settle();
  assert.deepEqual(asked(), ['kafka'], 'searched after a failed load (the worker loads the index again)');
  searches[0].done.reject(new Error('shard answered 503'));
  await assert.rejects(failing, /shard answered 503/);
  const next = box.searchByWorker('/base/', 'topaz', 8);
  await settle();
  assert.deepEqual(asked(), ['kafka', 'topaz']);
  searches[1].done.resolve(found('topaz'));
  assert.deepEqual(await next, found('topaz'));
});
