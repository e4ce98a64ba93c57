/**
 * `npm run new`, run through its command-line entry on a temporary copy of the
 * section folders, tags files and templates. What each case checks is what an
 * author sees: the files written, their front matter as the build reads it,
 * and the one-line refusals. (tests/fixtures/new-document.test.ts fills the
 * sections of new documents and runs the content check and a real build.)
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {main} from '../../scripts/new-document';
import {readMarkdown} from '../../src/authoring/markdownFile';
import {slugify} from '../../src/authoring/newDocument';
import {readTemplate, TEMPLATE_KINDS, templateGuidance} from '../../src/authoring/templates';
import {validateFrontMatterForFile} from '../../src/config/frontMatter';
import {SECTIONS} from '../../src/config/sections';
import {parseDocument} from '../content/documents';

const REPO = path.resolve(__dirname, '..', '..');
const copies: string[] = [];
after(() => copies.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A fresh copy of what the command reads: the numbered sections, the tag vocabulary and the templates. */
function copyOfRepository(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prism-new-'));
  copies.push(root);
  for (const folder of ['adr', 'rfc', 'memos', 'templates']) cpSync(path.join(REPO, folder), path.join(root, folder), {recursive: true});
  cpSync(path.join(REPO, 'tags.yml'), path.join(root, 'tags.yml'));
  return root;
}

