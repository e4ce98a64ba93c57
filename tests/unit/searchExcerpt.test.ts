/**
 * The worker sends a result's text cut to the part around its first match
 * (src/plugins/search/positions: matchedExcerpt). The theme must show that
 * excerpt exactly as it would have shown the whole text: checked with the
 * theme's own highlightStemmed, at the context length of the dropdown and of
 * the results page, on texts whose matches sit at the start, the end, beside
 * punctuation, hyphens and long words, and on every long paragraph of a real
 * document.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {register} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {RESULT_EXCERPT_MARGIN, searchOptions} from '../../src/config/search';
import {matchedExcerpt, type Position} from '../../src/plugins/search/positions';
import {smartQueries, tokenize} from '../../src/plugins/search/queryTerms';
import {queryBuilder} from '../../src/plugins/search/shardedIndex';
import {buildPartIndex} from '../../src/plugins/search/searchDocuments';

/**
 * The theme's highlightStemmed, loaded as the bundle loads it. It imports the
 * theme's generated options, which only a build writes; the one it reads,
 * the context length, is passed to it explicitly here.
 */
let highlighter: ReturnType<typeof loadThemeHighlightStemmed> | undefined;
const themeHighlightStemmed = () => (highlighter ??= loadThemeHighlightStemmed());

async function loadThemeHighlightStemmed() {
  const generated = 'data:text/javascript,export const searchResultContextMaxLength = 0;';
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier.startsWith('@generated/@easyops-cn/docusaurus-search-local/')) return {url: ${JSON.stringify(generated)}, shortCircuit: true};
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  return (await import('@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed.js')).highlightStemmed;
}

/** Positions in the order the theme reads them (its getStemmedPositions). */
function inOrder(positions: Map<string, Position[]>): Position[] {
  return [...positions.values()].flat().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** The matched terms lunr reports for `query` in `text`, indexed as one entry. */
function matchedTerms(text: string, query: string): Set<string> {
  const [result] = buildPartIndex([{i: 1, t: text, u: '/'}]).query(queryBuilder(smartQueries(tokenize(query), 0)[0]));
  return new Set(result ? Object.keys(result.matchData.metadata) : []);
}

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

const CONTEXT_LENGTHS = [searchOptions.searchResultContextMaxLength, 100];

test('search excerpts: the theme shows each excerpt exactly as it shows the whole text (dropdown and results page)', async () => {
  const highlightStemmed = await themeHighlightStemmed();
  for (const {name, text, query} of CASES) {
    const matched = matchedTerms(text, query);
    assert.ok(matched.size > 0, `${name}: the query matches`);
    const whole = matchedExcerpt(text, matched, Infinity);
    const excerpt = matchedExcerpt(text, matched, RESULT_EXCERPT_MARGIN);
    const tokens = tokenize(query);
    for (const length of CONTEXT_LENGTHS) {
      assert.equal(
        highlightStemmed(excerpt.text, inOrder(excerpt.positions), tokens, length),
        highlightStemmed(text, inOrder(whole.positions), tokens, length),
        `${name}, context length ${length}`,
      );
    }
    for (const [term, positions] of excerpt.positions) {
      for (const [start, length] of positions) {
        const word = excerpt.text.slice(start, start + length);
        assert.deepEqual(
          matchedExcerpt(word, new Set([term]), Infinity).positions.get(term),
          [[0, length]],
          `${name}: ${term} at ${start}`,
        );
      }
    }
  }
});

test('search excerpts: a long text is cut to its margin on each side of the first match', () => {
  const {text, query} = CASES[2];
  const excerpt = matchedExcerpt(text, matchedTerms(text, query), RESULT_EXCERPT_MARGIN);
  const at = excerpt.text.indexOf('Kafka');
  assert.ok(text.length > 4 * RESULT_EXCERPT_MARGIN, 'the text is long');
  assert.ok(excerpt.text.length < 2 * RESULT_EXCERPT_MARGIN + 40, `cut to ${excerpt.text.length} characters`);
  assert.ok(at >= RESULT_EXCERPT_MARGIN && excerpt.text.length - at >= RESULT_EXCERPT_MARGIN, 'the margin on each side');
  assert.ok(text.includes(excerpt.text), 'a piece of the text');
});

test('search excerpts: a margin below the context length would change what the theme shows (the check can fail)', async () => {
  const highlightStemmed = await themeHighlightStemmed();
  const {text, query} = CASES[2];
  const matched = matchedTerms(text, query);
  const tooShort = matchedExcerpt(text, matched, 20);
  const whole = matchedExcerpt(text, matched, Infinity);
  assert.notEqual(
    highlightStemmed(tooShort.text, inOrder(tooShort.positions), tokenize(query), 100),
    highlightStemmed(text, inOrder(whole.positions), tokenize(query), 100),
  );
});

test('search excerpts: a text without a matched term is kept whole', () => {
  const text = filler(200, 'word');
  assert.deepEqual(matchedExcerpt(text, new Set(['kafka']), RESULT_EXCERPT_MARGIN), {text, positions: new Map()});
});

test('search excerpts: every paragraph of a real document, for each of its words', async () => {
  const highlightStemmed = await themeHighlightStemmed();
  const source = readFileSync(path.join(__dirname, '..', '..', 'rfc', 'rfc-033-claim-check-pattern-large-payloads.md'), 'utf8');
  const paragraphs = source
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 2 * RESULT_EXCERPT_MARGIN);
  assert.ok(paragraphs.length >= 3, `long paragraphs (${paragraphs.length})`);
  let checked = 0;
  for (const text of paragraphs) {
    const words = [...new Set(text.toLowerCase().match(/[a-z]{5,}/g) ?? [])].slice(0, 25);
    for (const word of words) {
      const matched = matchedTerms(text, word);
      if (matched.size === 0) continue;
      const excerpt = matchedExcerpt(text, matched, RESULT_EXCERPT_MARGIN);
      const whole = matchedExcerpt(text, matched, Infinity);
      assert.equal(
        highlightStemmed(excerpt.text, inOrder(excerpt.positions), [word], 100),
        highlightStemmed(text, inOrder(whole.positions), [word], 100),
        `"${word}" in "${text.slice(0, 60)}…"`,
      );
      checked += 1;
    }
  }
  assert.ok(checked > 40, `checked ${checked} words`);
});
