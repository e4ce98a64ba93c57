import {existsSync} from 'node:fs';
import path from 'node:path';
import type {ContentCheck} from '../record';
import {DECISIONS_DIR, decisionRecordProblems} from '../decisionRecords';
import {checkLedger, LEDGER_FILE} from '../ledger/questionLedger';
import {citations, facts, formats} from './coherence';
import {diagrams} from './diagrams';
import {markdown} from './markdown';
import {tagVocabulary} from './vocabulary';
import {writingBar} from './writing';

/** The site's own decision records (decisions/): one per customisation, each with its sections. */
const decisionRecords: ContentCheck = {
  name: 'decision records',
  // A copy of the documents alone (a fixture, the new-document test's copy) has no records to check.
  problems: (record) => (existsSync(path.join(record.root, DECISIONS_DIR)) ? decisionRecordProblems(record.root) : []),
};

/** The question ledger (ledger/questions.yaml): each question's owner states its answer and every dependent links it. A copy of the record without a ledger has none to check. */
const questionLedger: ContentCheck = {
  name: 'question ledger',
  problems: (record) => (existsSync(path.join(record.root, LEDGER_FILE)) ? checkLedger(record.root) : []),
};

/** Every rule module of `npm run lint:content`, one line each: a new module is added here. */
export const CHECKS: readonly ContentCheck[] = [
  writingBar,
  markdown,
  diagrams,
  facts,
  formats,
  citations,
  tagVocabulary,
  decisionRecords,
  questionLedger,
];