function run(root: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(args, {root, env: {PRISM_TODAY: '2026-03-04'}, stdout: (l) => out.push(l), stderr: (l) => err.push(l)});
  return {code, out, err};
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');
const filesOf = (root: string) => ['adr', 'rfc', 'memos'].flatMap((f) => readdirSync(path.join(root, f)).map((n) => `${f}/${n}`)).sort();

test('slugify: lower-case ASCII words, at most six, accents folded and punctuation dropped', () => {
  assert.equal(slugify('Use Topaz for Policy Decisions'), 'use-topaz-for-policy-decisions');
  assert.equal(slugify('One two three four five six seven'), 'one-two-three-four-five-six');
  assert.equal(slugify("Café's Zürich: ΑΒΓ"), 'cafes-zurich');
});

describe('templates', () => {
  for (const kind of TEMPLATE_KINDS) {
    test(`templates/${kind}.md has every required section of its section, in order, each with guidance`, () => {
      const section = SECTIONS.find((s) => s.numberPrefix?.toLowerCase() === kind)!;
      const doc = parseDocument(section.id, `templates/${kind}.md`, read(REPO, `templates/${kind}.md`));
      const h2 = doc.headings.filter((h) => h.level === 2).map((h) => h.text);
      assert.deepEqual(
        h2,
        (section.requiredSections ?? []).map((s) => s.split('|')[0]),
      );
      assert.ok(doc.prose.split('\n\n').filter((p) => templateGuidance().has(p.trim())).length > h2.length, 'guidance under every heading');
    });
  }
  test('the template files are the only source of guidance: a paragraph in italics that no template holds is not guidance', () => {
    assert.ok(!templateGuidance().has('_An italic remark of an author._'));
    assert.ok(templateGuidance().has(readTemplate('memo').body.trim().split('\n\n')[0]));
  });
});

describe('creating documents', () => {
  test('adr: the next number, a slug of the title, status Proposed, today, default deciders and tag, valid front matter', () => {
    const root = copyOfRepository();
    const highest = Math.max(...readdirSync(path.join(root, 'adr')).map((f) => Number(/^adr-(\d+)/.exec(f)?.[1] ?? 0)));
    const id = `adr-${String(highest + 1).padStart(3, '0')}`;
    const {code, out, err} = run(root, 'adr', 'Use Topaz: for policy decisions');
    assert.deepEqual([code, err], [0, []]);
    const file = `adr/${id}-use-topaz-for-policy-decisions.md`;
    assert.equal(out[0], `created ${file}`);
    const {data} = readMarkdown(read(root, file));
    assert.deepEqual(data, {
      id,
      title: 'Use Topaz: for policy decisions',
      status: 'Proposed',
      date: '2026-03-04',
      deciders: ['Core Team'],
      tags: ['architecture'],
    });
    assert.doesNotThrow(() => validateFrontMatterForFile(file, data));
    assert.match(read(root, file), /^## Alternatives Considered$/m);
  });

  test('memo: numbered after the highest memo, whatever gaps lie below; no status; author is a string', () => {
    const root = copyOfRepository();
    assert.equal(run(root, 'memo', 'Load test of the WAL').code, 0);
    const created = filesOf(root).filter((f) => !filesOf(path.join(REPO)).includes(f));
    assert.equal(created.length, 1);
    const {data} = readMarkdown(read(root, created[0]));
    assert.equal(data.author, 'Core Team');
    assert.equal(data.status, undefined);
    assert.ok(Number(String(data.id).slice(-3)) > 34, `${String(data.id)} comes after memo-034`);
  });

  test('rfc: status Draft; --tags and --author as given', () => {
    const root = copyOfRepository();
    assert.equal(run(root, 'rfc', 'Streaming admin API', '--tags', 'architecture,grpc', '--author', 'Platform Team').code, 0);
    const file = filesOf(root).find((f) => f.endsWith('-streaming-admin-api.md'))!;
    const {data} = readMarkdown(read(root, file));
    assert.deepEqual([data.status, data.author, data.tags], ['Draft', 'Platform Team', ['architecture', 'grpc']]);
  });

  test('--author with commas makes several ADR deciders', () => {
    const root = copyOfRepository();
    run(root, 'adr', 'Two teams decide', '--author', 'Proxy Team, Security Team');
    const file = filesOf(root).find((f) => f.endsWith('-two-teams-decide.md'))!;
    assert.deepEqual(readMarkdown(read(root, file)).data.deciders, ['Proxy Team', 'Security Team']);
  });

  test('--dry-run prints the document and writes nothing', () => {
    const root = copyOfRepository();
    const before = filesOf(root);
    const {code, out} = run(root, 'adr', 'Only a look', '--dry-run');
    assert.equal(code, 0);
    assert.match(out[0], /^would create adr\/adr-\d{3}-only-a-look\.md$/);
    assert.match(out.join('\n'), /^title: Only a look$/m);
    assert.deepEqual(filesOf(root), before);
  });
});

describe('--supersedes', () => {
  test('the old document gets status Superseded, superseded_by and a first line linking its successor; nothing else changes', () => {
    const root = copyOfRepository();
    const oldFile = filesOf(root).find((f) => f.startsWith('adr/adr-012-'))!;
    const oldSource = read(root, oldFile);
    const {code, out} = run(root, 'adr', 'Tooling in Rust after all', '--supersedes', 'ADR-12');
    assert.equal(code, 0);
    assert.deepEqual(
      out.slice(0, 2).map((l) => l.split(' ')[0]),
      ['created', 'updated'],
    );
    const newFile = out[0].replace('created ', '');
    const newId = readMarkdown(read(root, newFile)).data.id as string;

    const updated = read(root, oldFile);
    const changed = updated.split('\n').filter((line) => !oldSource.split('\n').includes(line));
    assert.deepEqual(changed, [
      'status: Superseded',
      `superseded_by: ${newId}`,
      `Superseded on 2026-03-04 by [ADR-${newId.slice(-3)}](/adr/${newId}), Tooling in Rust after all.`,
    ]);
    const removed = oldSource.split('\n').filter((line) => !updated.split('\n').includes(line));
    assert.deepEqual(removed, ['status: Accepted']);

    const created = read(root, newFile);
    assert.equal(readMarkdown(created).data.supersedes, 'adr-012');
    assert.match(created, /^This ADR supersedes \[ADR-012\]\(\/adr\/adr-012\), Go for Tooling and CLI Utilities\.$/m);
  });

  test('an ADR can supersede an RFC', () => {
    const root = copyOfRepository();
    assert.equal(run(root, 'adr', 'Replace the cache RFC', '--supersedes', 'rfc-007').code, 0);
    const rfc = filesOf(root).find((f) => f.startsWith('rfc/rfc-007-'))!;
    assert.equal(
      readMarkdown(read(root, rfc)).data.superseded_by,
      readMarkdown(
        read(
          root,
          filesOf(root).find((f) => f.endsWith('-replace-the-cache-rfc.md'))!,
        ),
      ).data.id,
    );
  });

  test('a memo without a status gains "status: Superseded" (memos may carry one)', () => {
    const root = copyOfRepository();
    const file = filesOf(root).find((f) => f.startsWith('memos/memo-010-'))!;
    assert.equal(readMarkdown(read(root, file)).data.status, undefined);
    run(root, 'memo', 'A newer analysis', '--supersedes', 'memo-010');
    const memo = readMarkdown(read(root, file)).data;
    assert.equal(memo.status, 'Superseded');
    assert.match(String(memo.superseded_by), /^memo-\d{3}$/);
  });
});

describe('refusals: exit 1, one line on stderr, nothing written', () => {
  // A refusal writes nothing, so one copy serves every case (they run in turn).
  const root = copyOfRepository();
  const cases: Array<[string, string[], RegExp]> = [
    ['an unknown kind', ['prd', 'A title'], /^new-document: unknown kind "prd"; expected one of adr, rfc, memo$/],
    ['no title', ['adr'], /^new-document: expected a kind and a quoted title, got 1 arguments/],
    ['a title with its number', ['adr', 'ADR-054: Something'], /give the title without its number/],
    ['a title with no letters', ['adr', '!!!'], /no letters or digits/],
    ['an unknown tag', ['adr', 'Title', '--tags', 'nope'], /^new-document: --tags: "nope" not in tags\.yml$/],
    ['a document that does not exist', ['adr', 'Title', '--supersedes', 'adr-999'], /cannot supersede adr-999: no such document in adr\//],
    ['a malformed id', ['adr', 'Title', '--supersedes', 'twelve'], /expects a document id like adr-012/],
    [
      'a document already superseded',
      ['adr', 'Title', '--supersedes', 'rfc-006'],
      /^new-document: rfc-006 is already superseded by adr-040$/,
    ],
  ];
  for (const [name, args, message] of cases) {
    test(name, () => {
      const before = filesOf(root).map((f) => [f, read(root, f)]);
      const {code, err} = run(root, ...args);
      assert.equal(code, 1);
      assert.equal(err.length, 1);
      assert.match(err[0], message);
      assert.deepEqual(
        filesOf(root).map((f) => [f, read(root, f)]),
        before,
      );
    });
  }

  test('the real command exits 1 with one stderr line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-document.ts', 'nope', 'Title'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    assert.equal(result.status, 1);
    assert.equal(result.stderr.trim(), 'new-document: unknown kind "nope"; expected one of adr, rfc, memo');
    assert.ok(!existsSync(path.join(REPO, 'nope')));
  });
});

test('--category opens a sidebar category at the new document; without it the document sets none and joins the last one', () => {
  const root = copyOfRepository();
  const opened = run(root, 'adr', 'Policy decisions at the edge', '--category', 'Policy');
  assert.equal(opened.code, 0, opened.err.join('\n'));
  const file = opened.out[0].replace('created ', '');
  assert.equal(readMarkdown(read(root, file)).data.sidebar_category, 'Policy');
  const plain = run(root, 'adr', 'A second policy decision');
  assert.equal(readMarkdown(read(root, plain.out[0].replace('created ', ''))).data.sidebar_category, undefined);
  assert.deepEqual(run(root, 'adr', 'Third', '--category', ' ').err, ['new-document: --category names no category']);
});

test('--draft writes draft: true, which the build reads as a draft, and the next step says to remove it when finished', () => {
  const root = copyOfRepository();
  const {code, out, err} = run(root, 'memo', 'Notes on pool sizing', '--draft');
  assert.equal(code, 0, err.join('\n'));
  const file = out[0].replace('created ', '');
  const frontMatter = readMarkdown(read(root, file)).data;
  assert.equal(frontMatter.draft, true);
  assert.equal(validateFrontMatterForFile(file, frontMatter).draft, true);
  assert.match(out[1], /remove `draft: true` when it is finished/);
  assert.equal(readMarkdown(read(root, run(root, 'memo', 'Finished notes').out[0].replace('created ', ''))).data.draft, undefined);
});
