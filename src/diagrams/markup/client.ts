import {forInstance, type Markup} from '../drawing';

/**
 * In the browser nothing at first: a page that opens with its diagrams has them
 * in its HTML, and hydration keeps that SVG as it is (src/diagrams/Diagram), so
 * no drawing is ever in the JavaScript or copied out of the page.
 */
export function initialMarkup(): undefined {
  return undefined;
}

/** A page reached by client-side navigation fetches its drawings, one file each (src/diagrams/plugin.ts serves them). */
export async function loadMarkup(url: string, key: string, instance: number): Promise<Markup> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const {light, dark} = (await response.json()) as Markup;
  return forInstance({light, dark}, key, instance);
}
