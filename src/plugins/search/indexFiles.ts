/** Names shared by the build (./writeTermIndex) and the browser (./worker). */

/** Where the term index lives in the build, under the base URL. */
export const INDEX_DIR = 'search-index';
/** Its entry point: fetched first, and revalidated on every visit (the other files are named by their content). */
export const META_FILE = 'meta.json';

/**
 * The section a page URL belongs to, the theme's rule (its SearchBar and its
 * indexer): the section's path or below it, after the base URL; '' for
 * anything else.
 */
export function contextOfUrl(url: string, baseUrl: string, contextPaths: readonly string[]): string {
  if (!url.startsWith(baseUrl)) return '';
  const uri = url.slice(baseUrl.length);
  return contextPaths.find((p) => uri === p || uri.startsWith(`${p}/`)) ?? '';
}
