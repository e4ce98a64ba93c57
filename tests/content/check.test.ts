/**
 * Each rule of the content check, proven able to fail: a real document is
 * changed in one way and the check must name its file and the line to edit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {checkRecord, formatProblem, loadRecord} from './check';
import {parseDocument, ROOT, type SourceDocument} from './documents';
import {RULES} from './rules';

const record = loadRecord();
const original = record.documents.find((d) => d.frontMatter.id === 'adr-040')!;
const source = readFileSync(path.join(ROOT, original.file), 'utf8');

/** The check's output after `edit` changes ADR-040's source (and optionally another document). */
function problemsAfter(edit: (text: string) => string, others: SourceDocument[] = []): string[] {
  const edited = edit(source);
  assert.notEqual(edited, source, 'the edit changes the document');
  const changed = parseDocument('adr', original.file, edited);
  const documents = record.documents.map((d) => (d === original ? changed : d)).concat(others);
  return checkRecord({...record, documents}).map(formatProblem);
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

test('control: the unchanged record has no problem', () => {
  assert.deepEqual(checkRecord(record).map(formatProblem), []);
});

test('an unknown tag is reported on its line, with the tags file to use', () => {
  const problems = problemsAfter((s) => s.replace('tags: [go, cli', 'tags: [go, not-a-tag, cli'));
  assert.deepEqual(problems, [
    `${original.file}:${lineOf(source, 'tags:')}: tag "not-a-tag" is not in tags.yml, the record's tag vocabulary; use one of its keys or add it there with a label and a description`,
  ]);
});

test('a tag of the vocabulary carried by fewer than two documents is reported on its line of tags.yml', () => {
  const carriers = record.documents.filter((d) => (d.frontMatter.tags as string[]).includes('key-value'));
  assert.equal(carriers.length, 2, 'key-value: two documents');
  const documents = record.documents.map((d) =>
    d === carriers[0]
      ? {...d, frontMatter: {...d.frontMatter, tags: (d.frontMatter.tags as string[]).filter((t) => t !== 'key-value')}}
      : d,
  );
  const line = record.tags.get('key-value')!.line;
  assert.ok(line > 1);
  assert.deepEqual(checkRecord({...record, documents}).map(formatProblem), [
    `tags.yml:${line}: tag "key-value" is carried by 1 document(s); a tag needs at least 2: merge it into a broader one`,
  ]);
});

test('a tag without a description is reported on its line of tags.yml', () => {
  const tags = new Map(record.tags);
  tags.set('go', {...tags.get('go')!, description: undefined});
  assert.deepEqual(checkRecord({...record, tags}).map(formatProblem), [
    `tags.yml:${tags.get('go')!.line}: tag "go" has no description; say what a reader finds under it`,
  ]);
});

test('a document tagged authentication or authorization but not security is reported on its tags line', () => {
  const problems = problemsAfter((s) => s.replace('tags: [go, cli', 'tags: [authorization, go, cli'));
  assert.deepEqual(problems, [
    `${original.file}:${lineOf(source, 'tags:')}: tagged authorization but not security; every authorization document is a security document`,
  ]);
});

test("a status outside the section's list is reported on the status line", () => {
  const problems = problemsAfter((s) => s.replace('status: Accepted', 'status: Maybe'));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0],
    new RegExp(`^${original.file}:${lineOf(source, 'status:')}: front matter field "status" must be one of Proposed, Accepted`),
  );
});

test('front matter that is not YAML is reported with the YAML error', () => {
  const problems = problemsAfter((s) => s.replace('title: Go Binary', 'title: Go: Binary')).filter((p) => p.startsWith(original.file));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], new RegExp(`^${original.file}:${lineOf(source, 'title:')}: front matter is not valid YAML`));
});

test('a link to a document that does not exist is reported on its line', () => {
  const problems = problemsAfter((s) => s.replace('[ADR-039](/adr/adr-039)', '[ADR-999](/adr/adr-999)'));
  assert.ok(
    problems.includes(
      `${original.file}:${lineOf(source, '[ADR-039](/adr/adr-039)')}: links /adr/adr-999, which no document has; check the id in adr/`,
    ),
    problems.join('\n'),
  );
});

test('a link to a later document outside "Later updates" is reported; under it, it is not', () => {
  const later = record.documents.filter((d) => String(d.frontMatter.date) > String(original.frontMatter.date) && d.section === 'adr')[0]!;
  const link = `[${String(later.frontMatter.id).toUpperCase()}](/adr/${String(later.frontMatter.id)})`;
  const outside = problemsAfter((s) => s.replace('## Context\n', `## Context\n\nSee ${link}.\n`));
  assert.ok(
    outside.some(
      (p) =>
        p.startsWith(`${original.file}:${lineOf(source, '## Context') + 2}: links ${String(later.frontMatter.id)}`) &&
        p.includes('"## Later updates"'),
    ),
    outside.join('\n'),
  );
  assert.deepEqual(
    problemsAfter((s) => `${s.trimEnd()}\n\n## Later updates\n\n- ${link} took this further.\n`),
    [],
  );
});

