/**
 * Diagrams: every ```mermaid block parses and has its up-to-date drawing
 * (what a production build needs: src/diagrams/remarkDiagrams.ts), and the
 * store holds no drawing that no block uses. A block without a drawing is
 * parsed with Mermaid first, so a mistake in it is named on its line rather
 * than as a missing drawing.
 */
import path from 'node:path';
import {undrawnDiagramProblem} from '../../../src/authoring/problems';
import {diagramParseProblem} from '../../../src/diagrams/parse';
import {drawingKey} from '../../../src/diagrams/key';
import {drawingsDir, hasDrawing, storedKeys} from '../../../src/diagrams/store';
import type {ContentCheck, Problem} from '../record';

export const diagrams: ContentCheck = {
  name: 'diagrams',
  async problems({root, pages, facts}) {
    const blocks = pages.flatMap((page) => facts.get(page)!.mermaid.map((b) => ({...b, file: page.file, key: drawingKey(b.source)})));
    const problems: Problem[] = [];
    for (const block of blocks.filter((b) => !hasDrawing(root, b.key))) {
      const unreadable = await diagramParseProblem(block.source, block.line);
      problems.push({
        file: block.file,
        ...(unreadable ? {line: unreadable.line, message: unreadable.problem} : {line: block.line, message: undrawnDiagramProblem()}),
      });
    }
    const used = new Set(blocks.map((b) => b.key));
    const store = path.relative(root, drawingsDir(root)).split(path.sep).join('/');
    for (const key of storedKeys(root).filter((k) => !used.has(k))) {
      problems.push({file: `${store}/${key}.json`, line: 1, message: 'no diagram uses this drawing; `npm run draw-diagrams` removes it'});
    }
    return problems;
  },
};
