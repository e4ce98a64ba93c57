/**
 * `npm test` runs every check, `npm run check` the author's quick loop.
 *
 *   npm run check               content check, unit tests and type check, side by side (seconds)
 *   npm run check -- --build    the same, then one production build
 *   npm test                    all of it: the checks; the production build beside the
 *                               negative build fixtures, the crash fixture site, ESLint
 *                               and Prettier; then the
 *                               built-site and browser tests, two files at a time,
 *                               sharing one Chromium
 *   npm run test:sweep          the production build, then the browser files that check
 *                               representative pages (tests/e2e/representatives.ts) on
 *                               every built page instead (PRISM_SWEEP=1): for the deploy
 *                               workflow, on a runner with more cores
 *
 * In the quick loop the unit test files share one process where Node.js can
 * (22.8 and later): starting a process per file cost about 0.7 s of CPU each,
 * three times what the tests themselves take. `npm test` keeps a process per
 * file, so a test that passes only beside another file's globals still fails there.
 *
 * Each stage prints one summary line, and a failure in full; the run ends with
 * "N passed, N failed", its time and how busy the machine was
 * (scripts/machineLoad.ts: near 100%, the run is bound by the CPU, and more
 * files at once cannot shorten it). PRISM_SKIP_BUILD=1 reuses ./build when it is
 * newer than every source (else it builds again, and says why);
 * PRISM_TEST_CONCURRENCY sets how many browser test files run at once (default 2).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CRASH_SITE_ENV, buildCrashSite} from '../tests/fixtures/crashSite';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../tests/support/browser';
import {cpuTimes, describeLoad, type CpuTimes} from './machineLoad';

const ROOT = path.resolve(__dirname, '..');
/** PRISM_TEST_ONLY=content: only the checks that read the documents, for a change to Markdown alone (the type check and tests/unit read none). */
const CONTENT_ONLY = process.env.PRISM_TEST_ONLY === 'content';
const QUICK = process.argv.includes('--quick') || process.env.PRISM_TEST_ONLY === 'unit' || CONTENT_ONLY;
const BUILD_WHEN_QUICK = process.argv.includes('--build');
const SWEEP = process.argv.includes('--sweep');
/** The browser files whose representative pages are every built page under PRISM_SWEEP=1. */
const SWEEP_FILES = ['tests/e2e/accessibility.test.ts', 'tests/e2e/diagrams.test.ts', 'tests/e2e/page-width.test.ts'];
const CONCURRENCY = Number(process.env.PRISM_TEST_CONCURRENCY) || 2;
/** Node's flag for running test files in the test runner's own process (22.8 and later). */
const SHARED_PROCESS_FLAG = '--experimental-test-isolation';
const UNIT_FILES_SHARE_A_PROCESS = QUICK && spawnSync(process.execPath, [`${SHARED_PROCESS_FLAG}=none`, '-e', '']).status === 0;
/** Children never show Docusaurus's "Update available" box, whatever the machine. */
const QUIET_ENV = {NO_UPDATE_NOTIFIER: '1'};

const tally = {passed: 0, failed: 0, skipped: 0};

/**
 * The environment of a stage. A `node --test` started from inside another one's
 * test (the author-loop fixture runs `npm run check`) inherits NODE_TEST_CONTEXT
 * and reports to that runner instead of its own reporters, counting nothing.
 */
function stageEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const {NODE_TEST_CONTEXT: _ownedByTheOuterRunner, ...inherited} = process.env;
  return {...inherited, ...QUIET_ENV, ...env};
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{code: number; output: string}>((resolve) => {
    const child = spawn(command, args, {cwd: ROOT, env: stageEnv(env), stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function report(name: string, ok: boolean, detail: string, failure = ''): void {
  console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);
  if (!ok && failure.trim()) console.log(`${failure.trimEnd()}\n`);
}

/**
 * A check that is one command: passes when it exits 0, and shows its whole
 * output when it fails. With `ownSummary`, the command's last line (its own
 * one-line summary) is the stage's line.
 */
async function command(name: string, args: string[], ownSummary = false): Promise<boolean> {
  const started = Date.now();
  const {code, output} = await run(args[0], args.slice(1));
  const ok = code === 0;
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  const lines = output.trim().split('\n');
  const detail = ownSummary
    ? `${lines
        .at(-1)
        ?.replace(/^[^:]*: /, '')
        .replace(/ \([\d.]+ s\)$/, '')} (${seconds(started)})`
    : `${ok ? 'passed' : `exit ${code}`} (${seconds(started)})`;
  report(name, ok, detail, ownSummary ? lines.slice(0, -1).join('\n') : output);
  return ok;
}

function testFiles(...dirs: string[]): string[] {
  return dirs
    .flatMap((dir) =>
      existsSync(path.join(ROOT, dir))
        ? (readdirSync(path.join(ROOT, dir), {recursive: true}) as string[]).map((f) => path.join(dir, f))
        : [],
    )
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
}

const FILE_TIMES_REPORTER = path.join(ROOT, 'scripts/test-file-times.mjs');

/** The three files whose tests took longest (scripts/test-file-times.mjs): "diagrams 80 s, search 41 s, home 12 s". */
function slowestFiles(jsonLines: string): string {
  return jsonLines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as {file: string; seconds: number})
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 3)
    .map(({file, seconds}) => `${path.basename(file, '.test.ts')} ${seconds.toFixed(0)} s`)
    .join(', ');
}

/** node:test over files: counts from a TAP report, and on failure the spec reporter's "failing tests" section. */
async function nodeTests(
  name: string,
  files: string[],
  {
    concurrency,
    env = {},
    shareProcess = false,
    showLoad = false,
  }: {
    concurrency: number;
    env?: NodeJS.ProcessEnv;
    /** The files run in the runner's own process (the quick loop). */
    shareProcess?: boolean;
    /** The summary says how busy the machine was meanwhile (the browser stage, which is bound by it). */
    showLoad?: boolean;
  },
): Promise<void> {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  if (files.length === 0) {
    tally.failed += 1;
    report(name, false, 'no test files found');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-test-'));
  const [tap, spec, times] = [path.join(dir, 'report.tap'), path.join(dir, 'report.txt'), path.join(dir, 'times.jsonl')];
  const {code, output} = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      ...(shareProcess ? [`${SHARED_PROCESS_FLAG}=none`] : []),
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      '--test-reporter=spec',
      `--test-reporter-destination=${spec}`,
      `--test-reporter=${FILE_TIMES_REPORTER}`,
      `--test-reporter-destination=${times}`,
      ...files,
    ],
    env,
  );
  const tapText = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tapText)?.[1] ?? 0);
  const [passed, failed, skipped] = [count('pass'), count('fail') + count('cancelled'), count('skipped') + count('todo')];
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  const specText = existsSync(spec) ? readFileSync(spec, 'utf8') : '';
  const slowest = slowestFiles(existsSync(times) ? readFileSync(times, 'utf8') : '');
  rmSync(dir, {recursive: true, force: true});
  const failing = specText.includes('✖ failing tests:') ? specText.slice(specText.indexOf('✖ failing tests:')) : specText.slice(-4000);
  const runnerFailed = code !== 0 && failed === 0;
  if (runnerFailed) tally.failed += 1;
  const detail = `${passed} passed${failed ? `, ${failed} failed` : ''}${skipped ? `, ${skipped} skipped` : ''} in ${files.length} files (${seconds(started)}${showLoad ? `; ${describeLoad(cpuBefore, cpuTimes())}` : ''})${slowest ? `; slowest: ${slowest}` : ''}`;
  report(
    name,
    code === 0,
    runnerFailed ? `${detail}; the runner exited with ${code}` : detail,
    runnerFailed ? `${output.slice(-3000)}\n${failing}` : failing,
  );
}

/** The newest source file the build depends on, and its time. */
function newestSource(): {file: string; mtimeMs: number} {
  let newest = {file: '', mtimeMs: 0};
  const visit = (relative: string) => {
    const full = path.join(ROOT, relative);
    const stat = statSync(full, {throwIfNoEntry: false});
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full)) visit(path.join(relative, entry));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = {file: relative, mtimeMs: stat.mtimeMs};
    }
  };
  for (const entry of [
    'docusaurus.config.ts',
    'sidebars.ts',
    'package-lock.json',
    'src',
    'static',
    'docs',
    'adr',
    'rfc',
    'memos',
    'netflix',
    'prds',
  ])
    visit(entry);
  return newest;
}

/** Why ./build cannot be reused, or undefined when it is newer than every source. */
function staleBuild(): string | undefined {
  const stamp = statSync(path.join(ROOT, 'build', 'index.html'), {throwIfNoEntry: false});
  if (!stamp) return 'there is no ./build';
  const newest = newestSource();
  return newest.mtimeMs > stamp.mtimeMs ? `${newest.file} changed after ./build was made` : undefined;
}

