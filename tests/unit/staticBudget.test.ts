/**
 * bench/staticBudget.ts counts a page's first-load JavaScript from the records
 * `docusaurus build` writes (routes.js, routesChunkNames.json, client-manifest.json).
 * These tests build a miniature site of those records and check that the count
 * follows the router: layouts above a page count, a sibling layout the router
 * does not enter does not, split chunks a component needs do.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {initialJs, matchRoutes, readRouteTree} from '../../bench/staticBudget';

const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/adr/',
    component: ComponentCreator('/base/adr/', 'aaa'),
    routes: [
      {
        path: '/base/adr/tags/',
        component: ComponentCreator('/base/adr/tags/', 'bbb'),
        exact: true
      },
      {
        path: '/base/adr/',
        component: ComponentCreator('/base/adr/', 'ccc'),
        routes: [
          {
            path: '/base/adr/adr-001/',
            component: ComponentCreator('/base/adr/adr-001/', 'ddd'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '/base/',
    component: ComponentCreator('/base/', 'eee'),
    exact: true
  }
];
`;

const site = mkdtempSync(path.join(tmpdir(), 'static-budget-'));
after(() => rmSync(site, {recursive: true, force: true}));
const build = path.join(site, 'build');
const generated = path.join(site, '.docusaurus');
mkdirSync(path.join(build, 'assets', 'js'), {recursive: true});
mkdirSync(generated);
const js = (id: string) => ({js: [{file: `assets/js/${id}.js`}]});
for (const id of ['runtime', 'main', 'layout', 'tags', 'shared', 'docroot', 'doc', 'home']) {
  writeFileSync(path.join(build, 'assets', 'js', `${id}.js`), `/* ${id} */ ${'x'.repeat(50)}`);
}
writeFileSync(path.join(generated, 'routes.js'), ROUTES_JS);
writeFileSync(
  path.join(generated, 'routesChunkNames.json'),
  JSON.stringify({
    '/base/adr/-aaa': {__comp: 'c-layout', __context: {plugin: 'c-config'}},
    '/base/adr/tags/-bbb': {__comp: 'c-tags'},
    '/base/adr/-ccc': {__comp: 'c-docroot'},
    '/base/adr/adr-001/-ddd': {__comp: 'c-doc', content: 'c-doc'},
    '/base/-eee': {__comp: 'c-home'},
  }),
);
writeFileSync(
  path.join(generated, 'client-manifest.json'),
  JSON.stringify({
    entrypoints: ['main'],
    origins: {main: ['1', '2'], 'c-layout': ['3'], 'c-tags': ['5', '4'], 'c-docroot': ['6'], 'c-doc': ['5', '7'], 'c-home': ['8']},
    assets: {
      '1': js('runtime'),
      '2': js('main'),
      '3': js('layout'),
      '4': js('tags'),
      '5': js('shared'),
      '6': js('docroot'),
      '7': js('doc'),
      '8': js('home'),
    },
  }),
);
const fixture = {dir: build, baseUrl: '/base/'};

test('staticBudget: the route tree is read as the router sees it, keyed as routesChunkNames.json keys it', () => {
  const tree = readRouteTree(ROUTES_JS);
  assert.deepEqual(
    tree.map((r) => r.key),
    ['/base/adr/-aaa', '/base/-eee'],
  );
  assert.deepEqual(
    tree[0].routes?.map((r) => [r.key, r.exact]),
    [
      ['/base/adr/tags/-bbb', true],
      ['/base/adr/-ccc', false],
    ],
  );
});

test('staticBudget: a page counts its layouts and itself, not a sibling layout the router does not enter', () => {
  const tree = readRouteTree(ROUTES_JS);
  assert.deepEqual(
    matchRoutes(tree, '/base/adr/adr-001/').map((r) => r.key),
    ['/base/adr/-aaa', '/base/adr/-ccc', '/base/adr/adr-001/-ddd'],
  );
  assert.deepEqual(
    matchRoutes(tree, '/base/adr/tags/').map((r) => r.key),
    ['/base/adr/-aaa', '/base/adr/tags/-bbb'],
  );
  assert.deepEqual(matchRoutes(tree, '/base/nowhere/'), []);
});

test('staticBudget: initial JavaScript is the entry chunks plus every chunk of the matched routes, split chunks included', () => {
  assert.deepEqual(initialJs(fixture, '/base/adr/tags/').files, ['runtime.js', 'main.js', 'layout.js', 'shared.js', 'tags.js']);
  assert.deepEqual(initialJs(fixture, '/base/adr/adr-001/').files, [
    'runtime.js',
    'main.js',
    'layout.js',
    'docroot.js',
    'shared.js',
    'doc.js',
  ]);
  assert.deepEqual(initialJs(fixture, '/base/').files, ['runtime.js', 'main.js', 'home.js']);
  assert.ok(initialJs(fixture, '/base/').gzip > 0);
});

test('staticBudget: records of another build are refused, not counted', () => {
  const stale = mkdtempSync(path.join(tmpdir(), 'static-budget-stale-'));
  try {
    mkdirSync(path.join(stale, 'build', 'assets', 'js'), {recursive: true});
    assert.throws(
      () => initialJs({dir: path.join(stale, 'build'), baseUrl: '/base/', generatedDir: generated}, '/base/'),
      /describes another build/,
    );
    assert.throws(() => initialJs({dir: path.join(stale, 'build'), baseUrl: '/base/'}, '/base/'), /not found/);
  } finally {
    rmSync(stale, {recursive: true, force: true});
  }
});
