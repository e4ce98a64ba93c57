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
 * - text chunks: the text entries (headings, descriptions, keywords, content)
 *   of consecutive ids, a kilobyte or so each, fetched only when one of their
 *   entries is a result. A result shows one entry of its page, so a results
 *   page of 80 documents fetches 80 small chunks rather than 80 whole pages'
 *   text (about a fifth of the bytes).
 *
 * A query fetches `meta` once, then only the shards of its terms and the text
 * chunks of its results, so the bytes before the first results are a small
 * fraction of the whole corpus, while every section's full text is searched.
 */
import type lunr from 'lunr';
import {buildPartIndex, SEARCH_PARTS, TITLES, type SearchDocument} from './searchDocuments';

export const TERM_INDEX_VERSION = 3;

/** A text entry without its page's URL and id (its page is found from its own id). */
export type PageTextEntry = Omit<SearchDocument, 'u' | 'p'>;
/** Text entries of consecutive ids, by part (titles empty: the title entries are in `meta`). */
export interface TextChunk {
  parts: PageTextEntry[][];
}

export interface TermIndexMeta {
  version: number;
  /** Every page's title entry, in id order (with its status and successor, if any). */
  pages: SearchDocument[];
  /** The vocabulary of all parts, sorted; a term's postings are found by its position. */
  terms: string[];
  /** Ids of the entries about what a document did not choose (its alternatives, rejected options), ascending. */
  notChosen: number[];
  /** The shards in vocabulary order: the index of each one's first term, and its file. */
  shards: {first: number; file: string}[];
  /** The text chunks in id order: the id of each one's first entry, and their files (`file` with `{n}` the chunk's position). */
  text: {firsts: number[]; file: string};
}

/** The file of text chunk `n`. */
export function textChunkFile(meta: TermIndexMeta, n: number): string {
  return meta.text.file.replace('{n}', String(n));
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
  textChunks: TextChunk[];
}

/**
 * Named by their content, so a file never changes under its name. The text
 * chunks share one name, named by all their content, with `{n}` for the chunk's
 * position (`index` is then -1): one name in `meta` rather than hundreds.
 */
export type NameFile = (kind: 'shard' | 'text', index: number, json: string) => string;

/** Postings of one term in one part: refs ascending, lunr weights. */
type Postings = Array<[ref: number, weight: number]>;

/** What lunr's index of one part holds, per term: its postings with each document's weight. */
export function partPostings(index: lunr.Index): Map<string, Postings> {
  const {invertedIndex, fieldVectors} = index as unknown as {
    invertedIndex: Record<string, {_index: number}>;
    fieldVectors: Record<string, {elements: number[]}>;
  };
  const termOf = new Map(Object.entries(invertedIndex).map(([term, posting]) => [posting._index, term]));
  const postings = new Map<string, Postings>();
  for (const [fieldRef, vector] of Object.entries(fieldVectors)) {
    const ref = Number(fieldRef.slice(fieldRef.indexOf('/') + 1));
    for (let e = 0; e < vector.elements.length; e += 2) {
      const term = termOf.get(vector.elements[e])!;
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([ref, vector.elements[e + 1]]);
    }
  }
  for (const list of postings.values()) list.sort((a, b) => a[0] - b[0]);
  return postings;
}

/**
 * A page's entries belong to the page with the highest id not above theirs (ids
 * count up in page order); likewise an entry's text chunk, by the chunks' first ids.
 */
export function pageIndexOf(pageIds: readonly number[], ref: number): number {
  let low = 0;
  // Stryker disable next-line ArithmeticOperator: an index past the end reads undefined, which is never <= ref, so the search ends at the same place
  let high = pageIds.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pageIds[mid] <= ref) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The parts' indexes keep no term metadata (positions): partPostings reads none, and lunr is quicker without. */
// Stryker disable next-line ArrayDeclaration: equivalent, partPostings reads no metadata whatever the whitelist names
const NO_METADATA: string[] = [];

/**
 * Splits the scanned documents into the term index. `shardBytes` bounds a
 * shard's JSON (before compression); a term's postings are never split.
 */
export function buildTermIndex(
  parts: readonly (readonly SearchDocument[])[],
  nameFile: NameFile,
  shardBytes = 24_000,
  textBytes = 1_500,
  notChosen: readonly number[] = [],
): TermIndexFiles {
  // Parts missing at the end are empty.
  const all = SEARCH_PARTS.map((_, part) => parts[part] ?? []);
  const pages = [...all[TITLES]].sort((a, b) => a.i - b.i);

  const byPart = all.map((documents) => partPostings(buildPartIndex(documents, NO_METADATA)));
  const terms = [...new Set(byPart.flatMap((postings) => [...postings.keys()]))].sort();

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

  const {firsts, textChunks} = chunkText(all, textBytes);

  const meta: TermIndexMeta = {
    version: TERM_INDEX_VERSION,
    pages,
    terms,
    notChosen: [...notChosen].sort((a, b) => a - b),
    shards: shards.map((shard, s) => ({first: shardFirst[s], file: nameFile('shard', s, JSON.stringify(shard))})),
    text: {firsts, file: nameFile('text', -1, JSON.stringify(textChunks))},
  };
  return {meta, shards, textChunks};
}

/**
 * The text entries of every part but titles, in id order, cut into chunks of at
 * most `textBytes` of JSON (an entry longer than that is a chunk of its own).
 * Entries of one id (a page's description and keywords share its id) stay in
 * one chunk, so an id finds its chunk by the chunks' first ids.
 */
function chunkText(parts: readonly (readonly SearchDocument[])[], textBytes: number): {firsts: number[]; textChunks: TextChunk[]} {
  const entries = SEARCH_PARTS.flatMap((_, part) =>
    part === TITLES ? [] : parts[part].map(({u: _u, p: _p, ...entry}) => ({part, entry})),
  ).sort((a, b) => a.entry.i - b.entry.i);
  const firsts: number[] = [];
  const textChunks: TextChunk[] = [];
  let size = 0;
  let previousId: number | undefined;
  for (const {part, entry} of entries) {
    const entrySize = JSON.stringify(entry).length + 1;
    const sameId = entry.i === previousId;
    previousId = entry.i;
    if (textChunks.length === 0 || (size + entrySize > textBytes && !sameId)) {
      textChunks.push({parts: SEARCH_PARTS.map(() => [])});
      firsts.push(entry.i);
      size = 0;
    }
    textChunks[textChunks.length - 1].parts[part].push(entry);
    size += entrySize;
  }
  return {firsts, textChunks};
}
