import lunr from 'lunr';
import './wordSeparator';

/**
 * One searchable entry as the search theme's page scanner writes it: `i` id,
 * `t` text, `u` page URL, `h` heading anchor, `p` id of its page's title entry,
 * `s` page title, `b` breadcrumb; and on a title entry the site's own fields,
 * `st` the document's status and `sb` the URL of the document that replaced it.
 */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  b?: string[];
  st?: string;
  sb?: string;
}

/** The parts of an index file, in the order the theme searches them. */
export const SEARCH_PARTS = ['titles', 'headings', 'descriptions', 'keywords', 'content'] as const;
export const TITLES = SEARCH_PARTS.indexOf('titles');
export const HEADINGS = SEARCH_PARTS.indexOf('headings');
export const DESCRIPTIONS = SEARCH_PARTS.indexOf('descriptions');
export const KEYWORDS = SEARCH_PARTS.indexOf('keywords');
export const CONTENT = SEARCH_PARTS.indexOf('content');

/** The metadata lunr keeps per term and document: positions, for highlighting. */
export const POSITION_METADATA = ['position'];

/**
 * The lunr index of one part, built exactly as the search theme builds it
 * (English pipeline, one field `t`, term positions kept for highlighting unless
 * `metadata` says otherwise); a unit test holds the two to be identical.
 */
export function buildPartIndex(documents: readonly SearchDocument[], metadata: string[] = POSITION_METADATA): lunr.Index {
  return lunr(function () {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = metadata;
    for (const document of documents) this.add({...document, i: String(document.i)});
  });
}
