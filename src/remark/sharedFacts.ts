import {sourceOf, type MarkdownFile} from './sourceFile';
import {parseCorpusDocument} from '../authoring/documentProse';
import {reportMistakes} from '../authoring/mistakes';
import {factContradictions, type FactContradiction} from '../authoring/sharedFacts';

/**
 * Remark plugin: a document that states a shared fact (ledger/facts.yaml) with
 * another value than the record's fails the build (and `npm start`), one
 * `file:line: message` per statement, as the content check words it. It reads
 * the Markdown source the build is compiling, line by line, as the content
 * check reads the file. The build compiles each file twice (client and
 * server): the second compile of unchanged text reuses the first one's answer.
 */
const lastRead = new Map<string, {source: string; contradictions: FactContradiction[]}>();

export default function sharedFacts() {
  return (_tree: unknown, file: MarkdownFile & {value?: unknown}) => {
    const {relative} = sourceOf(file);
    const source = String(file.value ?? '');
    let read = lastRead.get(relative);
    if (read?.source !== source) {
      read = {source, contradictions: factContradictions([parseCorpusDocument(relative, source)])};
      lastRead.set(relative, read);
    }
    if (read.contradictions.length > 0) reportMistakes(relative, read.contradictions);
  };
}
