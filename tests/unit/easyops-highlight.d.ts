/**
 * The search theme's highlighter of a result's text (@easyops-cn/docusaurus-search-local
 * 0.52.1, a private module), imported by tests/unit/searchExcerpt.test.ts only,
 * to hold the worker's excerpts (src/plugins/search/positions) to showing
 * exactly what the whole text shows. Listed in decisions/upstream.json.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js' {
  /** The text around the first position, at most `maxLength` characters of it besides the match, with the tokens marked. */
  export function highlightStemmed(content: string, positions: Array<[number, number]>, tokens: string[], maxLength?: number): string;
}
