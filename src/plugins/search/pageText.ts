/**
 * What the search reads from a built page: its title, description, keywords,
 * breadcrumb and sections (heading, anchor, condensed text). Derived from the
 * search theme's page readers (parseDocument, parsePage and getCondensedText in
 * server/utils of @easyops-cn/docusaurus-search-local 0.52.1, MIT, by EasyOps),
 * owned here so the index does not reach into the package's private modules.
 * tests/site/searchScan.test.ts holds the documents read from every built page
 * equal to the theme's own scanner's.
 *
 * Depends on the HTML Docusaurus's classic theme writes: the document's
 * `article h1`, `h1`-`h3` with `a.hash-link` anchors, the active navbar link
 * (`.navbar__link--active`) and sidebar category (`.menu__list-item-collapsible
 * .menu__link--active`) for the breadcrumb.
 */
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

export interface PageSection {
  title: string;
  hash: string;
  content: string;
}

export interface PageText {
  pageTitle: string;
  description: string;
  keywords: string;
  sections: PageSection[];
  breadcrumb: string[];
}

const HEADINGS = 'h1, h2, h3';
const BLOCK_TAGS = new Set(
  'address article aside blockquote details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section table ul td th'.split(
    ' ',
  ),
);

/** The text of nodes, block elements set apart by spaces, white space collapsed. */
export function condensedText(nodes: AnyNode | AnyNode[], $: CheerioAPI): string {
  const text = (node: AnyNode | AnyNode[]): string => {
    if (Array.isArray(node)) return node.map(text).join('');
    if (node.type === 'text') return node.data;
    if (node.type === 'tag') {
      if (node.name === 'br') return ' ';
      const content = text($(node).contents().get());
      return BLOCK_TAGS.has(node.name) ? ` ${content} ` : content;
    }
    return '';
  };
  return text(nodes).trim().replace(/\s+/g, ' ');
}

/** A document page: the title's section runs to the first heading, each heading's to the next. */
export function documentText($: CheerioAPI): PageText {
  const $pageTitle = $('article h1').first();
  const pageTitle = $pageTitle.text();
  const description = $("meta[name='description']").attr('content') || '';
  const keywords = ($("meta[name='keywords']").attr('content') || '').replace(/,/g, ', ');
  const breadcrumb: string[] = [];
  const navbarActiveItem = $('.navbar__link--active');
  if (navbarActiveItem.length > 0) breadcrumb.push(navbarActiveItem.eq(0).text().trim());
  $('.main-wrapper .menu')
    .first()
    .find('.menu__list-item-collapsible .menu__link--active')
    .each((_, element) => {
      breadcrumb.push($(element).text().trim());
    });
  const sections: PageSection[] = [];
  $('article')
    .find(HEADINGS)
    .each((_, element) => {
      const $h = $(element);
      const title = $h.contents().not('a.hash-link').text().trim();
      const hash = $h.find('a.hash-link').attr('href') || '';
      const $section = $h.is($pageTitle) ? titleSection($, $h) : $h.nextUntil(HEADINGS);
      sections.push({title, hash, content: condensedText($section.get(), $)});
    });
  return {pageTitle, description, keywords, sections, breadcrumb};
}

/** What follows the page title up to the first heading, which may sit deeper than the title's header. */
function titleSection($: CheerioAPI, $h: Cheerio<Element>): Cheerio<AnyNode> {
  const $header = $h.parent();
  const $first = $header.is('header') ? $header : $h;
  const $next = $first.nextAll();
  if ($next.filter(HEADINGS).length) return $first.nextUntil(HEADINGS);
  const holder = $next.get().findIndex((next) => $(next).find(HEADINGS).length > 0);
  if (holder < 0) return $next;
  return $next.slice(0, holder).add($next.eq(holder).find(HEADINGS).first().prevAll());
}

/** Another page (not a document): one section, the text of its `main`. */
export function otherPageText($: CheerioAPI): PageText {
  $('a[aria-hidden=true]').remove();
  let $pageTitle = $('h1').first();
  if ($pageTitle.length === 0) $pageTitle = $('title');
  const pageTitle = $pageTitle.text();
  const $main = $('main');
  return {
    pageTitle,
    description: $("meta[name='description']").attr('content') || '',
    keywords: $("meta[name='keywords']").attr('content') || '',
    sections: [{title: pageTitle, hash: '', content: $main.length > 0 ? condensedText($main.get(0)!, $) : ''}],
    breadcrumb: [],
  };
}
