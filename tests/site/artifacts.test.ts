import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {BASE_URL, BUILD_DIR, loadRoutes, readBuilt, SITE} from './support';

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
  // The search's term index: each page's text entries in a page file of search-index/.
  const dir = path.join(BUILD_DIR, 'search-index');
  const pages = readdirSync(dir)
    .filter((file) => file.startsWith('page-'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {parts: Array<Array<{t: string}>>});
  const titles = pages.flatMap((page) => page.parts.flat().map((d) => d.t));
  assert.ok(titles.length > 1000, `the index has ${titles.length} entries`);
  assert.deepEqual(
    titles.filter((t) => t === 'Referenced by'),
    [],
  );
  const text = JSON.stringify(pages);
  assert.doesNotMatch(text, /Deciders (Core|Proxy|Platform|Security|SDK|Developer Experience|Data) Team/);
});
