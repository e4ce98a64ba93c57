import {loadTags} from '../content/documents';
import {publishedSources, type PublishedSource} from './sources';

/**
 * The pages the repository's Markdown makes, read from each file's front
 * matter: a page per file, a tag page per tag in use in each section and in
 * the whole record, and the tag list of each section using tags and of the record. The specification's routes are the floor; these are what
 * new documents add to it.
 */
export function documentRoutes(): {pages: Map<string, PublishedSource>; tags: Set<string>} {
  const pages = new Map<string, PublishedSource>();
  const tags = new Set<string>();
  const vocabulary = loadTags();
  for (const doc of publishedSources()) {
    pages.set(doc.route, doc);
    for (const tag of Array.isArray(doc.frontMatter.tags) ? (doc.frontMatter.tags as string[]) : []) {
      const permalink = (vocabulary.get(tag)?.permalink ?? `/${tag}`).replace(/\/?$/, '/');
      tags.add(`/${doc.section}/tags/`);
      tags.add(`/${doc.section}/tags${permalink}`);
      tags.add('/tags/');
      tags.add(`/tags${permalink}`);
    }
  }
  return {pages, tags};
}
