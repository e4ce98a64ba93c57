/**
 * The search web worker, in place of the theme's (same Comlink interface, same
 * queries and ranking): it fetches a context's index file, which holds documents
 * only, and builds each part's lunr index here instead of deserialising one.
 *
 * A search goes through the parts in order (titles, headings, descriptions,
 * keywords, content) and stops once it has its results, so each part's index is
 * built when a search first reaches it, and the rest are built one per task
 * while the reader types. The search box opens as soon as the file is parsed;
 * a query that titles and headings answer does not wait for the content index
 * (about 150 ms for the largest section).
 */
import * as Comlink from 'comlink';
import type lunr from 'lunr';
import {language, searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {indexFileSuffix} from './indexFiles';
import {buildPartIndex, TITLES, type SearchDocument, type SearchIndexFile} from './searchDocuments';

interface SearchablePart {
  type: number;
  documents: SearchDocument[];
  byRef: Map<string, SearchDocument>;
  /** Built on first use, then kept. */
  index: () => lunr.Index;
}

function builtOnce(documents: SearchDocument[]): () => lunr.Index {
  let index: lunr.Index | undefined;
  return () => (index ??= buildPartIndex(documents));
}

/** Builds the parts' indexes in order, one per task, so searches can run in between. */
function buildInBackground(parts: SearchablePart[]): void {
  const next = (part: number) => {
    if (part >= parts.length) return;
    parts[part].index();
    setTimeout(() => next(part + 1));
  };
  setTimeout(() => next(0));
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The title entry of the result's page (false for a title result), as the theme's templates expect. */
  page: SearchDocument | undefined | false;
  metadata: lunr.MatchData['metadata'];
  tokens: string[];
  score: number;
}

async function loadParts(baseUrl: string, searchContext: string): Promise<SearchablePart[]> {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', indexFileSuffix(searchContext))}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected search index URL');
  const file = (await (await fetch(url)).json()) as SearchIndexFile;
  const parts = file.map(({documents}, type) => ({
    type,
    documents,
    byRef: new Map(documents.map((document) => [String(document.i), document])),
    index: builtOnce(documents),
  }));
  buildInBackground(parts);
  return parts;
}

const loaded = new Map<string, Promise<SearchablePart[]>>();

function partsOf(baseUrl: string, searchContext: string): Promise<SearchablePart[]> {
  const key = `${baseUrl}${searchContext}`;
  let parts = loaded.get(key);
  if (!parts) {
    parts = loadParts(baseUrl, searchContext);
    loaded.set(key, parts);
  }
  return parts;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await partsOf(baseUrl, searchContext);
  }

  /** Parts in order (titles first), at most `limit` results, each document once. */
  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    const rawTokens = tokenize(input, language);
    if (rawTokens.length === 0) return [];
    const parts = await partsOf(baseUrl, searchContext);
    const titles = parts[TITLES].byRef;
    const results: SearchResult[] = [];
    const seen = new Set<string>();
    // The site is English only; the dictionary is for Chinese word splitting.
    queries: for (const {term, tokens} of smartQueries(rawTokens, [])) {
      for (const {type, byRef, index} of parts) {
        const hits = index()
          .query((query) => {
            for (const {value, wildcard, presence, editDistance} of term) {
              query.term(value, {wildcard, presence, ...(editDistance ? {editDistance} : null)});
            }
          })
          .slice(0, limit)
          .filter((hit) => !seen.has(hit.ref))
          .slice(0, limit - results.length);
        for (const hit of hits) {
          const document = byRef.get(hit.ref)!;
          seen.add(hit.ref);
          const page = type !== TITLES && titles.get(String(document.p));
          results.push({document, type, page, metadata: hit.matchData.metadata, tokens, score: hit.score});
        }
        if (results.length >= limit) break queries;
      }
    }
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SearchWorker);
