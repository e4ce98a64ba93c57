/**
 * Each rule of the content check, proven able to fail, on a fixture record
 * (tests/content/fixtures/record.ts) and never on the live one: the fixture
 * passes, then one change to it must give exactly the expected
 * `file:line: message` lines, in the build's words where the build finds the
 * same mistake (src/authoring/problems.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {unknownTagProblem} from '../../src/config/tagVocabulary';
import {brokenLinkProblem, unclosedTagProblem, undrawnDiagramProblem, unknownReferenceProblem} from '../../src/authoring/problems';
import {drawingKey} from '../../src/diagrams/key';
import {checkRecord, formatProblem, loadRecord} from './check';
import {CHECKS} from './checks';
import {tagVocabulary} from './checks/vocabulary';
import {adr, FIXTURE_DOCUMENTS, memo, writeFixtureRecord} from './fixtures/record';
import {RULES} from './rules';

const ADR = 'adr/adr-001-first-decision.md';
const source = FIXTURE_DOCUMENTS[ADR];
/** The checks whose rules these tests change the record for (the coherence checks have theirs in coherence-*.test.ts). */
const DOCUMENT_CHECKS = CHECKS.filter((c) => ['writing bar', 'markdown the build refuses', 'diagrams'].includes(c.name));

/** Every problem the document checks find in the fixture record after `changes`. */
async function problemsWith(changes: Record<string, string | null>, prepare?: (root: string) => void): Promise<string[]> {
  const {root, remove} = writeFixtureRecord(changes);
  try {
    prepare?.(root);
    return (await checkRecord(loadRecord(root), DOCUMENT_CHECKS)).map(formatProblem);
  } finally {
    remove();
  }
}

/** The problems after `edit` changes the first ADR; the edit must change it. */
function problemsAfter(edit: (text: string) => string, others: Record<string, string> = {}): Promise<string[]> {
  const edited = edit(source);
  assert.notEqual(edited, source, 'the edit changes the document');
  return problemsWith({[ADR]: edited, ...others});
}

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const appended = (line: string) => (s: string) => `${s.trimEnd()}\n\n${line}\n`;
const lastLine = (text: string) => text.trimEnd().split('\n').length;

test('control: the fixture record has no problem', async () => {
  assert.deepEqual(await problemsWith({}), []);
});

test('an unknown tag is reported on its line, with the tags file to use (the build says the same)', async () => {
  assert.deepEqual(await problemsAfter((s) => s.replace('tags: [proxy, rust]', 'tags: [proxy, not-a-tag]')), [
    `${ADR}:${lineOf(source, 'tags:')}: ${unknownTagProblem('not-a-tag')}`,
  ]);
});

test("a status outside the section's list is reported on the status line", async () => {
  assert.deepEqual(await problemsAfter((s) => s.replace('status: Accepted', 'status: Approved')), [
    `${ADR}:${lineOf(source, 'status:')}: front matter field "status" must be one of Proposed, Accepted, Deprecated, Superseded, Rejected, got "Approved"`,
  ]);
});

test('front matter that is not YAML is reported with the YAML error', async () => {
  const problems = await problemsAfter((s) => s.replace('title: Decision adr-001', 'title: Decision: adr-001'));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], new RegExp(`^${ADR}:${lineOf(source, 'title:')}: front matter is not valid YAML`));
});

test('a link to a page that does not exist: its line, in the words of the build', async () => {
  assert.deepEqual(await problemsAfter(appended('See [ADR-999](/adr/adr-999).')), [
    `${ADR}:${lastLine(source) + 2}: ${brokenLinkProblem('/adr/adr-999', 'adr', 'adr-999')}`,
  ]);
});

test('raw HTML never closed: the line it opens on, in the words of the build', async () => {
  assert.deepEqual(await problemsAfter((s) => s.replace('## Decision\n', '## Decision\n\n<details>\n<summary>More</summary>\n')), [
    `${ADR}:${lineOf(source, '## Decision') + 2}: ${unclosedTagProblem('details')}`,
  ]);
});

test('a mention of a document that does not exist: its line, in the words of the build', async () => {
  assert.deepEqual(await problemsAfter(appended('This follows RFC-099.')), [
    `${ADR}:${lastLine(source) + 2}: ${unknownReferenceProblem('RFC-099')}`,
  ]);
});

