import {forInstance, type Markup} from '../drawing';

/** The element holding a drawing in the page (src/diagrams/Diagram renders it with these attributes). */
export const drawingSelector = (key: string, instance: number) => `[data-drawing="${key}"][data-instance="${instance}"]`;

/**
 * In the browser: while React hydrates the server HTML, the drawing is already
 * in the page; reading it from there keeps it out of the JavaScript.
 */
export function markupNow(key: string, instance: number): Markup | undefined {
  const figure = document.querySelector(drawingSelector(key, instance));
  const light = figure?.querySelector('[data-mode="light"]')?.innerHTML;
  const dark = figure?.querySelector('[data-mode="dark"]')?.innerHTML;
  return light && dark ? {light, dark} : undefined;
}

/** A page reached by client-side navigation (or `npm start`) loads its drawings, one chunk each. */
export async function loadMarkup(key: string, instance: number): Promise<Markup> {
  const {importDrawing} = await import('./lazyDrawings');
  const {light, dark} = await importDrawing(key);
  return forInstance({light, dark}, key, instance);
}
