import {mermaidProblem} from '../authoring/problems';

/**
 * Mermaid's own parser over a block without a drawing: the content check and
 * the build (src/diagrams/remarkDiagrams.ts) name a diagram Mermaid cannot read
 * on the file's line, before asking for a drawing it could not make. Mermaid
 * loads in about half a second, so only when a block has no drawing.
 *
 * Some diagram types reach the browser's DOM while parsing (a sequence
 * diagram's text goes through DOMPurify, which needs a window): in Node that
 * throws a TypeError or ReferenceError about the environment, not the diagram.
 * Such a block is not called unreadable here; drawing it in Chromium
 * (`npm run draw-diagrams`) judges it.
 */
export async function diagramParseProblem(source: string, fenceLine: number): Promise<{line: number; problem: string} | undefined> {
  const {default: mermaid} = await import('mermaid');
  try {
    await mermaid.parse(source);
    return undefined;
  } catch (error) {
    if (error instanceof TypeError || error instanceof ReferenceError) return undefined;
    return mermaidProblem(error instanceof Error ? error.message : String(error), fenceLine);
  }
}
