/**
 * The search web worker, in place of the theme's (same Comlink interface:
 * `fetchIndexes` and `search`, called by ./searchByWorker with the
 * base URL, the search context, the query and a result limit). It searches the
 * term index (./termIndex, ./shardedIndex): every section's full text, from
 * every page. The search context narrows the results to one section only when
 * the results page asks for it (`?ctx=`); the navbar box always searches
 * everything.
 */
import * as Comlink from 'comlink';
import {FUZZY_MATCHING_DISTANCE, sectionOfContext} from '../../config/search';
import {INDEX_DIR, META_FILE} from './indexFiles';
import {ShardedIndex, type SearchResult} from './shardedIndex';
import type {TermIndexMeta} from './termIndex';

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected search index URL');
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Search index: ${url} answered ${response.status}`);
  return response.json();
}

async function openIndex(baseUrl: string): Promise<ShardedIndex> {
  const dir = `${baseUrl}${INDEX_DIR}/`;
  // The other files are named by their content; this one is asked again each time, so a new deploy is seen at once.
  const meta = (await fetchJson(`${dir}${META_FILE}`, {cache: 'no-cache'})) as TermIndexMeta;
  return new ShardedIndex(meta, (file) => fetchJson(`${dir}${file}`), FUZZY_MATCHING_DISTANCE);
}

const indexes = new Map<string, Promise<ShardedIndex>>();

function indexOf(baseUrl: string): Promise<ShardedIndex> {
  let index = indexes.get(baseUrl);
  if (!index) {
    index = openIndex(baseUrl);
    indexes.set(baseUrl, index);
    index.catch(() => indexes.delete(baseUrl));
  }
  return index;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, _searchContext: string): Promise<void> {
    await indexOf(baseUrl);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    const section = sectionOfContext(searchContext);
    const include = section ? (url: string) => url.startsWith(`${baseUrl}${section}/`) : undefined;
    return (await indexOf(baseUrl)).search(input, limit, include);
  }
}

Comlink.expose(SearchWorker);
