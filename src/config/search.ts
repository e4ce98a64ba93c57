import {SECTIONS} from './sections';

/**
 * Search indexes are split per section (`search-index-adr.json`, ...): a search
 * from a page of a section downloads only that section's index. Pages outside
 * every section (home, /search/) use the full index, which with
 * `useAllContextsWithNoSearchContext` holds every document, so every document
 * stays findable from there, and a section search with no hit links to it.
 */
export const SEARCH_CONTEXTS: readonly string[] = SECTIONS.map((s) => s.path);

/**
 * Left out of the index: code blocks (the prose around them says what they do,
 * and they made up most of the index bytes; 3.9.1 wraps every block in
 * `.theme-code-block` around a `pre`), and the generated document header and
 * "Referenced by" list, which would otherwise answer a search for a document's
 * title with every page that cites it.
 */
export const DOC_HEADER_CLASS = 'prism-doc-header';
export const BACKLINKS_CLASS = 'prism-backlinks';
export const SEARCH_IGNORED_SELECTORS: readonly string[] = ['pre', '.theme-code-block', `.${DOC_HEADER_CLASS}`, `.${BACKLINKS_CLASS}`];

/** Options of @easyops-cn/docusaurus-search-local, the site's offline search. */
export const searchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: false,
  indexPages: true,
  docsRouteBasePath: SECTIONS.map((s) => s.path),
  docsDir: SECTIONS.map((s) => s.path),
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  searchContextByPaths: [...SEARCH_CONTEXTS],
  useAllContextsWithNoSearchContext: true,
  ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS],
};