test('a missing required section is named, with the order expected', () => {
  const problems = problemsAfter((s) => s.replace('## Consequences', '## What follows'));
  assert.ok(
    problems.some((p) => p.includes('section "## Consequences" is missing or out of order (expected after "## Decision")')),
    problems.join('\n'),
  );
});

test('template guidance left in a document is reported on its line', () => {
  const guidance = '_What the decision costs, written down as seriously as what it buys._';
  const problems = problemsAfter((s) => s.replace('## Consequences\n', `## Consequences\n\n${guidance}\n`));
  assert.ok(
    problems.includes(
      `${original.file}:${lineOf(source, '## Consequences') + 2}: template guidance left in place: replace it with the section itself`,
    ),
    problems.join('\n'),
  );
});

test('supersession must be recorded on both documents', () => {
  const problems = problemsAfter((s) => s.replace('supersedes: rfc-006', 'supersedes: rfc-007'));
  assert.ok(
    problems.some((p) => p.startsWith(`${original.file}:${lineOf(source, 'supersedes:')}: supersedes rfc-007, but rfc/rfc-007`)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /^rfc\/rfc-006[^:]*:\d+: superseded_by adr-040, but adr\/adr-040/.test(p)),
    problems.join('\n'),
  );
});

test('a paragraph copied from another document is reported where the copy starts', () => {
  const other = record.documents.find((d) => d.frontMatter.id === 'adr-001')!;
  const paragraph = readFileSync(path.join(ROOT, other.file), 'utf8')
    .split('\n\n')
    .find((p) => p.split(' ').length > 40 && !/^[#|`-]/.test(p))!;
  const problems = problemsAfter((s) => `${s.trimEnd()}\n\n${paragraph}\n`);
  assert.ok(
    problems.some((p) => p.startsWith(`${original.file}:`) && p.includes(`paragraph repeated from ${other.file}`)),
    problems.join('\n'),
  );
});

test('too short, placeholder text and a level-1 heading are each reported', () => {
  const problems = problemsAfter((s) => s.replace(/## Context[\s\S]*/, '# Heading\n\nTODO.\n'));
  assert.ok(
    problems.some((p) => p.includes(`words in the body; a complete adr document needs at least ${RULES.adr.minWords}`)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.endsWith('placeholder text "TODO": write what it stands for')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.endsWith('level-1 heading: the title comes from front matter; start sections at "##"')),
    problems.join('\n'),
  );
});

test('a stub with every required section and a line in each is still too short', () => {
  const line = 'This section says one thing about the admin CLI, as [ADR-039](/adr/adr-039) and [ADR-016](/adr/adr-016) do at length.';
  const headings = [
    '## Context',
    '## Decision',
    '## Consequences',
    '### Positive',
    '### Negative',
    '## Alternatives Considered',
    '### First',
    '### Second',
    '## References',
  ];
  const stub = headings.map((h) => `${h}\n\n${line}\n`).join('\n');
  const problems = problemsAfter((s) => s.replace(/\n## [\s\S]*/, `\n${stub}`)).filter((p) => p.startsWith(original.file));
  assert.ok(!problems.some((p) => p.includes('is missing or out of order')), problems.join('\n'));
  assert.ok(
    problems.some((p) =>
      /^\S+:\d+: \d+ words in the body; a complete adr document needs at least \d+ \(WRITING\.md, "Length and shape"\)$/.test(p),
    ),
    problems.join('\n'),
  );
});

test('a getting-started guide may be shorter than other memos, and only a document tagged as one', () => {
  const quickStart = record.documents.find((d) => d.frontMatter.id === 'memo-034')!;
  const text = readFileSync(path.join(ROOT, quickStart.file), 'utf8');
  const problemsOf = (edited: string) => {
    const changed = parseDocument('memos', quickStart.file, edited);
    const documents = record.documents.map((d) => (d === quickStart ? changed : d));
    return checkRecord({...record, documents})
      .map(formatProblem)
      .filter((p) => p.startsWith(quickStart.file));
  };
  assert.ok(text.includes(', getting-started,'), 'MEMO-034 is tagged getting-started');
  assert.deepEqual(problemsOf(text), [], 'as written: above the quick-start floor, below the memo floor');
  const untagged = problemsOf(text.replace(', getting-started,', ','));
  assert.ok(
    untagged.some((p) => p.includes(`words in the body; a complete memos document needs at least ${RULES.memos.minWords}`)),
    untagged.join('\n'),
  );
  const stub = text
    .replace(/\n## Summary[\s\S]*?(?=\n## )/, '\n## Summary\n\nShort.\n')
    .replace(/(\n## [^\n]+\n)[\s\S]*?(?=\n## |$)/g, '$1\nShort.\n');
  assert.ok(
    problemsOf(stub).some((p) => /words in the body; a getting-started guide \(tagged getting-started\) needs at least 500/.test(p)),
    'a guide still has a floor',
  );
});
