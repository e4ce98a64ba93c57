import path from 'node:path';
import type {Props} from '@docusaurus/types';

/** A built page to index: its URL, its HTML file, and whether it is a document (read as one) or another page. */
export interface PageToIndex {
  url: string;
  filePath: string;
  type: 'docs' | 'page';
}

interface DocsContent {
  loadedVersions?: Array<{docs: Array<{permalink: string}>}>;
}

/**
 * The pages the search indexes, chosen as the search theme chooses them
 * (its processDocInfos, for this site's options: docs and other pages, no
 * blog, one version per docs instance, trailing slashes): every document of
 * the docs instances under `sectionPaths`, and every other page outside them
 * but the home page, the 404 page and the results page. Pages under a
 * section that are not documents (tag lists) are left out. Sorted by route,
 * as the theme numbers them.
 */
export function pagesToIndex(
  {routesPaths, outDir, baseUrl, plugins}: Pick<Props, 'routesPaths' | 'outDir' | 'baseUrl' | 'plugins'>,
  sectionPaths: readonly string[],
): PageToIndex[] {
  const documents = new Set(
    plugins
      .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
      .flatMap((plugin) => (plugin.content as DocsContent | undefined)?.loadedVersions ?? [])
      .flatMap((version) => version.docs.map((doc) => doc.permalink)),
  );
  const pages: PageToIndex[] = [];
  for (const url of [...routesPaths].sort()) {
    const route = url.slice(baseUrl.length).replace(/\/$/, '');
    if (route === '' || route === '404.html' || route === 'search') continue;
    const inSection = sectionPaths.some((section) => `${route}/`.startsWith(`${section}/`));
    // With trailing slashes on, a document's permalink has none unless it is a folder's index page.
    if (inSection && !documents.has(url) && !documents.has(url.replace(/\/$/, ''))) continue;
    pages.push({url, filePath: path.join(outDir, route, 'index.html'), type: inSection ? 'docs' : 'page'});
  }
  return pages;
}
