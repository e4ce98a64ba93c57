/**
 * reportMistake: an authoring mistake is printed once on stderr as
 * `file:line: problem` and thrown; the same mistake again within half a minute
 * (Rspack compiles each Markdown file twice) is thrown but not printed again.
 */
import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {AuthoringMistake, reportMistake} from '../../src/authoring/mistakes';

function reported(file: string, line: number, problem: string): {printed: string[]; thrown: unknown} {
  const printed: string[] = [];
  const write = mock.method(process.stderr, 'write', (text: string) => {
    printed.push(text);
    return true;
  });
  try {
    reportMistake(file, line, problem);
    return {printed, thrown: undefined};
  } catch (error) {
    return {printed, thrown: error};
  } finally {
    write.mock.restore();
  }
}

test('reportMistake prints file:line: problem and throws an AuthoringMistake holding its parts', () => {
  const {printed, thrown} = reported('adr/adr-001.md', 7, 'a first problem');
  assert.deepEqual(printed, ['adr/adr-001.md:7: a first problem\n']);
  assert.ok(thrown instanceof AuthoringMistake);
  assert.equal(thrown.name, 'AuthoringMistake');
  assert.equal(thrown.message, 'adr/adr-001.md:7: a first problem');
  assert.deepEqual([thrown.file, thrown.line, thrown.problem], ['adr/adr-001.md', 7, 'a first problem']);
});

test('the same mistake is printed again only after 30 s; another one at once', () => {
  mock.timers.enable({apis: ['Date'], now: 1_000_000});
  try {
    assert.equal(reported('rfc/rfc-002.md', 3, 'repeated').printed.length, 1);
    mock.timers.tick(30_000);
    assert.equal(reported('rfc/rfc-002.md', 3, 'repeated').printed.length, 0, 'not again within 30 s');
    assert.equal(reported('rfc/rfc-002.md', 4, 'repeated').printed.length, 1, 'another line is another mistake');
    mock.timers.tick(30_001);
    assert.equal(reported('rfc/rfc-002.md', 3, 'repeated').printed.length, 1, 'printed again after 30 s of quiet');
    assert.ok(reported('rfc/rfc-002.md', 3, 'repeated').thrown instanceof AuthoringMistake, 'always thrown');
  } finally {
    mock.timers.reset();
  }
});
