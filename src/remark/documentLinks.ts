import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {sourceOf, type MarkdownFile} from './sourceFile';
import {DOCUMENT_FILE_NAME, SECTIONS} from '../config/sections';
import {readMarkdown} from '../authoring/markdownFile';
import {reportMistake} from '../authoring/mistakes';
import {brokenLinkProblem} from '../authoring/problems';

/**
 * Remark plugin: a Markdown link to a page of a section (`[ADR-012](/adr/adr-012)`,
 * `/docs/intro`, or a reference-style link's definition) must lead to a page that exists, or the build (and `npm start`)
 * fails naming the Markdown file and line. Docusaurus's own check
 * (`onBrokenLinks`) runs only in a production build, after every page is
 * rendered, and names the page URL; it still covers links from everywhere else.
 * The content check runs `sectionLinks` and `brokenSectionLinks` too.
 */
interface Node {
  type: string;
  url?: string;
  children?: Node[];
  position?: {start: {line: number}};
}

const SECTION_PATHS = SECTIONS.map((s) => s.path);
/** Nodes that lead to a page: inline links and the definitions that reference-style links (`[ADR-012][a12]`) use. */
const LINKS = new Set(['link', 'definition']);
const SECTION_LINK = new RegExp(`^/(${SECTION_PATHS.join('|')})/([^/#?]+)/?(?:[#?].*)?$`);

/** Page segments of one section folder (front matter `slug`, else `id`, else the file name), re-read when the folder changes. */
const cache = new Map<string, {mtimeMs: number; pages: Set<string>}>();

function pagesOf(folder: string): Set<string> {
  const mtimeMs = statSync(folder, {throwIfNoEntry: false})?.mtimeMs ?? 0;
  const cached = cache.get(folder);
  if (cached && cached.mtimeMs === mtimeMs) return cached.pages;
  const pages = new Set<string>(['tags']);
  for (const file of mtimeMs ? readdirSync(folder).filter((f) => /\.mdx?$/.test(f)) : []) {
    const {data, yamlError} = readMarkdown(readFileSync(path.join(folder, file), 'utf8'));
    // Front matter that is not YAML is its own mistake: the document keeps the id its number gives it, so links to it do not fail too.
    const id = data.id ?? (yamlError ? DOCUMENT_FILE_NAME.exec(file)?.[1] : undefined);
    const segment = typeof data.slug === 'string' ? data.slug.replace(/^\/|\/$/g, '') : String(id ?? file.replace(/\.mdx?$/, ''));
    pages.add(segment);
  }
  cache.set(folder, {mtimeMs, pages});
  return pages;
}

/** A link of a document to a page of a section: `[ADR-012](/adr/adr-012)` is section `adr`, page `adr-012`. */
export interface SectionLink {
  url: string;
  section: string;
  page: string;
  line: number;
}

/** Every link of a document to a section page, with its line. */
export function sectionLinks(tree: Node): SectionLink[] {
  const found: SectionLink[] = [];
  const walk = (node: Node): void => {
    const match = LINKS.has(node.type) && node.url ? SECTION_LINK.exec(node.url) : null;
    if (match) found.push({url: node.url!, section: match[1], page: match[2], line: node.position?.start.line ?? 1});
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** Links to section pages that do not exist under `siteDir`, with their lines and messages. */
export function brokenSectionLinks(links: readonly SectionLink[], siteDir: string): Array<{line: number; problem: string}> {
  return links
    .filter((link) => !pagesOf(path.join(siteDir, link.section)).has(link.page))
    .map((link) => ({line: link.line, problem: brokenLinkProblem(link.url, link.section, link.page)}));
}

export default function documentLinks() {
  return (tree: Node, file: MarkdownFile) => {
    const {relative, siteDir} = sourceOf(file);
    const [first] = brokenSectionLinks(sectionLinks(tree), siteDir);
    if (first) reportMistake(relative, first.line, first.problem);
  };
}
