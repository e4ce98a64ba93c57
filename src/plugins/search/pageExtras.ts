/**
 * What the site's search reads from a built document page beyond what the
 * search theme's scanner reads (./pageText): the names its code blocks
 * declare, and the sections that describe what was not chosen.
 */
import type {CheerioAPI} from 'cheerio';

export interface PageExtras {
  /** Names declared in the page's code blocks (messages, services, functions, types), each once. */
  codeNames: string[];
  /** Anchors (`#...`) of the sections about alternatives or rejected options, and of the sections under them. */
  notChosen: Set<string>;
}

/**
 * A declaration in Protocol Buffers, Go, Rust, Python, TypeScript, SQL and the
 * like: the keyword, a Go method's receiver if any, then the name.
 */
const DECLARATION =
  /\b(?:message|service|rpc|enum|type|struct|class|interface|trait|func|fn|def|impl|TABLE|table)\s+(?:\([^)]*\)\s*)?([A-Za-z_][A-Za-z0-9_]{2,})/g;
/** Code blocks as Docusaurus renders them, and any other preformatted text. */
const CODE = 'pre';
/** Headings of sections about what was not chosen. */
const NOT_CHOSEN = /\b(alternatives?|rejected|options considered|considered options|not chosen)\b/i;

export function pageExtras($: CheerioAPI): PageExtras {
  const codeNames = new Set<string>();
  $(`article ${CODE}`).each((_, block) => {
    for (const [, name] of $(block).text().matchAll(DECLARATION)) codeNames.add(name);
  });
  const notChosen = new Set<string>();
  let underNotChosen = false;
  $('article h2, article h3').each((_, heading) => {
    const $heading = $(heading);
    const title = $heading.contents().not('a.hash-link').text();
    if (heading.tagName === 'h2') underNotChosen = NOT_CHOSEN.test(title);
    const anchor = $heading.find('a.hash-link').attr('href');
    if (anchor && (underNotChosen || NOT_CHOSEN.test(title))) notChosen.add(anchor.slice(anchor.indexOf('#')));
  });
  return {codeNames: [...codeNames], notChosen};
}
