/**
 * src/plugins/staged-start: the client bundle starts from our entry, which
 * evaluates some of Docusaurus's modules a task at a time and then imports
 * Docusaurus's own entry. The server bundle is left alone, and the steps follow
 * the order in which Docusaurus's entry imports those modules, which is the
 * order the bundler writes their CSS in.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {ConfigureWebpackUtils, LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import stagedStartPlugin, {
  CLIENT_APP,
  CLIENT_ENTRY,
  COMPONENT_CREATOR,
  LAZY_CREATOR,
  ROUTE_TABLE_CREATOR,
  STAGED_ENTRY,
} from '../../src/plugins/staged-start';
import {STARTER_FILE} from '../../src/plugins/staged-start/ssrTemplate';

const CONTEXT = {baseUrl: '/base/'} as LoadContext;

const DOCUSAURUS_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

function configure(config: Configuration, isServer: boolean) {
  return stagedStartPlugin(CONTEXT).configureWebpack!(config, isServer, {} as ConfigureWebpackUtils, undefined);
}

test("staged start: the client bundle starts from our entry, with aliases to Docusaurus's entry and route component creator", () => {
  const creator = require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js');
  assert.deepEqual(configure({entry: DOCUSAURUS_ENTRY}, false), {
    entry: STAGED_ENTRY,
    resolve: {
      alias: {
        [CLIENT_ENTRY]: DOCUSAURUS_ENTRY,
        [CLIENT_APP]: path.join(path.dirname(DOCUSAURUS_ENTRY), 'App.js'),
        [ROUTE_TABLE_CREATOR]: LAZY_CREATOR,
        [COMPONENT_CREATOR]: creator,
      },
    },
  });
  assert.ok(readFileSync(STAGED_ENTRY, 'utf8').length > 0, 'the entry file exists');
  assert.ok(readFileSync(LAZY_CREATOR, 'utf8').length > 0, 'the lazy creator exists');
});

test('staged start: the generated route table imports the creator by the name the plugin replaces', () => {
  const codegen = readFileSync(require.resolve('@docusaurus/core/lib/server/codegen/codegenRoutes.js'), 'utf8');
  assert.match(codegen, new RegExp(`import ComponentCreator from '${ROUTE_TABLE_CREATOR}'`));
});

test('staged start: every page defers the starter, from the static files under the base URL', async () => {
  assert.deepEqual(await stagedStartPlugin(CONTEXT).injectHtmlTags!({content: undefined}), {
    headTags: [{tagName: 'script', attributes: {src: `/base/${STARTER_FILE}`, defer: true}}],
  });
});

test('staged start: the server bundle is left as Docusaurus made it', () => {
  assert.deepEqual(configure({entry: '/server-entry.js'}, true), {});
});

test('staged start: an entry of another shape stops the build instead of being dropped', () => {
  assert.throws(() => configure({entry: {main: DOCUSAURUS_ENTRY}}, false), /expected Docusaurus's client entry to be one module path/);
});

/** The modules a file imports statically, in order (`import x from 'm'`, `import 'm'`). */
function staticImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/**
 * Docusaurus's client entry's imports, depth first through its App (whose own
 * imports are evaluated before it, as CLIENT_APP): the order its modules are
 * first evaluated in.
 */
function docusaurusOrder(): string[] {
  const app = path.join(path.dirname(DOCUSAURUS_ENTRY), 'App.js');
  return staticImports(DOCUSAURUS_ENTRY).flatMap((specifier) =>
    specifier === './App' ? [...staticImports(app), CLIENT_APP] : [specifier],
  );
}

/** Our steps, in order, from the entry's eager imports. */
function steps(): string[] {
  return [...readFileSync(STAGED_ENTRY, 'utf8').matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
}

/** Why `steps` (all but the last, Docusaurus's entry) would not be evaluated in Docusaurus's own order, or undefined. */
function outOfOrder(stepList: string[], order: string[]): string | undefined {
  if (stepList.at(-1) !== CLIENT_ENTRY) return `the last step is ${stepList.at(-1)}, not ${CLIENT_ENTRY}`;
  const positions = stepList.slice(0, -1).map((step) => order.indexOf(step));
  const missing = stepList.find((_, i) => positions[i] === -1);
  if (missing) return `${missing} is not imported by Docusaurus's entry or its App`;
  const back = positions.findIndex((position, i) => i > 0 && position < positions[i - 1]);
  return back === -1 ? undefined : `${stepList[back]} comes before ${stepList[back - 1]} in Docusaurus's entry`;
}

test("staged start: the steps evaluate modules in Docusaurus's own order, and end with its entry", () => {
  const order = docusaurusOrder();
  assert.ok(order.includes('@generated/client-modules') && order.includes('@generated/routes'), `read ${order.length} imports`);
  assert.deepEqual(steps(), ['react-dom/client', '@generated/client-modules', '@generated/routes', CLIENT_APP, CLIENT_ENTRY]);
  assert.equal(outOfOrder(steps(), order), undefined);
});

test('staged start: the order check refuses steps out of order, unknown modules and a missing entry', () => {
  const order = docusaurusOrder();
  assert.match(outOfOrder(['@generated/routes', '@generated/client-modules', CLIENT_ENTRY], order) ?? '', /comes before/);
  assert.match(outOfOrder(['@theme/Layout', CLIENT_ENTRY], order) ?? '', /is not imported/);
  assert.match(outOfOrder([CLIENT_APP, '@generated/routes', CLIENT_ENTRY], order) ?? '', /comes before/);
  assert.match(outOfOrder(['react-dom/client'], order) ?? '', /the last step/);
});
