/**
 * The theme's client side of the search worker (its `searchByWorker` module),
 * owned: one web worker per page running ./worker, reached through Comlink,
 * in a production build only (a development server has no index, as with the
 * theme). The results page imports it as the theme's module; the navbar box
 * imports ./searchBarByWorker, which does not wait for the index.
 *
 * The worker is named after the base URL of the index it is first asked for,
 * and starts loading it at once (see ./worker). It exposes one object, not a
 * class to construct: a call needs no round trip before it can be sent.
 */
import * as Comlink from 'comlink';
import type {SearchResult} from './shardedIndex';
import type {SearchWorker} from './worker';

let remoteWorker: Comlink.Remote<SearchWorker> | undefined;

function worker(baseUrl: string): Comlink.Remote<SearchWorker> {
  remoteWorker ??= Comlink.wrap<SearchWorker>(new Worker(new URL('./worker.ts', import.meta.url), {name: baseUrl}));
  return remoteWorker;
}

const production = process.env.NODE_ENV === 'production';

/** Resolves once the worker has the index of `baseUrl`. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (production) await worker(baseUrl).fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
  return production ? worker(baseUrl).search(baseUrl, searchContext, input, limit) : [];
}

/** The navbar box's search (./searchBarByWorker): `undefined` when aborted. */
export async function searchAsTypedByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[] | undefined> {
  return production ? worker(baseUrl).searchAsTyped(baseUrl, searchContext, input, limit) : [];
}

/** Stops the navbar box's search in progress, whose query the reader has typed on from. */
export function abortSearchAsTypedByWorker(baseUrl: string): void {
  if (production) void worker(baseUrl).abortSearchAsTyped();
}
