/**
 * A page's description (src/config/excerpt.ts): its first prose paragraph as
 * plain text, cut at a word boundary.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {EXCERPT_LENGTH, excerpt, plainText} from '../../src/config/excerpt';

test('excerpt: the first paragraph, hard-wrapped lines joined, not just its first line', () => {
  assert.equal(excerpt('The proxy routes\nevery request.\n\nA second paragraph.'), 'The proxy routes every request.');
  assert.equal(
    excerpt('\n\n  First.  \n \nSecond.'),
    'First.',
    'blank lines with spaces still separate paragraphs; the paragraph is trimmed',
  );
});

test('excerpt: imports, exports, headings, tables, admonitions, HTML, images, lists and code are not prose', () => {
  const skipped = [
    "import Tabs from '@theme/Tabs';",
    'export const x = 1;',
    '# Title',
    '## Context',
    '| a | b |',
    ':::note',
    '<details>',
    '![diagram](/img/x.png)',
    '- item',
    '* item',
    '+ item',
    '1. first',
    '12. twelfth',
  ];
  for (const block of skipped) {
    assert.equal(excerpt(`${block}\n\nThe prose.`), 'The prose.', block);
  }
  assert.equal(
    excerpt('```go\nfunc main() {}\n\nmore code\n```\n\nAfter the code.'),
    'After the code.',
    'a fenced block, blank lines and all',
  );
  assert.equal(excerpt('~~~\ncode\n\nstill code\n~~~\n\nAfter tildes.'), 'After tildes.');
  assert.equal(
    excerpt('```\nnot closed by tildes\n~~~\n\nstill inside\n```\n\nAfter.'),
    'After.',
    'a fence closes only with its own marker',
  );
  assert.equal(excerpt('Write ~~~ to fence.\n\n~~~\ncode\n~~~'), 'Write ~~~ to fence.', 'a fence opens only at the start of a line');
  assert.equal(excerpt('~~~\ncode ~~~\n\nstill code\n~~~\n\nAfter.'), 'After.', 'and closes only at the start of a line');
  assert.equal(excerpt('```\ncode\n```not a close\n\nmore code\n```\n\nAfter.'), 'After.', 'a closing fence is alone on its line');
  assert.equal(excerpt('```\ncode\n```  \n\nAfter.'), 'After.', 'trailing spaces after a closing fence');
  assert.equal(excerpt('```\nonly code\n```'), undefined, 'a closing fence that ends the body');
  assert.equal(excerpt('   # An indented heading\n\nProse.'), 'Prose.', 'a block is recognised after its indent');
});

test('excerpt: words that merely start like syntax are prose', () => {
  for (const text of [
    'A | pipe, a # hash, a < sign and import or export mid-sentence.',
    'Important things first.',
    'Exported data moves.',
    '-5 degrees outside.',
    '1.5 times faster.',
    '+1 to that.',
    '*emphasis* leads.',
  ]) {
    assert.equal(excerpt(text), plainText(text), text);
  }
});

test('excerpt: nothing when the body has no prose', () => {
  assert.equal(excerpt(''), undefined);
  assert.equal(excerpt('# Only a heading\n\n- and a list'), undefined);
});

test('plainText: links keep their text, images go, emphasis and code marks go, quotes lose their marker, spaces collapse', () => {
  assert.equal(plainText('See [ADR-012](/adr/adr-012) and ![a diagram](/x.png)here.'), 'See ADR-012 and here.');
  assert.equal(plainText('when a > b'), 'when a > b', 'only a quote marker at the start of a line goes');
  assert.equal(plainText('**bold**, __strong__, *em*, _em_ and `code`.'), 'bold, strong, em, em and code.');
  assert.equal(plainText('> quoted\n>also quoted'), 'quoted also quoted');
  assert.equal(plainText('  a \n\t b  '), 'a b');
  assert.equal(plainText('a ** b'), 'a ** b', 'an unpaired mark stays');
});

test('excerpt: a long paragraph is cut at the last word boundary within the limit, without trailing punctuation, with an ellipsis', () => {
  const words = 'alpha beta, gamma; delta: epsilon. zeta eta theta';
  assert.equal(excerpt(words, 30), 'alpha beta, gamma; delta…', 'cut before "epsilon." and its punctuation dropped');
  assert.equal(excerpt(words, 17), 'alpha beta…', 'the comma before the cut goes');
  assert.equal(excerpt('one two three', 13), 'one two three', 'exactly the limit is not cut');
  assert.equal(excerpt('one two three', 7), 'one two…', 'a word ending exactly at the limit is kept');
  assert.equal(excerpt('wait... and then more', 8), 'wait…', 'a run of punctuation goes whole');
  const long = Array.from({length: 100}, (_, i) => `word${i}`).join(' ');
  const cut = excerpt(long)!;
  assert.ok(cut.endsWith('…') && cut.length <= EXCERPT_LENGTH + 1, 'the default limit');
  assert.ok(long.startsWith(cut.slice(0, -1)) && long[cut.length - 1] === ' ', 'whole words only');
});
