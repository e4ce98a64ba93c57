/**
 * Issue 44: one answer per question. The question ledger (ledger/questions.yaml)
 * names, for each cross-cutting design question, the document that owns the
 * answer and the documents that rely on it; the owner must state the answer and
 * every dependent must link the owner.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument, readCorpus} from './coherence/corpus';
import {ledgerProblems, readLedger} from './ledger/questionLedger';

const FIXTURES = path.join(__dirname, 'ledger', 'fixtures');
const corpus = readCorpus();
const ledger = readLedger();
const formatted = (problems: ReturnType<typeof ledgerProblems>) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('the question ledger of the record', () => {
  test('holds at least 60 questions, each with an owner and at least one dependent on average', () => {
    assert.ok(ledger.questions.length >= 60, `${ledger.questions.length} questions`);
    const dependents = ledger.questions.reduce((n, q) => n + q.dependents.length, 0);
    assert.ok(dependents >= ledger.questions.length, `${dependents} dependent links`);
  });

  test('every owner exists and states its answer, and every dependent links its owner', () => {
    assert.deepEqual(formatted(ledgerProblems(ledger, corpus)), []);
  });

  test('a dependent that drops its link to the owner fails the check', () => {
    const question = ledger.questions.find((q) => q.id === 'credential-granularity');
    assert.ok(question, 'the ledger asks who gets a backend user: per namespace or per session');
    const dependent = question.dependents.find((id) => id === 'rfc-019');
    assert.ok(dependent, 'RFC-019 depends on the answer');
    const link = new RegExp(`\\]\\(/[a-z]+/${question.owner}(#[^)]*)?\\)`, 'g');
    const withoutLink = corpus.map((doc) =>
      doc.file.startsWith('rfc/rfc-019-') ? parseCorpusDocument(doc.file, doc.lines.join('\n').replace(link, '')) : doc,
    );
    const problems = formatted(ledgerProblems(ledger, withoutLink));
    assert.ok(
      problems.some(
        (p) => p.includes('credential-granularity: dependent rfc/rfc-019-') && p.includes(`does not link the owner, ${question.owner}`),
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.every((p) => p.includes('rfc/rfc-019-')),
      'only the edited document is named',
    );
  });

  test('an owner that stops stating the answer fails the check', () => {
    const changed = corpus.map((doc) =>
      doc.file.startsWith('memos/memo-023-')
        ? parseCorpusDocument(doc.file, doc.lines.join('\n').replaceAll('one Vault dynamic\nuser', 'a Vault user'))
        : doc,
    );
    assert.deepEqual(
      formatted(ledgerProblems(ledger, changed)).map((p) => p.replace(/^[^:]+:\d+: /, '')),
      ['credential-granularity: owner memos/memo-023-multi-tenancy-models-isolation.md does not state "one Vault dynamic user"'],
    );
  });
});

describe('the ledger check on a fixture', () => {
  const fixtureCorpus = readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseCorpusDocument(`fixtures/${name}`, readFileSync(path.join(FIXTURES, name), 'utf8')));
  const fixtureLedger = readLedger(FIXTURES, 'questions.yaml');

  test('names each fault at the line to edit, and passes the healthy question', () => {
    assert.deepEqual(formatted(ledgerProblems(fixtureLedger, fixtureCorpus)), [
      'questions.yaml:18: unstated: owner fixtures/owner.md does not state "two hours"',
      'questions.yaml:24: no-owner: owner adr-999 is no document of the record',
      'questions.yaml:37: unlinked: dependent fixtures/silent.md does not link the owner, adr-900: link it where it relies on the answer',
      'questions.yaml:38: unlinked: dependent memo-999 is no document of the record',
      'questions.yaml:39: credentials: the id is used by an earlier question',
      'questions.yaml:39: credentials: "states" names no phrase of the answer',
    ]);
  });
});
