/**
 * Issue 44: dates stay inside the record's span. The Netflix notes have no date
 * of their own, so none of their sources may be dated after 2025-10-15.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument, readCorpus} from './coherence/corpus';
import {sourceDateProblems} from './span/sourceDates';

test('no Netflix note cites a source dated after the record', () => {
  assert.deepEqual(sourceDateProblems(readCorpus()), []);
});

test('a note citing sources after the record, or a month that may be, fails at each line; dates inside pass', () => {
  const file = path.join(__dirname, 'span', 'fixtures-netflix-late.md');
  const note = parseCorpusDocument('netflix/netflix-late.md', readFileSync(file, 'utf8'));
  assert.deepEqual(
    sourceDateProblems([note]).map((p) => p.replace(/ may fall after.*$/, '')),
    [
      'netflix/netflix-late.md:8: "October 2025"',
      'netflix/netflix-late.md:9: "November 2025"',
      'netflix/netflix-late.md:9: "18 Oct 2025"',
      'netflix/netflix-late.md:9: "2025-10-18"',
    ],
  );
});
