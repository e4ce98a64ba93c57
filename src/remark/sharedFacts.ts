import {sourceOf, type MarkdownFile} from './sourceFile';
import {parseCorpusDocument} from '../authoring/documentProse';
import {reportMistakes} from '../authoring/mistakes';
import {factContradictions} from '../authoring/sharedFacts';

/**
 * Remark plugin: a document that states a shared fact (ledger/facts.yaml) with
 * another value than the record's fails the build (and `npm start`), one
 * `file:line: message` per statement, as the content check words it. It reads
 * the Markdown source the build is compiling, line by line, as the content
 * check reads the file.
 */
export default function sharedFacts() {
  return (_tree: unknown, file: MarkdownFile & {value?: unknown}) => {
    const {relative} = sourceOf(file);
    const contradictions = factContradictions([parseCorpusDocument(relative, String(file.value ?? ''))]);
    if (contradictions.length > 0) reportMistakes(relative, contradictions);
  };
}
