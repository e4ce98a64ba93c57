/**
 * Issue 14: the facts every document shares read the same everywhere, and a
 * cited article is linked, not its publication's home page. The values live in
 * tests/content/coherence/facts.yaml; docs/reference.md states them for readers.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument, readCorpus} from './coherence/corpus';
import {FACTS, factProblems, factStatements, homePageCitationProblems} from './coherence/checks';

const corpus = readCorpus();
const fixture = (name: string) =>
  parseCorpusDocument(`fixtures/${name}`, readFileSync(path.join(__dirname, 'coherence', 'fixtures', name), 'utf8'));

describe('shared facts (tests/content/coherence/facts.yaml)', () => {
  test('no document states a different value for a shared fact', () => {
    assert.deepEqual(factProblems(corpus), []);
  });

  test('every fact is stated somewhere in the record, so its patterns are live', () => {
    const stated = new Set(factStatements(corpus).map((s) => s.fact));
    assert.deepEqual(
      FACTS.map((f) => f.id).filter((id) => !stated.has(id)),
      [],
    );
  });

  test('a document with a wrong value for every fact fails on each of them', () => {
    const flagged = new Set(factProblems([fixture('facts-wrong.md')]).map((p) => /for ([a-z0-9-]+);/.exec(p)?.[1]));
    assert.deepEqual(
      FACTS.map((f) => f.id).filter((id) => !flagged.has(id)),
      [],
    );
  });

  test('the same statements with the right values, beside numbers that are not the facts, pass', () => {
    const right = fixture('facts-right.md');
    assert.deepEqual(factProblems([right]), []);
    assert.equal(new Set(factStatements([right]).map((s) => s.fact)).size, FACTS.length);
  });
});

describe('citations', () => {
  test('no reference links a publication home page where it cites a work', () => {
    assert.deepEqual(homePageCitationProblems(corpus), []);
  });

  test('home pages standing for a cited work are caught; deep links and tool home pages pass', () => {
    const problems = homePageCitationProblems([fixture('citations.md')]);
    assert.deepEqual(
      problems.map((p) => p.replace(/^fixtures\/citations\.md:(\d+):.*home page (\S+)$/, '$1 $2')),
      ['8 https://netflixtechblog.com/', '9 https://netflixtechblog.medium.com/', '10 https://conference.example.org/'],
    );
  });
});
