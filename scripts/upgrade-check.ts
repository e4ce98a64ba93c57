/**
 * `npm run upgrade-check`: a rehearsal of the next upgrade, in a throwaway copy.
 *
 * Copies the working tree (without node_modules, build and caches) to a temporary
 * folder, moves every `@docusaurus/*` package, the search plugin and mermaid to the
 * newest version on the registry, installs, type-checks, builds, runs the unit,
 * content and built-site tests, and prints a short report of what broke. The
 * repository itself is never touched.
 *
 *   npm run upgrade-check                  # newest versions (npm view <pkg> version)
 *   npm run upgrade-check -- --e2e         # also the browser tests
 *   npm run upgrade-check -- --keep        # keep the copy (its path is printed)
 *   npm run upgrade-check -- @docusaurus/core@3.10.0 ...   # pin some targets
 *
 * Renames that a release makes and no code of ours can absorb while staying on
 * the current version (UPGRADE_MIGRATIONS below) are applied to the copy and
 * listed in the report: they are the edits the real upgrade commit makes.
 *
 * When `npm install` refuses (EOVERRIDE: an `overrides` entry pins a package the
 * upgrade moves), that is reported, the override is moved along, and the rehearsal
 * goes on so one run shows everything that breaks.
 *
 * A drawing's key includes the mermaid version (src/diagrams/key.ts), so when
 * mermaid moves the copy's diagrams are drawn again (`npm run draw-diagrams`),
 * as the upgrade commit would, before the build; the built-site and browser
 * tests then judge the new drawings.
 */
import {spawn} from 'node:child_process';
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {legibleWidth} from '../src/diagrams/drawing';
import {planUpgrade, type PackageManifest, type UpgradeMove} from './upgradePlan';

const ROOT = path.resolve(__dirname, '..');
const SKIPPED = new Set(['node_modules', 'build', '.docusaurus', '.cache-loader', 'test-results', 'bench/.tmp', '.git']);
const args = process.argv.slice(2);
const withE2e = args.includes('--e2e');
const keep = args.includes('--keep');
const pinned = new Map(
  args
    .filter((a) => !a.startsWith('--'))
    .map((a) => {
      const at = a.lastIndexOf('@');
      return [a.slice(0, at), a.slice(at + 1)] as [string, string];
    }),
);

/** Edits the upgrade itself has to make, by the package version that needs them. */
const UPGRADE_MIGRATIONS: Array<{package: string; from: string; file: string; find: RegExp; replace: string; why: string}> = [
  {
    package: '@docusaurus/core',
    from: '3.10.0',
    file: 'docusaurus.config.ts',
    find: /\bexperimental_faster:/,
    replace: 'faster:',
    why: 'future.experimental_faster was renamed future.faster in 3.10',
  },
];

const atLeast = (version: string, minimum: string) => {
  const [a, b] = [version, minimum].map((v) => v.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

async function applyMigrations(copy: string, targets: ReadonlyMap<string, string>): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of UPGRADE_MIGRATIONS) {
    const target = targets.get(migration.package);
    if (!target || !atLeast(target, migration.from)) continue;
    const file = path.join(copy, migration.file);
    const text = await readFile(file, 'utf8');
    if (!migration.find.test(text)) continue;
    await writeFile(file, text.replace(migration.find, migration.replace));
    applied.push(`${migration.file}: ${migration.why}`);
  }
  return applied;
}

interface Outcome {
  step: string;
  ok: boolean;
  seconds: number;
  /** The lines that say what broke. */
  findings: string[];
}

function run(command: string, commandArgs: string[], cwd: string, timeoutMinutes = 40) {
  return new Promise<{code: number; output: string; seconds: number}>((resolve) => {
    const started = Date.now();
    const child = spawn(command, commandArgs, {cwd, env: {...process.env, CI: '1', FORCE_COLOR: '0'}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMinutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code: code ?? 1, output, seconds: (Date.now() - started) / 1000});
    });
  });
}

async function latestVersion(name: string): Promise<string> {
  const {code, output} = await run('npm', ['view', name, 'version', '--loglevel=error'], ROOT, 2);
  const version = output.trim().split('\n').pop() ?? '';
  if (code !== 0 || !/^\d+\.\d+\.\d+/.test(version)) throw new Error(`npm view ${name} version failed: ${output.trim()}`);
  return version;
}

