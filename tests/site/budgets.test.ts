/**
 * Byte budgets of the built site (bench/budgets.json), computed from ./build
 * (or $PRISM_BUILD_DIR) alone: no browser, so the numbers are deterministic.
 * How the initial JavaScript of a page is
 * counted is described at the top of bench/staticBudget.ts. Timings are
 * measured by `npm run bench`, not asserted here.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {readBudgets} from '../../bench/budgets';
import {builtRoutes, initialJs, pageTypes, type BuiltSite} from '../../bench/staticBudget';
import {BASE_URL, BUILD_DIR} from './support';

const budgets = readBudgets();
const site: BuiltSite = {dir: BUILD_DIR, baseUrl: BASE_URL};
const types = pageTypes(site);
const KIB = 1024;
const kib = (bytes: number) => (bytes / KIB).toFixed(1);

for (const [type, route] of Object.entries(types)) {
  const limit = budgets.initialJs[type];
  test(`budgets: initial JavaScript of the ${type} page (${route}) is within ${limit} KiB gzip`, (t) => {
    const js = initialJs(site, route);
    assert.ok(js.routeKeys.length > 0, `no route of main.js matches ${route}`);
    t.diagnostic(`${kib(js.gzip)} KiB of ${limit} KiB: ${js.files.join(' ')}`);
    assert.ok(js.gzip <= limit * KIB, `${kib(js.gzip)} KiB > ${limit} KiB: ${js.files.join(' ')}`);
  });
}

test(`budgets: initial JavaScript of every page is within ${budgets.initialJs.anyPage} KiB gzip`, (t) => {
  const routes = builtRoutes(site);
  assert.ok(routes.length > 100, `only ${routes.length} pages found in ${BUILD_DIR}`);
  const sizes = routes.map((route) => ({route, gzip: initialJs(site, route).gzip})).sort((a, b) => b.gzip - a.gzip);
  t.diagnostic(
    `largest: ${sizes
      .slice(0, 3)
      .map((s) => `${s.route} ${kib(s.gzip)} KiB`)
      .join(', ')}`,
  );
  const over = sizes.filter((s) => s.gzip > budgets.initialJs.anyPage * KIB);
  assert.deepEqual(
    over.map((s) => `${s.route} ${kib(s.gzip)} KiB`),
    [],
  );
});

/**
 * Text each library keeps through minification (an option name, an error message),
 * so a file holding the library can be told apart. Each must be found in the build
 * (the library is there, loaded later) or, for mermaid, nowhere (diagrams arrive drawn).
 */
const LIBRARY_MARKS = {
  lunr: 'Cannot load unregistered function: ',
  'mark.js': 'acrossElements',
  mermaid: 'mermaidAPI',
} as const;
/** A grammar of Prism's that src/highlighting loads (with Prism's core, from the chunks of pages with code). */
const PRISM_GRAMMAR_MARK = 'languages.rego';
/** Page types that show no code (a section index is a document page, with the document's components). */
const CODELESS_PAGES = ['home', 'tagList', 'tagPage', 'search'] as const;

/** Every script of the build (names only, in assets/js). */
const everyScript = () => readdirSync(path.join(BUILD_DIR, 'assets', 'js')).filter((f) => f.endsWith('.js'));

function filesContaining(files: string[], mark: string): string[] {
  const dir = path.join(BUILD_DIR, 'assets', 'js');
  return files.filter((f) => readFileSync(path.join(dir, f), 'utf8').includes(mark));
}

test('budgets: lunr and mark.js are in the build, loaded only on demand; mermaid is in no file', () => {
  const everyFile = everyScript();
  assert.notDeepEqual(filesContaining(everyFile, LIBRARY_MARKS.lunr), [], 'lunr found in no file: its mark is stale');
  assert.notDeepEqual(filesContaining(everyFile, LIBRARY_MARKS['mark.js']), [], 'mark.js found in no file: its mark is stale');
  assert.deepEqual(filesContaining(everyFile, LIBRARY_MARKS.mermaid), [], 'mermaid is in the production build');
  for (const route of Object.values(types)) {
    const {files} = initialJs(site, route);
    for (const [library, mark] of Object.entries(LIBRARY_MARKS)) {
      assert.deepEqual(filesContaining(files, mark), [], `${library} in the initial JavaScript of ${route}`);
    }
  }
});

test('budgets: Prism and its grammars load with pages that show code, not with every page', () => {
  const everyFile = everyScript();
  assert.notDeepEqual(filesContaining(everyFile, PRISM_GRAMMAR_MARK), [], 'no file loads the Rego grammar: its mark is stale');
  for (const type of CODELESS_PAGES) {
    assert.deepEqual(
      filesContaining(initialJs(site, types[type]).files, PRISM_GRAMMAR_MARK),
      [],
      `Prism's grammars in the initial JavaScript of ${types[type]}`,
    );
  }
});
