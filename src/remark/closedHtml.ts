import {Parser} from 'htmlparser2';
import {sectionRelativePath} from '../config/frontMatter';
import {reportMistake} from '../authoring/mistakes';

/**
 * Remark plugin: raw HTML in a `.md` document must close what it opens. In
 * CommonMark an unclosed `<div>` is not an error: the browser wraps the rest
 * of the article in it, and nothing else notices. This reads the document's
 * HTML blocks and inline tags in order, with htmlparser2, and fails on a tag
 * that is never closed (a close tag out of order leaves the inner one open),
 * naming the line it opened on.
 */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
  position?: {start: {line: number}};
}

/** Elements that have no end tag (HTML Living Standard, "void elements"). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

function htmlNodes(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'html') found.push(node);
  for (const child of node.children ?? []) htmlNodes(child, found);
  return found;
}

export default function closedHtml() {
  return (tree: Node, file: {path?: string; history?: string[]}) => {
    const nodes = htmlNodes(tree);
    if (nodes.length === 0) return;
    const filePath = file.path ?? file.history?.[0] ?? '';
    const open: Array<{name: string; line: number}> = [];
    let line = 0;
    const parser = new Parser(
      {
        onopentag: (name) => open.push({name, line}),
        onclosetag: (name, isImplied) => {
          const tag = open.pop();
          if (isImplied && tag && !VOID_ELEMENTS.has(name)) {
            reportMistake(
              sectionRelativePath(filePath),
              tag.line,
              `<${tag.name}> is never closed; add </${tag.name}> where it should end (an open tag swallows the rest of the page)`,
            );
          }
        },
      },
      {lowerCaseTags: true, recognizeSelfClosing: true},
    );
    for (const node of nodes) {
      line = node.position?.start.line ?? 0;
      parser.write(node.value ?? '');
    }
    parser.end();
  };
}
