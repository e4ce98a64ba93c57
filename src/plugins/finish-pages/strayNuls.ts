/**
 * React 18.3's streaming server renderer, which Docusaurus 3.9.1 renders pages
 * with, now and then writes a NUL byte into its output where a multi-byte
 * character meets the end of its internal buffer (facebook/react#31134, linked
 * from Docusaurus's renderToHtml). Some of our pages had one, beside the
 * zero-width space of a heading's anchor link. Browsers drop a NUL in text, but
 * it makes the page invalid HTML and a binary file to grep. Markdown cannot put
 * a NUL into a page, so every NUL in a built page is one of these.
 */
export function withoutStrayNuls(html: string): string {
  return html.replaceAll('\0', '');
}
