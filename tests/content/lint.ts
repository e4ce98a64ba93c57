/**
 * `npm run lint:content`: one line per problem, `file:line: message`, then a
 * one-line summary. Exits 1 when there is a problem. PRISM_CONTENT_ROOT checks
 * a copy of the repository instead.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {checkRecord, formatProblem, loadRecord} from './check';
import {ROOT} from './documents';
import {checkLedger, LEDGER_FILE} from './ledger/questionLedger';

const started = Date.now();
const record = loadRecord();
// The question ledger (issue 44) is checked beside the documents; a copy of the record without one has none to check.
const ledgerProblems = existsSync(path.join(ROOT, LEDGER_FILE)) ? checkLedger(ROOT) : [];
const problems = [...checkRecord(record), ...ledgerProblems];
const documents = record.documents.length;
for (const problem of problems) console.log(formatProblem(problem));
const files = new Set(problems.map((p) => p.file)).size;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  problems.length === 0
    ? `content check: ${documents} documents, no problems (${seconds} s)`
    : `content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} of ${documents} documents (${seconds} s)`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
