import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadRoutes} from '../support/manifest';
import {BASE_URL, BUILD_DIR, readBuilt, SITE} from './support';

test('the search index is built and fetched with a content hash', () => {
  const index = JSON.parse(readBuilt('search-index.json')) as Array<{documents: Array<{u: string}>}>;
  const urls = new Set(index.flatMap((part) => part.documents.map((d) => d.u)));
  for (const url of ['adr/adr-001/', 'docs/intro/', 'prds/prd-001/'].map((r) => `${BASE_URL}${r}`)) {
    assert.ok(urls.has(url), `search index lacks ${url}`);
  }
  const scripts = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).map((f) => readFileSync(path.join(BUILD_DIR, 'assets', 'js', f), 'utf8'));
  assert.ok(
    scripts.some((source) => /search-index\{dir\}\.json\?_=[0-9a-f]{8}/.test(source)),
    'the client requests the index with a ?_=<hash> suffix, so a new index is never served stale from cache',
  );
});

test('the 404 page exists and says so', () => {
  const html = readBuilt('404.html');
  assert.match(html, /Page Not Found/);
});

test('the sitemap lists every route with its absolute URL and no 404', () => {
  const xml = readBuilt('sitemap.xml');
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const expected = loadRoutes().filter((r) => r !== '/404' && existsSync(path.join(BUILD_DIR, r, 'index.html')));
  const missing = expected.filter((route) => !locs.has(`${SITE.url}${BASE_URL.replace(/\/$/, '')}${route}`));
  assert.deepEqual(missing, []);
  assert.ok(![...locs].some((loc) => loc.includes('404')));
});

test('GitHub Pages gets .nojekyll so folders starting with _ are served', () => {
  assert.ok(existsSync(path.join(BUILD_DIR, '.nojekyll')));
});

test('generated headers and "Referenced by" lists stay out of the search index', () => {
  const index = JSON.parse(readBuilt('search-index.json')) as Array<{documents: Array<{t: string}>}>;
  const titles = index.flatMap((part) => part.documents.map((d) => d.t));
  assert.ok(titles.length > 1000, `the index has ${titles.length} entries`);
  assert.deepEqual(titles.filter((t) => t === 'Referenced by'), []);
  const text = JSON.stringify(index);
  assert.doesNotMatch(text, /Deciders (Core|Proxy|Platform|Security|SDK|Developer Experience|Data) Team/);
});
