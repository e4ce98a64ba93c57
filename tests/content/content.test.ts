/**
 * The content check inside `npm test`: the repository's documents have no
 * problem (the same check as `npm run lint:content`, which prints them one a
 * line). The rules themselves are tested on small documents in check.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkContent, formatProblem} from './check';

test('content check: every document meets the rules (npm run lint:content lists any problem)', () => {
  const problems = checkContent().map(formatProblem);
  assert.ok(problems.length === 0, `${problems.length} problems:\n${problems.join('\n')}`);
});
