/**
 * What a page of a built site downloads, computed from the built files alone (no
 * browser), so the byte budgets can be checked deterministically.
 *
 * Initial JavaScript of a page =
 *   1. every `<script src>` in its HTML (runtime~main and main), plus
 *   2. the chunks its route needs before it renders: the route's entries in the
 *      route tree inside main.js (the page's own route and every layout route
 *      whose path is a prefix of it), their chunk names (`__comp`, `content`,
 *      `__props`, ...) from the routes-to-chunk-names table inside main.js, the
 *      webpack chunk ids each chunk name loads (`e("24014")` calls of its entry
 *      in the registry inside main.js), and the file of each chunk id from the
 *      runtime's `assets/js/<name or id>.<hash>.js` maps.
 * Prefetches of other pages' chunks (hover/visibility) are not counted; neither
 * are chunks loaded later on demand (mermaid when a diagram renders, the search
 * worker and autocomplete on focus of the search box).
 *
 * The search index's bytes are budgeted by tests/site/searchBudgets.test.ts.
 *
 * Sizes are gzip (zlib level 9) of the file bytes.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export interface BuiltSite {
  dir: string;
  baseUrl: string;
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

interface Analysis {
  mainFile: string;
  /** route path -> [route key hash, is layout route] entries */
  routes: Array<{path: string; hash: string; layout: boolean; exact: boolean}>;
  /** "path-hash" -> chunk names */
  chunkNames: Map<string, string[]>;
  /** chunk name -> webpack chunk ids */
  registry: Map<string, string[]>;
  /** webpack chunk id -> file under assets/js */
  chunkFiles: Map<string, string>;
  /** Chunk ids in the initial scripts themselves (already counted). */
  installed: Set<string>;
}

const analyses = new Map<string, Analysis>();

function jsDir(site: BuiltSite): string {
  return path.join(site.dir, 'assets', 'js');
}

function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => /\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i.exec(attributes))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Reads one balanced `{...}` starting at `start`; strings are JSON strings. */
function balancedObject(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      for (i += 1; text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  throw new Error(`unbalanced object at ${start}`);
}

function flattenStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) flattenStrings(v, out);
  return out;
}

/** A registry key as the minifier wrote it: "17896441", a94703ab, 0x11113f9, 1e7. */
function registryKey(raw: string): string {
  const unquoted = raw.replace(/^"|"$/g, '');
  if (/^(0x[0-9a-f]+|\d+(\.\d+)?(e\d+)?)$/i.test(unquoted) && raw[0] !== '"') {
    return String(Number(unquoted));
  }
  return unquoted;
}

function analyse(site: BuiltSite): Analysis {
  const cached = analyses.get(site.dir);
  if (cached) return cached;
  const dir = jsDir(site);
  const files = readdirSync(dir);
  const mainName = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const runtimeName = files.find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
  if (!mainName || !runtimeName) throw new Error(`no main/runtime chunk in ${dir}`);
  const main = readFileSync(path.join(dir, mainName), 'utf8');
  const runtime = readFileSync(path.join(dir, runtimeName), 'utf8');

  // Route tree: {path:"/x/",component:p("/x/","abc"),routes:[  or  ...,exact:!0
  const routes: Analysis['routes'] = [];
  for (const m of main.matchAll(/\{path:"([^"]*)",component:[\w$]+\("([^"]*)","([0-9a-f]+)"\)(,routes:\[)?([^{}]*?\})?/g)) {
    routes.push({path: m[1], hash: m[3], layout: Boolean(m[4]), exact: /exact:!0/.test(m[5] ?? '')});
  }

  // Routes -> chunk names: {"/x/-abc":{"__comp":"17896441","content":"d79ab60f"},...}
  const chunkNames = new Map<string, string[]>();
  for (const route of routes) {
    const key = `"${route.path}-${route.hash}":`;
    const at = main.indexOf(key);
    if (at < 0) continue;
    const object = balancedObject(main, at + key.length);
    chunkNames.set(`${route.path}-${route.hash}`, flattenStrings(JSON.parse(object)));
  }

  // Registry: key:[()=>Promise.all([a.e("1"),a.e("2")]).then(...),"@theme/DocItem",123]
  const registry = new Map<string, string[]>();
  for (const m of main.matchAll(/([\w$]+|"[^"]+"):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|Promise\.resolve\(\)|[\w$]+\.e\("?\d+"?\))/g)) {
    const ids = [...m[2].matchAll(/\.e\("?(\d+)"?\)/g)].map((x) => x[1]);
    registry.set(registryKey(m[1]), ids);
  }

  // Chunk id -> file: n.u=e=>"assets/js/"+(({id:"name"})[e]||e)+"."+({id:"hash"})[e]+".js"
  const u = /"assets\/js\/"\+\(\(?(\{[^}]*\})\)?\[[\w$]+\]\|\|[\w$]+\)\+"\."\+\(?(\{[^}]*\})\)?\[[\w$]+\]\+"\.js"/.exec(runtime);
  if (!u) throw new Error('chunk file map not found in the runtime chunk');
  const pairs = (object: string) => new Map([...object.matchAll(/(\d+):"([^"]+)"/g)].map((x) => [x[1], x[2]] as [string, string]));
  const names = pairs(u[1]);
  const hashes = pairs(u[2]);
  const chunkFiles = new Map<string, string>();
  for (const [id, hash] of hashes) chunkFiles.set(id, `${names.get(id) ?? id}.${hash}.js`);

  // Chunks the runtime starts with (main, runtime): `={24014:0,69783:0}`
  const installed = new Set<string>();
  for (const m of runtime.matchAll(/=\{((?:\d+:0,?)+)\}/g)) for (const x of m[1].matchAll(/(\d+):0/g)) installed.add(x[1]);

  const analysis = {mainFile: mainName, routes, chunkNames, registry, chunkFiles, installed};
  analyses.set(site.dir, analysis);
  return analysis;
}

