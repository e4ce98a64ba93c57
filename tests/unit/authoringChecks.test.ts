/**
 * The remark plugins that stop the build (and `npm start`) at an authoring
 * mistake with `file:line`: each on Markdown parsed as Docusaurus parses a `.md`
 * file. The negative build fixtures (tests/fixtures/build-failures.test.ts)
 * prove the same through the real build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';
import closedHtml from '../../src/remark/closedHtml';
import documentLinks from '../../src/remark/documentLinks';

const ROOT = path.resolve(__dirname, '..', '..');
const FILE = path.join(ROOT, 'adr', 'adr-001-example.md');

function mistake(plugin: () => (tree: never, file: {path: string}) => void, markdown: string): string | undefined {
  try {
    plugin()(fromMarkdown(markdown) as never, {path: FILE});
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

test('closedHtml: an unclosed <div> is reported on the line it opens', () => {
  assert.equal(
    mistake(closedHtml, 'Intro.\n\n<div class="note">\n\nThe rest of the article.\n\n## Next\n'),
    'adr/adr-001-example.md:3: <div> is never closed; add </div> where it should end (an open tag swallows the rest of the page)',
  );
});

test('closedHtml: an inline tag closed out of order leaves the inner one open', () => {
  assert.match(mistake(closedHtml, 'Text <b><i>both</b> and on.\n') ?? '', /^adr\/adr-001-example\.md:1: <i> is never closed/);
});

test('closedHtml: closed blocks, void elements, self-closing tags and inline tags pass', () => {
  const fine =
    '<div class="note">\n\nInside.\n\n</div>\n\nA <kbd>Ctrl</kbd> key, a break<br> and <img src="x.png" alt="x"/>.\n\n<details><summary>More</summary>\n\nHidden.\n\n</details>\n';
  assert.equal(mistake(closedHtml, fine), undefined);
});

test('documentLinks: a link to a section page that no document has is reported on its line', () => {
  assert.equal(
    mistake(documentLinks, 'Intro.\n\nSee [the record](/adr/adr-999#context).\n'),
    'adr/adr-001-example.md:3: link to /adr/adr-999#context leads nowhere: no page in adr/ has the id or slug "adr-999"',
  );
  assert.match(mistake(documentLinks, '[intro](/docs/introduction)') ?? '', /no page in docs\/ has the id or slug "introduction"/);
});

test('documentLinks: pages by id (whatever the file name), tag pages, index pages and other links pass', () => {
  const fine =
    '[ADR-012](/adr/adr-012) [intro](/docs/intro/) [template](/adr/ADR-000-template) [tags](/adr/tags/proxy) [ADRs](/adr/) [search](/search) [site](https://example.com/adr/x)';
  assert.equal(mistake(documentLinks, fine), undefined);
});
