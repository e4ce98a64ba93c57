/**
 * What the store (src/diagrams/drawings/<key>.json) holds for one diagram,
 * written by scripts/draw-diagrams.ts. Sizes are in CSS pixels at the drawing's
 * natural size, where Mermaid's body text is 16 px.
 */
export interface Drawing {
  width: number;
  height: number;
  /** The smallest text in the drawing at its natural size; the page never shows it smaller than 12 px. */
  smallestText: number;
  /** Mermaid's `accTitle` and `accDescr`, when the source has them. */
  title?: string;
  description?: string;
  /** What the drawing shows, read from it (kind and node or participant names): the description when the source has none. */
  summary: string;
  /** The SVG of each colour mode. Every id in it starts with `dg-<key>-<mode>`, so the two never clash on a page. */
  light: string;
  dark: string;
}

/** Text under this size is hard to read: a drawing is never scaled to show its smallest text smaller. */
export const LEGIBLE_TEXT_PX = 12;

/** The width under which the drawing's smallest text would be smaller than legible. */
export function legibleWidth(drawing: Pick<Drawing, 'width' | 'smallestText'>): number {
  return Math.ceil((drawing.width * LEGIBLE_TEXT_PX) / drawing.smallestText);
}

/** The id prefix of a drawing's SVG in one colour mode. */
export function idPrefix(key: string, mode: 'light' | 'dark'): string {
  return `dg-${key}-${mode}`;
}

/** A drawing's SVG in both colour modes, as a page shows it. */
export interface Markup {
  light: string;
  dark: string;
}

/**
 * The markup of the `instance`-th copy of a drawing on one page (0 for the
 * first): later copies get ids of their own, so no two SVGs share one.
 */
export function forInstance(markup: Markup, key: string, instance: number): Markup {
  if (instance === 0) return markup;
  const rename = (svg: string) => svg.replaceAll(`dg-${key}-`, `dg-${key}-${instance}-`);
  return {light: rename(markup.light), dark: rename(markup.dark)};
}

/** Where the built site (and `npm start`) serves a drawing's markup, from the site's base URL: for client-side navigation. */
export const MARKUP_DIR = 'assets/diagrams';
export const markupPath = (key: string) => `${MARKUP_DIR}/${key}.json`;
/** Where the built site serves a drawing's light mode as a standalone SVG image: for feed readers, which show no inline SVG. */
export const imagePath = (key: string) => `${MARKUP_DIR}/${key}.svg`;
