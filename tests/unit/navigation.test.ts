/**
 * The navbar and footer (src/config/navigation.ts): every link leads to a page
 * the sections table and the section folders define, the Documentation menu
 * lists the numbered sections, the footer repeats the navbar's destinations,
 * and Docusaurus's own theme-config schema accepts both.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {PluginModule, ThemeConfigValidationContext} from '@docusaurus/types';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import {
  CHANGE_LOG,
  DECISION_GRAPH,
  DEPLOY_WORKFLOW,
  DOCUMENTATION_SECTIONS,
  OVERVIEW,
  footerLinks,
  navbarItems,
  workflowUrls,
} from '../../src/config/navigation';
import {githubUrl} from '../../src/config/site';
import {SECTIONS, sectionById} from '../../src/config/sections';

const ROOT = path.resolve(__dirname, '..', '..');
/** A fork's repository, so that a link copied from the default repository shows. */
const REPOSITORY = 'someone/prism-fork';

type Item = {label?: string; to?: string; href?: string; type?: string; position?: string; items?: Item[]; 'aria-label'?: string};
const navbar = navbarItems(REPOSITORY) as Item[];
const footer = footerLinks(REPOSITORY) as {title: string; items: Item[]}[];

/** Page ids of a section folder: a page's front matter `id`, else its file name. */
function pageIds(folder: string): Set<string> {
  const ids = readdirSync(path.join(ROOT, folder))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const id = /^---\n[\s\S]*?^id:\s*(\S+)\s*$[\s\S]*?^---$/m.exec(readFileSync(path.join(ROOT, folder, file), 'utf8'));
      return id ? id[1] : file.replace(/\.mdx?$/, '');
    });
  return new Set(ids);
}

/** True when `to` is a route the site has: a section's landing (`/adr/`), one of its pages (`/docs/intro`), or a page of src/pages (`/graph/`). */
function isRoute(to: string): boolean {
  const standalone = /^\/([\w-]+)\/$/.exec(to)?.[1];
  if (standalone && existsSync(path.join(ROOT, 'src/pages', standalone, 'index.tsx'))) return true;
  const [, folder, page] = /^\/([^/]+)\/([^/]*)$/.exec(to) ?? [];
  const section = SECTIONS.find((s) => s.path === folder);
  if (!section) return false;
  return page === '' ? pageIds(section.path).has('index') : pageIds(section.path).has(page);
}

/** Every `to` link of the navbar (dropdown items included) or of the footer. */
const linksOf = (items: Item[]): Item[] =>
  items.flatMap((item) => [...(item.to === undefined ? [] : [item]), ...linksOf(item.items ?? [])]);

test('navigation: every navbar and footer link leads to a section landing page or a page of a section', () => {
  const links = [...linksOf(navbar), ...footer.flatMap((column) => linksOf(column.items))];
  assert.ok(links.length > 0);
  for (const {label, to} of links) {
    assert.ok(label && label.trim() !== '', `a link to ${to} has a label`);
    assert.ok(isRoute(to!), `${label}: ${to} is a route of the site`);
  }
  assert.ok(
    !isRoute('/adr/no-such-page') && !isRoute('/nowhere/') && !isRoute('/docs') && !isRoute('/graph'),
    'the route check refuses what is not a page',
  );
});

test('navigation: the Overview and Change Log come first, Change Log being the docs section landing page', () => {
  assert.deepEqual(
    linksOf(navbar)
      .slice(0, 2)
      .map((item) => item.to),
    [OVERVIEW.to, CHANGE_LOG.to],
  );
  assert.notEqual(OVERVIEW.to, CHANGE_LOG.to);
  assert.equal(CHANGE_LOG.to, `/docs/${sectionById('docs').landingDocId}`);
  assert.ok(OVERVIEW.to.startsWith('/docs/'), 'the overview is a page of the docs section');
  assert.notEqual(OVERVIEW.label, CHANGE_LOG.label);
});

test('navigation: the Documentation menu lists each numbered section, in table order, by its label, at its landing page, then the decision graph', () => {
  const numbered = SECTIONS.filter((s) => s.numberPrefix !== undefined);
  const menus = navbar.filter((item) => item.type === 'dropdown');
  assert.equal(menus.length, 1);
  assert.ok(menus[0].label && menus[0].label.trim() !== '');
  const expected = numbered.map((s) => ({label: s.label, to: `/${s.path}/`}));
  assert.deepEqual(menus[0].items, [...expected, {label: 'Decision graph', to: '/graph/'}]);
  assert.deepEqual(DOCUMENTATION_SECTIONS, expected);
  assert.deepEqual(DECISION_GRAPH, {label: 'Decision graph', to: '/graph/'});
  assert.equal(
    linksOf(navbar).filter((item) => item.to === DECISION_GRAPH.to).length,
    1,
    'the graph is in the navbar once, inside the menu: the bar itself gains no item',
  );
  assert.ok(!navbar.some((item) => item.to === DECISION_GRAPH.to), 'not a top-level item');
});

