/**
 * A part's vocabulary in the one role lunr's `Index#query` gives an index's
 * token set: `tokenSet.intersect(clauseSet).toArray()`, the vocabulary terms
 * a query clause reaches (exactly, by prefix, by edit distance).
 *
 * lunr would build a minimal automaton of the whole vocabulary for it
 * (`TokenSet.fromArray`); for this site's parts that took a quarter of a
 * second or more in the browser, between the index's arrival and the first
 * query. Here the sorted terms are run through the clause's automaton instead,
 * as a walk of the trie the sorted list implies: each term resumes from the
 * states of the prefix it shares with the one before, and a prefix that the
 * automaton rejects skips every term that starts with it. The terms reached
 * are the ones lunr's intersection would give (lunr 2.3.9: an edge matches
 * its own character, a `*` edge any character; a term is reached when a
 * final state is reached at its end; never the empty term), in vocabulary
 * order.
 *
 * Most clauses are a word or a word's prefix (`TokenSet.fromString` of "kafka"
 * or "kafka*": a chain of single edges, ending final, or final and looping on
 * `*`). Those need no walk: a binary search of the sorted terms finds the
 * word, or the run of terms that start with the prefix.
 */

/** A lunr.TokenSet node, as `TokenSet.fromClause` builds the clause's automaton. */
export interface TokenSetNode {
  final: boolean;
  edges: Record<string, TokenSetNode>;
}

const ANY = '*';

/** Characters `a` and `b` share at their start (past either's end, charCodeAt is NaN, which equals nothing). */
function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  return i;
}

/** The automaton's states after reading `char` from `states`. */
function step(states: readonly TokenSetNode[], char: string): TokenSetNode[] {
  const next: TokenSetNode[] = [];
  for (const state of states) {
    for (const target of [state.edges[char], state.edges[ANY]]) {
      if (target && !next.includes(target)) next.push(target);
    }
  }
  return next;
}

/** The word a clause's automaton spells, and whether any ending may follow it; undefined for any other automaton. */
function wordOf(automaton: TokenSetNode): {word: string; prefix: boolean} | undefined {
  let word = '';
  let state = automaton;
  for (;;) {
    const chars = Object.keys(state.edges);
    if (chars.length === 0) return state.final ? {word, prefix: false} : undefined;
    if (chars.length !== 1) return undefined;
    const [char] = chars;
    const next = state.edges[char];
    if (char === ANY) return next === state && state.final ? {word, prefix: true} : undefined;
    if (state.final) return undefined;
    word += char;
    state = next;
  }
}

export class Vocabulary {
  /** @param terms sorted, as lunr sorts an index's vocabulary */
  constructor(private readonly terms: readonly string[]) {}

  /** Index of the first term not before `word`. */
  private lowerBound(word: string): number {
    let [low, high] = [0, this.terms.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.terms[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  intersect(automaton: TokenSetNode): {toArray(): string[]} {
    const spelt = wordOf(automaton);
    const reached = spelt ? this.spelling(spelt.word, spelt.prefix) : this.walk(automaton);
    return {toArray: () => reached};
  }

  /** The term `word`, or with `prefix` every term that starts with it. */
  spelling(word: string, prefix: boolean): string[] {
    const reached: string[] = [];
    for (let t = this.lowerBound(word); t < this.terms.length; t += 1) {
      const term = this.terms[t];
      if (prefix ? !term.startsWith(word) : term !== word) break;
      if (term) reached.push(term);
    }
    return reached;
  }

  private walk(automaton: TokenSetNode): string[] {
    const reached: string[] = [];
    /**
     * statesAt[d]: the states after the first d characters of the term before,
     * up to the first character the automaton rejected (whose entry is empty).
     */
    const statesAt: TokenSetNode[][] = [[automaton]];
    // Stryker disable next-line StringLiteral: the first term resumes from depth 0 whatever it is compared with.
    let previous = '';
    for (const term of this.terms) {
      // Resume from the shared prefix, or from where the automaton rejected it.
      let depth = Math.min(commonPrefixLength(previous, term), statesAt.length - 1);
      previous = term;
      statesAt.length = depth + 1;
      while (depth < term.length && statesAt[depth].length > 0) {
        statesAt.push(step(statesAt[depth], term[depth]));
        depth += 1;
      }
      if (term && depth === term.length && statesAt[depth].some((state) => state.final)) reached.push(term);
    }
    return reached;
  }
}
