/**
 * readMarkdown and writeMarkdown: front matter as a YAML document that knows
 * each key's line, for `file:line` messages, and is written back as the author
 * left it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readMarkdown, writeMarkdown} from '../../src/authoring/markdownFile';

const SOURCE = [
  '---',
  'id: adr-054',
  "title: 'Use Topaz: policy decisions'",
  '# a comment the author keeps',
  'tags:',
  '  - security',
  '  - policy',
  'date: 2025-10-15',
  '---',
  '',
  '## Context',
  '',
  'Body text.',
].join('\n');

test('front matter: data, the line of each key and of each list item, the body and its first line', () => {
  const file = readMarkdown(SOURCE);
  assert.deepEqual(file.data, {id: 'adr-054', title: 'Use Topaz: policy decisions', tags: ['security', 'policy'], date: '2025-10-15'});
  assert.deepEqual(file.fieldLines, {id: 2, title: 3, tags: 5, date: 8});
  assert.deepEqual(file.listLines('tags'), [6, 7]);
  assert.deepEqual(file.listLines('id'), [], 'a field that is not a list has no item lines');
  assert.deepEqual(file.listLines('missing'), []);
  assert.equal(file.yamlError, undefined);
  assert.equal(file.body, '\n## Context\n\nBody text.');
  assert.equal(file.bodyLine, 10);
});

test('a file is written back unchanged, and a field set through the document appears', () => {
  const file = readMarkdown(SOURCE);
  assert.equal(writeMarkdown(file), `${SOURCE.slice(0, SOURCE.indexOf('---\n\n## Context'))}---\n\n## Context\n\nBody text.`);
  file.frontMatter.set('status', 'Proposed');
  assert.match(writeMarkdown(file), /^date: 2025-10-15\nstatus: Proposed\n---\n/m);
  assert.match(writeMarkdown(file), /# a comment the author keeps/);
});

test('Windows line ends and spaces after the closing --- still close the front matter', () => {
  const file = readMarkdown('---\r\nid: x\r\n---  \r\nBody\r\n');
  assert.deepEqual(file.data, {id: 'x'});
  assert.equal(file.body, 'Body\r\n');
  assert.equal(file.bodyLine, 4);
});

test('no front matter: a --- not on the first line, or never closed, leaves the whole file as body', () => {
  for (const source of ['Intro.\n---\nid: x\n---\nBody', '---\nid: x\nBody without a closing line', '--- id: x\n---\nBody']) {
    const file = readMarkdown(source);
    assert.deepEqual(file.data, {}, source);
    assert.deepEqual(file.fieldLines, {}, source);
    assert.equal(file.body, source);
    assert.equal(file.bodyLine, 1);
  }
});

test('front matter that is not a mapping gives no data; invalid YAML gives the first error and its line', () => {
  assert.deepEqual(readMarkdown('---\n- a\n- b\n---\nBody').data, {});
  assert.deepEqual(readMarkdown('---\njust text\n---\nBody').data, {});
  const broken = readMarkdown('---\nid: x\ntitle: Go: Binary\n---\nBody');
  assert.deepEqual(broken.data, {});
  assert.equal(broken.yamlError?.line, 3);
  assert.ok(broken.yamlError && !broken.yamlError.message.includes('\n') && broken.yamlError.message.length > 0);
  assert.equal(broken.fieldLines.id, 2);
});

test('the closing --- is a line of its own, may end the file, and may follow an empty front matter', () => {
  assert.deepEqual(readMarkdown('---\ntitle: x---\nid: y\n---\nBody').data, {title: 'x---', id: 'y'});
  const atEnd = readMarkdown('---\nid: x\n---');
  assert.deepEqual([atEnd.data, atEnd.body], [{id: 'x'}, '']);
  const empty = readMarkdown('---\n---\nBody');
  assert.deepEqual([empty.data, empty.body, empty.bodyLine], [{}, 'Body', 3]);
});

test('written back, flow lists keep their form and long values stay on one line', () => {
  const title = `title: ${'A long title that goes on '.repeat(5).trim()}`;
  const source = `---\n${title}\ntags: [security, policy]\n---\nBody`;
  assert.equal(writeMarkdown(readMarkdown(source)), source);
});

test('a YAML error names its problem in one line', () => {
  const message = readMarkdown('---\nid: x\ntitle: Go: Binary\n---\nBody').yamlError?.message ?? '';
  assert.match(message, /^Nested mappings are not allowed in compact mappings/);
  assert.doesNotMatch(message, /\n/);
});