function registryIds(analysis: Analysis, chunkName: string): string[] | undefined {
  return analysis.registry.get(chunkName) ?? (/^\d+$/.test(chunkName) ? analysis.registry.get(String(Number(chunkName))) : undefined);
}

export interface PageJs {
  /** Files under assets/js, in load order, without duplicates. */
  files: string[];
  gzip: number;
  routeKeys: string[];
}

/** Initial JavaScript of the page served at `route` (path with base URL, trailing slash). */
export function initialJs(site: BuiltSite, route: string): PageJs {
  const relative = route.slice(site.baseUrl.length);
  const htmlFile = path.join(site.dir, relative, 'index.html');
  const html = readFileSync(existsSync(htmlFile) ? htmlFile : path.join(site.dir, `${relative.replace(/\/$/, '')}.html`), 'utf8');
  const analysis = analyse(site);
  const files: string[] = [];
  const add = (file: string) => {
    if (!files.includes(file)) files.push(file);
  };
  for (const src of scriptSources(html)) {
    if (src.startsWith(`${site.baseUrl}assets/js/`)) add(src.slice(`${site.baseUrl}assets/js/`.length));
  }
  const matching = analysis.routes.filter((r) =>
    r.path === route ? true : r.layout && route.startsWith(r.path.endsWith('/') ? r.path : `${r.path}/`),
  );
  const routeKeys = matching.map((r) => `${r.path}-${r.hash}`);
  for (const key of routeKeys) {
    for (const name of analysis.chunkNames.get(key) ?? []) {
      const ids = registryIds(analysis, name);
      if (!ids) throw new Error(`chunk name ${name} of route ${key} is not in the registry of ${analysis.mainFile}`);
      for (const id of ids) {
        if (analysis.installed.has(id)) continue;
        const file = analysis.chunkFiles.get(id);
        if (!file) throw new Error(`chunk id ${id} has no file in the runtime map`);
        add(file);
      }
    }
  }
  const dir = jsDir(site);
  return {files, routeKeys, gzip: files.reduce((sum, f) => sum + gzipBytes(path.join(dir, f)), 0)};
}

/** All HTML pages of a build as routes (base URL included, trailing slash). */
export function builtRoutes(site: BuiltSite): string[] {
  return (readdirSync(site.dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('index.html') && !f.startsWith('assets'))
    .map((f) => `${site.baseUrl}${f.replace(/index\.html$/, '').replace(/\\/g, '/')}`)
    .sort();
}

/** Whether a page draws a Mermaid diagram: its route chunks render the `mermaid` MDX component. */
export function drawsDiagram(site: BuiltSite, route: string): boolean {
  const dir = jsDir(site);
  return initialJs(site, route).files.some((f) => /\.mermaid,\{value:/.test(readFileSync(path.join(dir, f), 'utf8')));
}

/** Representative page of each type, found in the build. */
export function pageTypes(site: BuiltSite): Record<string, string> {
  const tagsDir = path.join(site.dir, 'adr', 'tags');
  const firstTag = existsSync(tagsDir) ? readdirSync(tagsDir).filter((f) => !f.includes('.')).sort()[0] : undefined;
  const adrs = builtRoutes(site).filter((r) => /\/adr\/adr-\d{3}\/$/.test(r));
  return {
    home: site.baseUrl,
    sectionIndex: `${site.baseUrl}adr/`,
    /** ADR-001 draws diagrams, below the first screen: mermaid loads when the reader scrolls near one. */
    document: `${site.baseUrl}adr/adr-001/`,
    /** The architecture overview opens with a diagram, so its first load includes mermaid. */
    documentDiagramInView: `${site.baseUrl}docs/architecture/`,
    documentNoDiagram: adrs.find((r) => !drawsDiagram(site, r)) ?? `${site.baseUrl}adr/adr-013/`,
    tagList: `${site.baseUrl}adr/tags/`,
    tagPage: `${site.baseUrl}adr/tags/${firstTag ?? ''}/`,
    search: `${site.baseUrl}search/`,
  };
}
