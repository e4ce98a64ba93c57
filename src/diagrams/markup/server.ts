import {forInstance, type Drawing, type Markup} from '../drawing';

/**
 * The server bundle's drawings: every drawing of the store, read while the HTML
 * is rendered (see src/types/diagram-markup.d.ts).
 */
const store = (require as unknown as {context: (dir: string, deep: boolean, filter: RegExp) => (id: string) => Drawing}).context(
  '../drawings',
  false,
  /\.json$/,
);

export function markupNow(key: string, instance: number): Markup {
  const {light, dark} = store(`./${key}.json`);
  return forInstance({light, dark}, key, instance);
}

export function loadMarkup(key: string, instance: number): Promise<Markup> {
  return Promise.resolve(markupNow(key, instance));
}
