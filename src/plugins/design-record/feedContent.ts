import {load} from 'cheerio';

/** What a feed item needs to know of a diagram to show it as an image. */
export interface FeedDiagram {
  /** Absolute URL of the drawing as a standalone SVG in light mode (src/diagrams/plugin.ts writes it). */
  image: string;
  width: number;
  height: number;
}

/**
 * A document's article as a feed reader shows it (RSS `content:encoded`): the
 * body of its built page, without what only works on the site. Feed readers
 * drop the page's stylesheet and often inline SVG, so each diagram becomes an
 * image of its light drawing, with its caption. Links and images point at the
 * site, code blocks keep their text without the highlighter's spans, and the
 * title (the item's own), heading anchors and buttons go.
 */
export function feedContent(pageHtml: string, pageUrl: string, diagram: (key: string) => FeedDiagram | undefined): string | undefined {
  const $ = load(pageHtml);
  const body = $('article .theme-doc-markdown').first();
  if (body.length === 0) return undefined;
  body.find('header:has(h1), a.hash-link, button, script, style, noscript').remove();
  body.find('figure[data-drawing]').each((_, element) => {
    const figure = $(element);
    const drawing = diagram(figure.attr('data-drawing') ?? '');
    if (!drawing) return;
    const title = figure.find('figcaption > span').first().text();
    const description = figure.find('figcaption > span').eq(1).text();
    const image = $('<img>').attr({src: drawing.image, alt: title, width: String(drawing.width), height: String(drawing.height)});
    const caption = $('<figcaption>').append($('<strong>').text(title), description ? ` ${description}` : '');
    figure.replaceWith($('<figure>').append(image, caption));
  });
  body.find('pre').each((_, element) => {
    const pre = $(element);
    pre.find('br').replaceWith('\n');
    pre.replaceWith($('<pre>').append($('<code>').text(pre.text())));
  });
  for (const attribute of ['href', 'src']) {
    body.find(`[${attribute}]`).each((_, element) => {
      $(element).attr(attribute, new URL($(element).attr(attribute)!, pageUrl).href);
    });
  }
  // removeAttr takes a space-separated list.
  body.find('[class], [style], [tabindex], [aria-labelledby]').removeAttr('class style tabindex aria-labelledby');
  return body.html()?.trim();
}

/** Text for an XML CDATA section: a "]]>" inside it is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