test('navigation: the footer lists the navbar destinations in the navbar order, the GitHub link, and the record as data', () => {
  const [documentation, project] = footer;
  assert.equal(footer.length, 2);
  assert.ok(documentation.title.trim() !== '' && project.title.trim() !== '');
  assert.notEqual(documentation.title, project.title);
  assert.deepEqual(
    documentation.items,
    linksOf(navbar).map(({label, to}) => ({label, to})),
  );
  const github = navbar.find((item) => item.href !== undefined);
  assert.deepEqual(
    project.items,
    [
      {label: github?.label, href: githubUrl(REPOSITORY)},
      {label: 'RSS feed', href: 'pathname:///feed.xml'},
      {label: 'documents.json', href: 'pathname:///documents.json'},
    ],
    "the navbar's GitHub link, by the same label, then the feed and documents.json as files of the build",
  );
});

test('navigation: items are copies, so Docusaurus normalising one leaves the shared destinations as they were', () => {
  const before = JSON.stringify([OVERVIEW, CHANGE_LOG, DOCUMENTATION_SECTIONS, DECISION_GRAPH]);
  for (const item of [
    ...linksOf(navbarItems(REPOSITORY) as Item[]),
    ...(footerLinks(REPOSITORY) as {items: Item[]}[]).flatMap((c) => c.items),
  ]) {
    item.label = 'changed';
    item.to = '/changed/';
  }
  assert.equal(JSON.stringify([OVERVIEW, CHANGE_LOG, DOCUMENTATION_SECTIONS, DECISION_GRAPH]), before);
});

test("navigation: the navbar's right side is the repository's GitHub page, then the search box", () => {
  const right = navbar.filter((item) => item.position === 'right');
  assert.deepEqual(
    right.map((item) => item.type ?? item.href),
    [githubUrl(REPOSITORY), 'search'],
  );
  assert.ok(right[0].label && right[0].label.trim() !== '');
  assert.match(right[0]['aria-label'] ?? '', /GitHub/, 'the icon link is named for screen readers');
  assert.ok(
    navbar.slice(0, navbar.length - right.length).every((item) => item.position === 'left'),
    'left items come first',
  );
});

test('navigation: the custom navbar items are exactly those src/theme/NavbarItem/ComponentTypes.tsx registers', () => {
  const registered = [
    ...readFileSync(path.join(ROOT, 'src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8').matchAll(/'(custom-[\w-]+)'/g),
  ].map((match) => match[1]);
  const used = navbar.flatMap((item) => (item.type?.startsWith('custom-') ? [item.type] : []));
  assert.ok(used.length > 0);
  assert.deepEqual(used.sort(), registered.sort());
});

test("navigation: the classic theme's validateThemeConfig accepts the navbar and footer unchanged", async () => {
  // The theme module's validateThemeConfig, as Docusaurus calls it (not in the theme's type declarations).
  const {validateThemeConfig} = (await import('@docusaurus/theme-classic')) as unknown as Required<PluginModule>;
  const themeConfig = {navbar: {items: navbar}, footer: {links: footer}};
  const validated = validateThemeConfig({
    validate: normalizeThemeConfig,
    themeConfig,
  } as unknown as ThemeConfigValidationContext<typeof themeConfig>) as typeof themeConfig;
  assert.deepEqual(validated.navbar.items, navbar);
  assert.deepEqual(validated.footer.links, footer);
});

test("navigation: the build badge and its link are the deploy workflow's, on the repository's GitHub Actions", () => {
  const workflow = readFileSync(path.join(ROOT, '.github/workflows', DEPLOY_WORKFLOW), 'utf8');
  assert.match(workflow, /actions\/deploy-pages@/, 'the workflow publishes the site');
  const {runs, badge} = workflowUrls(REPOSITORY);
  assert.equal(runs, `${githubUrl(REPOSITORY)}/actions/workflows/${DEPLOY_WORKFLOW}`);
  assert.equal(badge, `${runs}/badge.svg`);
  assert.ok(existsSync(path.join(ROOT, '.github/workflows', path.basename(runs))));
});
