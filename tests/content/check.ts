/**
 * The content check: every rule that concerns a document, run over the record
 * (or a copy of it). Each problem is `file:line: message`, in the words the
 * build uses where the build finds it too (src/authoring/problems.ts).
 */
import {CHECKS} from './checks';
import {ROOT} from './documents';
import {formatProblem, loadRecord, type ContentCheck, type Corpus, type Problem} from './record';

export {formatProblem, loadRecord, type Corpus, type Problem};

/** Every problem the checks find, in file and line order; each one once. */
export async function checkRecord(record: Corpus, checks: readonly ContentCheck[] = CHECKS): Promise<Problem[]> {
  const found = (await Promise.all(checks.map((check) => check.problems(record)))).flat();
  const unique = new Map(found.map((p) => [formatProblem(p), p]));
  return [...unique.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The content check of a repository (or a copy of one). */
export function checkContent(root = ROOT): Promise<Problem[]> {
  return checkRecord(loadRecord(root));
}
