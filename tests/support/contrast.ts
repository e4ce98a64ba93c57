/**
 * WCAG contrast between two CSS colours as getComputedStyle writes them
 * (`rgb(r, g, b)` or `rgba(r, g, b, a)`), and the fill colour of an SVG drawn
 * as a CSS background image (a `data:` URL), for the browser tests' non-text
 * contrast checks (WCAG 1.4.11: 3:1 for what identifies a control).
 */
export type Rgb = [number, number, number];

/** `rgb(…)`/`rgba(…)` or `#rrggbb` to its three channels; a translucent colour is laid over `under`. */
export function parseColour(css: string, under: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i], 16)) as Rgb;
  const match = /^rgba?\(([^)]+)\)$/.exec(css.trim());
  if (!match) throw new Error(`not a colour: ${css}`);
  const [r, g, b, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b].map((c, i) => Math.round(c * a + under[i] * (1 - a))) as Rgb;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The `fill` of the SVG in a CSS `url("data:image/svg+xml…")` background; undefined when it has none or names no colour. */
export function svgBackgroundFill(backgroundImage: string): string | undefined {
  const svg = decodeURIComponent(/url\("?data:image\/svg\+xml;utf8,(.*?)"?\)$/s.exec(backgroundImage)?.[1] ?? '');
  const fill = /<svg[^>]*\sfill=['"]([^'"]+)['"]/.exec(svg.replace(/\\(["'])/g, '$1'))?.[1];
  return fill && fill !== 'currentColor' ? fill : undefined;
}
