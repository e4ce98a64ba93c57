import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {readSiteLocation} from '../../src/config/site';
import {retiredTagRedirects} from '../../src/config/tagRedirects';

export const ROOT = path.resolve(__dirname, '..', '..');

export const BUILD_DIR = path.resolve(process.env.PRISM_BUILD_DIR ?? path.join(ROOT, 'build'));
/** Where this build is published: the same environment overrides as the site config. */
export const SITE = readSiteLocation();
export const BASE_URL = SITE.baseUrl;

/** The HTML file a route is served from, or undefined when the build has none. */
export function htmlFileForRoute(route: string): string | undefined {
  const relative = route.replace(/^\//, '');
  const candidates =
    route.endsWith('/') || route === ''
      ? [path.join(BUILD_DIR, relative, 'index.html')]
      : [path.join(BUILD_DIR, `${relative}.html`), path.join(BUILD_DIR, relative, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

export function readBuilt(relative: string): string {
  return readFileSync(path.join(BUILD_DIR, relative), 'utf8');
}

/** The old tag pages that now only redirect (src/config/tagRedirects.ts): route -> where it leads. */
export const TAG_REDIRECTS: ReadonlyMap<string, string> = new Map(retiredTagRedirects()!.map(({from, to}) => [from as string, to]));

/** Every page of the build as [route, html file] pairs; the redirects of old tag pages are not pages. */
export function builtPages(): Array<[string, string]> {
  return builtFiles().filter(([route]) => !TAG_REDIRECTS.has(route));
}

/** Every HTML file of the build, redirects included, as [route, html file] pairs. */
export function builtFiles(): Array<[string, string]> {
  return (readdirSync(BUILD_DIR, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets'))
    .map((file) => [`/${file.replace(/index\.html$/, '').replace(/\\/g, '/')}`, path.join(BUILD_DIR, file)]);
}

/** Markdown files of the repository's content folders, per section folder. */
export function contentFiles(section: string): string[] {
  const dir = path.join(ROOT, section);
  return existsSync(dir) ? readdirSync(dir).filter((f) => /\.mdx?$/.test(f)) : [];
}

/** The specification's routes (tests/data/routes.txt): pages the site must always serve, relative to the base path. */
export function loadRoutes(): string[] {
  return readFileSync(path.join(__dirname, '..', 'data', 'routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export type Attributes = Record<string, string>;

/**
 * Attributes of every `<tagName ...>` element in an HTML string. The build's HTML
 * minifier drops attribute quotes where it can, so values may be bare.
 */
export function elements(html: string, tagName: string): Attributes[] {
  const found: Attributes[] = [];
  for (const [, body] of html.matchAll(new RegExp(`<${tagName}\\b([^>]*)>`, 'gi'))) {
    const attributes: Attributes = {};
    for (const [, name, dq, sq, bare] of body.matchAll(/([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[name.toLowerCase()] = dq ?? sq ?? bare ?? '';
    }
    found.push(attributes);
  }
  return found;
}

/** The `<head>` of a built page. */
export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}
