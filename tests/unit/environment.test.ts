/** No undocumented environment switches: every variable the code reads is listed in src/config/environment.ts. */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {ENVIRONMENT_VARIABLES} from '../../src/config/environment';

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

/** The variables `sources` read that the list does not describe, as `NAME (file)`. */
function undocumented(sources: Array<{file: string; text: string}>, documented: Readonly<Record<string, string>>): string[] {
  return sources.flatMap(({file, text}) =>
    environmentReads(text)
      .filter((name) => !Object.hasOwn(documented, name))
      .map((name) => `${name} (${file})`),
  );
}

test('environment: every variable the code reads is listed, with what it does', () => {
  const sources = SOURCES.flatMap(sourceFiles).map((file) => ({file: path.relative(ROOT, file), text: readFileSync(file, 'utf8')}));
  assert.deepEqual(undocumented(sources, ENVIRONMENT_VARIABLES), []);
  assert.deepEqual(
    Object.entries(ENVIRONMENT_VARIABLES).filter(([, what]) => what.trim().length < 10),
    [],
  );
});

test('environment: a variable missing from the list is reported with its file', () => {
  assert.deepEqual(undocumented([{file: 'x.ts', text: 'process.env.PRISM_NEW ?? process.env.TZ'}], {TZ: 'the time zone'}), [
    'PRISM_NEW (x.ts)',
  ]);
});

test('environment: reads are found in TypeScript and shell', () => {
  assert.deepEqual(environmentReads("const a = process.env.PRISM_X ?? env['PRISM_Y']; run ${PRISM_Z:-/usr}"), [
    'PRISM_X',
    'PRISM_Y',
    'PRISM_Z',
  ]);
});