async function build(): Promise<boolean> {
  const reason = process.env.PRISM_SKIP_BUILD ? staleBuild() : 'always in a full run';
  if (!reason) {
    console.log('✔ production build: reusing ./build (PRISM_SKIP_BUILD=1; it is newer than every source)');
    return true;
  }
  if (process.env.PRISM_SKIP_BUILD) console.log(`  PRISM_SKIP_BUILD=1, but ${reason}: building`);
  const started = Date.now();
  const {code, output} = await run('npx', ['docusaurus', 'build']);
  writeFileSync(path.join(ROOT, 'build.log'), output);
  const anchors = output.split('\n').filter((line) => /broken anchor/i.test(line));
  const ok = code === 0 && anchors.length === 0;
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  // An authoring mistake is the first thing the build prints, so the head of the log is what matters.
  const detail =
    code !== 0
      ? `exit ${code} (${seconds(started)}, log: build.log)`
      : anchors.length
        ? `${anchors.length} broken anchors`
        : `done (${seconds(started)}, log: build.log)`;
  report(
    'production build',
    ok,
    detail,
    code !== 0
      ? output
          .split('\n')
          .filter((l) => !/^\[INFO\]/.test(l))
          .slice(0, 40)
          .join('\n')
      : anchors.slice(0, 10).join('\n'),
  );
  return code === 0;
}

/** Runs `use` with one Chromium that the test files connect to (PRISM_BROWSER_WS), closed after. */
async function withBrowser<T>(use: (wsEndpoint: string) => Promise<T>): Promise<T> {
  const browser = await chromium.launchServer({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
  try {
    return await use(browser.wsEndpoint());
  } finally {
    await browser.close();
  }
}

/** `npm run test:sweep`: the build, then every built page through the files that otherwise check representatives. */
async function sweep(): Promise<void> {
  if (!(await build())) return;
  await withBrowser((ws) =>
    nodeTests('sweep of every built page', SWEEP_FILES, {
      concurrency: CONCURRENCY,
      env: {PRISM_BROWSER_WS: ws, PRISM_SWEEP: '1'},
      showLoad: true,
    }),
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const cpuAtStart: CpuTimes = cpuTimes();
  if (SWEEP) await sweep();
  else await checks();
  console.log(
    `\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''} (${seconds(started)}; ${describeLoad(cpuAtStart, cpuTimes())})`,
  );
  process.exit(tally.failed === 0 ? 0 : 1);
}

async function checks(): Promise<void> {
  await Promise.all([
    command('content check', [process.execPath, '--import', 'tsx', 'tests/content/lint.ts'], true),
    CONTENT_ONLY
      ? nodeTests('content tests', testFiles('tests/content'), {concurrency: 2})
      : nodeTests('unit tests', testFiles('tests/unit', 'tests/content'), {concurrency: 2, shareProcess: UNIT_FILES_SHARE_A_PROCESS}),
    ...(CONTENT_ONLY ? [] : [command('type check', ['npx', 'tsc', '-p', '.'])]),
  ]);

  if (QUICK) {
    if (BUILD_WHEN_QUICK) await build();
  } else {
    // The crash fixture, built once here beside the rest for the two browser test files that open it.
    const [built, crash] = await Promise.all([
      build(),
      buildCrashSite(),
      nodeTests('build fixtures', testFiles('tests/fixtures'), {concurrency: 2}),
      command('lint', ['npm', 'run', '--silent', 'lint']),
      command('format', ['npm', 'run', '--silent', 'format:check']),
    ]);
    if (built) {
      const [, counts] = await withBrowser((ws) =>
        Promise.all([
          nodeTests('built site and browser tests', testFiles('tests/site', 'tests/e2e'), {
            concurrency: CONCURRENCY,
            env: {PRISM_BROWSER_WS: ws, [CRASH_SITE_ENV]: crash.dir},
            showLoad: true,
          }),
          run(process.execPath, ['--import', 'tsx', 'scripts/test-counts.ts']),
        ]),
      );
      // What the count is made of (scripts/test-counts.ts), so the total is not read as that many behaviours.
      if (counts.code === 0) console.log(`\nWhat the tests are: ${counts.output.trim().split('\n').slice(0, 4).join('\n  ')}`);
    }
    rmSync(crash.dir, {recursive: true, force: true});
    if (!built) {
      tally.failed += 1;
      report('built site and browser tests', false, 'not run: the build failed');
    }
  }
}

main().catch((error) => {
  console.error(error);
  console.log(`\n${tally.passed} passed, ${tally.failed + 1} failed`);
  process.exit(1);
});
