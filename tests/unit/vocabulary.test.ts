import {test} from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import {Vocabulary, type TokenSetNode} from '../../src/plugins/search/vocabulary';

interface LunrTokenSet extends TokenSetNode {
  intersect(other: TokenSetNode): {toArray(): string[]};
}
const TokenSets = lunr.TokenSet as unknown as {
  fromArray(terms: string[]): LunrTokenSet;
  fromClause(clause: Partial<lunr.Query.Clause>): TokenSetNode;
};

/** Sorted and without repeats, as lunr keeps an index's vocabulary. */
const VOCABULARY = [
  ...new Set([
    'a',
    'ab',
    'abc',
    'abd',
    'b',
    'ba',
    'kafka',
    'kafkas',
    'kafk',
    'kaf',
    'karma',
    'kappa',
    'nats',
    'nat',
    'natss',
    'proxi',
    'proxy',
    'proxies',
    'prox',
    'redis',
    'rediss',
    'claim',
    'claims',
    'check',
    'chec',
    'cheque',
    'namespac',
    'namespace',
    'naïve',
    'résumé',
    'x*y',
    'xy',
    'xay',
    'zz',
    '',
    'étude',
  ]),
].sort();

const clauses: Array<Partial<lunr.Query.Clause>> = [
  {term: 'kafka'},
  {term: 'kaf*'},
  {term: '*ka'},
  {term: 'k*a'},
  {term: 'x*y'},
  {term: '*'},
  {term: 'nothing'},
  {term: 'kafka', editDistance: 1},
  {term: 'proxy', editDistance: 2},
  {term: 'chek', editDistance: 1},
  {term: 'ab', editDistance: 1},
  {term: 'naive', editDistance: 1},
  {term: 'clai*'},
  {term: 'resume', editDistance: 2},
];

test("a vocabulary reaches exactly the terms lunr's own token set reaches, for exact, wildcard and fuzzy clauses", () => {
  const lunrs = TokenSets.fromArray(VOCABULARY);
  const ours = new Vocabulary(VOCABULARY);
  for (const clause of clauses) {
    const expected = lunrs.intersect(TokenSets.fromClause(clause)).toArray().sort();
    const actual = ours.intersect(TokenSets.fromClause(clause)).toArray();
    assert.deepEqual(actual, expected, JSON.stringify(clause));
  }
});

test('the terms reached come in vocabulary order, each once', () => {
  const reached = new Vocabulary(VOCABULARY).intersect(TokenSets.fromClause({term: 'kaf*'})).toArray();
  assert.deepEqual(reached, ['kaf', 'kafk', 'kafka', 'kafkas']);
});

test('a term whose prefix the clause rejects is skipped, and the next one is walked afresh', () => {
  // "abc" and "abd" share "ab", which "b*" rejects at once; "b" and "ba" must still be found after them.
  const reached = new Vocabulary(['a', 'ab', 'abc', 'abd', 'b', 'ba', 'c']).intersect(TokenSets.fromClause({term: 'b*'})).toArray();
  assert.deepEqual(reached, ['b', 'ba']);
  // A term that only starts like an accepted one is not reached by an exact clause.
  assert.deepEqual(new Vocabulary(['redis', 'rediss']).intersect(TokenSets.fromClause({term: 'redis'})).toArray(), ['redis']);
  assert.deepEqual(new Vocabulary(['redi', 'redis']).intersect(TokenSets.fromClause({term: 'redis'})).toArray(), ['redis']);
});

test('a larger vocabulary: the same terms as lunr for prefixes and edit distances of every length', () => {
  // Deterministic pseudo-words over a small alphabet, so prefixes are shared and near-misses common.
  const words = new Set<string>();
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
  while (words.size < 2000) {
    const length = 1 + (next() % 7);
    words.add(Array.from({length}, () => 'abcde'[next() % 5]).join(''));
  }
  const vocabulary = [...words].sort();
  const lunrs = TokenSets.fromArray(vocabulary);
  const ours = new Vocabulary(vocabulary);
  for (const term of ['abc', 'ed', 'abcdea', 'e', 'dd']) {
    for (const clause of [{term}, {term: `${term}*`}, {term: `*${term}`}, {term, editDistance: 1}, {term, editDistance: 2}]) {
      const expected = lunrs.intersect(TokenSets.fromClause(clause)).toArray().sort();
      assert.deepEqual(ours.intersect(TokenSets.fromClause(clause)).toArray(), expected, JSON.stringify(clause));
    }
  }
});

/** A clause's automaton whose edge reads are counted: how much of it a walk of the vocabulary reads. */
function counted(clause: Partial<lunr.Query.Clause>): {automaton: TokenSetNode; reads: () => number} {
  let reads = 0;
  const seen = new Map<TokenSetNode, TokenSetNode>();
  const wrap = (node: TokenSetNode): TokenSetNode => {
    let wrapped = seen.get(node);
    if (!wrapped) {
      const edges = new Proxy(node.edges, {
        get: (target, char: string) => {
          reads += 1;
          return char in target ? wrap(target[char]) : undefined;
        },
      });
      wrapped = {final: node.final, edges};
      seen.set(node, wrapped);
    }
    return wrapped;
  };
  return {automaton: wrap(TokenSets.fromClause(clause)), reads: () => reads};
}

test('a term is walked on from the prefix it shares with the term before, not from its start', () => {
  // A wildcard inside the word: not a word or a prefix, so the vocabulary is walked.
  const {automaton, reads} = counted({term: 'abcd*h'});
  const reached = new Vocabulary(['abcdeh', 'abcdfh', 'abcdgh']).intersect(automaton).toArray();
  assert.deepEqual(reached, ['abcdeh', 'abcdfh', 'abcdgh']);
  // Six characters for the first term, then two each (from the shared "abcd"): at most two states, two edge reads each.
  assert.ok(reads() <= 2 * 2 * (6 + 2 + 2), `${reads()} edge reads`);
});

test('a prefix the clause rejects is read once, not once for every term that starts with it', () => {
  const {automaton, reads} = counted({term: 'a*z'});
  const vocabulary = [...'abcdefghij'].map((letter) => `x${letter}`);
  assert.deepEqual(new Vocabulary(vocabulary).intersect(automaton).toArray(), []);
  // One read to see that the automaton spells no word ("a", then two edges), then the exact and the wildcard edge for "x", once.
  assert.equal(reads(), 3);
});

test('a word or a prefix is looked up, not walked: its automaton is read once, whatever the size of the vocabulary', () => {
  const vocabulary = Array.from({length: 5000}, (_, n) => `w${n.toString(36).padStart(3, '0')}`).sort();
  for (const [clause, expected] of [
    [{term: 'w0zz'}, ['w0zz']],
    [{term: 'w0z*'}, Array.from({length: 36}, (_, n) => `w0z${n.toString(36)}`)],
    [{term: 'w9'}, []],
    [{term: 'w9*'}, []],
  ] as const) {
    const {automaton, reads} = counted(clause);
    assert.deepEqual(new Vocabulary(vocabulary).intersect(automaton).toArray(), expected, clause.term);
    assert.ok(reads() <= clause.term.length + 1, `${clause.term}: ${reads()} edge reads`);
  }
});
