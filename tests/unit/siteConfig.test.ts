/**
 * The real docusaurus.config.ts, loaded and validated by Docusaurus itself, so a
 * renamed or removed option fails here in seconds rather than in the build.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
// Private module of @docusaurus/core (no public config loader): listed in UPSTREAM.md.
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import type {DocusaurusConfig} from '@docusaurus/types';
import rawConfig from '../../docusaurus.config';
import {fasterOption} from '../../src/config/faster';
import cssPipelinePlugin from '../../src/plugins/css-pipeline';

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

test('site config: the Faster options plugins read resolve through fasterOption', async () => {
  const siteConfig = await resolved;
  assert.equal(fasterOption(siteConfig, 'lightningCssMinimizer'), true);
  assert.equal(fasterOption(siteConfig, 'ssgWorkerThreads'), true);
  assert.equal(fasterOption(siteConfig, 'swcHtmlMinimizer'), false);
});

test('fasterOption reads the 3.10 key (future.faster) and fails loudly when neither key holds the option', () => {
  const withFuture = (future: object) => ({future}) as unknown as Pick<DocusaurusConfig, 'future'>;
  assert.equal(fasterOption(withFuture({faster: {rspackBundler: true}}), 'rspackBundler'), true);
  assert.equal(fasterOption(withFuture({experimental_faster: {rspackBundler: false}}), 'rspackBundler'), false);
  assert.throws(() => fasterOption(withFuture({faster_v5: {rspackBundler: true}}), 'rspackBundler'), /future\.faster\.rspackBundler/);
});

test('css-pipeline: with the real config, postcss-preset-env is dropped (LightningCSS lowers the CSS once)', async () => {
  const siteConfig = await resolved;
  const plugin = cssPipelinePlugin({siteConfig} as Parameters<typeof cssPipelinePlugin>[0]);
  const options = {plugins: [['/x/node_modules/postcss-preset-env/index.js', {}], 'autoprefixer']};
  const result = plugin.configurePostCss!(options as never) as unknown as {config: boolean; plugins: unknown[]};
  assert.deepEqual(result.plugins, ['autoprefixer']);
  assert.equal(result.config, false);
});
