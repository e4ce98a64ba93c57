import lunr from 'lunr';

/** lunr's position metadata: `[start, length]` of each occurrence in the text. */
export type Position = [number, number];

/** The pipeline lunr's builder runs over indexed text, as `lunr()` sets it up for English. */
const indexPipeline = new lunr.Pipeline();
indexPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

type PositionedToken = lunr.Token & {metadata: {position: Position}};

/** An entry's text cut to the part a result shows, and where each matched term occurs in it. */
export interface Excerpt {
  text: string;
  positions: Map<string, Position[]>;
}

/**
 * The part of an entry's text that a result can show, and the positions lunr
 * records for the `matched` terms in it (the term index leaves positions out;
 * the worker recomputes them for the entries it displays, whose matched terms
 * the theme marks by position).
 *
 * The theme shows a result's text as its first match with at most its context
 * length of text around it, and "…" where the text goes on. So the excerpt
 * runs from `margin` characters before the first match to `margin` after it,
 * cut between lunr's tokens: with a margin above the context length, the theme
 * shows it exactly as it shows the whole text, without the worker stemming and
 * sending, and the page tokenizing, whole sections (up to 7 KB each, a hundred
 * of them on the results page). A text without a matched term is kept whole.
 */
export function matchedExcerpt(text: string, matched: ReadonlySet<string>, margin: number): Excerpt {
  const tokens = lunr.tokenizer(text) as unknown as PositionedToken[];
  const found: Array<{term: string; position: Position}> = [];
  for (const token of tokens) {
    const position = token.metadata.position;
    if (found.length > 0 && position[0] > found[0].position[0] + found[0].position[1] + margin) break;
    const [term] = indexPipeline.run([token]).map(String);
    if (term !== undefined && matched.has(term)) found.push({term, position});
  }
  if (found.length === 0) return {text, positions: new Map()};
  const [firstStart, firstLength] = found[0].position;
  let start = 0;
  let end = text.length;
  for (const {metadata} of tokens) {
    const [tokenStart, tokenLength] = metadata.position;
    if (tokenStart <= firstStart - margin) start = tokenStart;
    if (tokenStart + tokenLength >= firstStart + firstLength + margin) {
      end = tokenStart + tokenLength;
      break;
    }
  }
  const positions = new Map<string, Position[]>();
  // Every match found ends by `end`: the search above stops at the first token starting past the margin.
  for (const {term, position} of found) {
    const shifted: Position = [position[0] - start, position[1]];
    const list = positions.get(term);
    if (list) list.push(shifted);
    else positions.set(term, [shifted]);
  }
  return {text: text.slice(start, end), positions};
}
