/**
 * What the built pages hold, read from their HTML and the built CSS without a
 * browser: the kinds of element each page has, the elements that can be wider
 * than a phone (tables, code blocks, drawings, long unbreakable tokens) and the
 * boxes the CSS lets them scroll or wrap in. The static checks of
 * tests/site/pageContent.test.ts run over all of it; the browser tests pick
 * their representative pages from it (tests/e2e/representatives.ts).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {Element, Text, type AnyNode, type Document} from 'domhandler';
import {BUILD_DIR, builtPages} from './support';

/** A class as the source names it: CSS modules add `_` and a five-character hash (`box_x53o` is `box`). */
export const sourceClass = (name: string) => name.replace(/_[\w-]{4,5}$/, '');

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);

/** Classes Docusaurus gives <html> to name the page itself or its section, not a kind of element. */
const PER_PAGE_CLASS = /^(docs-doc-id-|plugin-id-)/;

/** A code block's language class (`language-go`) as one kind: the site styles no language apart, only its tokens. */
const LANGUAGE_CLASS = /^language-/;

/** A highlighted token of a code block: Prism's `token` and its types (`token-line` is a line). */
const isToken = (node: Element) => node.name === 'span' && classesOf(node).includes('token');

/**
 * Element kinds of a page's body: each tag, and each tag with each of its
 * classes (`div.admonition-note`). A code block's tokens are one kind,
 * `span.token`, whatever their types, and its language one kind,
 * `pre.language-*`: the colour of every token type in every language of the
 * build is checked at once, on one page (tests/e2e/codeSheet.ts).
 */
export function elementKinds(document: Document): Set<string> {
  const kinds = new Set<string>();
  const visit = (node: AnyNode) => {
    if (!(node instanceof Element)) return;
    // A drawing is one kind of element; what Mermaid drew inside it is checked on every drawing (diagrams.test.ts).
    if (node.name === 'svg') {
      kinds.add('svg');
      return;
    }
    if (node.name === 'head') return;
    kinds.add(node.name);
    if (isToken(node)) kinds.add('span.token');
    else
      for (const name of classesOf(node)) {
        if (!PER_PAGE_CLASS.test(name)) kinds.add(`${node.name}.${LANGUAGE_CLASS.test(name) ? 'language-*' : sourceClass(name)}`);
      }
    node.children.forEach(visit);
  };
  document.children.forEach(visit);
  return kinds;
}

/** The token styles of a page's code blocks: each language's tokens by their class attribute (`go` → `token keyword`). */
export function codeTokenStyles(document: Document): Map<string, Set<string>> {
  const styles = new Map<string, Set<string>>();
  const visit = (node: AnyNode, language: string | undefined) => {
    if (!(node instanceof Element)) return;
    if (node.name === 'pre') language = /(?:^|\s)language-(\S+)/.exec(node.attribs.class ?? '')?.[1] ?? '';
    if (language !== undefined && isToken(node)) {
      const classes = styles.get(language) ?? new Set<string>();
      styles.set(language, classes.add(classesOf(node).join(' ')));
    }
    node.children.forEach((child) => visit(child, language));
  };
  document.children.forEach((child) => visit(child, undefined));
  return styles;
}

/** The selectors of the built CSS whose declarations match `declaration`, each split at its commas. */
function selectorsDeclaring(css: string, declaration: RegExp): string[] {
  const found: string[] = [];
  for (const [, selectors, body] of css.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
    if (declaration.test(body)) found.push(...selectors.split(',').map((s) => s.trim()));
  }
  return found;
}

/** The classes a selector ends with (`.markdown`, `.box_x53o>table` ends with `table`, no class). */
function finalClasses(selector: string): string[] {
  const last = selector.split(/[\s>+~]+/).at(-1) ?? '';
  if (/[:[]/.test(last)) return [];
  return [...last.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
}

export interface CssBoxes {
  /** Classes whose box scrolls sideways (overflow-x or overflow auto or scroll). */
  scrolls: Set<string>;
  /** Classes whose text breaks a long word rather than overflow (overflow-wrap or word-wrap break-word or anywhere). */
  wraps: Set<string>;
  /** Tags the CSS itself makes scroll sideways (Infima: pre). */
  scrollingTags: Set<string>;
}

/** The boxes that scroll or wrap, from the built CSS (every stylesheet of build/assets/css). */
export function cssBoxes(buildDir = BUILD_DIR): CssBoxes {
  const dir = path.join(buildDir, 'assets', 'css');
  const css = readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  return boxesOf(css);
}

export function boxesOf(css: string): CssBoxes {
  const scrolling = selectorsDeclaring(css, /(^|;)\s*overflow(-x)?\s*:\s*(auto|scroll)\b/);
  const wrapping = selectorsDeclaring(
    css,
    /(^|;)\s*(overflow-wrap|word-wrap)\s*:\s*(break-word|anywhere)\b|(^|;)\s*word-break\s*:\s*break-all\b/,
  );
  return {
    scrolls: new Set(scrolling.flatMap(finalClasses)),
    wraps: new Set(wrapping.flatMap(finalClasses)),
    scrollingTags: new Set(scrolling.filter((s) => /^[a-z]+$/.test(s))),
  };
}

/** Characters in a run of text with no place to break (no space, hyphen or slash). */
export const LONG_TOKEN = 20;

export interface WideElement {
  kind: 'table' | 'code block' | 'drawing' | 'long token';
  /** How wide, in its own unit: the sum of each column's longest cell, the longest line, the legible width in px, characters. */
  size: number;
  /** A few words to find it by. */
  what: string;
  /** Whether it sits in a box that scrolls sideways (or, for a token, that wraps it). */
  contained: boolean;
}

export interface DrawingBox {
  key: string;
  /** The style attribute of the box the drawing's SVGs sit in. */
  style: string;
  /** The frame around it: its attributes. */
  frame: Record<string, string>;
  /** Each mode's SVG: its attributes. */
  svgs: Array<Record<string, string>>;
}

export interface PageContent {
  /** The route, site-relative: `adr/adr-001/`, `404.html`. */
  path: string;
  kinds: Set<string>;
  /** Each code block language's token styles (class attributes). */
  codeTokens: Map<string, Set<string>>;
  wide: WideElement[];
  drawings: DrawingBox[];
  /** Ids that occur more than once. */
  repeatedIds: string[];
}

const textOf = (node: AnyNode): string =>
  node instanceof Text ? node.data : node instanceof Element ? node.children.map(textOf).join('') : '';

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"})[e]!);

/** The lines of a code block: Prism's highlighter gives each its own `span.token-line`. */
function codeLines(pre: Element): string[] {
  const lineSpans: Element[] = [];
  const find = (node: AnyNode) => {
    if (!(node instanceof Element)) return;
    if (classesOf(node).includes('token-line')) lineSpans.push(node);
    else node.children.forEach(find);
  };
  find(pre);
  return lineSpans.length > 0 ? lineSpans.map((line) => decode(textOf(line))) : decode(textOf(pre)).split('\n');
}

/** Table width as text: for each column its longest cell, summed. */
function tableSize(table: Element): number {
  const widths: number[] = [];
  const rows = (node: Element): Element[] =>
    node.children
      .filter((c): c is Element => c instanceof Element)
      .flatMap((c) => (c.name === 'tr' ? [c] : ['thead', 'tbody', 'tfoot'].includes(c.name) ? rows(c) : []));
  for (const row of rows(table)) {
    row.children
      .filter((c): c is Element => c instanceof Element && (c.name === 'td' || c.name === 'th'))
      .forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, decode(textOf(cell)).trim().length)));
  }
  return widths.reduce((a, b) => a + b, 0);
}

