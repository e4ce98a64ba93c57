/**
 * The search index split by term, written at build time (./index) and read by
 * the browser (./shardedIndex). It holds exactly what lunr's index for each
 * part (titles, headings, descriptions, keywords, content) holds, minus what a
 * query never needs:
 *
 * - `meta`: every page's title entry and the vocabulary (sorted; which parts
 *   each term occurs in), which lunr needs whole to expand typed prefixes and
 *   near-misses; and where each term's postings and each page's text are.
 * - shards: a contiguous range of the vocabulary each, with each term's
 *   postings per part as lunr weighs them (the term's BM25 weight in each
 *   document's field vector, to three decimals as lunr rounds it). Term
 *   positions are not stored: the browser recomputes them for the few entries
 *   it displays (./positions).
 * - page files: the text entries (headings, descriptions, keywords, content) of
 *   one page, fetched only when that page is a result.
 *
 * A query fetches `meta` once, then only the shards of its terms and the page
 * files of its results, so the bytes before the first results are a small
 * fraction of the whole corpus, while every section's full text is searched.
 */
import type lunr from 'lunr';
import {buildPartIndex, SEARCH_PARTS, TITLES, type SearchDocument} from './searchDocuments';

export const TERM_INDEX_VERSION = 1;

/** A page's text entries by part (titles empty: the title entry is in `meta`), without their page's URL and id. */
export type PageTextEntry = Omit<SearchDocument, 'u' | 'p'>;
export interface PageFile {
  parts: PageTextEntry[][];
}

export interface TermIndexMeta {
  version: number;
  /** Every page's title entry, in id order. */
  pages: SearchDocument[];
  /** The vocabulary of all parts, sorted; a term's position is its index in every part's lunr index. */
  terms: string[];
  /** One character per term: the bit mask (base 36) of the parts the term occurs in. */
  termParts: string;
  /** The shards in vocabulary order: the index of each one's first term, and its file. */
  shards: {first: number; file: string}[];
  /** Each page's text file, by the page's position in `pages`. */
  pageFiles: string[];
}

/**
 * A shard: for each of its terms, in vocabulary order, the postings of every
 * part it occurs in, flattened: `part, count, ref delta, weight × 1000, ...`.
 */
export interface Shard {
  postings: number[][];
}

export interface TermIndexFiles {
  meta: TermIndexMeta;
  shards: Shard[];
  pageFiles: PageFile[];
}

/** Named by their content, so a file never changes under its name. */
export type NameFile = (kind: 'shard' | 'page', index: number, json: string) => string;

/** Postings of one term in one part: refs ascending, lunr weights. */
type Postings = Array<[ref: number, weight: number]>;

/** What lunr's index of one part holds, per term: its postings with each document's weight. */
export function partPostings(index: lunr.Index): Map<string, Postings> {
  const {invertedIndex, fieldVectors} = index as unknown as {
    invertedIndex: Record<string, {_index: number}>;
    fieldVectors: Record<string, {elements: number[]}>;
  };
  const termOf: string[] = [];
  for (const [term, posting] of Object.entries(invertedIndex)) termOf[posting._index] = term;
  const postings = new Map<string, Postings>();
  for (const [fieldRef, vector] of Object.entries(fieldVectors)) {
    const ref = Number(fieldRef.slice(fieldRef.indexOf('/') + 1));
    for (let e = 0; e < vector.elements.length; e += 2) {
      const term = termOf[vector.elements[e]];
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([ref, vector.elements[e + 1]]);
    }
  }
  for (const list of postings.values()) list.sort((a, b) => a[0] - b[0]);
  return postings;
}

/** A page's entries belong to the page with the highest id not above theirs (ids count up in page order). */
export function pageIndexOf(pageIds: readonly number[], ref: number): number {
  let low = 0;
  let high = pageIds.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pageIds[mid] <= ref) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Splits the scanned documents into the term index. `shardBytes` bounds a
 * shard's JSON (before compression); a term's postings are never split.
 */
export function buildTermIndex(parts: readonly (readonly SearchDocument[])[], nameFile: NameFile, shardBytes = 24_000): TermIndexFiles {
  const pages = [...(parts[TITLES] ?? [])].sort((a, b) => a.i - b.i);
  const pageIds = pages.map((page) => page.i);

  const byPart = SEARCH_PARTS.map((_, part) => partPostings(buildPartIndex(parts[part] ?? [], [])));
  const terms = [...new Set(byPart.flatMap((postings) => [...postings.keys()]))].sort();
  const termParts = terms
    .map((term) => byPart.reduce((mask, postings, part) => (postings.has(term) ? mask | (1 << part) : mask), 0).toString(36))
    .join('');

  const shards: Shard[] = [];
  const shardFirst: number[] = [];
  let current: number[][] = [];
  let size = 0;
  terms.forEach((term, t) => {
    const entry: number[] = [];
    byPart.forEach((postings, part) => {
      const list = postings.get(term);
      if (!list) return;
      entry.push(part, list.length);
      let previous = 0;
      for (const [ref, weight] of list) {
        entry.push(ref - previous, Math.round(weight * 1000));
        previous = ref;
      }
    });
    const entrySize = JSON.stringify(entry).length + 1;
    if (current.length > 0 && size + entrySize > shardBytes) {
      shards.push({postings: current});
      current = [];
      size = 0;
    }
    if (current.length === 0) shardFirst.push(t);
    current.push(entry);
    size += entrySize;
  });
  if (current.length > 0) shards.push({postings: current});

  const pageFiles: PageFile[] = pages.map(() => ({parts: SEARCH_PARTS.map(() => [])}));
  SEARCH_PARTS.forEach((_, part) => {
    if (part === TITLES) return;
    for (const {u: _u, p: _p, ...entry} of parts[part] ?? []) pageFiles[pageIndexOf(pageIds, entry.i)].parts[part].push(entry);
  });

  const meta: TermIndexMeta = {
    version: TERM_INDEX_VERSION,
    pages,
    terms,
    termParts,
    shards: shards.map((shard, s) => ({first: shardFirst[s], file: nameFile('shard', s, JSON.stringify(shard))})),
    pageFiles: pageFiles.map((file, p) => nameFile('page', p, JSON.stringify(file))),
  };
  return {meta, shards, pageFiles};
}
