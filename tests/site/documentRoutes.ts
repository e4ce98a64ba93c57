import {loadTags} from '../content/documents';
import {publishedSources, type PublishedSource} from './sources';

/**
 * The pages the repository's Markdown makes, read from each file's front
 * matter: a page per file, a tag page per tag in use, and the tag list of each
 * section using tags. The specification's routes are the floor; these are what
 * new documents add to it.
 */
export function documentRoutes(): {pages: Map<string, PublishedSource>; tags: Set<string>} {
  const pages = new Map<string, PublishedSource>();
  const tags = new Set<string>();
  const permalinks = new Map<string, ReturnType<typeof loadTags>>();
  for (const doc of publishedSources()) {
    pages.set(doc.route, doc);
    if (!permalinks.has(doc.section)) permalinks.set(doc.section, loadTags(doc.section));
    for (const tag of Array.isArray(doc.frontMatter.tags) ? (doc.frontMatter.tags as string[]) : []) {
      tags.add(`/${doc.section}/tags/`);
      tags.add(`/${doc.section}/tags${(permalinks.get(doc.section)!.get(tag)?.permalink ?? `/${tag}`).replace(/\/?$/, '/')}`);
    }
  }
  return {pages, tags};
}
