/**
 * Where src/diagrams/Diagram gets a drawing's SVG. The plugin in
 * src/diagrams/plugin.ts points this name at src/diagrams/markup/server.ts in the
 * server bundle (every drawing, read while rendering the HTML) and at
 * src/diagrams/markup/client.ts in the browser's (the HTML's own copy, else a
 * lazy chunk per drawing), so no drawing is ever in the JavaScript a page loads.
 */
declare module '@prism/diagram-markup' {
  import type {Markup} from '@site/src/diagrams/drawing';
  /** The drawing, when the page has it at once: in the store on the server, in the server HTML in the browser. */
  export function markupNow(key: string, instance: number): Markup | undefined;
  /** Loads the drawing (a page reached by client-side navigation, or `npm start`). */
  export function loadMarkup(key: string, instance: number): Promise<Markup>;
}
