/**
 * `npm run clear` (scripts/clear.ts) removes what `docusaurus clear` does and
 * keeps the type check's, ESLint's and Prettier's caches.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {clear, KEPT_CACHES} from '../../scripts/clear';

test('clear removes the generated folder, the build and the bundler cache, and keeps the check caches', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'prism-clear-'));
  t.after(() => rmSync(root, {recursive: true, force: true}));
  const cache = path.join('node_modules', '.cache');
  const entries = [
    '.docusaurus',
    'build',
    path.join(cache, 'rspack'),
    path.join(cache, 'webpack'),
    ...KEPT_CACHES.map((c) => path.join(cache, c)),
  ];
  for (const entry of entries) {
    mkdirSync(path.join(root, entry), {recursive: true});
    writeFileSync(path.join(root, entry, 'file'), 'x');
  }
  assert.deepEqual(clear(root).sort(), ['.docusaurus', 'build', path.join(cache, 'rspack'), path.join(cache, 'webpack')].sort());
  assert.deepEqual(
    entries.filter((entry) => existsSync(path.join(root, entry))),
    KEPT_CACHES.map((c) => path.join(cache, c)),
  );
  assert.deepEqual(clear(root), [], 'a second run has nothing to remove');
});

test('the kept caches are where the checks write them', () => {
  const root = path.resolve(__dirname, '..', '..');
  const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts;
  assert.match(tsconfig, /"tsBuildInfoFile": "node_modules\/\.cache\/prism-typecheck\//);
  assert.match(scripts.lint, /--cache-location node_modules\/\.cache\/eslint\//);
  assert.match(scripts['format:check'], /--cache\b/, "Prettier's cache is node_modules/.cache/prettier by default");
  assert.equal(scripts.clear, 'tsx scripts/clear.ts');
});
