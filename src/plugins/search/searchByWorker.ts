/**
 * The page's side of the search worker: one web worker per page running
 * ./worker, reached through Comlink, in a production build only (a
 * development server has no index, as with the search theme). The results
 * page (src/theme/SearchPage) calls it; the navbar box calls it through
 * ./searchBarByWorker, which does not wait for the index.
 *
 * The worker is named after the base URL of the index it is first asked for,
 * and starts loading it at once (see ./worker). It exposes one object, not a
 * class to construct: a call needs no round trip before it can be sent.
 */
import * as Comlink from 'comlink';
import type {SearchResult} from './shardedIndex';
import type {SearchFilter, SearchWorker} from './worker';

let remoteWorker: Comlink.Remote<SearchWorker> | undefined;

function worker(baseUrl: string): Comlink.Remote<SearchWorker> {
  remoteWorker ??= Comlink.wrap<SearchWorker>(new Worker(new URL('./worker.ts', import.meta.url), {name: baseUrl}));
  return remoteWorker;
}

const production = process.env.NODE_ENV === 'production';

/** Resolves once the worker has the index of `baseUrl`. */
export async function fetchIndexesByWorker(baseUrl: string): Promise<void> {
  if (production) await worker(baseUrl).fetchIndexes(baseUrl);
}

export async function searchByWorker(baseUrl: string, filter: SearchFilter, input: string, limit: number): Promise<SearchResult[]> {
  return production ? worker(baseUrl).search(baseUrl, filter, input, limit) : [];
}

/** The navbar box's search (./searchBarByWorker): `undefined` when aborted; `onRanked` hears the results before their text. */
export async function searchAsTypedByWorker(
  baseUrl: string,
  input: string,
  limit: number,
  onRanked?: (results: SearchResult[]) => void,
): Promise<SearchResult[] | undefined> {
  if (!production) return [];
  // The worker calls it through the proxy; Comlink's types do not map an optional proxied callback to its remote form.
  const remoteOnRanked = onRanked && (Comlink.proxy(onRanked) as unknown as Comlink.Remote<typeof onRanked>);
  return worker(baseUrl).searchAsTyped(baseUrl, input, limit, remoteOnRanked);
}

/** Stops the navbar box's search in progress, whose query the reader has typed on from. */
export function abortSearchAsTypedByWorker(baseUrl: string): void {
  if (production) void worker(baseUrl).abortSearchAsTyped();
}
