/**
 * What a page of a built site downloads, computed from the build's own records
 * (no browser), so the byte budgets can be checked deterministically.
 *
 * Initial JavaScript of a page =
 *   1. the entry chunks (client manifest `entrypoints`: runtime~main and main), plus
 *   2. the chunks its route needs before it renders: the routes that match the
 *      page (its own route and every layout route above it, from the route tree
 *      Docusaurus generates), their chunk names (`routesChunkNames.json`), and the
 *      files of each chunk name (the client manifest's `origins` and `assets`,
 *      the same records Docusaurus's server rendering uses to pick a page's
 *      scripts).
 * All three are written by `docusaurus build` into the generated-files folder
 * beside the build (`.docusaurus/`); decisions/upstream.json lists them as upstream ties.
 * Prefetches of other pages' chunks (hover/visibility) are not counted; neither
 * are chunks loaded later on demand (the search's lunr and index on focus of the
 * search box, mark.js for terms to highlight).
 *
 * The search index's bytes are budgeted by tests/site/searchBudgets.test.ts.
 *
 * Sizes are gzip (zlib level 9) of the file bytes.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {DOCUMENT_ID} from '../src/config/sections';

export interface BuiltSite {
  dir: string;
  baseUrl: string;
  /** Docusaurus's generated-files folder of that build; default: `.docusaurus` beside `dir`. */
  generatedDir?: string;
}

const gzipCache = new Map<string, number>();

export function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), {level: 9}).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** `.docusaurus/client-manifest.json`, written by react-loadable-ssr-addon during the client build. */
interface ClientManifest {
  entrypoints: string[];
  /** chunk name (or entry name) -> webpack chunk ids */
  origins: Record<string, string[]>;
  /** webpack chunk id -> its files by type */
  assets: Record<string, Record<string, Array<{file: string}>>>;
}

/** One route of the generated route tree, keyed as routesChunkNames.json keys it. */
export interface RouteNode {
  path: string;
  key: string;
  exact: boolean;
  routes?: RouteNode[];
}

interface Records {
  manifest: ClientManifest;
  /** route key ("path-hash") -> nested chunk names */
  chunkNames: Record<string, unknown>;
  routes: RouteNode[];
}

const recordsCache = new Map<string, Records>();

function generatedDirOf(site: BuiltSite): string {
  return site.generatedDir ?? path.join(path.dirname(path.resolve(site.dir)), '.docusaurus');
}

/**
 * The route tree of `.docusaurus/routes.js`. It is a module of object literals
 * whose components are `ComponentCreator(path, hash)` calls; evaluating it with
 * a ComponentCreator that returns the routesChunkNames key gives the tree as the
 * client's router sees it.
 */
export function readRouteTree(source: string): RouteNode[] {
  const body = source.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  const componentCreator = (routePath: string, hash: string) => `${routePath}-${hash}`;
  const tree = new Function('React', 'ComponentCreator', body)(undefined, componentCreator) as Array<Record<string, unknown>>;
  const toNode = (route: Record<string, unknown>): RouteNode => ({
    path: String(route.path),
    key: String(route.component),
    exact: route.exact === true,
    ...(Array.isArray(route.routes) ? {routes: route.routes.map(toNode)} : {}),
  });
  return tree.map(toNode);
}

function records(site: BuiltSite): Records {
  const dir = generatedDirOf(site);
  let result = recordsCache.get(dir);
  if (!result) {
    const read = (file: string) => {
      const at = path.join(dir, file);
      if (!existsSync(at)) throw new Error(`${at} not found: the budgets read the records \`docusaurus build\` writes beside ${site.dir}`);
      return readFileSync(at, 'utf8');
    };
    result = {
      manifest: JSON.parse(read('client-manifest.json')) as ClientManifest,
      chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
      routes: readRouteTree(read('routes.js')),
    };
    recordsCache.set(dir, result);
  }
  const missing = entryFiles(result.manifest).find((file) => !existsSync(path.join(site.dir, file)));
  if (missing) throw new Error(`${dir} describes another build than ${site.dir} (no ${missing} there): build again`);
  return result;
}

function filesOf(manifest: ClientManifest, origin: string): string[] {
  return (manifest.origins[origin] ?? []).flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));
}

function entryFiles(manifest: ClientManifest): string[] {
  return manifest.entrypoints.flatMap((entry) => filesOf(manifest, entry));
}

function flattenStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flattenStrings(v, out);
  return out;
}

/** The routes the client renders for `route`: the layouts that contain it and the route itself, outermost first. */
export function matchRoutes(routes: RouteNode[], route: string): RouteNode[] {
  for (const node of routes) {
    if (node.routes) {
      const prefix = node.path.endsWith('/') ? node.path : `${node.path}/`;
      if (route === node.path || route.startsWith(prefix)) {
        const inner = matchRoutes(node.routes, route);
        if (inner.length) return [node, ...inner];
      }
    } else if (node.path === route || (!node.exact && route.startsWith(node.path))) {
      return [node];
    }
  }
  return [];
}

export interface PageJs {
  /** Files under assets/js, in load order, without duplicates. */
  files: string[];
  gzip: number;
  routeKeys: string[];
}

/** Initial JavaScript of the page served at `route` (path with base URL, trailing slash). */
export function initialJs(site: BuiltSite, route: string): PageJs {
  const {manifest, chunkNames, routes} = records(site);
  const files: string[] = [];
  const add = (file: string) => {
    const name = file.replace(/^assets\/js\//, '');
    if (file.endsWith('.js') && !files.includes(name)) files.push(name);
  };
  entryFiles(manifest).forEach(add);
  const routeKeys = matchRoutes(routes, route).map((node) => node.key);
  for (const key of routeKeys) {
    if (!(key in chunkNames)) throw new Error(`route ${key} is not in routesChunkNames.json`);
    // A chunk name without an origin is a module the entry chunks already hold (the site config).
    for (const name of flattenStrings(chunkNames[key])) filesOf(manifest, name).forEach(add);
  }
  const dir = path.join(site.dir, 'assets', 'js');
  return {files, routeKeys, gzip: files.reduce((sum, f) => sum + gzipBytes(path.join(dir, f)), 0)};
}

/** All HTML pages of a build as routes (base URL included, trailing slash). */
export function builtRoutes(site: BuiltSite): string[] {
  return (readdirSync(site.dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('index.html') && !f.startsWith('assets'))
    .map((f) => `${site.baseUrl}${f.replace(/index\.html$/, '').replace(/\\/g, '/')}`)
    .sort();
}

/** Whether a page carries a diagram: its HTML holds a drawn figure (src/diagrams/Diagram). */
export function drawsDiagram(site: BuiltSite, route: string): boolean {
  return /<figure[^>]*data-drawing=/.test(readFileSync(path.join(site.dir, route.slice(site.baseUrl.length), 'index.html'), 'utf8'));
}

/** Representative page of each type, found in the build. */
export function pageTypes(site: BuiltSite): Record<string, string> {
  const tagsDir = path.join(site.dir, 'adr', 'tags');
  // The first tag page; an old tag merged into another now only redirects (src/config/tagRedirects.ts).
  const isPage = (dir: string) => !/<meta http-equiv="refresh"/.test(readFileSync(path.join(tagsDir, dir, 'index.html'), 'utf8'));
  const firstTag = existsSync(tagsDir)
    ? readdirSync(tagsDir)
        .filter((f) => !f.includes('.') && isPage(f))
        .sort()[0]
    : undefined;
  const adrs = builtRoutes(site).filter(
    (r) => r.startsWith(`${site.baseUrl}adr/`) && DOCUMENT_ID.exec(r.split('/').at(-2) ?? '')?.[1] === 'adr',
  );
  return {
    home: site.baseUrl,
    sectionIndex: `${site.baseUrl}adr/`,
    /** ADR-001 has diagrams below the first screen (drawn in its HTML, as every diagram is). */
    document: `${site.baseUrl}adr/adr-001/`,
    /** The architecture overview opens with a diagram: its first screen holds inline SVG. */
    documentDiagramInView: `${site.baseUrl}docs/architecture/`,
    documentNoDiagram: adrs.find((r) => !drawsDiagram(site, r)) ?? `${site.baseUrl}adr/adr-013/`,
    tagList: `${site.baseUrl}adr/tags/`,
    tagPage: `${site.baseUrl}adr/tags/${firstTag ?? ''}/`,
    search: `${site.baseUrl}search/`,
    /** The decision graph: every document drawn, and the same as a table. */
    graph: `${site.baseUrl}graph/`,
  };
}