async function installedVersion(name: string, root = ROOT): Promise<string> {
  return (JSON.parse(await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

/** About the document column at 1280 px: a drawing needing more to keep its text at 12 px scrolls. */
const LEGIBLE_COLUMN_PX = 930;

/** The width at which a `drew ...: WxH px, smallest text S px` line's drawing has 12 px text, or 0. */
function legibleWidthOf(line: string): number {
  const m = /: (\d+)x\d+ px, smallest text ([\d.]+) px/.exec(line);
  return m ? legibleWidth({width: Number(m[1]), smallestText: Number(m[2])}) : 0;
}

/** Draws the copy's diagrams again when its mermaid is not the one the store was drawn with. */
async function redrawDiagrams(copy: string): Promise<Outcome | undefined> {
  const [drawnWith, installed] = await Promise.all([installedVersion('mermaid'), installedVersion('mermaid', copy)]);
  if (drawnWith === installed) return undefined;
  const draw = await run('npx', ['tsx', 'scripts/draw-diagrams.mts', '--all'], copy);
  const lines = draw.output.split('\n');
  const findings = [
    ...lines.filter((l) => !l.startsWith('drew ') && /\b(error|failed)\b/i.test(l)).slice(0, 8),
    ...lines.filter((l) => legibleWidthOf(l) > LEGIBLE_COLUMN_PX).map((l) => `too wide to read in the column: ${l.replace(/^drew /, '')}`),
    ...lines.filter((l) => /^\d+ diagrams:/.test(l)),
  ];
  return {
    step: `diagrams drawn again with mermaid ${installed} (store: ${drawnWith})`,
    ok: draw.code === 0,
    seconds: draw.seconds,
    findings,
  };
}

const unique = (lines: string[]) => [...new Set(lines.map((l) => l.trim()).filter(Boolean))];

/** The lines of npm's output that name the error. */
function npmFindings(output: string): string[] {
  return unique(
    output.split('\n').filter((l) => /npm (error|ERR!) (code|Override|Conflicting|Could not|peer|notarget|\w+ for)|E[A-Z]{4,}/.test(l)),
  ).slice(0, 8);
}

function tscFindings(output: string): string[] {
  const errors = unique(output.split('\n').filter((l) => /error TS\d+/.test(l)));
  return errors.length > 12 ? [...errors.slice(0, 12), `... and ${errors.length - 12} more`] : errors;
}

function buildFindings(output: string): string[] {
  const lines = output.split('\n');
  const wanted = lines.filter((l) =>
    /\[ERROR\]|\[WARNING\]|Error:|Module not found|Can't resolve|broken anchor|Invalid|deprecated|has been renamed/i.test(l),
  );
  const found = unique(wanted).map((l) => l.slice(0, 300));
  return found.length > 15 ? [...found.slice(0, 15), `... and ${found.length - 15} more lines`] : found;
}

/** Names of the failing tests in node:test's TAP output, with the first line of each failure. */
function tapFindings(tap: string): string[] {
  const failures: string[] = [];
  const lines = tap.split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*not ok \d+ - (.*)$/.exec(line);
    // A leaf test's result follows its "# Subtest:" line directly; a parent's follows its children.
    if (!m || !/^\s*# Subtest: /.test(lines[i - 1] ?? '')) return;
    const details = lines.slice(i + 1, i + 40);
    const at = details.findIndex((l) => /^\s+error: /.test(l));
    // The message is inline (error: 'text') or a YAML block (error: |-) on the lines below.
    let message = at < 0 ? '' : details[at].trim().replace(/^error: /, '');
    if (/^[|>]-?$/.test(message)) message = details[at + 1]?.trim() ?? '';
    failures.push(`${m[1]}${message ? ` -> ${message.replace(/^['"]|['"]$/g, '').slice(0, 200)}` : ''}`);
  });
  const counts = ['pass', 'fail', 'cancelled'].map((k) => `${k} ${new RegExp(`^# ${k} (\\d+)$`, 'm').exec(tap)?.[1] ?? '?'}`).join(', ');
  return [counts, ...failures.slice(0, 25), ...(failures.length > 25 ? [`... and ${failures.length - 25} more`] : [])];
}

async function testStep(step: string, files: string, copy: string): Promise<Outcome> {
  const {code, output, seconds} = await run(
    'bash',
    ['-c', `node --import tsx --test --test-concurrency=1 --test-reporter=tap ${files}`],
    copy,
    60,
  );
  return {step, ok: code === 0, seconds, findings: tapFindings(output)};
}

async function copyRepository(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'prism-upgrade-'));
  await cp(ROOT, copy, {
    recursive: true,
    filter: (source) => !SKIPPED.has(path.relative(ROOT, source).replace(/\\/g, '/')),
  });
  return copy;
}

function report(moves: UpgradeMove[], migrations: string[], outcomes: Outcome[], copy: string): void {
  console.log('\n== Upgrade rehearsal');
  for (const move of moves)
    console.log(`  ${move.name}: ${move.from} -> ${move.to}${move.via === 'overrides' ? ' (forced by overrides)' : ''}`);
  for (const migration of migrations) console.log(`  migrated ${migration}`);
  console.log('');
  for (const outcome of outcomes) {
    console.log(`${outcome.ok ? '✔' : '✖'} ${outcome.step} (${outcome.seconds.toFixed(0)} s)`);
    for (const finding of outcome.findings) console.log(`    ${finding}`);
  }
  const broken = outcomes.filter((o) => !o.ok).map((o) => o.step);
  console.log(`\n${broken.length === 0 ? 'Nothing broke.' : `Broke: ${broken.join('; ')}.`}${keep ? ` Copy kept at ${copy}` : ''}`);
}

async function main(): Promise<void> {
  const manifestText = await readFile(path.join(ROOT, 'package.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as PackageManifest;
  const targets = new Map<string, string>();
  const names = [
    ...Object.keys({...manifest.dependencies, ...manifest.devDependencies}).filter((n) => n.startsWith('@docusaurus/')),
    '@easyops-cn/docusaurus-search-local',
    'mermaid',
  ];
  for (const name of names) targets.set(name, pinned.get(name) ?? (await latestVersion(name)));

  const copy = await copyRepository();
  console.log(`Rehearsing in ${copy}`);
  const outcomes: Outcome[] = [];
  const plan = planUpgrade(manifest, targets, {moveOverrides: false});
  for (const move of plan.moves.filter((m) => m.from === 'transitive')) {
    move.from = await installedVersion(move.name).catch(() => 'transitive');
  }
  await writeFile(path.join(copy, 'package.json'), `${JSON.stringify(plan.manifest, null, 2)}\n`);
  const migrations = await applyMigrations(copy, targets);

  const npmInstall = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
  let install = await run('npm', npmInstall, copy);
  outcomes.push({step: 'npm install', ok: install.code === 0, seconds: install.seconds, findings: npmFindings(install.output)});
  if (install.code !== 0 && /EOVERRIDE/.test(install.output)) {
    const forced = planUpgrade(manifest, targets, {moveOverrides: true});
    await writeFile(path.join(copy, 'package.json'), `${JSON.stringify(forced.manifest, null, 2)}\n`);
    install = await run('npm', npmInstall, copy);
    outcomes.push({
      step: 'npm install, with the conflicting overrides moved too',
      ok: install.code === 0,
      seconds: install.seconds,
      findings: npmFindings(install.output),
    });
  }
  if (install.code === 0) {
    const tsc = await run('npx', ['tsc', '-p', '.'], copy);
    outcomes.push({step: 'type check (tsc)', ok: tsc.code === 0, seconds: tsc.seconds, findings: tscFindings(tsc.output)});
    const redraw = await redrawDiagrams(copy);
    if (redraw) outcomes.push(redraw);
    outcomes.push(await testStep('unit and content tests', 'tests/unit/*.test.ts tests/content/*.test.ts', copy));
    const build = await run('npx', ['docusaurus', 'build'], copy);
    await writeFile(path.join(copy, 'build.log'), build.output);
    const anchors = /broken anchor/i.test(build.output);
    outcomes.push({
      step: 'production build',
      ok: build.code === 0 && !anchors,
      seconds: build.seconds,
      findings: buildFindings(build.output),
    });
    if (build.code === 0) {
      outcomes.push(await testStep('built-site tests', 'tests/site/*.test.ts', copy));
      if (withE2e) outcomes.push(await testStep('browser tests', 'tests/e2e/*.test.ts', copy));
    }
  }
  report(plan.moves, migrations, outcomes, copy);
  if (!keep) await rm(copy, {recursive: true, force: true});
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
