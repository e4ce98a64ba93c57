import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {mermaidBlocksOf, parseMarkdownTree} from '../../src/diagrams/sources';
import {unclosedTags} from '../../src/remark/closedHtml';
import {referenceMentions} from '../../src/remark/crossReferences';
import {sectionLinks, type SectionLink} from '../../src/remark/documentLinks';
import type {SourceDocument} from './documents';

/**
 * What the content check reads from a page's Markdown tree, found by the
 * build's own walkers (src/remark, src/diagrams): its HTML left open, its links
 * to section pages, its mentions of document numbers and its Mermaid blocks.
 * Parsing every page costs about 4 s of CPU, so for the repository's record
 * these are kept per page text in the content check's cache: a run parses only
 * the pages that changed since the last one.
 */
export interface PageFacts {
  unclosed: Array<{name: string; line: number}>;
  links: SectionLink[];
  mentions: Array<{reference: string; id?: string; line: number}>;
  mermaid: Array<{line: number; source: string}>;
}

/** Bump when PageFacts or a walker changes what it finds. */
const VERSION = 1;

function factsOf(page: SourceDocument): PageFacts {
  const tree = parseMarkdownTree(page.source, page.file.endsWith('.mdx'));
  return {unclosed: unclosedTags(tree), links: sectionLinks(tree), mentions: referenceMentions(tree), mermaid: mermaidBlocksOf(tree)};
}

const keyOf = (page: SourceDocument) => createHash('sha256').update(page.file).update('\0').update(page.source).digest('hex');

function readCache(file: string | undefined): Record<string, PageFacts> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageFacts>;
  } catch {
    return {};
  }
}

/** The facts of every page, from the cache where the page's text is unchanged; the cache is rewritten with exactly these pages. */
export function pageFacts(pages: readonly SourceDocument[], cacheDir?: string): Map<SourceDocument, PageFacts> {
  const cacheFile = cacheDir && path.join(cacheDir, `page-facts-v${VERSION}.json`);
  const cached = readCache(cacheFile);
  const current: Record<string, PageFacts> = {};
  const facts = new Map<SourceDocument, PageFacts>();
  for (const page of pages) {
    const key = keyOf(page);
    current[key] = cached[key] ?? factsOf(page);
    facts.set(page, current[key]);
  }
  if (!cacheFile) return facts;
  try {
    mkdirSync(path.dirname(cacheFile), {recursive: true});
    writeFileSync(cacheFile, JSON.stringify(current));
  } catch {
    // A read-only node_modules only costs the next run its parse.
  }
  return facts;
}
