import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {List, RootContent} from 'mdast';
import {caption} from '../../../diagrams/remarkDiagrams';
import {drawingKey} from '../../../diagrams/key';
import {imagePath} from '../../../diagrams/drawing';
import {readDrawing} from '../../../diagrams/store';
import {sectionRelativePath} from '../../../config/frontMatter';
import {displayTitle, formatDocumentDate} from '../../../lib/designRecord';
import type {DesignRecordData, PublishedDocument} from '../model';
import {changelogData} from '../pageData';
import {markdownBody, MarkdownExportError, type BodyContext} from './body';
import {markdownPath} from '../../../lib/markdownPath';
import {documentMarkdown, type DocumentLink} from './document';
import {LLMS_FILE, LLMS_FULL_FILE, llmsFullTxt, llmsTxt} from './llmsTxt';

export {LLMS_FILE, LLMS_FULL_FILE, markdownPath};

/**
 * The design record for machines: every published document as Markdown at its
 * page's URL plus `.md`, and `/llms.txt` and `/llms-full.txt` listing them.
 * Written by the design-record plugin after the build, from the documents'
 * source files and the record's model (the same one documents.json publishes).
 */
export interface MarkdownExportInput {
  siteDir: string;
  /** `https://jrepp.github.io` */
  siteUrl: string;
  baseUrl: string;
  title: string;
  trailingSlash: boolean;
  record: DesignRecordData;
  /** documents.json's entries, in record order. */
  published: readonly PublishedDocument[];
  /** Document id -> its source file's full path. */
  sources: ReadonlyMap<string, string>;
}

/** Files to write, by path from the build folder. */
export type MarkdownExport = Map<string, string>;

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

export async function markdownExport(input: MarkdownExportInput): Promise<MarkdownExport> {
  const {siteDir, siteUrl, baseUrl, record, published, sources} = input;
  const records = new Map(record.documents.map((doc) => [doc.id, doc]));
  const byPath = new Map(record.documents.map((doc) => [doc.permalink.replace(/\/$/, ''), doc]));
  const bySource = new Map([...sources].map(([id, file]) => [file, records.get(id)]));
  const mdUrl = (permalink: string) => `${siteUrl}${markdownPath(permalink)}`;
  const linkTo = (id: string): DocumentLink => {
    const doc = records.get(id);
    if (!doc) throw new Error(`[design-record] no published document "${id}" to link from the Markdown export`);
    return {text: displayTitle(doc), url: mdUrl(doc.permalink)};
  };

  /** A link as written in a document -> absolute: another document's Markdown file, else the page or file the site serves. */
  const resolveUrl = (filePath: string, self: string) => (url: string) => {
    if (EXTERNAL.test(url)) return url;
    if (url.startsWith('#')) return `${self}${url}`;
    const [, target = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
    if (!target.startsWith('/')) {
      const doc = bySource.get(path.resolve(path.dirname(filePath), decodeURIComponent(target)));
      return doc ? `${mdUrl(doc.permalink)}${suffix}` : url;
    }
    const sitePath = `${baseUrl}${target.slice(1)}`.replace(/\/$/, '');
    const doc = byPath.get(sitePath);
    if (doc) return `${mdUrl(doc.permalink)}${suffix}`;
    const isFile = path.posix.extname(sitePath) !== '';
    return `${siteUrl}${sitePath}${input.trailingSlash && !isFile ? '/' : ''}${suffix}`;
  };

  const diagram: BodyContext['diagram'] = (source, heading) => {
    const key = drawingKey(source);
    const drawing = readDrawing(siteDir, key);
    return drawing && {...caption(drawing, heading), image: `${siteUrl}${baseUrl}${imagePath(key)}`};
  };

  const components = {DocumentChangelog: () => changelogMarkdown(record, linkTo)};
  const people = new Map(record.documents.map((doc) => [doc.id, doc.people]));
  const files: MarkdownExport = new Map();
  const mistakes: MarkdownExportError[] = [];
  for (const doc of published) {
    const filePath = sources.get(doc.id);
    if (!filePath) throw new Error(`[design-record] no source file for "${doc.id}"`);
    const self = linkTo(doc.id).url;
    try {
      const body = markdownBody(await readFile(filePath, 'utf8'), {
        filePath,
        relative: sectionRelativePath(filePath),
        resolveUrl: resolveUrl(filePath, self),
        diagram,
        components,
      });
      const permalink = records.get(doc.id)!.permalink;
      files.set(markdownPath(permalink.slice(baseUrl.length)), documentMarkdown({doc, people: people.get(doc.id) ?? [], body, linkTo}));
    } catch (error) {
      if (!(error instanceof MarkdownExportError)) throw error;
      mistakes.push(error);
    }
  }
  if (mistakes.length > 0) throw new MarkdownExportError(mistakes.flatMap((m) => m.mistakes));

  const documents = [...files.values()];
  const listed = published.map((doc) => ({
    ...linkTo(doc.id),
    section: doc.section,
    status: doc.status,
    description: records.get(doc.id)!.description,
  }));
  const fullUrl = `${siteUrl}${baseUrl}${LLMS_FULL_FILE}`;
  const title = `${input.title} design record`;
  files.set(LLMS_FILE, llmsTxt(title, record.sections, listed, fullUrl));
  files.set(LLMS_FULL_FILE, llmsFullTxt(title, documents));
  return files;
}

/** The changelog page's generated list (src/components/DocumentChangelog) as Markdown: each day, newest first, with its documents. */
function changelogMarkdown(record: DesignRecordData, linkTo: (id: string) => DocumentLink): RootContent[] {
  return changelogData(record).flatMap(({day, documents}): RootContent[] => [
    {type: 'heading', depth: 3, children: [{type: 'text', value: formatDocumentDate(day)}]},
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: documents.map(({id, kind, status}) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              {type: 'text', value: `${kind}: `},
              {type: 'link', url: linkTo(id).url, children: [{type: 'text', value: linkTo(id).text}]},
              ...(status ? [{type: 'text' as const, value: ` (${status})`}] : []),
            ],
          },
        ],
      })),
    } satisfies List,
  ]);
}
