/**
 * src/plugins/search wraps @easyops-cn/docusaurus-search-local: each hook it
 * overrides calls the theme's own and adds to its result. If it dropped what
 * the theme's configureWebpack returns, a newer theme's externals or aliases
 * would silently miss the build (0.55 marks its optional `open-ask-ai` import
 * external there). Checked with a theme that returns every kind of key, and
 * with the installed theme through the real wrapper.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions, type PluginOptions} from '@easyops-cn/docusaurus-search-local';
import type {Configuration} from 'webpack';
import {searchOptions} from '../../src/config/search';
import searchTheme, {withSiteIndex} from '../../src/plugins/search';
import {bundlerUtils} from '../support/moduleReplacements';

type ConfigureWebpackResult = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;

const utils = bundlerUtils;
const config: Configuration = {mode: 'production'};

const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'prism-search-theme-'));
after(() => rmSync(generatedFilesDir, {recursive: true, force: true}));
const context = {
  siteDir: path.resolve(__dirname, '..', '..'),
  generatedFilesDir,
  baseUrl: '/',
  siteConfig: {themeConfig: {navbar: {items: []}}},
  i18n: {currentLocale: 'en'},
} as unknown as LoadContext;

/** The site's search options as Docusaurus hands them to the plugin: validated by the theme's own schema. */
const options = validateOptions({
  options: searchOptions,
  validate: (schema: {validate: (value: unknown) => {value: unknown; error?: Error}}, value: unknown) => {
    const {value: validated, error} = schema.validate(value);
    if (error) throw error;
    return validated;
  },
} as unknown as OptionValidationContext<unknown, Required<PluginOptions>>);

/**
 * Every key of the theme's result is in ours, unchanged; ours only sets, for
 * the browser's bundle, the vendor group of the theme's chunk splitting
 * (keeping whatever else the theme set there). Nothing is replaced inside the
 * theme: no plugins are added.
 */
function assertKeeps(theirs: ConfigureWebpackResult | void, ours: ConfigureWebpackResult | void, isServer: boolean): void {
  assert.ok(ours);
  const {plugins: theirPlugins = [], optimization: theirOptimization, ...theirKeys} = theirs ?? {};
  const {plugins: ourPlugins = [], optimization: ourOptimization, ...ourKeys} = ours;
  assert.deepEqual(ourKeys, theirKeys);
  if (isServer) {
    assert.deepEqual(ourOptimization, theirOptimization);
  } else {
    const {splitChunks: theirSplitChunks = {}, ...theirOtherOptimization} = theirOptimization ?? {};
    const {splitChunks: ourSplitChunks, ...ourOtherOptimization} = ourOptimization ?? {};
    assert.deepEqual(ourOtherOptimization, theirOtherOptimization);
    assert.ok(ourSplitChunks && theirSplitChunks !== false);
    const {cacheGroups: {defaultVendors, ...ourGroups} = {}, ...ourSplitting} = ourSplitChunks;
    const {cacheGroups: theirGroups = {}, ...theirSplitting} = theirSplitChunks;
    assert.deepEqual(ourSplitting, theirSplitting);
    assert.deepEqual(ourGroups, theirGroups);
    const vendors = (defaultVendors as {test: RegExp}).test;
    assert.match(path.join('/site', 'node_modules', 'react', 'index.js'), vendors, 'the vendor group still takes node_modules');
    assert.doesNotMatch(path.join('/site', 'node_modules', 'lunr', 'lunr.js'), vendors, 'but not lunr');
  }
  assert.deepEqual(ourPlugins, theirPlugins, "the theme's plugins, and no others");
}

test('search theme: configureWebpack keeps every key the theme returns, and calls it as the theme with the same arguments', () => {
  const themePlugin = {kind: "the theme's own plugin"};
  const returned: ConfigureWebpackResult = {
    externals: {'open-ask-ai': 'open-ask-ai', 'open-ask-ai/styles.css': 'open-ask-ai/styles.css'},
    resolve: {alias: {'some-module$': '/elsewhere.js'}},
    module: {rules: [{test: /\.wasm$/, type: 'asset/resource'}]},
    plugins: [themePlugin as never],
    mergeStrategy: {'resolve.alias': 'prepend'},
    optimization: {minimize: false, splitChunks: {chunks: 'all', cacheGroups: {theirs: {test: /theirs/}}}},
  };
  const calls: unknown[][] = [];
  const theme: Plugin = {
    name: 'a theme',
    configureWebpack(...args) {
      calls.push([this, ...args]);
      return returned;
    },
  };
  const wrapped = withSiteIndex(theme, options);
  for (const isServer of [false, true]) {
    assertKeeps(returned, wrapped.configureWebpack!(config, isServer, utils, undefined), isServer);
  }
  assert.deepEqual(calls, [
    [theme, config, false, utils, undefined],
    [theme, config, true, utils, undefined],
  ]);
});

test('search theme: configureWebpack works with a theme that returns nothing or has no such hook', () => {
  for (const isServer of [false, true]) {
    assertKeeps(
      undefined,
      withSiteIndex({name: 'a theme', configureWebpack: () => undefined}, options).configureWebpack!(config, isServer, utils, undefined),
      isServer,
    );
    assertKeeps(undefined, withSiteIndex({name: 'a theme'}, options).configureWebpack!(config, isServer, utils, undefined), isServer);
  }
});

test('search theme: the installed theme through the real wrapper: its hooks are all there, its configureWebpack result kept', () => {
  const theme = searchLocal(context, {...options, indexDocs: false, indexPages: false, indexBlog: false});
  const wrapped = searchTheme(context, options);
  assert.equal(wrapped.name, theme.name);
  const hooks = (plugin: Plugin) => Object.keys(plugin).filter((key) => typeof plugin[key as keyof Plugin] === 'function');
  assert.deepEqual(
    hooks(theme).filter((hook) => !hooks(wrapped).includes(hook)),
    [],
    'hooks of the theme missing from the wrapper',
  );
  for (const isServer of [false, true]) {
    assertKeeps(
      theme.configureWebpack?.(config, isServer, utils, undefined),
      wrapped.configureWebpack!(config, isServer, utils, undefined),
      isServer,
    );
  }
});
