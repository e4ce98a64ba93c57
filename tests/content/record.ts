import {SECTIONS, type SectionId} from '../../src/config/sections';
import {parseMarkdownTree} from '../../src/diagrams/sources';
import {CONTENT_SECTIONS, loadDocuments, loadPages, loadTags, ROOT, type SourceDocument} from './documents';

/** One problem of a document: `file:line: message`, where the line is the one to edit. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}: ${p.message}`;

/** What the checks read: the repository (or a copy), its documents, every Markdown page and each section's tags. */
export interface Corpus {
  root: string;
  /** The documents held to the writing bar (numbered documents and Netflix notes). */
  documents: readonly SourceDocument[];
  /** Every Markdown page the site builds: the documents, the general docs, index pages and the template. */
  pages: readonly SourceDocument[];
  tags: ReadonlyMap<SectionId, ReadonlyMap<string, unknown>>;
}

export function loadRecord(root = ROOT): Corpus {
  return {
    root,
    documents: CONTENT_SECTIONS.flatMap((section) => loadDocuments(section, root)),
    pages: SECTIONS.flatMap((section) => loadPages(section.id, root)),
    tags: new Map(CONTENT_SECTIONS.map((section) => [section, loadTags(section, root)])),
  };
}

/**
 * One rule module of the content check (tests/content/checks/): what it
 * finds in a record, as problems. Registered in tests/content/checks/index.ts.
 */
export interface ContentCheck {
  name: string;
  problems(record: Corpus): Problem[] | Promise<Problem[]>;
}

const trees = new WeakMap<SourceDocument, ReturnType<typeof parseMarkdownTree>>();

/** A page's Markdown tree as the docs plugin parses it, parsed once for all the checks that walk it. */
export function markdownTree(page: SourceDocument): ReturnType<typeof parseMarkdownTree> {
  let tree = trees.get(page);
  if (!tree) trees.set(page, (tree = parseMarkdownTree(page.source, page.file.endsWith('.mdx'))));
  return tree;
}
