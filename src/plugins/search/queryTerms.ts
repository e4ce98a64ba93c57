/**
 * How the search theme turns typed text into lunr queries, for English: its
 * `tokenize` and `smartQueries` (client/utils of @easyops-cn/docusaurus-search-local
 * 0.52.1, MIT, by EasyOps), owned here because the worker needs them and the
 * theme does not export them. The Chinese word splitting is left out (the site
 * is English only), and one addition: each typed word is trimmed of leading
 * and trailing non-word characters as lunr trims every indexed word, so
 * `<kafka>` or `(kafka)*` finds Kafka, and a word of punctuation alone (or of a
 * script the index has no words of) is left out instead of matching nothing.
 * tests/unit/search.test.ts pins the queries.
 *
 * In order, the queries a search tries: all words exactly; the last word also
 * as a prefix (the reader may still be typing it); then the same within
 * `fuzzyDistance` edits; then without stop words; then, for three words or
 * more, each with one word left out.
 */
import lunr from 'lunr';

export interface QueryTerm {
  value: string;
  presence: lunr.Query.presence;
  wildcard: lunr.Query.wildcard;
  editDistance?: number;
}

export interface SmartQuery {
  /** The words to mark in the results. */
  tokens: string[];
  term: QueryTerm[];
}

interface Word {
  value: string;
  maybeTyping?: boolean;
}

/** The theme caps a query at twelve words. */
const MAX_WORDS = 12;

/** Words as the theme splits them (runs of anything but white space and hyphens, lower case), trimmed as lunr's trimmer trims. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[^-\s]+/g) ?? []).map((word) => word.replace(/^\W+/, '').replace(/\W+$/, '')).filter(Boolean);
}

export function smartQueries(tokens: readonly string[], fuzzyDistance: number): SmartQuery[] {
  if (tokens.length === 0) return [];
  const words: Word[] = tokens.slice(0, MAX_WORDS).map((value) => ({value}));
  words[words.length - 1].maybeTyping = true;
  const terms: Word[][] = [words];

  const withoutStopWords = words.filter((word) => lunr.stopWordFilter(word.value as unknown as lunr.Token));
  if (withoutStopWords.length < words.length && withoutStopWords.length > 0) terms.push(withoutStopWords);

  const leavingOneOut: Word[][] = [];
  if (withoutStopWords.length > 2) {
    for (let i = withoutStopWords.length - 1; i >= 0; i -= 1)
      leavingOneOut.push([...withoutStopWords.slice(0, i), ...withoutStopWords.slice(i + 1)]);
  }
  const distance = Math.max(0, fuzzyDistance);
  return [...byDistance(terms, distance), ...byDistance(leavingOneOut, distance)];
}

function byDistance(terms: Word[][], distance: number): SmartQuery[] {
  return Array.from({length: distance + 1}, (_, editDistance) => [
    ...toQueries(terms, editDistance, false),
    ...toQueries(
      terms.filter((term) => term[term.length - 1].maybeTyping),
      editDistance,
      true,
    ),
  ]).flat();
}

function toQueries(terms: Word[][], editDistance: number, maybeTyping: boolean): SmartQuery[] {
  return terms.flatMap((term) => {
    const query: SmartQuery = {
      tokens: term.map((word) => word.value),
      term: term.map((word) => ({
        value: word.value,
        presence: lunr.Query.presence.REQUIRED,
        wildcard: maybeTyping && word.maybeTyping ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        editDistance: editDistance > 0 && word.value.length > editDistance ? editDistance : undefined,
      })),
    };
    // A fuzzy query none of whose words is long enough to be fuzzy is the exact one again.
    if (editDistance && query.term.every((item) => !item.editDistance)) return [];
    return [query];
  });
}
