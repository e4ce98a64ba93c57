import {SECTIONS} from './sections';

/**
 * One search context per section: a search from a page of a section downloads
 * only that section's full text (`search-index-adr.json`, ...). Pages outside
 * every section (home, /search/) search the titles, headings and descriptions of
 * every document (`search-index.json`), so every document is findable from
 * there; the results page also offers the full text of every section, the
 * `all` context. See src/plugins/search for how the files are written.
 */
export const SECTION_CONTEXTS: readonly string[] = SECTIONS.map((s) => s.path);
export const ALL_SECTIONS_CONTEXT = 'all';
export const SEARCH_CONTEXTS: readonly string[] = [ALL_SECTIONS_CONTEXT, ...SECTION_CONTEXTS];

/** Its label in the results page's selector (the '' context's label is in i18n/en/code.json). */
export const ALL_SECTIONS_LABEL = 'All sections, full text';

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
  searchContextByPaths: [
    {label: ALL_SECTIONS_LABEL, path: ALL_SECTIONS_CONTEXT},
    ...SECTIONS.map((s) => ({label: s.label, path: s.path})),
  ],
  useAllContextsWithNoSearchContext: true,
  ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS],
};
