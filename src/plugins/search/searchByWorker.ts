/**
 * The theme's client side of the search worker (its `searchByWorker` module),
 * owned: one web worker per page running ./worker, reached through Comlink,
 * in a production build only (a development server has no index, as with the
 * theme). The results page imports it as the theme's module; the navbar box
 * imports ./searchBarByWorker, which does not wait for the index.
 */
import * as Comlink from 'comlink';
import type {SearchResult} from './shardedIndex';
import type {SearchWorker} from './worker';

let remoteWorker: Promise<Comlink.Remote<SearchWorker>> | undefined;

function worker(): Promise<Comlink.Remote<SearchWorker>> {
  remoteWorker ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(new Worker(new URL('./worker.ts', import.meta.url)));
    return new Remote();
  })();
  return remoteWorker;
}

const production = process.env.NODE_ENV === 'production';

/** Resolves once the worker has the index of `baseUrl`. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  if (production) await (await worker()).fetchIndexes(baseUrl, searchContext);
}

export async function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
  return production ? (await worker()).search(baseUrl, searchContext, input, limit) : [];
}
