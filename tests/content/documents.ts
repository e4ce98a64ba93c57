import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {isSectionPage, SECTIONS, type SectionId} from '../../src/config/sections';
import {readMarkdown} from '../../src/authoring/markdownFile';
import {tagsFileOf} from '../../src/config/tagVocabulary';

/**
 * The repository's Markdown documents, read from their own files: front matter
 * is the one description of a document (id, title, status, date, tags). The
 * content check and the built-site tests both read them from here.
 */
export interface SourceDocument {
  section: SectionId;
  /** Root-relative path with forward slashes: `adr/adr-001-rust.md`. */
  file: string;
  frontMatter: Record<string, unknown>;
  /** Line (1-based) of each top-level front matter key, for `file:line` messages. */
  fieldLines: Record<string, number>;
  /** Line of each `tags` entry, in order. */
  tagLines: number[];
  /** Line of a nested front matter key or list item by dotted path (`relations.amends.0`). */
  lineAt: (dottedPath: string) => number | undefined;
  /** First line of the body. */
  bodyLine: number;
  /** A front matter YAML error, if the front matter could not be read. */
  yamlError?: {line: number; message: string};
  /** The whole file, front matter included. */
  source: string;
  body: string;
  /** Body with fenced code blanked out, line for line: what the word counts and prose rules read. */
  prose: string;
  headings: Array<{level: number; text: string; line: number}>;
  /** `[text](/section/id)` links to other documents, with the section heading they sit under. */
  links: Array<{section: string; id: string; line: number; under: string}>;
  codeLanguages: string[];
}

/** The repository root; PRISM_CONTENT_ROOT points the checks at a copy (the authoring test does). */
export const ROOT = path.resolve(process.env.PRISM_CONTENT_ROOT || path.join(__dirname, '..', '..'));

/** Sections whose documents the content check holds to the writing bar (all but the general docs). */
export const CONTENT_SECTIONS: readonly SectionId[] = ['adr', 'rfc', 'memos', 'netflix', 'prds'];

const FENCE = /^(```|~~~)/;
const SECTION_LINK = new RegExp(`\\]\\(/(${SECTIONS.map((s) => s.path).join('|')})/([A-Za-z0-9-]+)/?(#[^)]*)?\\)`, 'g');

export function words(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'-]*/g) ?? []).length;
}

export function parseDocument(section: SectionId, file: string, source: string): SourceDocument {
  const markdown = readMarkdown(source);
  const {body, bodyLine} = markdown;
  const headings: SourceDocument['headings'] = [];
  const links: SourceDocument['links'] = [];
  const codeLanguages: string[] = [];
  const proseLines: string[] = [];
  let inFence = false;
  let currentH2 = '';
  body.split('\n').forEach((line, index) => {
    const lineNumber = bodyLine + index;
    if (FENCE.test(line.trim())) {
      if (!inFence) codeLanguages.push(line.trim().slice(3).trim().split(/\s/)[0] ?? '');
      inFence = !inFence;
      proseLines.push('');
      return;
    }
    proseLines.push(inFence ? '' : line);
    if (inFence) return;
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      headings.push({level: heading[1].length, text: heading[2], line: lineNumber});
      if (heading[1].length === 2) currentH2 = heading[2];
    }
    for (const link of line.matchAll(SECTION_LINK)) {
      links.push({section: link[1], id: link[2], line: lineNumber, under: currentH2});
    }
  });
  return {
    section,
    file,
    frontMatter: markdown.data,
    fieldLines: markdown.fieldLines,
    tagLines: markdown.listLines('tags'),
    lineAt: markdown.lineAt,
    bodyLine,
    yamlError: markdown.yamlError,
    source,
    body,
    prose: proseLines.join('\n'),
    headings,
    links,
    codeLanguages,
  };
}

/** Markdown files of a section folder, index pages and the template included. */
export function markdownFiles(section: SectionId, root = ROOT): string[] {
  const dir = path.join(root, section);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.mdx?$/.test(f))
        .sort()
    : [];
}

/** Every Markdown page of a section, parsed (index pages and the template included). */
export function loadPages(section: SectionId, root = ROOT): SourceDocument[] {
  return markdownFiles(section, root).map((f) =>
    parseDocument(section, `${section}/${f}`, readFileSync(path.join(root, section, f), 'utf8')),
  );
}

/** The section's documents of the record: its pages without the index page and the template. */
export function loadDocuments(section: SectionId, root = ROOT): SourceDocument[] {
  return loadPages(section, root).filter(isRecordDocument);
}

/** A document of the record, not a section's index page or the template. */
export const isRecordDocument = (page: SourceDocument): boolean => !isSectionPage(path.basename(page.file).replace(/\.mdx?$/, ''));

/** The section's documents a production build publishes: all but drafts. */
export function publishedDocuments(section: SectionId, root = ROOT): SourceDocument[] {
  return loadDocuments(section, root).filter((doc) => !isDraft(doc));
}

/** Tag keys the record's vocabulary (tags.yml) defines, with their labels, descriptions and permalinks. */
export function loadTags(root = ROOT): Map<string, {label: string; description?: string; permalink: string; line: number}> {
  const file = tagsFileOf(root);
  type Entry = {label?: string; description?: string; permalink?: string} | null;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const data = (YAML.parse(text) ?? {}) as Record<string, Entry>;
  const lines = text.split('\n');
  return new Map(
    Object.entries(data).map(([key, value]) => [
      key,
      {
        label: value?.label ?? key,
        description: value?.description,
        permalink: value?.permalink ?? `/${key}`,
        line: lines.findIndex((l) => l.startsWith(`${key}:`)) + 1,
      },
    ]),
  );
}

/** A section's documents as the index tables list them: id, title, status and tags from front matter. */
export function documentSummaries(section: SectionId): Array<{id: string; title: string; status?: string; date?: string; tags: string[]}> {
  return publishedDocuments(section).map((doc) => ({
    id: String(doc.frontMatter.id),
    title: String(doc.frontMatter.title),
    ...(typeof doc.frontMatter.status === 'string' ? {status: doc.frontMatter.status} : {}),
    ...(documentDate(doc) ? {date: documentDate(doc)} : {}),
    tags: Array.isArray(doc.frontMatter.tags) ? doc.frontMatter.tags.map(String) : [],
  }));
}

/**
 * A draft (`draft: true`, Docusaurus's own field): previewed by `npm start`,
 * left out of the production build, and held to its front matter and links
 * but not yet to the writing bar's floors.
 */
export const isDraft = (doc: SourceDocument): boolean => doc.frontMatter.draft === true;

/** `YYYY-MM-DD` of a document's date field, if it has one. */
export function documentDate(doc: SourceDocument): string | undefined {
  const date = doc.frontMatter.date;
  return date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' ? date : undefined;
}

/** Prose paragraphs long enough that a repeat cannot be a coincidence. */
export function paragraphs(doc: SourceDocument, minWords = 25): Array<{text: string; line: number}> {
  const found: Array<{text: string; line: number}> = [];
  let block: string[] = [];
  let start = 0;
  [...doc.prose.split('\n'), ''].forEach((line, index) => {
    if (line.trim() !== '') {
      if (block.length === 0) start = index;
      block.push(line);
      return;
    }
    const text = block.join(' ').replace(/\s+/g, ' ').trim();
    if (!text.startsWith('#') && !text.startsWith('|') && !text.startsWith('- [') && words(text) >= minWords) {
      found.push({text, line: doc.bodyLine + start});
    }
    block = [];
  });
  return found;
}
