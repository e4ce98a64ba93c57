/**
 * The words a reader may be typing: the query's last word completed through
 * the English endings lunr's stemmer takes off.
 *
 * The index holds stems ("handl" for handling and handler). While the last
 * word is typed it is matched as a prefix of them, which holds until the
 * typing passes the stem's end: "handl" and "handli" find "handl", but
 * "handlin", on its way to "handling", is a prefix of no stem, and a query
 * like "error handlin" found nothing one key before "error handling" found
 * its documents. So a word that ends part-way into one of these endings is
 * also read as that ending completed ("handlin" as "handling",
 * "documentatio" as "documentation"), whose stem the index may hold.
 */

/** Endings the Porter stemmer removes or shortens, longest forms included (a shorter one is a prefix of them). */
const ENDINGS = [
  'ing',
  'ings',
  'ingly',
  'ation',
  'ations',
  'ational',
  'ization',
  'isation',
  'ion',
  'ions',
  'ional',
  'ment',
  'ments',
  'ness',
  'ity',
  'ities',
  'ency',
  'ence',
  'ance',
  'ies',
  'ied',
  'able',
  'ability',
  'ible',
  'ibility',
  'ive',
  'iveness',
  'ful',
  'fulness',
  'ous',
  'ousness',
  'ously',
  'ally',
  'izer',
  'iser',
  'izing',
  'ising',
  'ism',
];

/** Typed words shorter than this are not completed: too many words start with them. */
const MIN_LETTERS = 4;
const LETTERS = /^[a-z]+$/;

/** `typed` completed through every ending it stops part-way into (at least one letter in, not the whole ending). */
export function completions(typed: string): string[] {
  if (typed.length < MIN_LETTERS || !LETTERS.test(typed)) return [];
  const words = new Set<string>();
  for (const ending of ENDINGS) {
    for (let letters = 1; letters < ending.length; letters += 1) {
      if (typed.endsWith(ending.slice(0, letters))) words.add(typed + ending.slice(letters));
    }
  }
  return [...words];
}
