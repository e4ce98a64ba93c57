import {readFile} from 'node:fs/promises';
import {load, type CheerioAPI} from 'cheerio';
import {pageExtras, type PageExtras} from './pageExtras';
import {documentText, otherPageText, type PageText} from './pageText';
import type {PageToIndex} from './pagesToIndex';
import {SEARCH_PARTS, type SearchDocument} from './searchDocuments';

/** The options of the search theme that decide what is read from a page. */
export interface ScanOptions {
  ignoreCssSelectors: readonly string[];
  forceIgnoreNoIndex: boolean;
}

/** The search documents of each part, as the theme's scanner reads them, and each document page's extras by URL. */
export interface ScannedPages {
  parts: SearchDocument[][];
  extras: Map<string, PageExtras>;
}

/**
 * Reads the built pages into the search documents of each part, as the theme's
 * scanner (`scanDocuments`) does (and each document page's ./pageExtras, read before the
 * ignored selectors are removed), with the same page readers (./pageText), parsing with
 * htmlparser2 instead of parse5: Docusaurus writes well-formed HTML, for which
 * both give the same tree (a site test holds the outputs identical), and
 * htmlparser2 takes about half the time. Ids count from 1 in page order.
 */
export async function scanPages(pages: readonly PageToIndex[], options: ScanOptions): Promise<ScannedPages> {
  const parsed = await Promise.all(
    // Stryker disable next-line StringLiteral: without an encoding readFile gives a Buffer, which cheerio's load reads as UTF-8 too
    pages.map(async (page) => ({page, content: readPage(await readFile(page.filePath, 'utf8'), page, options)})),
  );
  const parts: SearchDocument[][] = SEARCH_PARTS.map(() => []);
  const extras = new Map<string, PageExtras>();
  const [titles, headings, descriptions, keywords, contents] = parts;
  let lastId = 0;
  for (const {page, content} of parsed) {
    if (!content) continue;
    const {pageTitle, description, keywords: pageKeywords, sections, breadcrumb} = content.text;
    const u = page.url;
    if (content.extras) extras.set(u, content.extras);
    const p = (lastId += 1);
    titles.push({i: p, t: pageTitle, u, b: breadcrumb});
    if (description) descriptions.push({i: p, t: description, s: pageTitle, u, p});
    if (pageKeywords) keywords.push({i: p, t: pageKeywords, s: pageTitle, u, p});
    for (const section of sections) {
      const h = anchorOf(section.hash, u);
      if (h === undefined) continue;
      if (section.title !== pageTitle) headings.push({i: (lastId += 1), t: section.title, u, h, p});
      if (section.content) contents.push({i: (lastId += 1), t: section.content, s: section.title || pageTitle, u, h, p});
    }
  }
  return {parts, extras};
}

/** What a page gives the index, or undefined when it asks not to be indexed. */
function readPage(html: string, page: PageToIndex, options: ScanOptions): {text: PageText; extras?: PageExtras} | undefined {
  // Stryker disable next-line ObjectLiteral: without it cheerio parses with parse5, which reads the well-formed HTML Docusaurus writes into the same tree, only slower
  const $: CheerioAPI = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  if (!options.forceIgnoreNoIndex && $('meta[name="robots"]').attr('content')?.includes('noindex')) return undefined;
  const extras = page.type === 'docs' ? pageExtras($) : undefined;
  // The theme removes its copy button (by its old class name, which 3.9.1 no longer writes): the block's buttons.
  $('.theme-code-block button').remove();
  for (const selector of options.ignoreCssSelectors) $(selector).remove();
  if (page.type === 'docs') {
    $('span.badge')
      .filter((_, badge) => $(badge).text().startsWith('Version:'))
      .remove();
  }
  return page.type === 'page' ? {text: otherPageText($)} : {text: documentText($), extras};
}

/**
 * A section's anchor as the theme keeps it: a bare `#anchor` as is, a link to
 * an anchor of this page cut to its `#anchor`; undefined (section left out)
 * for a link to another page.
 */
function anchorOf(hash: string, url: string): string | undefined {
  if (hash.startsWith('#') || !hash.includes('#')) return hash;
  return hash.startsWith(url) && hash[url.length] === '#' ? hash.slice(url.length) : undefined;
}
