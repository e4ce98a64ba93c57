import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import type {PropTagDocList} from '@docusaurus/plugin-content-docs';
import {generatedAlias} from '../../src/plugins/shared-tag-pages';
import {collectTagPages, tagPageProp, withSharedTagPages} from '../../src/plugins/shared-tag-pages/tagPages';

const TAG_PAGE = '@theme/DocTagDocListPage';
const doc = (id: string) => ({id, title: `Title ${id}`, description: `About ${id}`, permalink: `/base/adr/${id}`});
const tag = (slug: string, ids: string[]): PropTagDocList => ({
  label: slug.toUpperCase(),
  permalink: `/base/adr/tags/${slug}`,
  description: `Tag ${slug}`,
  allTagsPath: '/base/adr/tags',
  count: ids.length,
  items: ids.map(doc),
  unlisted: false,
});
const routes: RouteConfig[] = [
  {
    path: '/base/adr',
    component: '@theme/DocsRoot',
    routes: [
      {path: '/base/adr/tags', component: '@theme/DocTagsListPage', props: {tags: []}},
      {path: '/base/adr/tags/cache', component: TAG_PAGE, exact: true, props: {tag: tag('cache', ['adr-002', 'adr-001'])}},
      {path: '/base/adr/tags/proxy', component: TAG_PAGE, exact: true, props: {tag: tag('proxy', ['adr-001'])}},
      {path: '/base/adr', component: '@theme/DocRoot', routes: [{path: '/base/adr/adr-001', component: '@theme/DocItem'}]},
    ],
  },
];

test('every tag page gets back exactly the props it had, from one shared module', () => {
  const pages = collectTagPages(routes, TAG_PAGE);
  assert.deepEqual(Object.keys(pages.docs).sort(), ['adr-001', 'adr-002'], 'each document once');
  assert.deepEqual(
    tagPageProp(pages, '/base/adr/tags/cache/'),
    tag('cache', ['adr-002', 'adr-001']),
    'route path with the trailing slash applied',
  );
  assert.deepEqual(tagPageProp(pages, '/base/adr/tags/proxy'), tag('proxy', ['adr-001']));
  assert.equal(tagPageProp(pages, '/base/adr/tags/none/'), undefined);
});

test('tag page routes lose their own props and use the shared module; other routes are untouched', () => {
  const rewritten = withSharedTagPages(routes, TAG_PAGE, {component: '@site/SharedTagPage', module: '@generated/tag-pages.json'});
  const [root] = rewritten;
  const [list, cache, proxy, docRoot] = root.routes!;
  assert.deepEqual(list, routes[0].routes![0]);
  assert.deepEqual(docRoot, routes[0].routes![3]);
  for (const page of [cache, proxy]) {
    assert.equal(page.component, '@site/SharedTagPage');
    assert.equal(page.props, undefined);
    assert.deepEqual(page.modules, {pages: '@generated/tag-pages.json'});
    assert.equal(page.exact, true);
  }
  assert.equal(routes[0].routes![1].component, TAG_PAGE, 'the input routes are not mutated');
});

test('tag pages are keyed by route path without its trailing slash, except the root path', () => {
  const page = (path: string): RouteConfig => ({path, component: TAG_PAGE, props: {tag: tag('x', ['adr-001'])}});
  const pages = collectTagPages([page('/'), page('/tags/x/')], TAG_PAGE);
  assert.deepEqual(Object.keys(pages.tags).sort(), ['/', '/tags/x']);
});

test('shared tag pages: the data module is named by the @generated alias, never by the folder the site was built in', () => {
  const generated = path.join(path.sep, 'home', 'runner', 'site', '.docusaurus');
  assert.equal(
    generatedAlias(generated, path.join(generated, 'docusaurus-plugin-content-docs', 'adr', 'tag-pages.json')),
    '@generated/docusaurus-plugin-content-docs/adr/tag-pages.json',
  );
  assert.throws(() => generatedAlias(generated, path.join(path.sep, 'elsewhere', 'tag-pages.json')), /is not under/);
});
