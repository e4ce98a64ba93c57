/**
 * The Markdown sources as the built-site tests derive their expectations from
 * them: every content file of the six sections (index pages and the ADR
 * template included), its front matter and the route it is published at.
 * Expectations come from here, never from the build, so a build that drops or
 * changes something the sources ask for fails the tests.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {load as loadCheerio, type CheerioAPI} from 'cheerio';
import {isDraft, parseDocument, ROOT, type SourceDocument} from '../content/documents';
import type {SectionId} from '../../src/config/sections';
import {htmlFileForRoute} from './support';

export const CONTENT_SECTIONS: readonly SectionId[] = ['docs', 'adr', 'rfc', 'memos', 'netflix', 'prds'];

export interface PublishedSource extends SourceDocument {
  /** Route without base URL, with trailing slash: `/adr/adr-012/`, `/adr/`. */
  route: string;
}

/** Where the docs plugin publishes a file: its `slug`, else its `id`, under the section's path. */
export function routeOf(section: string, frontMatter: Record<string, unknown>, file: string): string {
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\/|\/$/g, '') : undefined;
  const id = (frontMatter.id as string | undefined) ?? path.basename(file).replace(/\.mdx?$/, '');
  const segment = slug ?? id;
  return `/${section}/${segment ? `${segment}/` : ''}`;
}

export function publishedSources(): PublishedSource[] {
  return CONTENT_SECTIONS.flatMap((section) =>
    readdirSync(path.join(ROOT, section))
      .filter((f) => /\.mdx?$/.test(f))
      .sort()
      .map((f) => {
        const file = `${section}/${f}`;
        const doc = parseDocument(section, file, readFileSync(path.join(ROOT, file), 'utf8'));
        return {...doc, route: routeOf(section, doc.frontMatter, file)};
      })
      // A draft is previewed by `npm start` and left out of the production build.
      .filter((doc) => !isDraft(doc)),
  );
}

/** The built page of a route, parsed; throws when the build has no such page. */
export function builtPage(route: string): CheerioAPI {
  const file = htmlFileForRoute(route);
  if (!file) throw new Error(`no built page for ${route}`);
  return loadCheerio(readFileSync(file, 'utf8'));
}

/** A link's target without the site's base URL: `/adr/adr-012/`. */
export function routeOfHref(href: string | undefined, baseUrl: string): string | undefined {
  if (!href?.startsWith(baseUrl)) return undefined;
  return `/${href.slice(baseUrl.length).replace(/[?#].*$/, '')}`;
}
