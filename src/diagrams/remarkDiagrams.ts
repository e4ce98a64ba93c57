import {sourceOf, type MarkdownFile} from '../remark/sourceFile';
import {reportMistakes} from '../authoring/mistakes';
import {undrawnDiagramProblem} from '../authoring/problems';
import {diagramParseProblem} from './parse';
import {legibleWidth, type Drawing} from './drawing';
import {drawingKey} from './key';
import {readDrawing} from './store';

/**
 * Remark plugin: each ```mermaid block becomes its stored drawing (see
 * scripts/draw-diagrams.mts), rendered by src/diagrams/Diagram as inline SVG in
 * a <figure> with a caption, so the page's HTML carries the diagram and no
 * reader's browser runs Mermaid.
 *
 * A block without an up-to-date drawing fails a production build with its
 * file:line and the fix. In development (`npm start`) it is left to the live
 * in-browser Mermaid of @docusaurus/theme-mermaid, so an author editing a
 * diagram sees it at once, unless Mermaid cannot read it: that is reported on
 * the file's line, in the build and in `npm start` alike.
 */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  depth?: number;
  children?: Node[];
  position?: {start: {line: number}};
  [key: string]: unknown;
}

const COMPONENT = 'PrismDiagram';
const MODULE = '@site/src/diagrams/Diagram';

/** `import PrismDiagram from '@site/src/diagrams/Diagram';` as MDX needs it: with its estree. */
const importNode = (): Node => ({
  type: 'mdxjsEsm',
  value: `import ${COMPONENT} from '${MODULE}';`,
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      comments: [],
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
          source: {type: 'Literal', value: MODULE, raw: `'${MODULE}'`},
        },
      ],
    },
  },
});

const attribute = (name: string, value: string | number) => ({type: 'mdxJsxAttribute', name, value: String(value)});

function textOf(node: Node): string {
  return node.value ?? node.children?.map(textOf).join('') ?? '';
}

/**
 * What names and describes a diagram: its accTitle/accDescr, else the heading it
 * sits under (unless that is empty: a name must say something) and what it shows.
 */
export function caption(drawing: Drawing, heading: string | undefined): {title: string; description: string} {
  return {
    title: drawing.title ?? (heading?.trim() || 'Diagram'),
    description: drawing.description ?? drawing.summary,
  };
}

/**
 * Blocks without a drawing: one Mermaid cannot read is a mistake on its line,
 * in `npm start` too (the live Mermaid would show only "Syntax error"); one it
 * can read fails a production build until it is drawn.
 */
async function undrawnMistakes(file: string, missing: ReadonlyArray<{line: number; source: string}>, production: boolean): Promise<void> {
  const found: Array<{line: number; problem: string}> = [];
  for (const block of missing) {
    const unreadable = await diagramParseProblem(block.source, block.line);
    if (unreadable) found.push(unreadable);
    else if (production) found.push({line: block.line, problem: undrawnDiagramProblem()});
  }
  if (found.length) reportMistakes(file, found);
}

export default function remarkDiagrams() {
  return (tree: Node, file: MarkdownFile) => {
    const {relative, siteDir} = sourceOf(file);
    const production = process.env.NODE_ENV === 'production';
    const instances = new Map<string, number>();
    const missing: Array<{line: number; source: string}> = [];
    let heading: string | undefined;
    let used = false;

    const visit = (node: Node): void => {
      if (node.type === 'heading') heading = textOf(node).trim();
      // Stryker disable next-line ConditionalExpression: only code nodes carry a lang in mdast, so the type test alone never decides
      if (node.type === 'code' && node.lang === 'mermaid') {
        const source = node.value ?? '';
        const key = drawingKey(source);
        const drawing = readDrawing(siteDir, key);
        if (!drawing) {
          missing.push({line: node.position?.start.line ?? 0, source});
          return;
        }
        const instance = instances.get(key) ?? 0;
        instances.set(key, instance + 1);
        const {title, description} = caption(drawing, heading);
        for (const own of Object.keys(node)) delete node[own];
        Object.assign(node, {
          type: 'mdxJsxFlowElement',
          name: COMPONENT,
          attributes: [
            attribute('drawing', key),
            attribute('instance', instance),
            attribute('width', drawing.width),
            attribute('height', drawing.height),
            attribute('legibleWidth', legibleWidth(drawing)),
            attribute('title', title),
            attribute('description', description),
          ],
          children: [],
        });
        used = true;
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);

    if (used) tree.children!.unshift(importNode());
    if (missing.length) return undrawnMistakes(relative, missing, production);
  };
}
