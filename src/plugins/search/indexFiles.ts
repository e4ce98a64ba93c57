import {CONTENT, SEARCH_PARTS, type SearchDocument, type SearchIndexFile} from './searchDocuments';

/** Name of a context's index file, as the theme's worker requests it. */
export function indexFileName(context: string): string {
  return `search-index${context ? `-${context.replace(/\//g, '-')}` : ''}.json`;
}

/** The section context a page URL belongs to, or '' (the theme's rule: the path or below it). */
export function contextOfUrl(url: string, baseUrl: string, sectionPaths: readonly string[]): string {
  const uri = url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url;
  return sectionPaths.find((p) => uri === p || uri.startsWith(`${p}/`)) ?? '';
}

/**
 * Splits the scanned documents into one index file per search context:
 * - each section: the full text of its own pages;
 * - `allContext`: the full text of every page (chosen on the results page);
 * - '' (pages outside every section: home, search page): the titles, headings,
 *   descriptions and keywords of every page, plus the full text of the pages
 *   outside every section. Every document is findable from there by what it is
 *   about, at a tenth of the bytes of the full text.
 */
export function indexFilesByContext(
  parts: readonly (readonly SearchDocument[])[],
  baseUrl: string,
  sectionPaths: readonly string[],
  allContext: string,
): Map<string, SearchIndexFile> {
  const contextOf = (document: SearchDocument) => contextOfUrl(document.u, baseUrl, sectionPaths);
  const file = (keep: (document: SearchDocument, part: number) => boolean): SearchIndexFile =>
    SEARCH_PARTS.map((_, part) => ({documents: (parts[part] ?? []).filter((document) => keep(document, part))}));

  const files = new Map<string, SearchIndexFile>();
  for (const section of sectionPaths) files.set(section, file((document) => contextOf(document) === section));
  files.set(allContext, file(() => true));
  files.set('', file((document, part) => part !== CONTENT || contextOf(document) === ''));
  return files;
}
