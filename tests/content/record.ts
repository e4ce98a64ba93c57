import path from 'node:path';
import {SECTIONS as ALL_SECTIONS} from '../../src/config/sections';
import {CONTENT_SECTIONS, isRecordDocument, loadPages, loadTags, ROOT, type SourceDocument} from './documents';
import {pageFacts, type PageFacts} from './pageFacts';

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
  /** What each page's Markdown tree holds (./pageFacts.ts). */
  facts: ReadonlyMap<SourceDocument, PageFacts>;
  /** Where checks keep what they worked out, for the repository's own record (absent for a test's fixture record). */
  cacheDir?: string;
  /** The record's one tag vocabulary (tags.yml). */
  tags: ReturnType<typeof loadTags>;
}

/** The content check's cache: node_modules/.cache/prism-content (kept by `npm run clear`). */
export const CONTENT_CACHE = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'prism-content');

export function loadRecord(root = ROOT): Corpus {
  const pages = ALL_SECTIONS.flatMap((section) => loadPages(section.id, root));
  const cacheDir = root === ROOT ? CONTENT_CACHE : undefined;
  return {
    root,
    documents: pages.filter((page) => CONTENT_SECTIONS.includes(page.section) && isRecordDocument(page)),
    pages,
    facts: pageFacts(pages, cacheDir),
    cacheDir,
    tags: loadTags(root),
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
