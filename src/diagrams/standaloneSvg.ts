import {load} from 'cheerio';

/**
 * A drawing's SVG, written in HTML syntax as a page inlines it, as a file of
 * its own: browsers parse a standalone .svg as XML, where Mermaid's HTML labels
 * (`<br>`, entities) are errors. Parsed as HTML and written back as XML.
 */
export function standaloneSvg(svg: string): string {
  // The HTML parser keeps the xlink namespace declaration without its `xmlns:` prefix.
  return load(svg, {xml: false}, false)
    .xml()
    .replace(' xlink="http://www.w3.org/1999/xlink"', ' xmlns:xlink="http://www.w3.org/1999/xlink"');
}
