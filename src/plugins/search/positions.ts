import lunr from 'lunr';
import {WORD_SEPARATOR} from './wordSeparator';

/** lunr's position metadata: `[start, length]` of each occurrence in the text. */
export type Position = [number, number];

/** An entry's text cut to the part a result shows, and where each matched term occurs in it. */
export interface Excerpt {
  text: string;
  positions: Map<string, Position[]>;
}

/** The words of a text as lunr's tokenizer splits it, with their positions, one at a time. */
function* wordsOf(text: string): Generator<{word: string; position: Position}> {
  const separator = new RegExp(WORD_SEPARATOR.source, 'g');
  let start = 0;
  for (;;) {
    const found = separator.exec(text);
    const end = found ? found.index : text.length;
    if (end > start) yield {word: text.slice(start, end), position: [start, end - start]};
    if (!found) return;
    start = found.index + found[0].length;
  }
}

/**
 * The term lunr's English pipeline makes of a word (trimmer, stop word filter,
 * stemmer), or undefined; only for words that can be one of `matched`: a stem
 * keeps its word's first letters, so a word whose first two letters start no
 * matched term is not stemmed at all.
 */
function termOf(word: string, starts: ReadonlySet<string>): string | undefined {
  const trimmed = word.toLowerCase().replace(/^\W+/, '').replace(/\W+$/, '');
  if (!trimmed || !starts.has(trimmed.slice(0, 2))) return undefined;
  const token = new lunr.Token(trimmed, {});
  if (!lunr.stopWordFilter(token)) return undefined;
  return lunr.stemmer(token).toString();
}

/**
 * The part of an entry's text that a result shows, and the positions lunr
 * records for the `matched` terms in it (the term index leaves positions out;
 * the worker recomputes them for the entries it shows, which the search box and
 * the results page mark).
 *
 * The excerpt runs from `margin` characters before the first match to `margin`
 * after it, cut between words. The text is read word by word only as far as
 * that: a long section with an early match is not read to its end. A text
 * without a matched term is kept whole.
 */
export function matchedExcerpt(text: string, matched: ReadonlySet<string>, margin: number): Excerpt {
  const starts = new Set([...matched].map((term) => term.slice(0, 2)));
  const seen: Position[] = [];
  const found: Array<{term: string; position: Position}> = [];
  let end = text.length;
  for (const {word, position} of wordsOf(text)) {
    const [wordStart, wordLength] = position;
    if (found.length > 0) {
      const [firstStart, firstLength] = found[0].position;
      if (wordStart + wordLength >= firstStart + firstLength + margin) {
        end = wordStart + wordLength;
        if (wordStart > firstStart + firstLength + margin) break;
      }
    }
    seen.push(position);
    const term = termOf(word, starts);
    if (term !== undefined && matched.has(term)) found.push({term, position});
  }
  if (found.length === 0) return {text, positions: new Map()};
  const [firstStart] = found[0].position;
  let start = 0;
  for (const [wordStart] of seen) {
    if (wordStart > firstStart - margin) break;
    start = wordStart;
  }
  const positions = new Map<string, Position[]>();
  for (const {term, position} of found) {
    if (position[0] + position[1] > end) continue;
    const shifted: Position = [position[0] - start, position[1]];
    const list = positions.get(term);
    if (list) list.push(shifted);
    else positions.set(term, [shifted]);
  }
  return {text: text.slice(start, end), positions};
}
