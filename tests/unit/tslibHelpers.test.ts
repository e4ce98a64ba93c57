/**
 * src/plugins/tslib-helpers: in the browser bundle, @docusaurus/utils-common's
 * `require("tslib")` gets only the helpers it uses. This fails if utils-common
 * uses a helper that our module does not export (it would be undefined in the
 * browser), or if the replacement reaches any other importer of tslib.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import * as helpers from '../../src/plugins/tslib-helpers/helpers';
import tslibHelpersPlugin, {TSLIB_HELPERS} from '../../src/plugins/tslib-helpers';
import {bundlerUtils, NormalModuleReplacementPlugin, replacedRequest} from '../support/moduleReplacements';

/** The tslib helpers a CommonJS file compiled by tsc calls (`tslib_1.__helper(...)`). */
function helpersUsedIn(dir: string): Set<string> {
  const used = new Set<string>();
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, helper] of source.matchAll(/\btslib_\d+\.(__\w+)/g)) used.add(helper);
  }
  return used;
}

test("tslib helpers: our module exports every helper @docusaurus/utils-common calls, as tslib's own functions", async () => {
  const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));
  const used = helpersUsedIn(utilsCommon);
  assert.ok(used.size > 0, 'utils-common calls no tslib helper: the plugin can go');
  const tslib = (await import('tslib')) as unknown as Record<string, unknown>;
  for (const helper of used) {
    assert.equal(
      typeof (helpers as Record<string, unknown>)[helper],
      'function',
      `${helper} is not exported by src/plugins/tslib-helpers/helpers.ts`,
    );
    assert.equal((helpers as Record<string, unknown>)[helper], tslib[helper], `${helper} is tslib's own`);
  }
});

test('tslib helpers: only requests from utils-common, in the browser bundle, are replaced', () => {
  const plugin = tslibHelpersPlugin();
  const configure = plugin.configureWebpack!.bind(plugin);
  assert.deepEqual(configure({}, true, bundlerUtils, undefined), {}, 'the server bundle is left alone');
  const {plugins} = configure({}, false, bundlerUtils, undefined) as unknown as {plugins: NormalModuleReplacementPlugin[]};
  assert.equal(plugins.length, 1);
  const resolved = (request: string, context: string) => replacedRequest(plugins, request, context);
  const modules = path.join(path.sep, 'site', 'node_modules');
  assert.equal(resolved('tslib', path.join(modules, '@docusaurus', 'utils-common', 'lib')), TSLIB_HELPERS);
  assert.equal(resolved('tslib', path.join(modules, '@docusaurus', 'core', 'lib', 'client')), 'tslib');
  assert.equal(
    resolved('tslib', path.join(path.sep, 'site', 'src', 'plugins', 'tslib-helpers')),
    'tslib',
    'our module gets the real tslib',
  );
  assert.equal(resolved('tslib/tslib.es6.mjs', path.join(modules, '@docusaurus', 'utils-common', 'lib')), 'tslib/tslib.es6.mjs');
});
