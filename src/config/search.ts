import {SECTIONS} from './sections';

/**
 * The navbar search covers every section's full text from every page (see
 * src/plugins/search). The results page offers one context per section to
 * narrow its results; their values (`in-adr`, ...) are not page paths, so the
 * search bar never takes one of them from the page it is on and always
 * searches everything.
 */
const CONTEXT_PREFIX = 'in-';
export const SECTION_SEARCH_CONTEXTS = SECTIONS.map((s) => ({label: s.label, path: `${CONTEXT_PREFIX}${s.path}`}));

/** The section path a results-page context narrows to; undefined for every section. */
export function sectionOfContext(context: string): string | undefined {
  const section = context.startsWith(CONTEXT_PREFIX) ? context.slice(CONTEXT_PREFIX.length) : undefined;
  return SECTIONS.some((s) => s.path === section) ? section : undefined;
}

/** Every status a numbered document can have, for the results page's filter, in the sections' order. */
export const SEARCH_STATUSES: readonly string[] = [...new Set(SECTIONS.flatMap((s) => s.statuses ?? []))];

/**
 * The theme's option, which the site's search does not read: it matches a word
 * at one edit from five letters and at two from eight (src/plugins/search/shardedIndex).
 */
export const FUZZY_MATCHING_DISTANCE = 1;

/**
 * Left out of the index: code blocks (the prose around them says what they do,
 * and they made up most of the index bytes; 3.9.1 wraps every block in
 * `.theme-code-block` around a `pre`), and the generated document header and
 * "Referenced by" list, which would otherwise answer a search for a document's
 * title with every page that cites it. A diagram's drawing is left out too (the
 * labels of its two colour modes); its caption, which says what it shows, stays.
 * The typed relations (src/components/DocumentRelations) are left out for the
 * same reason as "Referenced by".
 */
export const DOC_HEADER_CLASS = 'prism-doc-header';
export const BACKLINKS_CLASS = 'prism-backlinks';
export const RELATIONS_CLASS = 'prism-relations';
export const DIAGRAM_DRAWING_CLASS = 'prism-diagram-drawing';
export const SEARCH_IGNORED_SELECTORS: readonly string[] = [
  'pre',
  '.theme-code-block',
  `.${DOC_HEADER_CLASS}`,
  `.${BACKLINKS_CLASS}`,
  `.${RELATIONS_CLASS}`,
  `.${DIAGRAM_DRAWING_CLASS}`,
  // Controls are page chrome, not prose: a section index's filters (with their tag counts), the
  // mobile table of contents' button, and the live "Showing n of m" line under the filters.
  '[role="group"]',
  'button',
  'select',
  '[aria-live]',
];

/** Options of @easyops-cn/docusaurus-search-local, the site's offline search. */
export const searchOptions = {
  language: ['en'],
  indexDocs: true,
  indexBlog: false,
  indexPages: true,
  docsRouteBasePath: SECTIONS.map((s) => s.path),
  docsDir: SECTIONS.map((s) => s.path),
  searchResultLimits: 8,
  searchResultContextMaxLength: 100,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'right',
  highlightSearchTermsOnTargetPage: true,
  explicitSearchResultPath: true,
  fuzzyMatchingDistance: FUZZY_MATCHING_DISTANCE,
  searchContextByPaths: SECTION_SEARCH_CONTEXTS,
  useAllContextsWithNoSearchContext: true,
  ignoreCssSelectors: [...SEARCH_IGNORED_SELECTORS],
};

/**
 * How much of a result's passage the worker sends on each side of its first
 * match (src/plugins/search/positions): the dropdown shows a line of it from
 * just before the match, the results page a few lines.
 */
export const RESULT_EXCERPT_MARGIN = searchOptions.searchResultContextMaxLength;
