/**
 * Issue 14: the facts every document shares read the same everywhere, and a
 * cited article is linked, not its publication's home page. The values live in
 * ledger/facts.yaml; docs/reference.md states them for readers.
 * These tests run the checks on fixtures; `npm run lint:content` runs them on
 * the record (tests/content/checks/coherence.ts), and the build refuses a
 * contradicted fact too (src/remark/sharedFacts.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument} from './coherence/corpus';
import {factProblems, factStatements, homePageCitationProblems} from './coherence/checks';
import {FACTS_FILE, sharedFacts} from '../../src/authoring/sharedFacts';
import {facts} from './checks/coherence';
import {loadRecord} from './record';
import {writeFixtureRecord} from './fixtures/record';

const fixture = (name: string) =>
  parseCorpusDocument(`fixtures/${name}`, readFileSync(path.join(__dirname, 'coherence', 'fixtures', name), 'utf8'));

describe('shared facts (ledger/facts.yaml)', () => {
  test('a document with a wrong value for every fact fails on each of them', () => {
    const flagged = new Set(factProblems([fixture('facts-wrong.md')]).map((p) => /for ([a-z0-9-]+);/.exec(p)?.[1]));
    assert.deepEqual(
      sharedFacts()
        .map((f) => f.id)
        .filter((id) => !flagged.has(id)),
      [],
    );
  });

  test('the same statements with the right values, beside numbers that are not the facts, pass', () => {
    const right = fixture('facts-right.md');
    assert.deepEqual(factProblems([right]), []);
    assert.equal(new Set(factStatements([right]).map((s) => s.fact)).size, sharedFacts().length);
  });
});

describe('citations', () => {
  test('home pages standing for a cited work are caught; deep links and tool home pages pass', () => {
    const problems = homePageCitationProblems([fixture('citations.md')]);
    assert.deepEqual(
      problems.map((p) => p.replace(/^fixtures\/citations\.md:(\d+):.*home page (\S+)$/, '$1 $2')),
      ['8 https://netflixtechblog.com/', '9 https://netflixtechblog.medium.com/', '10 https://conference.example.org/'],
    );
  });
});

describe('the shared facts in the content check', () => {
  test('a contradicted fact is a problem on its line; a fact no document states is named in facts.yaml', async () => {
    const file = 'docs/load.md';
    const text =
      '---\ntitle: Load\n---\n\nThe soak test drove each proxy at 20,000 requests per second on 4 vCPUs.\n\nEach proxy serves 50,000 requests per second on 4 vCPUs.\n';
    const {root, remove} = writeFixtureRecord({[file]: text});
    try {
      const problems = await facts.problems(loadRecord(root));
      assert.deepEqual(
        problems.filter((p) => p.file === file).map((p) => `${p.line}: ${p.message.split(';')[0]}`),
        ['7: states 50000 for proxy-throughput'],
      );
      const unstated = problems.filter((p) => p.file === FACTS_FILE);
      assert.equal(unstated.length, sharedFacts().length - 1, 'every fact but the one stated');
      assert.ok(unstated.every((p) => p.line > 1 && p.message.startsWith('no document states ')));
    } finally {
      remove();
    }
  });
});
