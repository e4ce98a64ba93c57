/**
 * `npm run test-counts`: what the number of tests `npm test` reports is made of.
 * Loads every test file with node:test's registration functions replaced by a
 * recorder (nothing runs: no build, server or browser is needed beyond what the
 * files read when loaded, which for built-site files is ./build), then sorts the
 * tests into:
 *
 *   - prose checks on documents: the content tests (tests/content), which read the Markdown;
 *   - combinations of one check: tests registered by the same `test(...)` call in
 *     a loop (page x mode x viewport, route x section, ...);
 *   - distinct behaviours: the different `test(...)` calls, each loop counted once.
 */
import path from 'node:path';
import {readdirSync} from 'node:fs';

interface Registered {
  file: string;
  name: string;
  /** file:line:column of the `test(...)` call that registered it: a loop registers many from one. */
  site: string;
}

const ROOT = path.resolve(__dirname, '..');
const DIRS = ['tests/unit', 'tests/content', 'tests/site', 'tests/fixtures', 'tests/e2e'];

const isProse = (t: Registered) => t.file.startsWith('tests/content/');

export function classify(tests: readonly Registered[]): {
  prose: number;
  combinations: number;
  groups: number;
  distinct: number;
  total: number;
} {
  const bySite = new Map<string, number>();
  for (const t of tests) bySite.set(t.site, (bySite.get(t.site) ?? 0) + 1);
  const proseSites = new Set(tests.filter(isProse).map((t) => t.site));
  const combined = [...bySite].filter(([site, n]) => n > 1 && !proseSites.has(site)).map(([, n]) => n);
  return {
    prose: tests.filter(isProse).length,
    combinations: combined.reduce((a, b) => a + b, 0),
    groups: combined.length,
    distinct: bySite.size,
    total: tests.length,
  };
}

/** Where in a test file the current `test(...)` call is, from the stack (tsx maps it to the .ts source). */
function callSite(file: string): string {
  const frame = (new Error().stack ?? '').split('\n').find((line) => line.includes(path.join(ROOT, file)));
  return `${file}:${/:(\d+:\d+)\)?$/.exec(frame ?? '')?.[1] ?? '?'}`;
}

function record(): Registered[] {
  const registered: Registered[] = [];
  // require, not import: the recorder must replace node:test's functions on the object the test files get.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodeTest = require('node:test') as Record<string, unknown>;
  let file = '';
  const prefixes: string[] = [];
  const nameOf = (args: unknown[]) => (typeof args[0] === 'string' ? args[0] : ((args[0] as {name?: string})?.name ?? ''));
  const fnOf = (args: unknown[]) => args.find((a) => typeof a === 'function') as (() => void) | undefined;
  const recordTest = (...args: unknown[]) => {
    registered.push({file, name: [...prefixes, nameOf(args)].join(' > '), site: callSite(file)});
  };
  const recordSuite = (...args: unknown[]) => {
    prefixes.push(nameOf(args));
    try {
      fnOf(args)?.();
    } finally {
      prefixes.pop();
    }
  };
  const noop = () => undefined;
  Object.assign(nodeTest, {
    test: recordTest,
    it: recordTest,
    describe: recordSuite,
    suite: recordSuite,
    before: noop,
    after: noop,
    beforeEach: noop,
    afterEach: noop,
  });
  for (const dir of DIRS) {
    for (const entry of (readdirSync(path.join(ROOT, dir)) as string[]).filter((f) => f.endsWith('.test.ts')).sort()) {
      file = `${dir}/${entry}`;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded in order, after the recorder is in place
      require(path.join(ROOT, file));
    }
  }
  return registered;
}

if (require.main === module) {
  const tests = record();
  const unplaced = tests.filter((t) => t.site.endsWith(':?'));
  if (unplaced.length > 0)
    throw new Error(`no call site found for ${unplaced.length} tests, e.g. ${unplaced[0].file}: ${unplaced[0].name}`);
  const perDir = DIRS.map((dir) => `${dir}: ${tests.filter((t) => t.file.startsWith(`${dir}/`)).length}`);
  const {prose, combinations, groups, distinct, total} = classify(tests);
  console.log(`${total} tests registered (${perDir.join(', ')})`);
  console.log(`  ${prose} prose checks on documents (tests/content)`);
  console.log(`  ${combinations} are combinations of ${groups} checks (one test(...) in a loop: page x mode x viewport, route, section)`);
  console.log(`  ${distinct} distinct behaviours (different test(...) calls, each loop counted once; prose checks included)`);
  console.log('npm test adds to the count: the type check, the build and its anchor check as steps.');
  process.exit(0);
}
