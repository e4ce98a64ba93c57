import type {HtmlTagObject} from '@docusaurus/types';

/** Id of the empty element that follows the navbar in every page (src/theme/Navbar). */
export const NAVBAR_PARSED_ID = 'navbar-parsed';

/**
 * Holds the page's first paint until the whole navbar has been parsed.
 *
 * A browser may paint a page whose HTML is still arriving or still being parsed
 * (a slow network, a busy CPU). A paint with only part of the navbar's
 * right-aligned group (GitHub, search, colour mode) parsed, followed by the
 * rest, moves the parsed items leftwards: a layout shift a reader sees and CLS
 * counts. The HTML "expect" link with `blocking="render"` keeps rendering
 * blocked until the element it names has been parsed (or the document ends);
 * browsers without it ignore the tag. The navbar ends about 10 KB into a page,
 * so the first paint waits for nothing else.
 */
export const firstPaintAfterNavbar: HtmlTagObject = {
  tagName: 'link',
  attributes: {rel: 'expect', href: `#${NAVBAR_PARSED_ID}`, blocking: 'render'},
};
