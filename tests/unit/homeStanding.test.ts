/** The home page's "where the record stands" and evaluator questions: built from front matter and the question ledger. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {sectionById} from '../../src/config/sections';
import {buildDesignRecord} from '../../src/plugins/design-record/model';
import {answeredQuestions, homeData, sectionStanding, type LedgerEntry} from '../../src/plugins/design-record/pageData';
import {openLinks, settledLinks} from '../../src/components/RecordStanding/standing';

const doc = (id: string, status: string | undefined): DocMetadata =>
  ({
    id,
    title: `Title of ${id}`,
    description: '',
    permalink: `/base/${id.split('-')[0]}/${id}`,
    frontMatter: {title: `Title of ${id}`, reference: id.toUpperCase(), short_title: `Short ${id}`, status, date: '2025-10-05'},
    tags: [],
    draft: false,
    unlisted: false,
  }) as unknown as DocMetadata;

const loaded = (id: 'adr' | 'rfc' | 'memos', docs: DocMetadata[]) => ({
  section: sectionById(id),
  docs,
  landingPermalink: `/base/${id}/`,
  tagLabels: {},
  tagsPermalink: `/base/${id}/tags`,
});

const record = buildDesignRecord([
  loaded('adr', [doc('adr-001', 'Accepted'), doc('adr-002', 'Proposed'), doc('adr-003', 'Accepted'), doc('adr-004', 'Superseded')]),
  loaded('rfc', [doc('rfc-001', 'Draft'), doc('rfc-002', 'Implemented')]),
  loaded('memos', [doc('memo-001', 'Active'), doc('memo-002', undefined)]),
]);

const ledger: LedgerEntry[] = [
  {id: 'service-identity', question: 'How does a service prove who it is?', answer: 'mTLS.', owner: 'rfc-001'},
  {id: 'person-identity', question: 'How do people authenticate?', answer: 'OIDC.', owner: 'adr-001'},
];

test('home standing: counts by status per section, in the order the section lists its statuses; not memos, where a status is optional', () => {
  assert.deepEqual(
    sectionStanding(record).map((s) => [s.id, s.statuses.map(({status, count}) => `${count} ${status}`)]),
    [
      ['adr', ['1 Proposed', '2 Accepted', '1 Superseded']],
      ['rfc', ['1 Draft', '1 Implemented']],
    ],
  );
});

test('home standing: settled and open link to the section index filtered to each status', () => {
  const standing = sectionStanding(record);
  assert.deepEqual(
    settledLinks(standing).map((l) => [l.text, l.href]),
    [
      ['ADRs: 2 accepted', '/base/adr/?status=Accepted'],
      ['RFCs: 1 implemented', '/base/rfc/?status=Implemented'],
    ],
  );
  assert.deepEqual(
    openLinks(standing).map((l) => l.text),
    ['ADRs: 1 proposed', 'RFCs: 1 draft'],
  );
});

test('home questions: each answer is the ledger’s, linked to the document that owns it', () => {
  const [question] = answeredQuestions(record, ledger, [
    {id: 'authentication', question: 'How are requests authenticated?', ledger: ['person-identity', 'service-identity']},
  ]);
  assert.deepEqual(question.answers, [
    {question: 'How do people authenticate?', answer: 'OIDC.', owner: {title: 'ADR-001: Short adr-001', permalink: '/base/adr/adr-001/'}},
    {
      question: 'How does a service prove who it is?',
      answer: 'mTLS.',
      owner: {title: 'RFC-001: Short rfc-001', permalink: '/base/rfc/rfc-001/'},
    },
  ]);
});

test('home questions: a ledger id or an owner the record lacks stops the build; no ledger, no questions', () => {
  assert.throws(
    () => answeredQuestions(record, ledger, [{id: 'x', question: 'X?', ledger: ['no-such-entry']}]),
    /no entry "no-such-entry"/,
  );
  const orphan: LedgerEntry[] = [{id: 'gone', question: 'Q?', answer: 'A.', owner: 'adr-999'}];
  assert.throws(() => answeredQuestions(record, orphan, [{id: 'x', question: 'X?', ledger: ['gone']}]), /owner "adr-999"/);
  assert.deepEqual(homeData(record).questions, []);
});
