/**
 * Where src/diagrams/Diagram gets a drawing's SVG. The plugin in
 * src/diagrams/plugin.ts points this name at src/diagrams/markup/server.ts in the
 * server bundle (each drawing read from the store on disk while rendering the
 * HTML) and at src/diagrams/markup/client.ts in the browser's (the HTML's own
 * SVG, kept by hydration, else a file fetched per drawing), so no drawing is
 * ever in the JavaScript a page loads.
 */
declare module '@prism/diagram-markup' {
  import type {Markup} from '@site/src/diagrams/drawing';
  /** The drawing to render at first: the store's on the server; none in the browser, where the page's HTML has it. */
  export function initialMarkup(key: string, instance: number): Markup | undefined;
  /** Fetches the drawing from `url` (a page reached by client-side navigation, or `npm start`). */
  export function loadMarkup(url: string, key: string, instance: number): Promise<Markup>;
}
