/** The decision records' check (tests/content/decisionRecords.ts), on the repository and on small copies that break it. */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {customisationsToName, decisionRecordProblems, names, parseDecisionRecord} from '../content/decisionRecords';

const roots: string[] = [];
after(() => roots.forEach((root) => rmSync(root, {recursive: true, force: true})));

const SOUND_BODY = [
  'One paragraph.',
  '## Context',
  'Why.',
  '## Decision',
  'What: `src/plugins/example`, `patches/example.patch` and `src/theme/Widget`.',
  '## Benefit',
  'Measured by `npm run bench -- --without=example`.',
  '## Depends on',
  'Nothing.',
  '## When to drop',
  'Never.',
].join('\n\n');

const record = (frontMatter: string, body = SOUND_BODY) => `---\n${frontMatter}\n---\n\n${body}\n`;
const SOUND = record("id: example\ntitle: An example\nstatus: Accepted\ndate: '2026-12-01'\ncovers: [src/plugins/example]");

/** A miniature repository: one plugin folder, one patch, one swizzled component, and the given records. */
function site(records: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prism-decisions-'));
  roots.push(root);
  for (const dir of ['src/plugins/example', 'patches', 'src/theme/Widget', 'decisions']) mkdirSync(path.join(root, dir), {recursive: true});
  writeFileSync(path.join(root, 'patches', 'example.patch'), '');
  writeFileSync(path.join(root, 'src/theme/Widget/index.tsx'), '');
  for (const [name, text] of Object.entries(records)) writeFileSync(path.join(root, 'decisions', name), text);
  return root;
}

const messages = (root: string) => decisionRecordProblems(root).map((p) => `${p.file}:${p.line}: ${p.message}`);

test('decision records: the repository names every plugin folder, patch and swizzled component, each record whole', () => {
  assert.deepEqual(messages(path.resolve(__dirname, '..', '..')), []);
});

test('decision records: a sound record passes', () => {
  assert.deepEqual(messages(site({'example.md': SOUND})), []);
});

test('decision records: a plugin folder, patch or component no record names is reported', () => {
  const root = site({
    'example.md': record("id: example\ntitle: T\nstatus: Accepted\ndate: '2026-12-01'", SOUND_BODY.replace(/`[^`]*example[^`]*`/g, 'it')),
  });
  assert.deepEqual(
    messages(root).filter((m) => m.includes('no decision record names')),
    ['`patches/example.patch`', '`src/plugins/example`'].map(
      (t) => `decisions:1: no decision record names ${t}: write one (decisions/TEMPLATE.md) or remove it`,
    ),
  );
  assert.deepEqual(customisationsToName(root), ['patches/example.patch', 'src/plugins/example', 'src/theme/Widget']);
});

test('decision records: bad front matter, a missing section and a benefit without a command are reported with their lines', () => {
  const broken = record(
    'id: other\ntitle: T\nstatus: Kept\ndate: December 2026\ncovers: [src/plugins/gone]',
    SOUND_BODY.replace('## When to drop\n\nNever.', '').replace('`npm run bench -- --without=example`', 'a bench'),
  );
  assert.deepEqual(messages(site({'example.md': broken})), [
    'decisions/example.md:2: front matter "id" must be "example", the file\'s name',
    'decisions/example.md:4: front matter "status" must be one of Proposed, Accepted, Superseded',
    'decisions/example.md:5: front matter "date" must be YYYY-MM-DD',
    'decisions/example.md:6: covers src/plugins/gone, which does not exist',
    'decisions/example.md:1: missing the section "## When to drop" (decisions/TEMPLATE.md)',
    'decisions/example.md:19: the Benefit section names no command that reproduces it (`npm run ...`, `node ...`)',
  ]);
});

test('decision records: a component is named by its folder or its index file, not by a component inside it', () => {
  const of = (text: string) => parseDecisionRecord('decisions/x.md', text);
  assert.ok(names(of('`src/theme/DocItem/index.tsx`'), 'src/theme/DocItem'));
  assert.ok(names(of('`src/theme/MDXComponents.tsx`'), 'src/theme/MDXComponents'));
  assert.ok(!names(of('`src/theme/DocItem/Content`'), 'src/theme/DocItem'));
});
