/**
 * What a reader's query asks for, before any index is consulted:
 *
 * - record numbers in any form ("adr 7", "ADR-40", "rfc006", "Memo 9"), which
 *   go straight to the document;
 * - the words a document must hold, each a group of ways to match it: the word
 *   as typed, and the words and phrases ./searchWords.json lists for it as
 *   synonyms or abbreviations ("k8s" also finds "kubernetes", "mutual tls"
 *   also finds "mtls"); a phrase of the file is matched before its words;
 * - without lunr's English stop words and the question words of
 *   ./searchWords.json ("why", "instead", "vs"), which say nothing about a
 *   document's subject (unless nothing else was typed).
 *
 * Words are split as the index splits text (white space, hyphens, slashes),
 * lower case, trimmed of leading and trailing non-word characters as lunr's
 * trimmer trims them, so `<kafka>` or `(kafka)*` is kafka and a word of
 * punctuation alone is no word. At most MAX_WORDS words are read.
 */
import lunr from 'lunr';
import {SECTIONS} from '../../config/sections';
import searchWords from './searchWords.json';
import {WORD_SEPARATOR} from './wordSeparator';

export interface WordGroup {
  /** Ways to match it, the typed words first: each a list of words a document must all hold. */
  alternatives: string[][];
  /** The query's last word, which the reader may still be typing: it also matches as a prefix. */
  maybeTyping: boolean;
}

export interface ParsedQuery {
  /** Record numbers named, as `ADR-7` (prefix and number without leading zeros). */
  records: string[];
  groups: WordGroup[];
  /** The words to mark on the page a result opens. */
  marks: string[];
}

export interface QueryWords {
  synonyms: Record<string, string[]>;
  ignoredWords: string[];
}

const MAX_WORDS = 12;
/** The longest phrase of the synonyms, in words. */
const MAX_PHRASE = 3;

const PREFIXES = SECTIONS.flatMap((section) => (section.numberPrefix ? [section.numberPrefix.toLowerCase()] : []));
const RECORD_IN_ONE_WORD = new RegExp(`^(${PREFIXES.join('|')})0*(\\d{1,4})$`);
const NUMBER = /^\d{1,4}$/;

/** Words as lunr splits indexed text, lower case, trimmed as its trimmer trims. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .map((word) => word.replace(/^\W+/, '').replace(/\W+$/, ''))
    .filter(Boolean);
}

/** `ADR-7` for the record of `prefix` and `number`, the key the index finds records by. */
export const recordKey = (prefix: string, number: string | number) => `${prefix.toUpperCase()}-${Number(number)}`;

const isStopWord = (word: string) => !lunr.stopWordFilter(word as unknown as lunr.Token);

export class QueryReader {
  private readonly synonyms = new Map<string, string[][]>();
  private readonly ignored: ReadonlySet<string>;

  constructor(words: QueryWords = searchWords) {
    for (const [phrase, targets] of Object.entries(words.synonyms)) {
      this.synonyms.set(
        tokenize(phrase).join(' '),
        targets.map((target) => this.meaningful(tokenize(target))),
      );
    }
    this.ignored = new Set(words.ignoredWords);
  }

  /** Words that can be in the index: not lunr's stop words. */
  private meaningful(words: string[]): string[] {
    return words.filter((word) => !isStopWord(word));
  }

  read(input: string): ParsedQuery {
    const words = tokenize(input).slice(0, MAX_WORDS);
    const records: string[] = [];
    const rest: string[] = [];
    for (let w = 0; w < words.length; w += 1) {
      const oneWord = RECORD_IN_ONE_WORD.exec(words[w]);
      if (oneWord) records.push(recordKey(oneWord[1], oneWord[2]));
      else if (PREFIXES.includes(words[w]) && NUMBER.test(words[w + 1] ?? '')) records.push(recordKey(words[w], words[(w += 1)]));
      else rest.push(words[w]);
    }
    const subject = rest.filter((word) => !isStopWord(word) && !this.ignored.has(word));
    const kept = subject.length > 0 ? subject : this.meaningful(rest);
    const groups: WordGroup[] = [];
    for (let w = 0; w < kept.length;) {
      const length = this.phraseAt(kept, w);
      const typed = kept.slice(w, w + length);
      const synonyms = this.synonyms.get(typed.join(' ')) ?? [];
      const alternatives = [typed, ...synonyms.filter((words) => words.length > 0 && words.join(' ') !== typed.join(' '))];
      groups.push({alternatives, maybeTyping: w + length === kept.length && rest.at(-1) === kept.at(-1)});
      w += length;
    }
    const marks = [...new Set(groups.flatMap((group) => group.alternatives.flat()))];
    return {records: [...new Set(records)], groups, marks};
  }

  /** How many words from `start` make the longest phrase with synonyms (1 if none does). */
  private phraseAt(words: readonly string[], start: number): number {
    for (let length = Math.min(MAX_PHRASE, words.length - start); length > 1; length -= 1) {
      if (this.synonyms.has(words.slice(start, start + length).join(' '))) return length;
    }
    return 1;
  }

  /** Every word the synonyms lead to. */
  targetWords(): string[] {
    return [...new Set([...this.synonyms.values()].flat(2))];
  }

  /** The words the synonyms lead to that are not terms of an index of `terms` (as lunr stems them): they would find nothing. */
  targetsMissingFrom(terms: ReadonlySet<string>): string[] {
    return this.targetWords().filter((word) => !terms.has(word) && !terms.has(lunr.stemmer(new lunr.Token(word, {})).toString()));
  }
}
