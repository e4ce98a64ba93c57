import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {sectionSidebarItems} from '../../sidebars';
import crossReferences from '../remark/crossReferences';
import {githubUrl} from './site';
import {SECTIONS, type Section} from './sections';

/** Options of the docs plugin instance that serves one section. */
export function docsInstanceOptions(section: Section, repository: string): DocsOptions {
  return {
    ...(section.id === 'docs' ? {} : {id: section.id}),
    path: section.path,
    routeBasePath: section.path,
    sidebarPath: `./src/sidebars/${section.id}.ts`,
    sidebarItemsGenerator: sectionSidebarItems(section),
    sidebarCollapsed: true,
    sidebarCollapsible: true,
    breadcrumbs: true,
    tags: 'tags.yml',
    onInlineTags: 'throw',
    remarkPlugins: [crossReferences],
    editUrl: `${githubUrl(repository)}/edit/main/`,
    includeCurrentVersion: true,
    lastVersion: 'current',
    versions: {current: {label: 'Next'}},
  };
}

export const isDefaultInstance = (section: Section) => section.id === 'docs';

export function sectionInstances(repository: string) {
  const [main, ...others] = [...SECTIONS].sort((a, b) => Number(isDefaultInstance(b)) - Number(isDefaultInstance(a)));
  return {
    main: docsInstanceOptions(main, repository),
    others: others.map((s) => docsInstanceOptions(s, repository)),
  };
}