test('a link to a later document outside "Later updates" is reported; under it, it is not', async () => {
  const later = {
    'adr/adr-002-second-decision.md': FIXTURE_DOCUMENTS['adr/adr-002-second-decision.md'].replace("'2025-10-05'", "'2025-11-01'"),
  };
  const ownProblems = async (edit: (s: string) => string) => (await problemsAfter(edit, later)).filter((p) => p.startsWith(ADR));
  assert.deepEqual(await ownProblems(appended('Compare [ADR-002](/adr/adr-002).')), [
    `${ADR}:${lineOf(source, 'It builds on')}: links adr-002 (2025-11-01), dated after this document (2025-10-05); move the link under "## Later updates"`,
    `${ADR}:${lastLine(source) - 1}: links adr-002 (2025-11-01), dated after this document (2025-10-05); move the link under "## Later updates"`,
    `${ADR}:${lastLine(source) + 2}: links adr-002 (2025-11-01), dated after this document (2025-10-05); move the link under "## Later updates"`,
  ]);
  const underLaterUpdates = (s: string) =>
    s
      .replace(' It builds on [ADR-002](/adr/adr-002) and', ' It builds on')
      .replace('- [ADR-002](/adr/adr-002)\n', '')
      .concat('\n## Later updates\n\n- [ADR-002](/adr/adr-002) took this further.\n');
  assert.deepEqual(await ownProblems(underLaterUpdates), []);
});

test('a missing required section is named, with the order expected', async () => {
  const problems = await problemsAfter((s) => s.replace('## Consequences', '## What follows'));
  assert.ok(
    problems.some((p) => p.includes('section "## Consequences" is missing or out of order (expected after "## Decision")')),
    problems.join('\n'),
  );
});

test('template guidance left in a document is reported on its line', async () => {
  const guidance = '_What the decision costs, written down as seriously as what it buys._';
  assert.deepEqual(await problemsAfter((s) => s.replace('## Consequences\n', `## Consequences\n\n${guidance}\n`)), [
    `${ADR}:${lineOf(source, '## Consequences') + 2}: template guidance left in place: replace it with the section itself`,
  ]);
});

test('supersession must be recorded on both documents', async () => {
  const problems = await problemsAfter((s) => s.replace('status: Accepted', 'status: Accepted\nsupersedes: adr-002'));
  assert.deepEqual(problems, [
    `${ADR}:${lineOf(source, 'status:') + 1}: supersedes adr-002, but adr/adr-002-second-decision.md does not say "superseded_by: adr-001"`,
  ]);
});

test('a relation to a document that does not exist is reported at its line; one that exists is not', async () => {
  assert.deepEqual(
    await problemsAfter((s) => s.replace('status: Accepted', 'status: Accepted\nrelations:\n  builds-on: [adr-002, adr-099]')),
    [`${ADR}:${lineOf(source, 'status:') + 2}: relation "builds-on" names adr-099, and no document has that id`],
  );
});

test('a paragraph copied from another document is reported where the copy starts', async () => {
  const RFC = 'rfc/rfc-001-first-design.md';
  const copied = source.split('\n\n').find((p) => p.startsWith('Part 5 of ADR-001'))!;
  assert.deepEqual(await problemsWith({[RFC]: appended(copied)(FIXTURE_DOCUMENTS[RFC])}), [
    `${RFC}:${lastLine(FIXTURE_DOCUMENTS[RFC]) + 2}: paragraph repeated from ${ADR}: "${copied.slice(0, 60)}..."`,
  ]);
});

