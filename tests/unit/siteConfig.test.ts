/**
 * The real docusaurus.config.ts, loaded and validated by Docusaurus itself, so a
 * renamed or removed option fails here in seconds rather than in the build.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
// Private module of @docusaurus/core (no public config loader): listed in decisions/upstream.json.
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import rawConfig from '../../docusaurus.config';

const ROOT = path.resolve(__dirname, '..', '..');
const resolved = loadSiteConfig({siteDir: ROOT}).then(({siteConfig}) => siteConfig);

/** The v4 flags the site turns on, each with its reason in docusaurus.config.ts. */
const WANTED_V4_FLAGS = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers'];

test('site config: Docusaurus loads and validates docusaurus.config.ts', async () => {
  const siteConfig = await resolved;
  assert.equal(siteConfig.title, 'Prism');
  assert.equal(siteConfig.trailingSlash, true);
});

test('site config: v4 flags are named one by one, and only those are on', async () => {
  assert.equal(typeof rawConfig.future.v4, 'object', 'future.v4: true turns on every flag a minor release adds');
  const on = Object.entries((await resolved).future.v4)
    .filter(([, value]) => value === true)
    .map(([flag]) => flag);
  assert.deepEqual(on.sort(), [...WANTED_V4_FLAGS].sort());
});

test("site config: the development server's overlay shows an author's mistake as its own line (the author-errors plugin is registered)", async () => {
  const {default: authorErrorsPlugin} = await import('../../src/plugins/author-errors');
  const plugins = rawConfig.plugins ?? [];
  assert.ok(plugins.includes(authorErrorsPlugin), 'docusaurus.config.ts lists src/plugins/author-errors (decisions/author-errors.md)');
});
