/**
 * `npm start`'s browser overlay shows a document mistake as its own
 * `file:line: message` (src/plugins/author-errors): Rspack's "Module build
 * failed" wrapper around it goes; every other error stays as Rspack wrote it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import authorErrorsPlugin, {mistakeLines, mistakesAlone} from '../../src/plugins/author-errors';

/** An error as Rspack 1.7 reports a loader's throw, with the module's name kept apart. */
const wrapped = (text: string) =>
  Object.assign(
    new Error(`  × Module build failed (from ./node_modules/@docusaurus/mdx-loader/lib/index.js):\n  ╰─▶   × ${text}\n      \n`),
    {
      moduleIdentifier: 'adr/adr-061-broken-link.md',
    },
  );

const LINE = 'adr/adr-061-broken-link.md:29: link to /adr/adr-999 leads nowhere: no page in adr/ has the id or slug "adr-999"';

test('author-errors: a document mistake in an Rspack error becomes its own lines, first, without the module wrapper', () => {
  const second = 'adr/adr-061-broken-link.md:40: another line of the same file';
  const compilation = {errors: [wrapped(`${LINE}\n  │ ${second}`)]};
  mistakesAlone(compilation);
  assert.equal(compilation.errors[0].message, `${LINE}\n${second}`);
  assert.equal(compilation.errors[0].stack, compilation.errors[0].message, 'no stack under it');
  assert.equal('moduleIdentifier' in compilation.errors[0], false, 'no module header above it');
});

test('author-errors: any other error, wrapped or not, stays as Rspack reported it', () => {
  const other = wrapped('Unexpected character `!` (U+0021) before name');
  const plain = new Error('adr/adr-061-broken-link.md:29: not from a loader');
  const compilation = {errors: [other, plain]};
  mistakesAlone(compilation);
  assert.deepEqual(compilation.errors, [other, plain]);
  assert.deepEqual(mistakeLines(plain.message), []);
});

test('author-errors: only the dev server gets the rewrite; the production build prints the lines itself', () => {
  const plugin = authorErrorsPlugin();
  const configure = (mode: string) => (plugin.configureWebpack as (config: object) => {plugins?: unknown[]})({mode});
  assert.equal(configure('development').plugins?.length, 1);
  assert.deepEqual(configure('production'), {});
});
