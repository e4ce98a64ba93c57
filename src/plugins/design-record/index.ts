import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import {SECTIONS} from '../../config/sections';
import {buildDesignRecord, tagSlug, type LoadedSection} from './model';

export const PLUGIN_NAME = 'design-record';

/**
 * Collects every document's metadata from the six docs plugin instances once all
 * content is loaded, and publishes it as global data for the home page and the
 * section index tables.
 */
export default function designRecordPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsLoadedContent> | undefined;
      const loaded: LoadedSection[] = SECTIONS.map((section) => {
        const pluginId = section.id === 'docs' ? 'default' : section.id;
        const version = docsPlugins?.[pluginId]?.loadedVersions[0];
        if (!version) {
          throw new Error(`[${PLUGIN_NAME}] no docs plugin instance "${pluginId}" for section "${section.id}"`);
        }
        const landing = version.docs.find((d) => d.id === section.landingDocId);
        const tagLabels: Record<string, string> = {};
        for (const doc of version.docs) {
          for (const tag of doc.tags) {
            tagLabels[tagSlug(tag.permalink)] = tag.label;
          }
        }
        return {
          section,
          docs: version.docs,
          landingPermalink: landing?.permalink ?? `${context.baseUrl}${section.path}/`,
          tagLabels,
          tagsPermalink: version.tagsPath,
        };
      });
      actions.setGlobalData(buildDesignRecord(loaded));
    },
  };
}
