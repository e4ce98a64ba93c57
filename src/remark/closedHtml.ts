import {Parser} from 'htmlparser2';
import {sourceOf, type MarkdownFile} from './sourceFile';
import {reportMistake} from '../authoring/mistakes';
import {unclosedTagProblem} from '../authoring/problems';

/**
 * Remark plugin: raw HTML in a `.md` document must close what it opens. In
 * CommonMark an unclosed `<div>` is not an error: the browser wraps the rest
 * of the article in it, and nothing else notices. This reads the document's
 * HTML blocks and inline tags in order, with htmlparser2 in HTML mode (as
 * Docusaurus's rehype-raw reads them: `<div/>` opens a div, only void
 * elements need no end tag), and fails on a tag that is never closed (a close
 * tag out of order leaves the inner one open), naming the line it opened on.
 * The content check runs `unclosedTags` too.
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: {start: {line: number}};
}

/** Elements that have no end tag (HTML Living Standard, "void elements"). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function htmlNodes(node: Node): Node[] {
  return node.type === 'html' ? [node] : (node.children ?? []).flatMap(htmlNodes);
}

/** Tags a document's HTML opens and never closes, with the line each opened on. */
export function unclosedTags(tree: Node): Array<{name: string; line: number}> {
  // Stryker disable next-line ArrayDeclaration: the parser closes only what it opened, so an extra entry at the bottom is never popped
  const open: Array<{name: string; line: number}> = [];
  const unclosed: Array<{name: string; line: number}> = [];
  let line = 0;
  const parser = new Parser({
    onopentag: (name) => open.push({name, line}),
    onclosetag: (name, isImplied) => {
      const tag = open.pop();
      if (isImplied && tag && !VOID_ELEMENTS.has(name)) unclosed.push(tag);
    },
  });
  for (const node of htmlNodes(tree)) {
    line = node.position?.start.line ?? 1;
    parser.write(node.value ?? '');
  }
  parser.end();
  return unclosed;
}

export default function closedHtml() {
  return (tree: Node, file: MarkdownFile) => {
    const [first] = unclosedTags(tree);
    if (first) reportMistake(sourceOf(file).relative, first.line, unclosedTagProblem(first.name));
  };
}
