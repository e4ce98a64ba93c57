import {SECTIONS} from './sections';

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
};
