/** Style properties React writes as bare numbers; other numbers get `px`. Of these, Prism themes set the first two. */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flexGrow', 'flexShrink', 'order']);

function declaration(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return undefined;
  const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
  const written = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value).trim();
  return `${property}:${written}`;
}

/**
 * A style object's CSS declarations as React writes them in a style attribute
 * (`{fontStyle: 'italic', marginLeft: 4}` as `font-style:italic` and
 * `margin-left:4px`), empty values left out: for the code lines' markup
 * (src/theme/CodeBlock/Line) and the Prism themes' stylesheet (./themeCss.ts).
 */
export function styleDeclarations(style: object | undefined): string[] {
  return Object.entries(style ?? {}).flatMap(([name, value]) => declaration(name, value) ?? []);
}
