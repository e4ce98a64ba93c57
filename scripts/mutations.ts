/**
 * `npm run mutations [-- name ...]`: the site-level mutations of
 * tests/mutations.yaml, one at a time, each in a temporary copy of the
 * repository (node_modules symlinked, nothing else shared): apply the one-line
 * change, build (unless the entry says `build: false`), run the named test
 * files, and report the mutation caught when they fail, missed when they pass.
 * Ends with "N caught, N missed" and exits non-zero if any was missed or stale.
 */
import {spawn} from 'node:child_process';
import {cp, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

export interface SiteMutation {
  name: string;
  why: string;
  file: string;
  find: string;
  replace: string;
  tests: string[];
  /** Run the production build before the tests (default true). */
  build?: boolean;
}

export type Outcome = 'caught' | 'missed' | 'stale' | 'build failed' | 'error';

const ROOT = path.resolve(__dirname, '..');
/** Not copied: installed packages (symlinked instead), outputs, caches and history. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'reports',
  '.stryker-tmp',
  'test-results',
  '.cache-loader',
  'bench/.tmp',
]);
const copied = (source: string) => {
  const relative = path.relative(ROOT, source).split(path.sep);
  return !NOT_COPIED.has(relative[0]) && !NOT_COPIED.has(relative.slice(0, 2).join('/'));
};

export function loadMutations(file = path.join(ROOT, 'tests', 'mutations.yaml')): Promise<SiteMutation[]> {
  return readFile(file, 'utf8').then((text) => yaml.load(text) as SiteMutation[]);
}

/** The source with the mutation applied, or undefined when `find` does not occur exactly once. */
export function applyMutation(source: string, {find, replace}: Pick<SiteMutation, 'find' | 'replace'>): string | undefined {
  const at = source.indexOf(find);
  if (at === -1 || source.indexOf(find, at + 1) !== -1) return undefined;
  return source.slice(0, at) + replace + source.slice(at + find.length);
}

function run(command: string, args: string[], cwd: string): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      // The copy builds cold and keeps out of the shared persistent build cache in node_modules.
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', PRISM_BUILD_DIR: path.join(cwd, 'build')},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

async function copyOfRepository(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prism-mutation-'));
  await cp(ROOT, dir, {recursive: true, filter: copied});
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

async function tryMutation(mutation: SiteMutation): Promise<{outcome: Outcome; detail: string}> {
  const dir = await copyOfRepository();
  try {
    const target = path.join(dir, mutation.file);
    const mutated = applyMutation(await readFile(target, 'utf8'), mutation);
    if (mutated === undefined) return {outcome: 'stale', detail: `"${mutation.find}" does not occur exactly once in ${mutation.file}`};
    await writeFile(target, mutated);
    if (mutation.build !== false) {
      const build = await run(
        process.execPath,
        [path.join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'],
        dir,
      );
      if (build.code !== 0) return {outcome: 'build failed', detail: build.output.split('\n').slice(-15).join('\n')};
    }
    const tests = await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...mutation.tests], dir);
    // Caught only when a named test ran and failed: a file that could not load is an error, not a catch.
    const failed = [...tests.output.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]).filter((name) => !/\.test\.ts$/.test(name));
    if (tests.code === 0) return {outcome: 'missed', detail: 'every named test passed'};
    if (failed.length === 0) return {outcome: 'error', detail: tests.output.split('\n').slice(-20).join('\n')};
    return {outcome: 'caught', detail: `failed: ${failed.slice(0, 3).join('; ')}`};
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const mutations = (await loadMutations()).filter((m) => only.length === 0 || only.includes(m.name));
  if (mutations.length === 0) throw new Error(`no mutation named ${only.join(', ')}`);
  const results: Array<{mutation: SiteMutation; outcome: Outcome; seconds: number}> = [];
  for (const mutation of mutations) {
    const started = Date.now();
    console.log(`\n== ${mutation.name}: ${mutation.why}\n   ${mutation.file}: ${mutation.find}  ->  ${mutation.replace}`);
    const {outcome, detail} = await tryMutation(mutation);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`   ${outcome.toUpperCase()} in ${seconds} s by ${mutation.tests.join(', ')}\n   ${detail.replace(/\n/g, '\n   ')}`);
    results.push({mutation, outcome, seconds});
  }
  console.log('\n| Mutation | Test files | Result |\n|---|---|---|');
  for (const {mutation, outcome} of results) console.log(`| ${mutation.name} | ${mutation.tests.join(', ')} | ${outcome} |`);
  const caught = results.filter((r) => r.outcome === 'caught').length;
  console.log(`\n${caught} caught, ${results.length - caught} missed`);
  process.exit(caught === results.length ? 0 : 1);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
