import {forInstance, type Markup} from '../drawing';
import {readDrawing} from '../store';

/** The site folder, set by src/diagrams/plugin.ts for the server bundle only. */
declare const PRISM_SITE_DIR: string;

const read = new Map<string, Markup>();

/**
 * The server bundle's drawings: each read from the store on disk the first time
 * a page renders it (see src/types/diagram-markup.d.ts), so the drawings never
 * pass through the bundler.
 */
export function initialMarkup(key: string, instance: number): Markup {
  let markup = read.get(key);
  if (!markup) {
    const drawing = readDrawing(PRISM_SITE_DIR, key);
    if (!drawing) throw new Error(`src/diagrams/drawings/${key}.json: no such drawing (run \`npm run draw-diagrams\`)`);
    markup = {light: drawing.light, dark: drawing.dark};
    read.set(key, markup);
  }
  return forInstance(markup, key, instance);
}

export function loadMarkup(_url: string, key: string, instance: number): Promise<Markup> {
  return Promise.resolve(initialMarkup(key, instance));
}
