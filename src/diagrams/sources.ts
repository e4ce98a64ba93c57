import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';
import {SECTIONS} from '../config/sections';
import {drawingKey} from './key';

/** One ```mermaid block of the content. */
export interface DiagramSource {
  /** Path from the site folder: `docs/architecture.md`. */
  file: string;
  /** Line of the opening fence. */
  line: number;
  /** The block's text, as the docs plugin's Markdown parser gives it to src/diagrams/remarkDiagrams. */
  source: string;
  key: string;
}

interface CodeNode {
  type: string;
  lang?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: CodeNode[];
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A Markdown or MDX text as the docs plugin's parser reads it (CommonMark for
 * `.md`, MDX for `.mdx`, with front matter), for checks that walk its tree.
 */
export function parseMarkdownTree(text: string, mdx: boolean): ReturnType<typeof fromMarkdown> {
  return fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), ...(mdx ? [mdxjs()] : [])],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), ...(mdx ? [mdxFromMarkdown()] : [])],
  });
}

/**
 * The mermaid blocks of one Markdown or MDX text, parsed as CommonMark (MDX for
 * `.mdx`) with front matter, as the docs plugin parses it: a fence inside a
 * list or quote gives the same text here as there.
 */
export function mermaidBlocks(text: string, mdx: boolean): Array<{line: number; source: string}> {
  return mermaidBlocksOf(parseMarkdownTree(text, mdx));
}

/** The mermaid blocks of a parsed Markdown tree (parseMarkdownTree). */
export function mermaidBlocksOf(root: ReturnType<typeof parseMarkdownTree>): Array<{line: number; source: string}> {
  const tree = root as CodeNode;
  const found: Array<{line: number; source: string}> = [];
  const walk = (node: CodeNode) => {
    // A parsed code node always has its position and text.
    // Stryker disable next-line ConditionalExpression: only code nodes carry a lang in mdast, so the type test alone never decides
    if (node.type === 'code' && node.lang === 'mermaid') found.push({line: node.position!.start.line, source: node.value!});
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/** Every mermaid block in the six sections' folders under `siteDir`, in file order. */
export function contentDiagrams(siteDir: string): DiagramSource[] {
  return SECTIONS.flatMap((section) =>
    markdownFiles(path.join(siteDir, section.path))
      .sort()
      .flatMap((file) => {
        // Stryker disable next-line StringLiteral: without an encoding the Buffer read goes to fromMarkdown, which decodes it as UTF-8 too
        const text = readFileSync(file, 'utf8');
        return mermaidBlocks(text, file.endsWith('.mdx')).map(({line, source}) => ({
          file: path.relative(siteDir, file).split(path.sep).join('/'),
          line,
          source,
          key: drawingKey(source),
        }));
      }),
  );
}
