/**
 * The authoring CLI (`npm run new`). Everything that writes runs against a
 * throw-away copy of small fake section folders, never the real content.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {
  AuthoringError,
  nextNumber,
  planNewDocument,
  readFrontMatter,
  renderDocument,
  slugify,
  supersede,
  writePlan,
  type NewDocumentKind,
} from '../../src/authoring/newDocument';
import {validateFrontMatterForFile} from '../../src/config/frontMatter';
import {sectionById} from '../../src/config/sections';
import {parseDocument} from '../content/documents';
import {PLACEHOLDER, RULES, structureProblems} from '../content/rules';
import {main} from '../../scripts/new-document';

const TODAY = '2025-10-16';
const REPO = path.resolve(__dirname, '..', '..');
const roots: string[] = [];
after(() => roots.forEach((r) => rmSync(r, {recursive: true, force: true})));

function doc(frontMatter: string, body: string): string {
  return `---\n${frontMatter.trim()}\n---\n\n${body}`;
}

const TAGS = (keys: string[]) => keys.map((k) => `${k}:\n  label: ${k}\n  permalink: /${k}\n  description: About ${k}.\n`).join('');

/** A fresh site root with tiny adr/, rfc/ and memos/ sections. */
function fakeRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'prism-new-'));
  roots.push(root);
  for (const folder of ['adr', 'rfc', 'memos']) mkdirSync(path.join(root, folder));
  const write = (file: string, content: string) => writeFileSync(path.join(root, file), content);

  write('adr/tags.yml', TAGS(['architecture', 'backend', 'go', 'performance']));
  write('adr/ADR-000-template.md', doc("id: ADR-000-template\ntitle: 'ADR-000: Template'\ntags: [backend]", 'The layout.\n'));
  write('adr/index.mdx', '# ADRs\n');
  write(
    'adr/adr-001-rust-proxy.md',
    doc(
      "id: adr-001\ntitle: Rust for the Proxy\nstatus: Accepted\ndate: '2025-10-07'\ndeciders: [Core Team]\ntags: [architecture]",
      'We write the proxy in Rust.\n\n## Context\n\nLatency.\n\n## References\n\n- Tokio: https://tokio.rs\n',
    ),
  );
  write(
    'adr/adr-003-go-tooling.md',
    doc(
      "id: adr-003\ntitle: Go for Tooling\nstatus: 'Accepted'\ndate: '2025-10-08'\ndeciders: [Platform Team]\ntags: [go]",
      'Tools are Go.\n\n## Context\n\nSpeed.\n\n## Later updates\n\n- [ADR-001](/adr/adr-001) (2025-10-07) first note.\n  Continued on a second line.\n\n## Appendix\n\n```markdown\n## Later updates\n```\n',
    ),
  );
  write(
    'adr/adr-004-old-cache.md',
    doc(
      "id: adr-004\ntitle: Old Cache\nstatus: Superseded\ndate: '2025-10-08'\ndeciders: [Data Team]\ntags: [backend]\nsuperseded_by: adr-001",
      'Replaced.\n',
    ),
  );

  write('rfc/tags.yml', TAGS(['architecture', 'design', 'security']));
  write(
    'rfc/rfc-006-admin-cli.md',
    doc(
      "id: rfc-006\ntitle: Admin CLI\nstatus: Proposed\ndate: '2025-10-08'\nauthor: Developer Experience Team\ntags: [design]",
      'A CLI.\n\n## Later updates\n\nThe CLI was rewritten; see the notes below.\n',
    ),
  );
  write('rfc/rfc-010-crlf.md', "---\r\nid: rfc-010\r\ntitle: Windows Lines\r\nstatus: Draft\r\ndate: '2025-10-09'\r\nauthor: Core Team\r\ntags: [design]\r\n---\r\n\r\nBody.\r\n");

  // memos has no "architecture" tag, and numbers 024-029 were never used.
  write('memos/tags.yml', TAGS(['testing', 'performance']));
  for (const n of [...Array.from({length: 23}, (_, i) => i + 1), 30, 31, 32, 33, 34]) {
    const id = `memo-${String(n).padStart(3, '0')}`;
    write(`memos/${id}-note-${n}.md`, doc(`id: ${id}\ntitle: Note ${n}\ndate: '2025-10-10'\nauthor: Core Team\ntags: [testing]`, `Memo ${n}.`));
  }
  return root;
}