/** Everything the checks and the choice of representatives need from one built page. */
export function readPage(route: string, html: string, boxes: CssBoxes): PageContent {
  const document = parseDocument(html);
  const wide: WideElement[] = [];
  const drawings: DrawingBox[] = [];
  const ids = new Map<string, number>();
  const visit = (node: AnyNode, scrolls: boolean, wraps: boolean) => {
    if (node instanceof Text) {
      if (scrolls || !node.parent || ['script', 'style', 'title'].includes((node.parent as Element).name)) return;
      for (const token of decode(node.data).split(/[\s\-/\u2013\u2014]+/)) {
        if (token.length > LONG_TOKEN) wide.push({kind: 'long token', size: token.length, what: token.slice(0, 60), contained: wraps});
      }
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.attribs.id) ids.set(node.attribs.id, (ids.get(node.attribs.id) ?? 0) + 1);
    const classes = classesOf(node);
    const scrollsHere = scrolls || classes.some((c) => boxes.scrolls.has(c));
    const wrapsHere = wraps || classes.some((c) => boxes.wraps.has(c));
    if (node.name === 'table') {
      wide.push({kind: 'table', size: tableSize(node), what: decode(textOf(node)).trim().slice(0, 60), contained: scrollsHere});
    } else if (node.name === 'pre') {
      const lines = codeLines(node);
      const longest = Math.max(...lines.map((line) => line.length));
      wide.push({kind: 'code block', size: longest, what: lines[0].slice(0, 60), contained: scrollsHere || boxes.scrollingTags.has('pre')});
    } else if (node.name === 'figure' && node.attribs['data-drawing']) {
      const frame = node.children.find((c): c is Element => c instanceof Element);
      const box = frame?.children.find((c): c is Element => c instanceof Element && /--diagram-width/.test(c.attribs.style ?? ''));
      const svgs = (box?.children ?? [])
        .filter((c): c is Element => c instanceof Element)
        .flatMap((mode) => mode.children.filter((c): c is Element => c instanceof Element && c.name === 'svg'))
        .map((svg) => svg.attribs);
      drawings.push({key: node.attribs['data-drawing'], style: box?.attribs.style ?? '', frame: frame?.attribs ?? {}, svgs});
      const legible = Number(/--diagram-legible-width:\s*([\d.]+)px/.exec(box?.attribs.style ?? '')?.[1] ?? NaN);
      const frameScrolls = frame !== undefined && classesOf(frame).some((c) => boxes.scrolls.has(c));
      wide.push({kind: 'drawing', size: legible, what: node.attribs['data-drawing'], contained: frameScrolls});
    }
    // Inside a drawing, only ids count: its text is SVG, laid out by the drawing's own size.
    if (node.name === 'svg') {
      const collectIds = (n: AnyNode) => {
        if (!(n instanceof Element)) return;
        if (n !== node && n.attribs.id) ids.set(n.attribs.id, (ids.get(n.attribs.id) ?? 0) + 1);
        n.children.forEach(collectIds);
      };
      collectIds(node);
      return;
    }
    const inside = scrollsHere || node.name === 'pre' || node.name === 'table';
    node.children.forEach((child) => visit(child, inside, wrapsHere));
  };
  document.children.forEach((child) => visit(child, false, false));
  return {
    path: route.replace(/^\//, ''),
    kinds: elementKinds(document),
    codeTokens: codeTokenStyles(document),
    wide,
    drawings,
    repeatedIds: [...ids].filter(([, n]) => n > 1).map(([id]) => id),
  };
}

let cached: PageContent[] | undefined;

/** Every built page, read once per process, in route order. */
export function builtContent(): PageContent[] {
  if (!cached) {
    const boxes = cssBoxes();
    cached = builtPages()
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, file]) => readPage(route, readFileSync(file, 'utf8'), boxes));
  }
  return cached;
}
