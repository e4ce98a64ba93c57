import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {textChunkFile, type TermIndexMeta, type TextChunk} from '../../src/plugins/search/termIndex';
import {BASE_URL, BUILD_DIR, ROOT, loadRoutes, readBuilt, SITE, TAG_REDIRECTS} from './support';

let scriptsRead: Map<string, string> | undefined;

/** Every script of the build (assets/js), by file name: read once for the tests that search them. */
function publishedScripts(): Map<string, string> {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  scriptsRead ??= new Map(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
  return scriptsRead;
}

test('the 404 page exists and says so', () => {
  const html = readBuilt('404.html');
  assert.match(html, /Page Not Found/);
});

test('the sitemap lists every route with its absolute URL and no 404', () => {
  const xml = readBuilt('sitemap.xml');
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const expected = loadRoutes().filter((r) => r !== '/404' && !TAG_REDIRECTS.has(r) && existsSync(path.join(BUILD_DIR, r, 'index.html')));
  const missing = expected.filter((route) => !locs.has(`${SITE.url}${BASE_URL.replace(/\/$/, '')}${route}`));
  assert.deepEqual(missing, []);
  assert.ok(![...locs].some((loc) => loc.includes('404')));
});

test("the stylesheet ranks Docusaurus's cascade layers in its order", () => {
  // Layers rank in the order they first appear, and the client modules' CSS (Infima's layer) must come first:
  const dir = path.join(BUILD_DIR, 'assets', 'css');
  const sheets = readdirSync(dir).filter((name) => name.endsWith('.css'));
  assert.equal(sheets.length, 1, `one stylesheet: ${sheets.join(', ')}`);
  const css = readFileSync(path.join(dir, sheets[0]), 'utf8');
  const layers = [...new Set([...css.matchAll(/@layer (docusaurus\.[\w.-]+)\s*[{,;]/g)].map((m) => m[1]))];
  assert.deepEqual(layers.slice(0, 4), ['docusaurus.infima', 'docusaurus.theme-common', 'docusaurus.theme-classic', 'docusaurus.core']);
});

test("the search worker's script holds lunr itself: a starting worker loads no second script before it can search", () => {
  const scripts = publishedScripts();
  // The page starts the worker by its chunk id: new Worker(new URL(<public path> + <chunk file>("5551"), ...)).
  const started = [...scripts.values()].flatMap((code) =>
    [...code.matchAll(/new Worker\(new URL\(\w+\.p\+\w+\.u\("(\w+)"\)/g)].map((m) => m[1]),
  );
  assert.equal(new Set(started).size, 1, `one worker script started by the pages: ${started.join(', ')}`);
  const worker = [...scripts.keys()].find((name) => name.startsWith(`${started[0]}.`));
  assert.ok(worker, `the worker's script ${started[0]}.*.js is in the build`);
  const withLunr = [...scripts].filter(([, code]) => code.includes('version="2.3.9"')).map(([name]) => name);
  assert.deepEqual(withLunr, [worker], 'lunr (2.3.9) is in the worker script and nowhere else');
});

test('the published scripts name no folder of the machine that built them', () => {
  const leaking = [...publishedScripts()].filter(([, code]) => code.includes(ROOT)).map(([name]) => name);
  assert.deepEqual(leaking, [], `scripts holding ${ROOT}`);
});

test('GitHub Pages gets .nojekyll so folders starting with _ are served', () => {
  assert.ok(existsSync(path.join(BUILD_DIR, '.nojekyll')));
});

test('generated headers and "Referenced by" lists stay out of the search index', () => {
  // The search's term index: every text entry is in one of the text chunks its meta.json names.
  const dir = path.join(BUILD_DIR, 'search-index');
  const meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) as TermIndexMeta;
  const pages = meta.text.firsts.map((_, n) => JSON.parse(readFileSync(path.join(dir, textChunkFile(meta, n)), 'utf8')) as TextChunk);
  const titles = pages.flatMap((page) => page.parts.flat().map((d) => d.t));
  assert.ok(titles.length > 1000, `the index has ${titles.length} entries`);
  assert.deepEqual(
    titles.filter((t) => t === 'Referenced by'),
    [],
  );
  const text = JSON.stringify(pages);
  assert.doesNotMatch(text, /Deciders (Core|Proxy|Platform|Security|SDK|Developer Experience|Data) Team/);
});
