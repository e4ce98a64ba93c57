/**
 * markdown.hooks (src/config/markdownHooks.ts): a link or image to a missing
 * file stops the build as an authoring mistake at the file and line of the link.
 */
import assert from 'node:assert/strict';
import {mock, test} from 'node:test';
import {AuthoringMistake} from '../../src/authoring/mistakes';
import {markdownHooks} from '../../src/config/markdownHooks';

type Hook = (params: {sourceFilePath: string; url: string; node: {position?: {start: {line: number}}}}) => void;

/** The mistake a hook throws (stderr silenced). */
function mistakeOf(hook: unknown, params: Parameters<Hook>[0]): AuthoringMistake {
  const write = mock.method(process.stderr, 'write', () => true);
  try {
    (hook as Hook)(params);
  } catch (error) {
    assert.ok(error instanceof AuthoringMistake);
    return error;
  } finally {
    write.mock.restore();
  }
  assert.fail('the hook did not throw');
}

test('markdown hooks: a link to a missing file is a mistake at the line of the link, naming the link and how to link a document', () => {
  const mistake = mistakeOf(markdownHooks.onBrokenMarkdownLinks, {
    sourceFilePath: 'adr/adr-001-x.md',
    url: './adr-999.md',
    node: {position: {start: {line: 42}}},
  });
  assert.deepEqual([mistake.file, mistake.line], ['adr/adr-001-x.md', 42]);
  assert.match(mistake.problem, /^link to \.\/adr-999\.md: no such file; /);
  assert.match(mistake.problem, /\[ADR-012\]\(\/adr\/adr-012\)/, 'shows a link by path');
});

test('markdown hooks: a missing image is a mistake at its line, pointing to static/', () => {
  const mistake = mistakeOf(markdownHooks.onBrokenMarkdownImages, {
    sourceFilePath: 'rfc/rfc-002-y.md',
    url: '/img/none.png',
    node: {position: {start: {line: 7}}},
  });
  assert.deepEqual([mistake.file, mistake.line], ['rfc/rfc-002-y.md', 7]);
  assert.match(mistake.problem, /^image \/img\/none\.png: no such file; /);
  assert.match(mistake.problem, /static\//);
});

test('markdown hooks: a node without a position is reported at line 1', () => {
  for (const hook of [markdownHooks.onBrokenMarkdownLinks, markdownHooks.onBrokenMarkdownImages]) {
    assert.equal(mistakeOf(hook, {sourceFilePath: 'memos/memo-001.md', url: 'x', node: {}}).line, 1);
  }
});
