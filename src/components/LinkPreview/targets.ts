/**
 * Which links may have a preview. Kept free of the site's section table so the
 * eager client module stays a few hundred bytes: a link qualifies by its shape
 * (`…/<section>/<document>/` on this site, not the page itself), and the card
 * shows only for paths the previews data holds.
 */

/** Where previews are offered: the document's prose, its typed relations and "Referenced by". */
export const PREVIEW_SCOPE = '.theme-doc-markdown, .prism-relations, .prism-backlinks';

const DOCUMENT_SHAPE = /\/[a-z]+\/[A-Za-z0-9-]+\/?$/;

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The path (with a trailing slash, as the previews are keyed) a link leads to, if it may be a record document other than this page. */
export function recordDocumentPath(href: string, currentHref: string): string | undefined {
  const url = new URL(href, currentHref);
  const here = new URL(currentHref);
  if (url.origin !== here.origin || !DOCUMENT_SHAPE.test(url.pathname) || /\/tags\/?$/.test(url.pathname)) return undefined;
  const path = withSlash(url.pathname);
  return path === withSlash(here.pathname) ? undefined : path;
}
