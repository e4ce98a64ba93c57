/**
 * `planNewDocument` and `writePlan` (src/authoring/newDocument.ts) called
 * directly on small section folders made for each case, with the repository's
 * own templates: how the number, file name, people, tags and date are chosen,
 * what a superseded document becomes, and each refusal. (newDocument.test.ts
 * runs the command on a copy of the real folders.)
 */
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readMarkdown} from '../../src/authoring/markdownFile';
import {
  AuthoringError,
  documentLink,
  normalizeId,
  planNewDocument,
  sectionForKind,
  slugify,
  writePlan,
  type NewDocumentRequest,
} from '../../src/authoring/newDocument';
import {TEMPLATE_DIR} from '../../src/authoring/templates';

const roots: string[] = [];
after(() => roots.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const TAGS = 'grpc:\n  label: gRPC\narchitecture:\n  label: Architecture\nproxy:\n  label: Proxy\n';

/** A site root with the adr, rfc and memos folders, the given files (path -> content), and a tag vocabulary (tags.yml) unless one is given. */
function site(files: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prism-plan-'));
  roots.push(root);
  for (const folder of ['adr', 'rfc', 'memos']) mkdirSync(path.join(root, folder));
  const all: Record<string, string> = {'tags.yml': TAGS, ...files};
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const document = (id: string, fields: string, body = '\nThe text.\n') =>
  `---\nid: ${id}\ntitle: Old ${id}\ndate: '2025-10-01'\n${fields}tags: [architecture]\n---\n${body}`;

const plan = (root: string, request: Partial<NewDocumentRequest> = {}) =>
  planNewDocument({root, kind: 'adr', title: 'Use Topaz', today: '2026-03-04', templateDir: TEMPLATE_DIR, ...request});

const refusal = (message: string | RegExp) => (error: unknown) =>
  error instanceof AuthoringError &&
  error.name === 'AuthoringError' &&
  (typeof message === 'string' ? error.message === message : message.test(error.message));

test('kinds: adr, rfc and memo name their sections; anything else is refused with the list', () => {
  assert.deepEqual(
    ['adr', 'rfc', 'memo'].map((kind) => sectionForKind(kind).id),
    ['adr', 'rfc', 'memos'],
  );
  assert.throws(() => sectionForKind('memos'), refusal('unknown kind "memos"; expected one of adr, rfc, memo'));
});

test('slugs drop apostrophes inside words and keep digits', () => {
  assert.equal(slugify("Don't cache the proxy’s state"), 'dont-cache-the-proxys-state');
  assert.equal(slugify('HTTP/2 for gRPC 101'), 'http-2-for-grpc-101');
  assert.equal(slugify('—'), '');
});

test('the next number follows the highest in use, counting .mdx files and ignoring pages and other files', () => {
  const root = site({
    'adr/index.mdx': '',
    'adr/ADR-000-template.md': '',
    'adr/adr-002-b.md': '',
    'adr/adr-009-c.mdx': '',
    'adr/adr-050-notes.txt': '',
    'adr/adr-060-draft.md.orig': '',
  });
  const result = plan(root);
  assert.equal(result.id, 'adr-010');
  assert.equal(result.document.path, 'adr/adr-010-use-topaz.md');
});

test('an empty folder starts at 001; an upper-case file name still counts', () => {
  assert.equal(plan(site()).id, 'adr-001');
  assert.equal(plan(site({'rfc/RFC-041-Old.md': ''}), {kind: 'rfc'}).id, 'rfc-042');
});

test('number 999 is the last; after it the section is full', () => {
  assert.equal(plan(site({'adr/adr-998-x.md': ''})).id, 'adr-999');
  assert.throws(() => plan(site({'adr/adr-999-x.md': ''})), refusal('adr/ has used every number up to 999'));
});

test('a missing section folder is refused, naming the folder and the root', () => {
  const root = site();
  rmSync(path.join(root, 'memos'), {recursive: true});
  assert.throws(() => plan(root, {kind: 'memo'}), refusal(`no memos/ folder under ${root}`));
});

test('titles: trimmed; one non-empty line; no number in any spelling; something to name the file after', () => {
  const root = site();
  assert.equal(readMarkdown(plan(root, {title: '  Use Topaz  '}).document.content).data.title, 'Use Topaz');
  for (const title of ['', '   ', 'Two\nlines', 'One\rline']) {
    assert.throws(() => plan(root, {title}), refusal('the title must be one non-empty line'), JSON.stringify(title));
  }
  for (const title of ['ADR 54 Use Topaz', 'adr-054 Use Topaz', 'ADR_54', 'ADR#54', 'ADR: 54', 'ADR.54', 'Adr54']) {
    assert.throws(() => plan(root, {title}), refusal('give the title without its number; ADR-NNN is assigned'), title);
  }
  assert.equal(plan(root, {title: 'ADRs for 2 teams'}).document.path, 'adr/adr-001-adrs-for-2-teams.md');
  assert.equal(plan(site({'memos/.keep': ''}), {kind: 'memo', title: 'After ADR-012'}).id, 'memo-001');
  assert.throws(() => plan(root, {title: '?!'}), refusal('the title "?!" has no letters or digits to name the file after'));
});

test("today's date must be a calendar date", () => {
  assert.throws(() => plan(site(), {today: '2026-02-30'}), refusal('today\'s date "2026-02-30" is not a calendar date YYYY-MM-DD'));
});

test('people: ADR deciders are a list, an RFC or memo author one string; blank names are dropped, no names refused', () => {
  const root = site({'adr/.keep': '', 'memos/.keep': ''});
  const adr = readMarkdown(plan(root, {author: ' Proxy Team ,, Security Team '}).document.content).data;
  assert.deepEqual(adr.deciders, ['Proxy Team', 'Security Team']);
  assert.equal(adr.author, undefined);
  const memo = readMarkdown(plan(root, {kind: 'memo', author: 'Proxy Team, Security Team'}).document.content).data;
  assert.equal(memo.author, 'Proxy Team, Security Team');
  assert.deepEqual(readMarkdown(plan(root).document.content).data.deciders, ['Core Team']);
  assert.throws(() => plan(root, {author: ' , '}), refusal('--author names no team'));
});

test('tags: architecture by default, else the first tag defined; --tags de-duplicated and checked', () => {
  const data = (root: string, tags?: string) => readMarkdown(plan(root, {tags}).document.content).data;
  assert.deepEqual(data(site()).tags, ['architecture']);
  assert.deepEqual(data(site({'tags.yml': 'proxy:\n  label: Proxy\ngrpc:\n  label: gRPC\n'})).tags, ['proxy']);
  assert.deepEqual(data(site(), ' grpc, proxy,grpc, ').tags, ['grpc', 'proxy']);
  const root = site();
  assert.throws(() => plan(root, {tags: 'grpc,nope,other'}), refusal('--tags: "nope", "other" not in tags.yml'));
  assert.throws(() => plan(root, {tags: ' , '}), refusal('--tags: name at least one key of tags.yml'));
});

test('a site without a vocabulary, or with an empty tags.yml, has no tag to default to', () => {
  const root = site();
  rmSync(path.join(root, 'tags.yml'));
  assert.throws(() => plan(root), refusal('tags.yml defines no tags'));
  assert.throws(() => plan(site({'tags.yml': '# none yet\n'})), refusal('tags.yml defines no tags'));
});

test("fields keep the template's quoting and flow lists; the template body follows", () => {
  const content = plan(site(), {tags: 'grpc,proxy'}).document.content;
  assert.match(content, /^date: '2026-03-04'$/m);
  assert.match(content, /^tags: \[grpc, proxy\]$/m);
  assert.match(content, /^deciders: \[Core Team\]$/m);
  assert.match(content, /^status: Proposed$/m);
  assert.match(content, /^---\nid: adr-001\n/);
});

test('a template whose front matter the section would refuse is reported against the template', () => {
  const templates = path.join(site(), 'templates');
  mkdirSync(templates);
  writeFileSync(path.join(templates, 'adr.md'), `---\nid: adr-000\ntitle: T\nstatus: Maybe\ndate: '2025-01-01'\n---\n\nBody.\n`);
  assert.throws(
    () => plan(site(), {templateDir: templates}),
    refusal(/^templates\/adr\.md: adr\/adr-001-use-topaz\.md: front matter field "status" must be one of /),
  );
});

test('ids to supersede: any case, padded to three digits; anything else is refused', () => {
  assert.equal(normalizeId(' ADR-7 '), 'adr-007');
  assert.equal(normalizeId('memo-010'), 'memo-010');
  assert.equal(normalizeId('prd-1'), 'prd-001');
  for (const value of ['adr-1234', 'netflix-1', 'xadr-12', 'adr-12x', 'adr 12', 'adr-']) {
    assert.throws(() => normalizeId(value), refusal(`--supersedes expects a document id like adr-012, got "${value}"`), value);
  }
});

test('a link to a document names it by reference and points at its section', () => {
  assert.equal(documentLink('memo-010'), '[MEMO-010](/memos/memo-010)');
  assert.equal(documentLink('rfc-007'), '[RFC-007](/rfc/rfc-007)');
});

test('superseding: the old file is found by id, gains status and superseded_by, and a first line naming its successor', () => {
  const root = site({
    'rfc/rfc-007-old-cache.md': document('rfc-007', 'status: Accepted\nauthor: Core Team\n'),
    'rfc/rfc-0070-other.md': '',
    'adr/adr-003-x.md': '',
  });
  const result = plan(root, {supersedes: 'RFC-7'});
  assert.equal(result.superseded?.path, 'rfc/rfc-007-old-cache.md');
  const old = readMarkdown(result.superseded.content);
  assert.deepEqual([old.data.status, old.data.superseded_by], ['Superseded', 'adr-004']);
  assert.equal(old.body, '\nSuperseded on 2026-03-04 by [ADR-004](/adr/adr-004), Use Topaz.\n\nThe text.\n');
  const created = readMarkdown(result.document.content);
  assert.equal(created.data.supersedes, 'rfc-007');
  assert.match(created.body, /^\nThis ADR supersedes \[RFC-007\]\(\/rfc\/rfc-007\), Old rfc-007\.\n\n_Say what carries over/);
});

test('superseding a file named by its id alone, whose body has no leading blank line', () => {
  const root = site({'memos/memo-010.md': document('memo-010', 'author: Core Team\n', 'First line.\n')});
  const result = plan(root, {kind: 'memo', title: 'Newer', supersedes: 'memo-10'});
  assert.equal(result.superseded?.path, 'memos/memo-010.md');
  assert.equal(
    readMarkdown(result.superseded.content).body,
    '\nSuperseded on 2026-03-04 by [MEMO-011](/memos/memo-011), Newer.\n\nFirst line.\n',
  );
});

test('a document already superseded is refused, naming its successor when it has one', () => {
  const root = site({
    'adr/adr-001-a.md': document('adr-001', 'status: Superseded\ndeciders: [Core Team]\n'),
    'adr/adr-002-b.md': document('adr-002', 'status: Accepted\nsuperseded_by: rfc-004\ndeciders: [Core Team]\n'),
  });
  assert.throws(() => plan(root, {supersedes: 'adr-001'}), refusal('adr-001 is already superseded'));
  assert.throws(() => plan(root, {supersedes: 'adr-002'}), refusal('adr-002 is already superseded by rfc-004'));
  assert.throws(() => plan(root, {supersedes: 'adr-005'}), refusal('cannot supersede adr-005: no such document in adr/'));
});

test('writePlan writes the new document, then the superseded one', () => {
  const root = site({'adr/adr-001-a.md': document('adr-001', 'status: Accepted\ndeciders: [Core Team]\n')});
  const result = plan(root, {supersedes: 'adr-001'});
  writePlan(root, result);
  assert.equal(readFileSync(path.join(root, result.document.path), 'utf8'), result.document.content);
  assert.equal(readFileSync(path.join(root, 'adr/adr-001-a.md'), 'utf8'), result.superseded!.content);
});

test('writePlan with nothing superseded writes the one document', () => {
  const root = site();
  const result = plan(root);
  writePlan(root, result);
  assert.equal(readFileSync(path.join(root, result.document.path), 'utf8'), result.document.content);
});

test('writePlan never overwrites: an existing file is refused and left as it was', () => {
  const root = site();
  const result = plan(root);
  writeFileSync(path.join(root, result.document.path), 'mine');
  assert.throws(() => writePlan(root, result), refusal(`${result.document.path} already exists`));
  assert.equal(readFileSync(path.join(root, result.document.path), 'utf8'), 'mine');
});

test('writePlan: any other write error is passed on as it is; a failed update removes the new document again', () => {
  const root = site();
  const result = plan(root);
  assert.throws(
    () => writePlan(root, {...result, document: {...result.document, path: 'nowhere/x.md'}}),
    (error: unknown) => !(error instanceof AuthoringError) && (error as NodeJS.ErrnoException).code === 'ENOENT',
  );
  assert.throws(
    () => writePlan(root, {...result, superseded: {path: 'adr', content: 'x'}}),
    (error: unknown) => !(error instanceof AuthoringError) && (error as NodeJS.ErrnoException).code === 'EISDIR',
  );
  assert.equal(existsSync(path.join(root, result.document.path)), false);
});
