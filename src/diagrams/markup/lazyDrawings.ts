import type {Drawing} from '../drawing';

/**
 * One chunk per drawing, and the map from key to chunk. Only a page reached by
 * client-side navigation (or `npm start`) loads this module, so the map stays
 * out of the JavaScript of a page that opens with its drawings in the HTML.
 */
export async function importDrawing(key: string): Promise<Drawing> {
  return ((await import(`../drawings/${key}.json`)) as {default: Drawing}).default;
}
