/** No undocumented environment switches: every variable the code reads is in the README's tables. */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCES = ['src', 'scripts', 'bench', 'tests', 'docusaurus.config.ts', 'sidebars.ts', '.ci/run'];

/** Names read as `process.env.NAME`, `env.NAME` or `env['NAME']`, and `${NAME:-...}` in shell. */
function environmentReads(source: string): string[] {
  const names = [...source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g), ...source.matchAll(/\$\{([A-Z][A-Z0-9_]+):-/g)].map(
    (m) => m[1],
  );
  return [...new Set(names)];
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!readdirSync(path.dirname(full)).includes(path.basename(full))) return [];
  try {
    return (readdirSync(full, {recursive: true}) as string[])
      .filter((f) => /\.(ts|tsx|cjs|mjs)$/.test(f) && !f.includes('fixtures') && !f.endsWith('environment.test.ts'))
      .map((f) => path.join(full, f));
  } catch {
    return [full];
  }
}

test('environment: every variable the code reads is documented in the README', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const documented = new Set(
    [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)(?:=[^`]*)?`(?: \(or `([A-Z][A-Z0-9_]+)`\))? \|/gm)].flatMap((m) => [m[1], m[2]]),
  );
  const undocumented = SOURCES.flatMap(sourceFiles).flatMap((file) =>
    environmentReads(readFileSync(file, 'utf8'))
      .filter((name) => !documented.has(name))
      .map((name) => `${name} (${path.relative(ROOT, file)})`),
  );
  assert.deepEqual(undocumented, []);
});

test('environment: reads are found in TypeScript and shell', () => {
  assert.deepEqual(environmentReads("const a = process.env.PRISM_X ?? env['PRISM_Y']; run ${PRISM_Z:-/usr}"), [
    'PRISM_X',
    'PRISM_Y',
    'PRISM_Z',
  ]);
});
