/**
 * `npm run lint:content`: every rule that concerns a document
 * (tests/content/checks/), one line per problem, `file:line: message`, then a
 * one-line summary. Exits 1 when there is a problem. PRISM_CONTENT_ROOT checks
 * a copy of the repository instead.
 */
import {checkRecord, formatProblem, loadRecord} from './check';

async function main(): Promise<void> {
  const started = Date.now();
  const record = loadRecord();
  const problems = await checkRecord(record);
  const documents = record.documents.length;
  const drafts = record.documents.filter((d) => d.frontMatter.draft === true).length;
  for (const problem of problems) console.log(formatProblem(problem));
  const files = new Set(problems.map((p) => p.file)).size;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const draftNote = drafts ? `, ${drafts} of them draft${drafts === 1 ? '' : 's'}` : '';
  console.log(
    problems.length === 0
      ? `content check: ${documents} documents${draftNote}, no problems (${seconds} s)`
      : `content check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}; ${documents} documents${draftNote} (${seconds} s)`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}

void main();
