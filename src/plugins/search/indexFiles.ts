import {CONTENT, SEARCH_PARTS, type SearchDocument, type SearchIndexFile} from './searchDocuments';

/** What the theme puts in place of `{dir}` in its index file name for a context. */
export function indexFileSuffix(context: string): string {
  return context ? `-${context.replace(/\//g, '-')}` : '';
}

/** Name of a context's index file, as the theme's worker requests it. */
export function indexFileName(context: string): string {
  return `search-index${indexFileSuffix(context)}.json`;
}

/**
 * The search context a page URL belongs to, the theme's rule on both sides (its
 * SearchBar and its indexer): the context's path or below it, after the base
 * URL; '' for anything else.
 */
export function contextOfUrl(url: string, baseUrl: string, contextPaths: readonly string[]): string {
  if (!url.startsWith(baseUrl)) return '';
  const uri = url.slice(baseUrl.length);
  return contextPaths.find((p) => uri === p || uri.startsWith(`${p}/`)) ?? '';
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
