/**
 * The pages the browser tests open, chosen from the build by a rule rather than
 * kept by hand: together they hold every kind of element any built page has
 * (each tag, and each tag with each of its classes: every page template, every
 * admonition, every token colour of every language highlighted), and they
 * include the pages with the most extreme content: the widest table, the
 * longest code line, the widest drawing, the longest unbreakable token and
 * the most drawings. What is static about every page is checked on every page
 * without a browser (tests/site/pageContent.test.ts); these are for what only
 * a browser knows (layout, colour as painted, axe).
 *
 * PRISM_SWEEP=1 (`npm run test:sweep`) makes every built page a representative.
 */
import {builtContent, type PageContent, type WideElement} from '../site/builtContent';

export const SWEEP = process.env.PRISM_SWEEP === '1';

export interface Representative {
  /** Site-relative path: `rfc/rfc-007/`, `404.html`. */
  path: string;
  /** Why it was chosen: the kinds it was first to cover, or the extreme it holds. */
  why: string[];
}

const EXTREMES: Array<{name: string; kind: WideElement['kind']}> = [
  {name: 'the widest table', kind: 'table'},
  {name: 'the longest code line', kind: 'code block'},
  {name: 'the widest drawing', kind: 'drawing'},
  {name: 'the longest unbreakable token', kind: 'long token'},
];

const largest = (page: PageContent, kind: WideElement['kind']) =>
  Math.max(0, ...page.wide.filter((w) => w.kind === kind).map((w) => w.size));

/**
 * The fewest pages, picked greedily, that hold every element kind the pages do
 * (kinds of the `covered` pages count as held already), then each extreme's
 * page. Ties go to the first page in route order, so the choice is stable.
 */
export function chooseRepresentatives(pages: readonly PageContent[], covered: readonly string[] = []): Representative[] {
  const chosen = new Map<string, Representative>();
  const choose = (page: PageContent, why: string) => {
    const entry = chosen.get(page.path) ?? {path: page.path, why: []};
    entry.why.push(why);
    chosen.set(page.path, entry);
  };
  const held = new Set(pages.filter((p) => covered.includes(p.path)).flatMap((p) => [...p.kinds]));
  const all = new Set(pages.flatMap((p) => [...p.kinds]));
  while (held.size < all.size) {
    let best = pages[0];
    let gain = -1;
    for (const page of pages) {
      const added = [...page.kinds].filter((k) => !held.has(k)).length;
      if (added > gain) [best, gain] = [page, added];
    }
    const fresh = [...best.kinds].filter((k) => !held.has(k));
    fresh.forEach((k) => held.add(k));
    choose(best, `${fresh.length} kinds of element first (${fresh.slice(0, 3).join(', ')}${fresh.length > 3 ? ', ...' : ''})`);
  }
  for (const {name, kind} of EXTREMES) {
    const page = pages.reduce((a, b) => (largest(b, kind) > largest(a, kind) ? b : a));
    if (largest(page, kind) > 0) choose(page, `${name} (${largest(page, kind)})`);
  }
  const most = pages.reduce((a, b) => (b.drawings.length > a.drawings.length ? b : a));
  if (most.drawings.length > 0) choose(most, `the most drawings (${most.drawings.length})`);
  return [...chosen.values()];
}

/** The representatives of this build (every page with PRISM_SWEEP=1), those of `covered` left out. */
export function representatives(covered: readonly string[] = []): Representative[] {
  const pages = builtContent();
  if (SWEEP) return pages.map((p) => ({path: p.path, why: ['the sweep']}));
  return chooseRepresentatives(pages, covered).filter((r) => !covered.includes(r.path));
}

/** The pages with a drawing among `chosen`. */
export function withDrawings(chosen: readonly Representative[]): Representative[] {
  const drawn = new Set(
    builtContent()
      .filter((p) => p.drawings.length > 0)
      .map((p) => p.path),
  );
  return chosen.filter((r) => drawn.has(r.path));
}
