/**
 * The docs plugin instances (src/config/docsInstances.ts): one per section of
 * src/config/sections.ts, each accepted by the docs plugin's own option schema,
 * serving its folder at its route with its sidebar file, its tags.yml and the
 * authoring checks, as the docs plugin itself reads them.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {CURRENT_VERSION_NAME, getVersionBanner, readVersionNames} from '@docusaurus/plugin-content-docs/server';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {buildSectionSidebar, sectionSidebars} from '../../sidebars';
import {docsInstanceOptions, sectionInstances} from '../../src/config/docsInstances';
import {docsPluginId, SECTIONS, sectionById} from '../../src/config/sections';
import {githubUrl} from '../../src/config/site';
import {tagsFileOf} from '../../src/config/tagVocabulary';
import remarkDiagrams from '../../src/diagrams/remarkDiagrams';
import closedHtml from '../../src/remark/closedHtml';
import sharedFacts from '../../src/remark/sharedFacts';
import crossReferences from '../../src/remark/crossReferences';
import unbrokenIds from '../../src/remark/unbrokenIds';
import documentLinks from '../../src/remark/documentLinks';

const ROOT = path.resolve(__dirname, '..', '..');
/** A fork's repository, so that a URL copied from the default repository shows. */
const REPOSITORY = 'someone/prism-fork';

/** The options as the docs plugin sees them: through its own schema. */
const validated = (options: ReturnType<typeof docsInstanceOptions>): PluginOptions =>
  validateOptions({
    options,
    validate: normalizePluginOptions,
  } as unknown as Parameters<typeof validateOptions>[0]);

test('docs instances: every section is served once, the docs section by the preset instance and the rest as plugins in table order', () => {
  const {main, others} = sectionInstances(REPOSITORY);
  assert.equal(main.id, 'default');
  assert.equal(main.path, sectionById('docs').path);
  assert.deepEqual(
    others.map((options) => options.id),
    SECTIONS.filter((s) => s.id !== 'docs').map((s) => docsPluginId(s.id)),
  );
  assert.ok(!others.some((options) => options.id === 'default'));
  assert.deepEqual([main, ...others].map((options) => options.path).sort(), SECTIONS.map((s) => s.path).sort());
});

test("docs instances: the docs plugin's schema accepts each one as it is", () => {
  for (const section of SECTIONS) {
    const options = docsInstanceOptions(section, REPOSITORY);
    const normalized = validated(options);
    const {routeBasePath, ...rest} = options;
    for (const [key, value] of Object.entries(rest)) {
      assert.deepEqual(normalized[key as keyof PluginOptions], value, `${section.id}: ${key}`);
    }
    assert.equal(normalized.routeBasePath, `/${routeBasePath}`);
  }
});

test("docs instances: each serves its section's folder at the section's route; its one version, the current one, is the last (no banner)", async () => {
  for (const section of SECTIONS) {
    const options = validated(docsInstanceOptions(section, REPOSITORY));
    assert.equal(path.resolve(ROOT, options.path), path.join(ROOT, section.path));
    assert.ok(existsSync(path.resolve(ROOT, options.path)), options.path);
    assert.equal(options.routeBasePath, `/${section.path}`);
    const versionNames = await readVersionNames(ROOT, options);
    assert.deepEqual(versionNames, [CURRENT_VERSION_NAME], section.id);
    const banner = getVersionBanner({
      versionName: CURRENT_VERSION_NAME,
      versionNames,
      lastVersionName: options.lastVersion!,
      options,
    } as never);
    assert.equal(banner, null, `${section.id}: no "unreleased version" banner`);
  }
});

test('docs instances: "Edit this page" opens the file on GitHub, on the branch the site publishes', () => {
  const branch = /^\s+branches: \[(\w+)\]$/m.exec(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8'))?.[1];
  assert.ok(branch, 'deploy.yml names the branch it publishes');
  for (const section of SECTIONS) {
    const {editUrl} = docsInstanceOptions(section, REPOSITORY);
    // Docusaurus appends the file's path from the site folder.
    assert.equal(`${editUrl as string}${section.path}/x.md`, `${githubUrl(REPOSITORY)}/edit/${branch}/${section.path}/x.md`);
  }
});

test("docs instances: each sidebar file holds the section's sidebar, whose generator is the section's", async () => {
  for (const section of SECTIONS) {
    const options = docsInstanceOptions(section, REPOSITORY);
    assert.equal(typeof options.sidebarPath, 'string');
    const file = path.resolve(ROOT, options.sidebarPath as string);
    assert.ok(existsSync(file), `${section.id}: ${options.sidebarPath}`);
    const sidebars = ((await import(file)) as {default: unknown}).default;
    assert.deepEqual(sidebars, sectionSidebars(section.id));
  }
  const adr = sectionById('adr');
  const docs = [
    {id: 'adr-002', title: 'B', frontMatter: {}, source: '@site/adr/adr-002.md', sourceDirName: '.'},
    {id: 'adr-001', title: 'A', frontMatter: {}, source: '@site/adr/adr-001.md', sourceDirName: '.'},
  ];
  const generate = docsInstanceOptions(adr, REPOSITORY).sidebarItemsGenerator!;
  const args = {docs, defaultSidebarItemsGenerator: () => assert.fail('a numbered section has its own sidebar')} as never;
  assert.deepEqual(await generate(args), buildSectionSidebar(docs as never));
});

test('docs instances: every section takes its tags from the one vocabulary, and a tag not in it fails the build', () => {
  for (const section of SECTIONS) {
    const options = docsInstanceOptions(section, REPOSITORY);
    assert.equal(path.join(ROOT, section.path, options.tags as string), tagsFileOf(ROOT), `${section.path}: ${options.tags}`);
    assert.equal(options.onInlineTags, 'throw');
  }
});

test('docs instances: diagrams are drawn before Docusaurus sees them, every section runs the authoring checks, and links made from mentions are marked as document numbers', () => {
  for (const section of SECTIONS) {
    const options = docsInstanceOptions(section, REPOSITORY);
    assert.deepEqual(options.beforeDefaultRemarkPlugins, [remarkDiagrams]);
    // unbrokenIds after crossReferences, which makes the links it marks.
    assert.deepEqual(options.remarkPlugins, [crossReferences, unbrokenIds, documentLinks, closedHtml, sharedFacts]);
  }
});
