import lunr from 'lunr';

/** lunr's position metadata: `[start, length]` of each occurrence in the text. */
export type Position = [number, number];

/** The pipeline lunr's builder runs over indexed text, as `lunr()` sets it up for English. */
const indexPipeline = new lunr.Pipeline();
indexPipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);

/**
 * The positions lunr records for each term of a text when it indexes it with
 * `metadataWhitelist: ['position']`. The term index (./termIndex) leaves
 * positions out; the worker recomputes them for the entries it displays,
 * whose matched terms the theme marks by position. A unit test holds them equal
 * to those of an index built by lunr.
 */
export function termPositions(text: string): Map<string, Position[]> {
  const positions = new Map<string, Position[]>();
  for (const token of indexPipeline.run(lunr.tokenizer(text))) {
    const term = token.toString();
    const position = (token as unknown as {metadata: {position: Position}}).metadata.position;
    const list = positions.get(term);
    if (list) list.push(position);
    else positions.set(term, [position]);
  }
  return positions;
}
