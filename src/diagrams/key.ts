import {createHash} from 'node:crypto';
import mermaidPackage from 'mermaid/package.json';
import {COLOUR_MODES, mermaidConfig} from './settings';

/**
 * Bumped when scripts/draw-diagrams.ts changes what it stores for a diagram, so
 * that every drawing made the old way counts as out of date.
 */
const DRAWING_FORMAT = 2;

/** What, besides its source, decides how a diagram is drawn. */
const DRAWN_WITH = JSON.stringify({format: DRAWING_FORMAT, mermaid: mermaidPackage.version, modes: COLOUR_MODES.map(mermaidConfig)});

/**
 * The key of a diagram's drawing in the store (src/diagrams/drawings/<key>.json):
 * a hash of its Mermaid source and of everything that decides how it is drawn.
 * A changed source, Mermaid version or setting gives a new key, and so needs a
 * new drawing.
 */
export function drawingKey(source: string): string {
  return createHash('sha256').update(DRAWN_WITH).update('\0').update(source).digest('hex').slice(0, 16);
}
