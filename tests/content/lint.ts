/**
 * `npm run lint:content`: one line per problem, `file:line: message`, then a
 * one-line summary. Exits 1 when there is a problem. PRISM_CONTENT_ROOT checks
 * a copy of the repository instead.
 */
import {checkRecord, formatProblem, loadRecord} from './check';
import {decisionRecordProblems} from './decisionRecords';

const started = Date.now();
const record = loadRecord();
const problems = [...checkRecord(record), ...decisionRecordProblems()];
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
