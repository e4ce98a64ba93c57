/**
 * The worker sends a result's passage cut to the part around its first match
 * (src/plugins/search/positions: matchedExcerpt), with where the matched words
 * are in it, which the search box and the results page mark: checked on texts
 * whose matches sit at the start, the end, beside punctuation, hyphens and long
 * words, and on every long paragraph of a real document.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import lunr from 'lunr';
import {RESULT_EXCERPT_MARGIN} from '../../src/config/search';
import {matchedExcerpt} from '../../src/plugins/search/positions';
import {tokenize} from '../../src/plugins/search/queryWords';

/** The index's terms for the words of `query` (lunr's stems). */
const termsOf = (query: string) => new Set(tokenize(query).map((word) => lunr.stemmer(new lunr.Token(word, {})).toString()));
const stemOf = (word: string) => lunr.stemmer(new lunr.Token(word.toLowerCase().replace(/^\W+|\W+$/g, ''), {})).toString();

const filler = (words: number, seed: string) => Array.from({length: words}, (_, n) => `${seed}${n % 7 === 0 ? ',' : ''}`).join(' ');

const CASES: Array<{name: string; text: string; query: string}> = [
  {name: 'match at the start', text: `Kafka carries the events. ${filler(120, 'stream')}`, query: 'kafka'},
  {name: 'match at the end', text: `${filler(120, 'stream')} and then (Kafka).`, query: 'kafka'},
  {
    name: 'match in the middle',
    text: `${filler(90, 'alpha')} the proxy's back-pressure (Kafka, NATS) ${filler(90, 'beta')}`,
    query: 'kafka',
  },
  {name: 'several matches', text: `${filler(60, 'one')} kafka ${filler(20, 'two')} Kafka ${filler(80, 'three')} kafka.`, query: 'kafka'},
  {name: 'hyphens at the cut', text: `${filler(45, 'back-pressure')} claim check ${filler(45, 'read-through')}`, query: 'claim check'},
  {
    name: 'a long word beside the match',
    text: `${filler(30, 'x')} ${'https://example.org/' + 'a'.repeat(180)} kafka ${'b'.repeat(250)} ${filler(30, 'y')}`,
    query: 'kafka',
  },
  {name: 'stemmed words', text: `${filler(80, 'lorem')} running runs ran ${filler(80, 'ipsum')}`, query: 'running'},
  {name: 'a short text', text: 'Claim check for large payloads.', query: 'claim'},
];

/** Every marked slice of the excerpt is a word whose term was asked for, and the first match is marked. */
function assertMarksWords(text: string, query: string, margin: number): void {
  const terms = termsOf(query);
  const excerpt = matchedExcerpt(text, terms, margin);
  assert.ok(text.includes(excerpt.text), 'a piece of the text');
  const marks = [...excerpt.positions.values()].flat();
  assert.ok(marks.length > 0, `something marked for "${query}"`);
  for (const [start, length] of marks) {
    assert.ok(
      terms.has(stemOf(excerpt.text.slice(start, start + length))),
      `"${excerpt.text.slice(start, start + length)}" is a word of "${query}"`,
    );
  }
}

for (const {name, text, query} of CASES) {
  test(`search excerpts: ${name}: the marks are the query's words`, () => assertMarksWords(text, query, RESULT_EXCERPT_MARGIN));
}

test('search excerpts: a long text is cut to its margin on each side of the first match', () => {
  const {text, query} = CASES[2];
  const excerpt = matchedExcerpt(text, termsOf(query), RESULT_EXCERPT_MARGIN);
  const at = excerpt.text.indexOf('Kafka');
  assert.ok(text.length > 4 * RESULT_EXCERPT_MARGIN, 'the text is long');
  assert.ok(excerpt.text.length < 2 * RESULT_EXCERPT_MARGIN + 40, `cut to ${excerpt.text.length} characters`);
  assert.ok(at >= RESULT_EXCERPT_MARGIN && excerpt.text.length - at >= RESULT_EXCERPT_MARGIN, 'the margin on each side');
  // The check can fail: the whole text is longer than the excerpt.
  assert.ok(matchedExcerpt(text, termsOf(query), Infinity).text.length > excerpt.text.length);
});

test('search excerpts: a text without a matched term is kept whole', () => {
  const text = filler(200, 'word');
  assert.deepEqual(matchedExcerpt(text, new Set(['kafka']), RESULT_EXCERPT_MARGIN), {text, positions: new Map()});
});

test('search excerpts: every paragraph of a real document, for each of its words', () => {
  const source = readFileSync(path.join(__dirname, '..', '..', 'rfc', 'rfc-033-claim-check-pattern-large-payloads.md'), 'utf8');
  const paragraphs = source
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 2 * RESULT_EXCERPT_MARGIN);
  assert.ok(paragraphs.length >= 3, `long paragraphs (${paragraphs.length})`);
  let checked = 0;
  for (const text of paragraphs) {
    for (const word of [...new Set(tokenize(text).filter((w) => /^[a-z]{5,}$/.test(w)))].slice(0, 25)) {
      if (lunr.stopWordFilter(word as unknown as lunr.Token) === undefined) continue;
      assertMarksWords(text, word, RESULT_EXCERPT_MARGIN);
      checked += 1;
    }
  }
  assert.ok(checked > 40, `checked ${checked} words`);
});
