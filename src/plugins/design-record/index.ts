import {existsSync, readFileSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';
import {docsPluginId, SECTIONS} from '../../config/sections';
import {linkedDocumentIds} from '../../remark/references';
import {buildDesignRecord, tagSlug, type DesignRecordData, type LoadedSection, type RelationProblem} from './model';
import {readMarkdown, type MarkdownFile} from '../../authoring/markdownFile';
import {reportMistake} from '../../authoring/mistakes';
import {
  CHANGELOG_FILE,
  changelogData,
  DOCUMENT_PAGES_FILE,
  documentPagesData,
  HOME_FILE,
  homeData,
  PREVIEWS_FILE,
  previewsData,
  RECORD_TAGS_FILE,
  recordTagsData,
  type LedgerEntry,
  LEDGER_FILE,
  type VocabularyTag,
  sectionIndexData,
  sectionIndexFile,
} from './pageData';
import {GRAPH_FILE, layoutGraph} from './graphLayout';
import {DOCUMENTS_FILE, FEED_FILE, publishedDocuments, renderFeed} from './publish';
import {feedContent} from './feedContent';
import {imagePath} from '../../diagrams/drawing';
import {readDrawing} from '../../diagrams/store';
import {LLMS_FILE, LLMS_FULL_FILE, markdownExport} from './markdown';
import {generatedAlias} from '../shared-tag-pages';

export const PLUGIN_NAME = 'design-record';

/** The question ledger's entries; none in a copy of the documents without the ledger (the new-document test's). */
function readLedgerEntries(siteDir: string): LedgerEntry[] {
  const file = path.join(siteDir, LEDGER_FILE);
  if (!existsSync(file)) return [];
  return (YAML.parse(readFileSync(file, 'utf8')) as {questions?: LedgerEntry[]} | null)?.questions ?? [];
}

/** Stops the build at the first relation the record refused, as `file:line: message` on the line that wrote it. */
function reportRelationProblems(problems: readonly RelationProblem[], fileOf: (id: string) => {file: string; source: MarkdownFile}): void {
  for (const {id, relation, problem} of problems.slice(0, 1)) {
    const {file, source} = fileOf(id);
    const written = relation.type === 'supersedes' ? undefined : (source.data.relations as Record<string, string[]>);
    const at = written ? `relations.${relation.type}.${written[relation.type]!.indexOf(relation.target)}` : relation.type;
    reportMistake(file, source.lineAt(at) ?? source.fieldLines.relations ?? 1, `relation "${relation.type}" ${problem}`);
  }
}

/** The record's tag pages: /tags/ lists the vocabulary, /tags/<slug>/ one tag's documents from every section. */
const RECORD_TAG_INDEX = '@site/src/components/RecordTags/TagIndexPage';
const RECORD_TAG_PAGE = '@site/src/components/RecordTags/TagPage';

/**
 * Collects every document's metadata from the six docs plugin instances once all
 * content is loaded: writes the parts each page shows as data modules (home
 * page, one index table per section, changelog, document pages; see
 * ./pageData.ts), which those pages import from
 * `@generated/design-record/default/<file>`; writes documents.json and feed.xml
 * after the build, and advertises the feed in every page's head. Nothing goes
 * into global data, which main.js would ship to every page.
 */
export default function designRecordPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl} = context;
  const feedPath = `${baseUrl}${FEED_FILE}`;
  let record: DesignRecordData | undefined;
  let outgoing = new Map<string, Set<string>>();
  let sources = new Map<string, string>();

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({allContent, actions}) {
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsLoadedContent> | undefined;
      const vocabulary: Record<string, VocabularyTag> = {};
      const loaded: LoadedSection[] = SECTIONS.map((section) => {
        const pluginId = docsPluginId(section.id);
        const version = docsPlugins?.[pluginId]?.loadedVersions[0];
        if (!version) {
          throw new Error(`[${PLUGIN_NAME}] no docs plugin instance "${pluginId}" for section "${section.id}"`);
        }
        const landing = version.docs.find((d) => d.id === section.landingDocId);
        const tagLabels: Record<string, string> = {};
        for (const doc of version.docs) {
          for (const tag of doc.tags) {
            tagLabels[tagSlug(tag.permalink)] = tag.label;
            vocabulary[tagSlug(tag.permalink)] = {label: tag.label, ...(tag.description ? {description: tag.description} : {})};
          }
        }
        return {
          section,
          docs: version.docs,
          landingPermalink: landing?.permalink ?? `${baseUrl}${section.path}/`,
          tagLabels,
          tagsPermalink: version.tagsPath,
        };
      });
      sources = new Map(loaded.flatMap(({docs}) => docs.map((doc) => [doc.id, path.join(siteDir, doc.source.replace(/^@site\//, ''))])));
      const texts = new Map(await Promise.all([...sources].map(async ([id, file]) => [id, await readFile(file, 'utf8')] as const)));
      outgoing = new Map([...texts].map(([id, text]) => [id, linkedDocumentIds(text)]));
      const built = buildDesignRecord(loaded, outgoing, siteConfig.trailingSlash !== false);
      reportRelationProblems(built.relationProblems, (id) => {
        return {file: path.relative(siteDir, sources.get(id)!), source: readMarkdown(texts.get(id)!)};
      });
      record = built;
      await Promise.all([
        actions.createData(HOME_FILE, homeData(built, readLedgerEntries(siteDir))),
        actions.createData(CHANGELOG_FILE, changelogData(built)),
        actions.createData(DOCUMENT_PAGES_FILE, documentPagesData(built)),
        actions.createData(GRAPH_FILE, layoutGraph(built)),
        actions.createData(PREVIEWS_FILE, previewsData(built)),
        ...SECTIONS.map((section) => actions.createData(sectionIndexFile(section.id), sectionIndexData(built, section.id))),
      ]);
      const tags = recordTagsData(built, vocabulary);
      const tagPages = generatedAlias(context.generatedFilesDir, await actions.createData(RECORD_TAGS_FILE, JSON.stringify(tags)));
      actions.addRoute({path: `${baseUrl}tags/`, exact: true, component: RECORD_TAG_INDEX, modules: {record: tagPages}});
      for (const tag of tags.tags) {
        actions.addRoute({path: `${baseUrl}tags/${tag.slug}/`, exact: true, component: RECORD_TAG_PAGE, modules: {record: tagPages}});
      }
    },

    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'application/rss+xml', title: `${siteConfig.title} design record`, href: feedPath},
          },
          ...[LLMS_FILE, LLMS_FULL_FILE].map((file) => ({
            tagName: 'link',
            attributes: {rel: 'alternate', type: 'text/plain', title: file, href: `${baseUrl}${file}`},
          })),
        ],
      };
    },

    async postBuild({outDir}) {
      if (!record) return;
      const site = {url: siteConfig.url, title: siteConfig.title, tagline: siteConfig.tagline};
      const documents = publishedDocuments(record.documents, outgoing, site);
      await writeFile(
        path.join(outDir, DOCUMENTS_FILE),
        `${JSON.stringify({generated: 'design-record', count: documents.length, documents}, null, 2)}\n`,
      );
      const siteUrl = `${siteConfig.url}${baseUrl}`;
      const diagram = (key: string) => {
        const drawing = readDrawing(siteDir, key);
        return drawing && {image: `${siteUrl}${imagePath(key)}`, width: drawing.width, height: drawing.height};
      };
      // Only the feed's items are read: the built page of each.
      const articleOf = (doc: {permalink: string}) => {
        const file = path.join(outDir, doc.permalink.slice(baseUrl.length), 'index.html');
        return existsSync(file) ? feedContent(readFileSync(file, 'utf8'), `${siteConfig.url}${doc.permalink}`, diagram) : undefined;
      };
      const markdown = await markdownExport({
        siteDir,
        siteUrl: siteConfig.url,
        baseUrl,
        title: siteConfig.title,
        trailingSlash: siteConfig.trailingSlash !== false,
        record,
        published: documents,
        sources,
      });
      await Promise.all([...markdown].map(([file, text]) => writeFile(path.join(outDir, file), text)));
      await writeFile(path.join(outDir, FEED_FILE), renderFeed(record.documents, site, `${siteConfig.url}${feedPath}`, siteUrl, articleOf));
    },
  };
}
