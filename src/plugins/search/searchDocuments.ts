import lunr from 'lunr';

/**
 * One searchable entry as the search theme's page scanner writes it: `i` id,
 * `t` text, `u` page URL, `h` heading anchor, `p` id of its page's title entry,
 * `s` page title, `b` breadcrumb.
 */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
}

/** The parts of an index file, in the order the theme searches them. */
export const SEARCH_PARTS = ['titles', 'headings', 'descriptions', 'keywords', 'content'] as const;
export const TITLES = SEARCH_PARTS.indexOf('titles');
export const CONTENT = SEARCH_PARTS.indexOf('content');

/**
 * An index file: the documents of each part, without the serialised lunr index
 * the theme would add (that index was two thirds of the bytes). The browser
 * builds the index from the documents with `buildPartIndex`.
 */
export type SearchIndexFile = {documents: SearchDocument[]}[];

/**
 * The lunr index of one part, built exactly as the search theme builds it at
 * build time (English pipeline, one field `t`, term positions kept for
 * highlighting); a unit test holds the two to be identical.
 */
export function buildPartIndex(documents: readonly SearchDocument[]): lunr.Index {
  return lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const document of documents) this.add({...document, i: String(document.i)});
  });
}
