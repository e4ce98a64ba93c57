/**
 * `npm test`: every check the project has, in dependency order, ending with one
 * honest line "N passed, N failed".
 *
 *   1. type check                      (tsc)
 *   2. unit and content tests          (node:test, no build needed)
 *   3. production build                (docusaurus build; fails on broken links,
 *                                       and here also on any broken-anchor warning)
 *   4. built-site checks, negative build fixtures, browser tests (node:test)
 *
 * Set PRISM_SKIP_BUILD=1 to reuse an existing ./build, PRISM_TEST_ONLY=unit to
 * stop after step 2.
 */
import {spawn} from 'node:child_process';
import {mkdtemp, readFile, readdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = {passed: 0, failed: 0, skipped: 0};

function run(command: string, args: string[], options: {capture?: boolean; env?: NodeJS.ProcessEnv} = {}) {
  return new Promise<{code: number; output: string}>((resolve) => {
    const child = spawn(command, args, {env: {...process.env, ...options.env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const forward = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      output += chunk.toString();
      if (!options.capture) stream.write(chunk);
    };
    child.stdout.on('data', (c) => forward(c, process.stdout));
    child.stderr.on('data', (c) => forward(c, process.stderr));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

function step(name: string, ok: boolean, detail = ''): void {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  console.log(`${ok ? '✔' : '✖'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function testFiles(...dirs: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const dir of dirs) {
    const entries = await readdir(dir, {recursive: true}).catch(() => [] as string[]);
    files.push(...entries.filter((f) => f.endsWith('.test.ts')).map((f) => path.join(dir, f)));
  }
  return files.sort();
}

/** Runs node:test over files, printing the spec report and adding the TAP counts to the tally. */
async function nodeTests(label: string, files: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (files.length === 0) {
    step(label, false, 'no test files found');
    return;
  }
  console.log(`\n== ${label} (${files.length} files)`);
  const tap = path.join(await mkdtemp(path.join(tmpdir(), 'prism-tap-')), 'report.tap');
  const {code} = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    {env},
  );
  const report = await readFile(tap, 'utf8').catch(() => '');
  const count = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
  tally.passed += count('pass');
  tally.failed += count('fail') + count('cancelled');
  tally.skipped += count('skipped') + count('todo');
  if (code !== 0 && count('fail') + count('cancelled') === 0) {
    step(`${label} runner`, false, `exited with ${code}`);
  }
}

async function build(): Promise<boolean> {
  console.log('\n== production build');
  const started = Date.now();
  const {code, output} = await run('npx', ['docusaurus', 'build'], {capture: true});
  await writeFile('build.log', output);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.log(output.split('\n').slice(-60).join('\n'));
  }
  step('production build', code === 0, `exit ${code} in ${seconds} s (log: build.log)`);
  const anchors = output.split('\n').filter((line) => /broken anchor/i.test(line));
  step('build reports no broken anchors', anchors.length === 0, anchors.slice(0, 5).join(' | '));
  return code === 0;
}

async function main(): Promise<void> {
  const typecheck = await run('npx', ['tsc', '-p', '.']);
  step('type check', typecheck.code === 0);

  await nodeTests('unit and content tests', await testFiles('tests/unit', 'tests/content'));

  if (process.env.PRISM_TEST_ONLY !== 'unit') {
    const built = process.env.PRISM_SKIP_BUILD ? true : await build();
    if (built) {
      await nodeTests('built site, fixtures and browser tests', await testFiles('tests/site', 'tests/fixtures', 'tests/e2e'));
    } else {
      step('built site, fixtures and browser tests', false, 'not run: the build failed');
    }
  }

  console.log(`\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  console.log(`\n${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
