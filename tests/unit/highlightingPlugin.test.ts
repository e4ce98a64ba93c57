/**
 * src/plugins/highlighting resolves theme-classic's grammar-loading client
 * module to nothing (our Prism loads its own grammars, with the code blocks).
 * The alias names the module by the path Docusaurus resolves the theme's
 * `getClientModules` entry to; if the theme moves or renames it, this fails
 * rather than Prism silently returning to every page's main.js.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {themes} from 'prism-react-renderer';
import highlightingPlugin, {THEME_GRAMMAR_CLIENT_MODULE} from '../../src/plugins/highlighting';

test("highlighting plugin: the module it resolves to nothing is theme-classic's client module that loads additionalLanguages", () => {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  const themeIndex = readFileSync(path.join(themeDir, 'index.js'), 'utf8');
  const clientModules = /getClientModules\(\)\s*\{([\s\S]*?)\n\s{8}\}/.exec(themeIndex)?.[1] ?? '';
  assert.match(
    clientModules,
    /'\.\/prism-include-languages'/,
    "theme-classic's getClientModules no longer lists ./prism-include-languages",
  );
  assert.equal(THEME_GRAMMAR_CLIENT_MODULE, path.resolve(themeDir, './prism-include-languages'));
  assert.ok(existsSync(`${THEME_GRAMMAR_CLIENT_MODULE}.js`));
  assert.match(readFileSync(`${THEME_GRAMMAR_CLIENT_MODULE}.js`, 'utf8'), /prismIncludeLanguages\(Prism\)/);
});

test('highlighting plugin: the bundles resolve that module to nothing and prism-react-renderer to src/highlighting', () => {
  const siteDir = path.resolve(__dirname, '..', '..');
  const generatedFilesDir = path.join(siteDir, 'node_modules', '.cache', 'highlighting-plugin-test');
  const context = {
    siteDir,
    generatedFilesDir,
    siteConfig: {themeConfig: {prism: {theme: themes.github, darkTheme: themes.dracula}}},
  } as unknown as LoadContext;
  const plugin = highlightingPlugin(context);
  const configure = plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string | false>}};
  const {alias} = configure().resolve;
  assert.equal(alias[`${THEME_GRAMMAR_CLIENT_MODULE}$`], false);
  assert.equal(alias['prism-react-renderer$'], path.join(siteDir, 'src', 'highlighting', 'index.ts'));
});
