import path from 'node:path';
import type {Code, Nodes, Parent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {toMarkdown, type Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {toString} from 'mdast-util-to-string';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {AuthoringMistake, reportMistake} from '../../../authoring/mistakes';
import crossReferences from '../../../remark/crossReferences';

/**
 * One document's body as clean Markdown, from its source file: what a reader
 * sees on the page, with nothing only the site can render. Mentions of other
 * documents become links (as on the page), every link and image becomes an
 * absolute URL, each diagram keeps its Mermaid source and gains its caption
 * and a link to its drawing, and a component the export knows (`components`)
 * is written out as Markdown. Anything else that would reach the Markdown as
 * MDX or HTML (an import, JSX, an expression, an HTML tag) is an authoring
 * mistake, reported as `file:line` like the site's other content checks.
 */

export interface DiagramCaption {
  title: string;
  description: string;
  /** Absolute URL of the drawing as an image. */
  image?: string;
}

export interface BodyContext {
  /** The source file's full path; `.mdx` files are read as MDX, others as CommonMark. */
  filePath: string;
  /** The source file as mistakes name it: `adr/adr-012-go-for-tooling.md`. */
  relative: string;
  /** A link or image URL as written (after mentions are linked) -> the absolute URL the Markdown carries. */
  resolveUrl: (url: string) => string;
  /** The caption of the diagram with this Mermaid source, under the heading `heading`. */
  diagram: (source: string, heading: string | undefined) => DiagramCaption | undefined;
  /** Site components the export writes as Markdown, by JSX name. */
  components?: Readonly<Record<string, () => RootContent[]>>;
}

/** Parsers for one source file, as Docusaurus reads it with `markdown.format: 'detect'`. */
function parse(source: string, filePath: string): Root {
  const mdx = path.extname(filePath) === '.mdx';
  return fromMarkdown(source, {
    extensions: [frontmatter(), gfm(), ...(mdx ? [mdxjs()] : [])],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown(), ...(mdx ? [mdxFromMarkdown()] : [])],
  });
}

const isComment = (value: string, open: string, close: string) => {
  const text = value.trim();
  return text.startsWith(open) && text.endsWith(close) && text.indexOf(close) === text.length - close.length;
};

/** Names a module-level MDX `import` brings in. */
const importedNames = (value: string) =>
  [...value.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})/g)].flatMap(([, single, list]) =>
    single
      ? [single]
      : list.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
  );

export function markdownBody(source: string, context: BodyContext): string {
  const {relative, resolveUrl, diagram, components = {}} = context;
  const tree = parse(source, context.filePath);
  crossReferences()(tree as never, {path: context.filePath});

  const mistake = (node: Nodes, problem: string): never => reportMistake(relative, node.position?.start.line ?? 1, problem);
  let heading: string | undefined;

  /** What replaces one node in the Markdown: itself (changed in place), other nodes, or nothing. */
  const rewrite = (node: Nodes): Nodes[] => {
    switch (node.type) {
      case 'yaml':
        return [];
      case 'html':
        if (isComment(node.value, '<!--', '-->')) return [];
        return mistake(
          node,
          `HTML ${JSON.stringify(node.value.trim().split('\n')[0])} would reach the Markdown copy of this page; write it in Markdown`,
        );
      case 'mdxjsEsm': {
        const unknown = importedNames(node.value).filter((name) => !components[name]);
        if (unknown.length === 0 && /^\s*import\b/.test(node.value)) return [];
        return mistake(
          node,
          `"${node.value.trim().split('\n')[0]}" would reach the Markdown copy of this page; a document imports only components the Markdown export can write (${Object.keys(components).join(', ') || 'none'})`,
        );
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value, '/*', '*/')) return [];
        return mistake(
          node,
          `the expression {${node.value.trim()}} would reach the Markdown copy of this page; write its text in Markdown`,
        );
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const write = node.name ? components[node.name] : undefined;
        if (write) return write();
        return mistake(node, `<${node.name ?? ''}> would reach the Markdown copy of this page as JSX; write it in Markdown`);
      }
      case 'heading':
        heading = toString(node);
        break;
      case 'link':
      case 'image':
      case 'definition':
        node.url = resolveUrl(node.url);
        break;
      case 'code':
        return node.lang === 'mermaid' ? [node, ...diagramCaption(node, diagram(node.value, heading))] : [node];
    }
    if ('children' in node) {
      const parent = node as Parent;
      parent.children = parent.children.flatMap((child) => rewrite(child) as RootContent[]);
      trimEdges(parent.children);
    }
    return [node];
  };

  const mistakes: AuthoringMistake[] = [];
  tree.children = tree.children.flatMap((child) => {
    try {
      return rewrite(child) as RootContent[];
    } catch (error) {
      if (!(error instanceof AuthoringMistake)) throw error;
      mistakes.push(error);
      return [];
    }
  });
  if (mistakes.length > 0) throw new MarkdownExportError(mistakes);
  return toMarkdown(tree, MARKDOWN_STYLE).trimEnd();
}

/** How the export writes Markdown: the forms this site's documents are written in. */
export const MARKDOWN_STYLE: ToMarkdownOptions = {
  extensions: [gfmToMarkdown()],
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
};

/**
 * Space left at the edge of a paragraph by a comment removed beside it: the
 * Markdown writer would keep it as a character reference (`&#x20;`).
 */
function trimEdges(children: RootContent[]): void {
  const first = children[0];
  const last = children[children.length - 1];
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
}

/** The caption under a diagram: its title and description, and where its drawing is. */
function diagramCaption(code: Code, caption: DiagramCaption | undefined): RootContent[] {
  if (!caption) return [];
  const title = caption.title.replace(/\.$/, '');
  return [
    {
      type: 'paragraph',
      position: code.position,
      children: [
        {type: 'emphasis', children: [{type: 'text', value: `Diagram: ${title}.`}]},
        {type: 'text', value: caption.description ? ` ${caption.description}` : ''},
        ...(caption.image
          ? [
              {type: 'text' as const, value: ' ('},
              {type: 'link' as const, url: caption.image, children: [{type: 'text' as const, value: 'drawing'}]},
              {type: 'text' as const, value: ')'},
            ]
          : []),
      ],
    },
  ];
}

/** Every mistake of one document's Markdown export, each already printed as `file:line: problem`. */
export class MarkdownExportError extends Error {
  name = 'MarkdownExportError';
  constructor(readonly mistakes: readonly AuthoringMistake[]) {
    super(mistakes.map((m) => m.message).join('\n'));
  }
}
