import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {sectionSidebarItems} from '../../sidebars';
import closedHtml from '../remark/closedHtml';
import remarkDiagrams from '../diagrams/remarkDiagrams';
import crossReferences from '../remark/crossReferences';
import unbrokenIds from '../remark/unbrokenIds';
import documentLinks from '../remark/documentLinks';
import sharedFacts from '../remark/sharedFacts';
import {githubUrl} from './site';
import {TAGS_OPTION} from './tagVocabulary';
import {docsPluginId, SECTIONS, type Section} from './sections';

/** Options of the docs plugin instance that serves one section; `lastUpdate`: each document shows when git last changed it. */
export function docsInstanceOptions(section: Section, repository: string, lastUpdate = false): DocsOptions {
  return {
    id: docsPluginId(section.id),
    path: section.path,
    routeBasePath: section.path,
    sidebarPath: `./src/sidebars/${section.id}.ts`,
    sidebarItemsGenerator: sectionSidebarItems(section),
    // Docusaurus's defaults do the rest: breadcrumbs, collapsible categories
    // starting collapsed (sidebars.ts sets both on each category it makes), and
    // the current version labelled "Next".
    tags: TAGS_OPTION,
    onInlineTags: 'throw',
    // Before Docusaurus's own plugins, so that a drawn diagram never reaches its live Mermaid.
    beforeDefaultRemarkPlugins: [remarkDiagrams],
    // Mentions become links, and a link reading only "RFC-035" stays on one line; authoring mistakes fail
    // with file:line: an unclosed HTML tag, a link to no page, a shared fact stated with another value.
    remarkPlugins: [crossReferences, unbrokenIds, documentLinks, closedHtml, sharedFacts],
    editUrl: `${githubUrl(repository)}/edit/main/`,
    // From the newest commit that touched the file (src/config/gitHistory.ts decides when git can tell).
    showLastUpdateTime: lastUpdate,
    includeCurrentVersion: true,
    lastVersion: 'current',
  };
}

/** The preset's own docs instance (`default`) and the instances added as plugins. */
export function sectionInstances(repository: string, lastUpdate = false) {
  const isPresetInstance = (section: Section) => docsPluginId(section.id) === 'default';
  return {
    main: docsInstanceOptions(SECTIONS.find(isPresetInstance)!, repository, lastUpdate),
    others: SECTIONS.filter((s) => !isPresetInstance(s)).map((s) => docsInstanceOptions(s, repository, lastUpdate)),
  };
}