test('too short, placeholder text and a level-1 heading are each reported', async () => {
  const problems = await problemsAfter((s) => s.replace(/## Context[\s\S]*/, '# Heading\n\nTODO.\n'));
  for (const expected of [
    `words in the body; a complete adr document needs at least ${RULES.adr.minWords}`,
    'placeholder text "TODO": write what it stands for',
    'level-1 heading: the title comes from front matter; start sections at "##"',
    'links 0 other documents; link at least 2',
  ]) {
    assert.ok(
      problems.some((p) => p.includes(expected)),
      `${expected}\n${problems.join('\n')}`,
    );
  }
});

test('a getting-started guide may be shorter than other memos, and only a document tagged as one', async () => {
  const file = 'memos/memo-001-a-quick-start.md';
  const links = ['[ADR-001](/adr/adr-001)', '[RFC-001](/rfc/rfc-001)'];
  const quickStart = memo('memo-001', links, '[getting-started, wal]', 9);
  assert.deepEqual(await problemsWith({[file]: quickStart}), [], 'above the guide floor, below the memo floor');
  const untagged = await problemsWith({[file]: quickStart.replace('[getting-started, wal]', '[wal]')});
  assert.match(untagged.join('\n'), new RegExp(`words in the body; a complete memos document needs at least ${RULES.memos.minWords}`));
  const stub = await problemsWith({[file]: memo('memo-001', links, '[getting-started, wal]', 3)});
  assert.match(
    stub.join('\n'),
    /words in the body; a getting-started guide \(tagged getting-started\) needs at least 500/,
    'a guide still has a floor',
  );
});

test('a document tagged authentication or authorization but not security is reported on its tags line', async () => {
  assert.deepEqual(await problemsAfter((s) => s.replace('tags: [proxy, rust]', 'tags: [authorization, proxy, rust]')), [
    `${ADR}:${lineOf(source, 'tags:')}: tagged authorization but not security; every authorization document is a security document`,
  ]);
  assert.deepEqual(await problemsAfter((s) => s.replace('tags: [proxy, rust]', 'tags: [authorization, security, proxy, rust]')), []);
});

test('the vocabulary: each tag described and carried by at least two documents, reported on its line of tags.yml', async () => {
  const vocabulary = (rustDescription: string) =>
    `proxy:\n  label: Proxy\n  description: The proxy.\nrust:\n  label: Rust\n${rustDescription}architecture:\n  label: Architecture\n  description: The whole.\n`;
  const vocabularyProblems = async (text: string) => {
    const {root, remove} = writeFixtureRecord({'tags.yml': text});
    try {
      return (await checkRecord(loadRecord(root), [tagVocabulary])).map(formatProblem);
    } finally {
      remove();
    }
  };
  // The fixture's ADRs carry proxy and rust, its RFC architecture and proxy.
  assert.deepEqual(await vocabularyProblems(vocabulary('  description: The language.\n')), [
    'tags.yml:7: tag "architecture" is carried by 1 document; a tag needs at least 2: merge it into a broader one',
  ]);
  assert.deepEqual(await vocabularyProblems(vocabulary('')), [
    'tags.yml:4: tag "rust" has no description; say what a reader finds under it',
    'tags.yml:6: tag "architecture" is carried by 1 document; a tag needs at least 2: merge it into a broader one',
  ]);
});

test('a draft previews short and unfinished; the floors apply once it is not a draft', async () => {
  const draft = `---\nid: adr-003\ntitle: A first try\nstatus: Proposed\ndate: '2025-10-05'\ndeciders: [Core Team]\ntags: [proxy]\ndraft: true\n---\n\nWe may move pools into the proxy. See [ADR-001](/adr/adr-001).\n\n## Context\n\nTODO.\n`;
  const file = 'adr/adr-003-a-first-try.md';
  assert.deepEqual(await problemsWith({[file]: draft}), []);
  const finished = await problemsWith({[file]: draft.replace('draft: true\n', '')});
  for (const expected of ['words in the body', 'links 1 other document;', 'placeholder text "TODO"', 'section "## Decision" is missing']) {
    assert.ok(
      finished.some((p) => p.startsWith(`${file}:`) && p.includes(expected)),
      `${expected}\n${finished.join('\n')}`,
    );
  }
  assert.deepEqual(await problemsWith({[file]: draft.replace('status: Proposed', 'status: Maybe')}), [
    `${file}:4: front matter field "status" must be one of Proposed, Accepted, Deprecated, Superseded, Rejected, got "Maybe"`,
  ]);
  assert.deepEqual(await problemsWith({[file]: draft, [ADR]: appended('See [ADR-003](/adr/adr-003).')(source)}), [
    `${ADR}:${lastLine(source) + 2}: links adr-003, a draft: the production build leaves drafts out, so link it once it is no longer one`,
  ]);
});

test('a diagram without a drawing, one Mermaid cannot read and a drawing no diagram uses are each reported on their line', async () => {
  const drawn = 'flowchart LR\n  Proxy --> Backend';
  const diagram = (text: string) => `\`\`\`mermaid\n${text}\n\`\`\``;
  const edit = appended(
    `${diagram('flowchart LR\n  Client --> Proxy')}\n\n${diagram('flowchart LR\n  A -->\n  B -->> C[')}\n\n${diagram(drawn)}`,
  );
  // The second diagram opens five lines after the first; Mermaid's "line 3" is the third line inside it.
  const fence = lastLine(source) + 2;
  const unused = drawingKey('flowchart LR\n  Gone --> Away');
  const problems = await problemsWith({[ADR]: edit(source)}, (root) => {
    const store = path.join(root, 'src', 'diagrams', 'drawings');
    writeFileSync(path.join(store, `${drawingKey(drawn)}.json`), '{}');
    writeFileSync(path.join(store, `${unused}.json`), '{}');
  });
  assert.deepEqual(problems, [
    `${ADR}:${fence}: ${undrawnDiagramProblem()}`,
    `${ADR}:${fence + 5 + 3}: Mermaid cannot read this diagram: Expecting 'AMP', 'COLON', 'PIPE', 'TESTSTR', 'DOWN', 'DEFAULT', 'NUM', 'COMMA', 'NODE_STRING', 'BRKT', 'MINUS', 'MULT', 'UNICODE_TEXT', got 'TAGEND'; fix it, then run \`npm run draw-diagrams\``,
    `src/diagrams/drawings/${unused}.json:1: no diagram uses this drawing; \`npm run draw-diagrams\` removes it`,
  ]);
});

test('the fixture is held to the same bar as the record: a second ADR in its shape passes beside it', async () => {
  const file = 'adr/adr-003-third-decision.md';
  assert.deepEqual(await problemsWith({[file]: adr('adr-003', ['[ADR-001](/adr/adr-001)', '[RFC-001](/rfc/rfc-001)'])}), []);
});