/** Every file below root with its content, to prove a refusal wrote nothing. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, folder))) {
      files.set(`${folder}/${file}`, readFileSync(path.join(root, folder, file), 'utf8'));
    }
  }
  return files;
}

function run(root: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, {root, env: {PRISM_TODAY: TODAY}, stdout: (l) => out.push(l), stderr: (l) => err.push(l)});
  return {code, out, err};
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('nextNumber', () => {
  test('is one past the highest number, never filling gaps', () => {
    assert.equal(nextNumber(['adr-001', 'adr-003']), 4);
    assert.equal(nextNumber(['adr-010', 'adr-002']), 11);
  });

  test('memos 024-029 missing: the next memo comes after 034', () => {
    const ids = [...Array.from({length: 23}, (_, i) => i + 1), 30, 31, 32, 33, 34].map((n) => `memo-${String(n).padStart(3, '0')}`);
    assert.equal(nextNumber(ids), 35);
  });

  test('starts at 1, ignores unnumbered ids, and reads upper-case ids', () => {
    assert.equal(nextNumber([]), 1);
    assert.equal(nextNumber(['index', 'ADR-000', 'netflix-summary']), 1);
    assert.equal(nextNumber(['ADR-007', 'adr-002']), 8);
  });
});

describe('slugify', () => {
  test('lower-case kebab of the title', () => {
    assert.equal(slugify('Connection Pool Sizing for ClickHouse'), 'connection-pool-sizing-for-clickhouse');
    assert.equal(slugify('  Go Binary for Admin CLI (prismctl)  '), 'go-binary-for-admin-cli-prismctl');
  });

  test('keeps at most six words', () => {
    assert.equal(slugify('one two three four five six seven eight'), 'one-two-three-four-five-six');
  });

  test('ASCII only: accents folded, punctuation and other scripts dropped', () => {
    assert.equal(slugify('Café Münster: Ärger & Ölkännchen'), 'cafe-munster-arger-olkannchen');
    assert.equal(slugify("Don't Use gRPC/HTTP 1.1 — Ever"), 'dont-use-grpc-http-1-1');
    assert.equal(slugify('データ'), '');
    assert.match(slugify('Ünïcödé — “quoted” ñame'), /^[a-z0-9-]+$/);
  });
});

describe('renderDocument', () => {
  const cases: Array<{kind: NewDocumentKind; section: 'adr' | 'rfc' | 'memos'; file: string; status?: string}> = [
    {kind: 'adr', section: 'adr', file: 'adr/adr-054-connection-pool-sizing.md', status: 'Proposed'},
    {kind: 'rfc', section: 'rfc', file: 'rfc/rfc-054-connection-pool-sizing.md', status: 'Draft'},
    {kind: 'memo', section: 'memos', file: 'memos/memo-054-connection-pool-sizing.md'},
  ];
  for (const {kind, section: sectionId, file, status} of cases) {
    test(`${kind}: front matter passes validateFrontMatterForFile`, () => {
      const section = sectionById(sectionId);
      const source = renderDocument({section, number: 54, title: 'Connection Pool Sizing', date: TODAY, people: ['Core Team'], tags: ['architecture']});
      const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
      assert.ok(match, 'front matter block');
      const frontMatter = yaml.load(match[1]) as Record<string, unknown>;
      const validated = validateFrontMatterForFile(file, frontMatter);
      assert.equal(frontMatter.id, `${section.numberPrefix!.toLowerCase()}-054`);
      assert.equal(frontMatter.title, 'Connection Pool Sizing');
      assert.equal(validated.title, `${section.numberPrefix}-054: Connection Pool Sizing`);
      assert.equal(frontMatter.status, status);
      assert.equal(frontMatter.date, TODAY, 'date stays a quoted string');
      assert.deepEqual(frontMatter.tags, ['architecture']);
      if (kind === 'adr') {
        assert.deepEqual(frontMatter.deciders, ['Core Team']);
      } else {
        assert.equal(frontMatter.author, 'Core Team');
      }
    });

    test(`${kind}: has the required sections in order, each with italic guidance, and no placeholder words`, () => {
      const section = sectionById(sectionId);
      const source = renderDocument({section, number: 54, title: 'Connection Pool Sizing', date: TODAY, people: ['Core Team'], tags: ['architecture']});
      const parsed = parseDocument(sectionId, file, source);
      const problems = structureProblems(parsed, RULES[sectionId]).filter((p) => !/body words, below/.test(p));
      assert.deepEqual(problems, []);
      const h2 = parsed.headings.filter((h) => h.level === 2).map((h) => h.text);
      assert.deepEqual(h2, section.requiredSections!.map((s) => s.split('|')[0]));
      const blocks = parsed.body.split(/\n\n+/).map((b) => b.trim()).filter(Boolean);
      for (const [i, block] of blocks.entries()) {
        if (block.startsWith('#')) assert.match(blocks[i + 1], /^_[^_\n]+_$/, `guidance under "${block}"`);
      }
      assert.doesNotMatch(source, /\b(TODO|TBD|FIXME)\b|placeholder/i);
      assert.doesNotMatch(source, PLACEHOLDER);
    });
  }

  test('titles that YAML would misread are quoted and survive the round trip', () => {
    const section = sectionById('rfc');
    for (const title of ['Keys: Values and # Comments', "It's 'quoted'", 'yes', '- Dash first', '2025-10-16']) {
      const source = renderDocument({section, number: 7, title, date: TODAY, people: ['Core Team'], tags: ['design']});
      assert.equal(readFrontMatter(source).title, title);
    }
  });

  test('several ADR deciders become a list', () => {
    const source = renderDocument({section: sectionById('adr'), number: 2, title: 'X', date: TODAY, people: ['Data Team', 'Platform Team'], tags: ['go']});
    assert.match(source, /^deciders: \[Data Team, Platform Team\]$/m);
  });
});

describe('refusals: non-zero exit, one line on stderr, nothing written', () => {
  const refusals: Array<{name: string; argv: string[]; message: RegExp}> = [
    {name: 'unknown kind', argv: ['prd', 'Some Title'], message: /unknown kind "prd"/},
    {name: 'missing title', argv: ['adr'], message: /missing title/},
    {name: 'empty title', argv: ['adr', ''], message: /title is empty/},
    {name: 'whitespace title', argv: ['rfc', '   \t '], message: /title is empty/},
    {name: 'title with the number prefix', argv: ['adr', 'ADR-005: Pools'], message: /starts with a document number/},
    {name: 'title with a lower-case prefix', argv: ['memo', 'memo 35 Pools'], message: /starts with a document number/},
    {name: 'title with no ASCII', argv: ['adr', 'データ'], message: /no ASCII letters or digits/},
    {name: 'unknown --supersedes id', argv: ['adr', 'Pools', '--supersedes', 'adr-099'], message: /no such document in adr\//},
    {name: 'malformed --supersedes id', argv: ['adr', 'Pools', '--supersedes', 'adr-one'], message: /document id like adr-012/},
    {name: 'already superseded (status)', argv: ['adr', 'Pools', '--supersedes', 'adr-004'], message: /adr-004 is already superseded by adr-001/},
    {name: 'unknown tag', argv: ['adr', 'Pools', '--tags', 'go,kafka'], message: /unknown tag "kafka".*adr\/tags\.yml/},
    {name: 'empty tags', argv: ['adr', 'Pools', '--tags', ' , '], message: /--tags lists no tags/},
    {name: 'empty author', argv: ['adr', 'Pools', '--author', ' '], message: /--author names no team/},
    {name: 'unknown option', argv: ['adr', 'Pools', '--number', '5'], message: /--number/},
    {name: 'unquoted title', argv: ['adr', 'Connection', 'Pools'], message: /quote the title/},
  ];
  for (const {name, argv, message} of refusals) {
    test(name, () => {
      const root = fakeRoot();
      const before = snapshot(root);
      const {code, out, err} = run(root, ...argv);
      assert.notEqual(code, 0);
      assert.equal(err.length, 1, err.join('\n'));
      assert.doesNotMatch(err[0], /\n/);
      assert.match(err[0], message);
      assert.deepEqual(out, []);
      assert.deepEqual(snapshot(root), before);
    });
  }

  test('an invalid PRISM_TODAY', () => {
    const root = fakeRoot();
    const err: string[] = [];
    const code = main(['adr', 'Pools'], {root, env: {PRISM_TODAY: '2025-02-30'}, stdout: () => {}, stderr: (l) => err.push(l)});
    assert.equal(code, 1);
    assert.match(err[0], /"2025-02-30" is not a calendar date/);
  });

  test('a file that would already exist', () => {
    const root = fakeRoot();
    const before = snapshot(root);
    assert.throws(
      () => planNewDocument({root, kind: 'adr', title: 'Rust Proxy', today: TODAY, number: 1}),
      (e: unknown) => e instanceof AuthoringError && /adr\/adr-001-rust-proxy\.md already exists/.test(e.message),
    );
    assert.throws(
      () => planNewDocument({root, kind: 'adr', title: 'Another Title', today: TODAY, number: 3}),
      (e: unknown) => e instanceof AuthoringError && /adr-003 is already taken by adr\/adr-003-go-tooling\.md/.test(e.message),
    );
    // A file appearing between planning and writing: refused, and the superseded document is left alone.
    const plan = planNewDocument({root, kind: 'adr', title: 'Pools', today: TODAY, supersedes: 'adr-001'});
    writeFileSync(path.join(root, plan.document.path), 'someone else\n');
    assert.throws(() => writePlan(root, plan), (e: unknown) => e instanceof AuthoringError && /already exists/.test(e.message));
    assert.equal(read(root, plan.document.path), 'someone else\n');
    assert.equal(read(root, 'adr/adr-001-rust-proxy.md'), before.get('adr/adr-001-rust-proxy.md'));
  });

  test('the real command exits non-zero with one stderr line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new-document.ts', 'nope', 'Title'], {cwd: REPO, encoding: 'utf8'});
    assert.equal(result.status, 1);
    assert.equal(result.stdout, '');
    assert.equal(result.stderr, 'new-document: unknown kind "nope"; expected one of adr, rfc, memo\n');
  });
});

describe('creating documents', () => {
  test('adr: next number after the highest, slug from the title, Proposed, default deciders and tag', () => {
    const root = fakeRoot();
    const {code, out, err} = run(root, 'adr', 'Connection Pool Sizing for ClickHouse Clusters Today');
    assert.equal(code, 0, err.join('\n'));
    assert.deepEqual(out, ['created adr/adr-005-connection-pool-sizing-for-clickhouse-clusters.md']);
    const source = read(root, 'adr/adr-005-connection-pool-sizing-for-clickhouse-clusters.md');
    const fm = readFrontMatter(source);
    assert.deepEqual(fm, {
      id: 'adr-005',
      title: 'Connection Pool Sizing for ClickHouse Clusters Today',
      status: 'Proposed',
      date: TODAY,
      deciders: ['Core Team'],
      tags: ['architecture'],
    });
    validateFrontMatterForFile('adr/adr-005-connection-pool-sizing-for-clickhouse-clusters.md', fm);
  });

  test('memo: numbered after 034 despite the 024-029 gap; no status; a default tag that exists in memos/tags.yml', () => {
    const root = fakeRoot();
    const {code, out} = run(root, 'memo', 'Pool Benchmarks', '--author', 'Data Team');
    assert.equal(code, 0);
    assert.deepEqual(out, ['created memos/memo-035-pool-benchmarks.md']);
    const fm = readFrontMatter(read(root, 'memos/memo-035-pool-benchmarks.md'));
    assert.equal(fm.status, undefined);
    assert.equal(fm.author, 'Data Team');
    assert.deepEqual(fm.tags, ['testing']);
    validateFrontMatterForFile('memos/memo-035-pool-benchmarks.md', fm);
  });

  test('rfc: Draft, --tags checked against rfc/tags.yml, PRISM_TODAY as the date', () => {
    const root = fakeRoot();
    const {code, out} = run(root, 'rfc', 'Token Exchange', '--tags', 'security, Design', '--author', 'Security Team');
    assert.equal(code, 0);
    assert.deepEqual(out, ['created rfc/rfc-011-token-exchange.md']);
    const fm = readFrontMatter(read(root, 'rfc/rfc-011-token-exchange.md'));
    assert.equal(fm.status, 'Draft');
    assert.equal(fm.date, TODAY);
    assert.equal(fm.author, 'Security Team');
    assert.deepEqual(fm.tags, ['security', 'design']);
    validateFrontMatterForFile('rfc/rfc-011-token-exchange.md', fm);
  });

  test('--author lists several ADR deciders', () => {
    const root = fakeRoot();
    run(root, 'adr', 'Pools', '--author', 'Data Team, Platform Team');
    assert.deepEqual(readFrontMatter(read(root, 'adr/adr-005-pools.md')).deciders, ['Data Team', 'Platform Team']);
  });

  test('--dry-run prints the path and the document and writes nothing', () => {
    const root = fakeRoot();
    const before = snapshot(root);
    const {code, out} = run(root, 'adr', 'Pools', '--supersedes', 'adr-001', '--dry-run');
    assert.equal(code, 0);
    assert.equal(out[0], 'would create adr/adr-005-pools.md');
    assert.match(out[1], /^would update adr\/adr-001-rust-proxy\.md/);
    assert.match(out.join('\n'), /^id: adr-005$/m);
    assert.deepEqual(snapshot(root), before);
  });
});

describe('--supersedes', () => {
  test('updates both files; the old one changes only in its status, superseded_by and Later updates', () => {
    const root = fakeRoot();
    const oldBefore = read(root, 'adr/adr-001-rust-proxy.md');
    const {code, out} = run(root, 'adr', 'Go for the Proxy', '--supersedes', 'ADR-001');
    assert.equal(code, 0);
    assert.deepEqual(out.slice(0, 2), ['created adr/adr-005-go-for-the-proxy.md', 'updated adr/adr-001-rust-proxy.md']);

    const created = read(root, 'adr/adr-005-go-for-the-proxy.md');
    const fm = readFrontMatter(created);
    assert.equal(fm.supersedes, 'adr-001');
    validateFrontMatterForFile('adr/adr-005-go-for-the-proxy.md', fm);
    const firstParagraph = created.split('\n---\n')[1].trim().split('\n\n')[0];
    assert.match(firstParagraph, /^This ADR supersedes \[ADR-001\]\(\/adr\/adr-001\), Rust for the Proxy\./);

    const oldAfter = read(root, 'adr/adr-001-rust-proxy.md');
    const expected =
      oldBefore
        .replace('status: Accepted\n', 'status: Superseded\n')
        .replace('tags: [architecture]\n---', 'tags: [architecture]\nsuperseded_by: adr-005\n---') +
      '\n## Later updates\n\n- [ADR-005](/adr/adr-005) (2025-10-16) supersedes this document: Go for the Proxy.\n';
    assert.equal(oldAfter, expected);
    const oldFm = validateFrontMatterForFile('adr/adr-001-rust-proxy.md', readFrontMatter(oldAfter));
    assert.equal(oldFm.status, 'Superseded');
    assert.equal(oldFm.superseded_by, 'adr-005');

    // Superseding it again is refused.
    const again = run(root, 'adr', 'Zig for the Proxy', '--supersedes', 'adr-001');
    assert.equal(again.code, 1);
    assert.match(again.err[0], /adr-001 is already superseded by adr-005/);
  });

  test('across kinds: an ADR superseding an RFC whose Later updates is prose gets a bullet after a blank line', () => {
    const root = fakeRoot();
    const before = read(root, 'rfc/rfc-006-admin-cli.md');
    const {code} = run(root, 'adr', 'Go Admin CLI', '--supersedes', 'rfc-006');
    assert.equal(code, 0);
    const created = read(root, 'adr/adr-005-go-admin-cli.md');
    assert.match(created, /This ADR supersedes \[RFC-006\]\(\/rfc\/rfc-006\), Admin CLI\./);
    assert.equal(
      read(root, 'rfc/rfc-006-admin-cli.md'),
      before.replace('status: Proposed', 'status: Superseded').replace('tags: [design]\n', 'tags: [design]\nsuperseded_by: adr-005\n') +
        '\n- [ADR-005](/adr/adr-005) (2025-10-16) supersedes this document: Go Admin CLI.\n',
    );
  });

  test('supersede(): an existing bulleted Later updates gets one more bullet, before the next section', () => {
    const source = readFileSync(path.join(fakeRoot(), 'adr/adr-003-go-tooling.md'), 'utf8');
    const result = supersede(source, 'adr-009');
    assert.equal(
      result,
      source
        .replace("status: 'Accepted'", 'status: Superseded')
        .replace('tags: [go]\n', 'tags: [go]\nsuperseded_by: adr-009\n')
        .replace('  Continued on a second line.\n', '  Continued on a second line.\n- [ADR-009](/adr/adr-009) supersedes this document.\n'),
    );
    assert.equal((result.match(/## Later updates/g) ?? []).length, 2, 'the fenced example is left alone');
  });

  test('supersede(): a memo without a status line gains one; CRLF files keep CRLF', () => {
    const memo = doc("id: memo-002\ntitle: Note\ndate: '2025-10-10'\nauthor: Core Team\ntags: [testing]", 'Memo.');
    assert.equal(
      supersede(memo, 'memo-035', {date: '2025-10-16', title: 'Better Note'}),
      memo.replace('tags: [testing]\n', 'tags: [testing]\nstatus: Superseded\nsuperseded_by: memo-035\n') +
        '\n\n## Later updates\n\n- [MEMO-035](/memos/memo-035) (2025-10-16) supersedes this document: Better Note.\n',
    );
    const crlf = readFileSync(path.join(fakeRoot(), 'rfc/rfc-010-crlf.md'), 'utf8');
    const result = supersede(crlf, 'rfc-011');
    assert.doesNotMatch(result.replace(/\r\n/g, ''), /\n/);
    assert.equal(
      result,
      crlf.replace('status: Draft', 'status: Superseded').replace('tags: [design]\r\n', 'tags: [design]\r\nsuperseded_by: rfc-011\r\n') +
        '\r\n## Later updates\r\n\r\n- [RFC-011](/rfc/rfc-011) supersedes this document.\r\n',
    );
  });

  test('supersede(): refuses a document already superseded, or without front matter', () => {
    const superseded = doc("id: rfc-002\ntitle: X\nstatus: Superseded\ndate: '2025-10-08'\nauthor: Core Team\ntags: [design]", 'Body.\n');
    assert.throws(() => supersede(superseded, 'rfc-009'), /rfc-002 is already superseded/);
    const pointed = doc("id: rfc-002\ntitle: X\nstatus: Accepted\nsuperseded_by: rfc-005", 'Body.\n');
    assert.throws(() => supersede(pointed, 'rfc-009'), /already superseded by rfc-005/);
    assert.throws(() => supersede('# No front matter\n', 'rfc-009'), AuthoringError);
  });
});

test('required sections have one source: the section table', () => {
  for (const id of ['adr', 'rfc', 'memos', 'netflix', 'prds'] as const) {
    assert.deepEqual(RULES[id].sections, [...sectionById(id).requiredSections!]);
  }
});
