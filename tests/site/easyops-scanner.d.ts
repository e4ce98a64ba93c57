/**
 * The search theme's own page scanner (@easyops-cn/docusaurus-search-local
 * 0.52.1, a private module), imported by tests/site/searchScan.test.ts only, to
 * hold the site's owned scanner (src/plugins/search/scanPages, ./pageText) to
 * the same output on every built page. Listed in CONTRIBUTING.md.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments' {
  /** Titles, headings, descriptions, keywords and content, in that order. */
  export function scanDocuments(
    paths: Array<{filePath: string; url: string; type: 'docs' | 'blog' | 'page'}>,
    config: {ignoreCssSelectors: readonly string[]; forceIgnoreNoIndex: boolean},
  ): Promise<import('../../src/plugins/search/searchDocuments').SearchDocument[][]>;
}
