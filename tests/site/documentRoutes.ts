import {SECTIONS, type SectionId} from '../../src/config/sections';
import {loadPages, loadTags, type SourceDocument} from '../content/documents';

/**
 * The pages the repository's Markdown makes, read from each file's front
 * matter: a page per document, a tag page per tag in use, and each section's
 * tag list. The specification's routes are the floor; these are what new
 * documents add to it.
 */
export function pageRoute(doc: SourceDocument): string {
  const slug = doc.frontMatter.slug;
  if (slug === '/') return `/${doc.section}/`;
  return `/${doc.section}/${typeof slug === 'string' ? slug.replace(/^\//, '') : String(doc.frontMatter.id)}/`;
}

export function documentRoutes(): {pages: Map<string, SourceDocument>; tags: Set<string>} {
  const pages = new Map<string, SourceDocument>();
  const tags = new Set<string>();
  for (const section of SECTIONS.map((s) => s.id as SectionId)) {
    const permalinks = loadTags(section);
    for (const doc of loadPages(section)) {
      pages.set(pageRoute(doc), doc);
      for (const tag of Array.isArray(doc.frontMatter.tags) ? (doc.frontMatter.tags as string[]) : []) {
        tags.add(`/${section}/tags/`);
        tags.add(`/${section}/tags${(permalinks.get(tag)?.permalink ?? `/${tag}`).replace(/\/?$/, '/')}`);
      }
    }
  }
  return {pages, tags};
}
