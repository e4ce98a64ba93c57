import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sourceOf} from '../../src/remark/sourceFile';

test('a document is located by its path: the path from its section folder and the site folder above it', () => {
  assert.deepEqual(sourceOf({path: '/site/adr/adr-012-x.md'}), {
    filePath: '/site/adr/adr-012-x.md',
    relative: 'adr/adr-012-x.md',
    siteDir: '/site/',
  });
  assert.deepEqual(sourceOf({path: '/home/me/prism/docs/guides/setup.mdx'}), {
    filePath: '/home/me/prism/docs/guides/setup.mdx',
    relative: 'docs/guides/setup.mdx',
    siteDir: '/home/me/prism/',
  });
});

test('without a path, the first path in the file history is used; the path wins when both are given', () => {
  assert.equal(sourceOf({history: ['/s/rfc/rfc-001-a.md', '/s/rfc/rfc-002-b.md']}).relative, 'rfc/rfc-001-a.md');
  assert.equal(sourceOf({path: '/s/memos/memo-001-a.md', history: ['/s/rfc/rfc-001-a.md']}).relative, 'memos/memo-001-a.md');
});

test('a file with neither path nor history is located nowhere rather than failing', () => {
  for (const file of [{}, {history: []}]) {
    assert.deepEqual(sourceOf(file), {filePath: '', relative: '', siteDir: ''});
  }
});

test('a file outside every section folder is reported by its whole path, with no site folder', () => {
  assert.deepEqual(sourceOf({path: '/tmp/notes/x.md'}), {filePath: '/tmp/notes/x.md', relative: '/tmp/notes/x.md', siteDir: ''});
});
