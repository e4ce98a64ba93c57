/**
 * Routes of the built site. The specification's list (tests/data/routes.txt) is
 * a floor: every route in it is served. Above it, the documents decide: each
 * page and tag their front matter makes is built, and nothing else is.
 */
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {documentRoutes} from './documentRoutes';
import {BASE_URL, builtFiles, builtPages, htmlFileForRoute, loadRoutes, TAG_REDIRECTS} from './support';
import {GRAPH_PATH} from '../../src/lib/graphPaths';

const floor = loadRoutes();
const {pages, tags} = documentRoutes();

test('every route of the specification (tests/data/routes.txt) is built', () => {
  assert.ok(floor.length >= 490, `routes.txt lists ${floor.length} routes; the specification has 494`);
  assert.deepEqual(
    floor.filter((route) => !htmlFileForRoute(route)),
    [],
  );
});

test('every Markdown page has its route, at its id or slug', () => {
  const missing = [...pages].filter(([route]) => !htmlFileForRoute(route)).map(([route, doc]) => `${route} (${doc.file})`);
  assert.ok(pages.size >= 130, `${pages.size} pages found in the content folders`);
  assert.deepEqual(missing, []);
});

test('every tag in use has its tag page, at its tags.yml permalink', () => {
  assert.deepEqual(
    [...tags].filter((route) => !htmlFileForRoute(route)),
    [],
  );
});

test('the build has no page that neither the specification nor a document accounts for', () => {
  const expected = new Set([...floor.map((r) => (r === '/404' ? '/404.html' : r)), ...pages.keys(), ...tags, GRAPH_PATH]);
  const extra = builtPages()
    .map(([route]) => route)
    .filter((route) => !expected.has(route));
  assert.deepEqual(extra, [], `unexpected pages:\n${extra.join('\n')}`);
});

test('every old tag page merged into the vocabulary redirects to a page the build has, and nothing else redirects', () => {
  const redirects = builtFiles().filter(([, file]) => /<meta http-equiv="refresh"/.test(readFileSync(file, 'utf8')));
  assert.deepEqual(redirects.map(([route]) => route).sort(), [...TAG_REDIRECTS.keys()].sort(), 'the redirect pages are the old tag pages');
  assert.ok(TAG_REDIRECTS.size > 200, `${TAG_REDIRECTS.size} old tag pages redirect`);
  for (const [route, file] of redirects) {
    const target = /url=([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    assert.equal(target, `${BASE_URL}${TAG_REDIRECTS.get(route)!.slice(1)}`, route);
    const path = new URL(target, 'https://example.com').pathname.slice(BASE_URL.length - 1);
    assert.ok(htmlFileForRoute(path) && !TAG_REDIRECTS.has(path), `${route} leads to ${target}, which is a page of the build`);
  }
});
