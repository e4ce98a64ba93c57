/**
 * The search web worker, in place of the theme's (reached through Comlink
 * from ./searchByWorker). It searches the term index (./termIndex,
 * ./shardedIndex): every section's full text, from every page. The results
 * page may narrow a search to a section (`?ctx=`) and a status (`?status=`);
 * the navbar box always searches everything.
 *
 * The page names the worker after the site's base URL, and the worker starts
 * loading that index as it starts. A message from the page would come later:
 * Chromium holds the messages posted to a starting worker until the page's
 * main thread has heard that the worker's script ran, and while the reader
 * types that thread is busy with the keystrokes.
 */
import * as Comlink from 'comlink';
import {RESULT_EXCERPT_MARGIN, sectionOfContext} from '../../config/search';
import {INDEX_DIR, META_FILE} from './indexFiles';
import {ShardedIndex, type PageFilter, type SearchResult} from './shardedIndex';
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
  return new ShardedIndex(meta, (file) => fetchJson(`${dir}${file}`), RESULT_EXCERPT_MARGIN);
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

/** What the results page narrows a search to: a section's context (`?ctx=`), a status (`?status=`); '' for any. */
export interface SearchFilter {
  context: string;
  status: string;
}

/** Pages of the section a search context names and of the status asked for; every page for neither. */
function narrowedTo(baseUrl: string, {context, status}: SearchFilter): PageFilter | undefined {
  const section = sectionOfContext(context);
  if (!section && !status) return undefined;
  return (page) => (!section || page.url.startsWith(`${baseUrl}${section}/`)) && (!status || page.status === status);
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string): Promise<void> {
    await indexOf(baseUrl);
  }

  async search(baseUrl: string, filter: SearchFilter, input: string, limit: number): Promise<SearchResult[]> {
    return (await indexOf(baseUrl)).search(input, limit, {include: narrowedTo(baseUrl, filter)});
  }

  /**
   * The navbar box's search, which the box aborts once the reader has typed
   * on (./searchBarByWorker): it stops at its next wait, before fetching
   * more, and answers `undefined`. The box hears the ranked results
   * (`onRanked`, a Comlink proxy) before the text of their headings and
   * passages is fetched.
   */
  async searchAsTyped(
    baseUrl: string,
    input: string,
    limit: number,
    onRanked?: Comlink.Remote<(results: SearchResult[]) => void>,
  ): Promise<SearchResult[] | undefined> {
    const controller = new AbortController();
    searchAsTypedInProgress = controller;
    try {
      return await (
        await indexOf(baseUrl)
      ).search(input, limit, {signal: controller.signal, onRanked: onRanked && ((results) => void onRanked(results))});
    } catch (error) {
      if (controller.signal.aborted) return undefined;
      throw error;
    } finally {
      // Its port closed now, not whenever the worker's garbage collector gets to it.
      onRanked?.[Comlink.releaseProxy]();
    }
  }

  abortSearchAsTyped(): void {
    searchAsTypedInProgress?.abort();
  }
}

/** What aborts the navbar box's latest search. */
let searchAsTypedInProgress: AbortController | undefined;

const baseUrlFromName = (globalThis as {name?: unknown}).name;
if (typeof baseUrlFromName === 'string' && baseUrlFromName.startsWith('/')) void indexOf(baseUrlFromName).catch(() => undefined);

Comlink.expose(new SearchWorker());
