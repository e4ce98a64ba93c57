import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FrontMatterError, normalizeDate, validateFrontMatterForFile} from '../../src/config/frontMatter';

const adr = {
  id: 'adr-012',
  title: 'Go for Tooling and CLI Utilities',
  status: 'Accepted',
  date: '2025-10-07',
  deciders: ['Platform Team'],
  tags: ['go', 'tooling'],
};

function expectError(file: string, frontMatter: Record<string, unknown>, field: string): void {
  assert.throws(
    () => validateFrontMatterForFile(file, frontMatter),
    (error: unknown) =>
      error instanceof FrontMatterError &&
      error.field === field &&
      error.message.includes(file.replace(/^.*\/(?=(adr|rfc|memos|netflix|prds|docs)\/)/, '')) &&
      error.message.includes(`"${field}"`),
  );
}

test('a complete ADR passes and gains its number in the title', () => {
  const result = validateFrontMatterForFile('adr/adr-012-go-tooling.md', adr);
  assert.equal(result.title, 'ADR-012: Go for Tooling and CLI Utilities');
  assert.equal(result.short_title, 'Go for Tooling and CLI Utilities');
  assert.equal(result.reference, 'ADR-012');
});

test('missing or malformed id fails, naming file and field', () => {
  expectError('adr/adr-012-go.md', {...adr, id: undefined}, 'id');
  expectError('adr/adr-012-go.md', {...adr, id: 'ADR-12'}, 'id');
});

test('an id that does not match the file name fails', () => {
  expectError('adr/adr-013-go.md', adr, 'id');
});

test('missing title fails; a title repeating the number fails', () => {
  expectError('adr/adr-012-go.md', {...adr, title: ''}, 'title');
  expectError('adr/adr-012-go.md', {...adr, title: 'ADR-012: Go'}, 'title');
});

test('dates must be real calendar days', () => {
  expectError('adr/adr-012-go.md', {...adr, date: '2025-13-01'}, 'date');
  expectError('adr/adr-012-go.md', {...adr, date: '2025-02-30'}, 'date');
  expectError('adr/adr-012-go.md', {...adr, date: undefined}, 'date');
  assert.equal(normalizeDate(new Date('2025-10-07T00:00:00Z')), '2025-10-07');
});

test('status must belong to the kind', () => {
  expectError('adr/adr-012-go.md', {...adr, status: 'Draft'}, 'status');
  expectError('adr/adr-012-go.md', {...adr, status: undefined}, 'status');
  const rfc = {...adr, id: 'rfc-012', status: 'Draft', author: 'Core Team'};
  assert.equal(validateFrontMatterForFile('rfc/rfc-012-x.md', rfc).status, 'Draft');
});

test('memos may omit status but not use a foreign one', () => {
  const memo = {id: 'memo-019', title: 'Load Test', date: '2025-10-11', author: 'SDK Team', tags: ['testing']};
  assert.ok(validateFrontMatterForFile('memos/memo-019-load.md', memo));
  expectError('memos/memo-019-load.md', {...memo, status: 'Accepted'}, 'status');
});

test('tags must be a non-empty list', () => {
  expectError('adr/adr-012-go.md', {...adr, tags: []}, 'tags');
  expectError('adr/adr-012-go.md', {...adr, tags: 'go'}, 'tags');
});

test('ADRs need deciders, RFCs an author', () => {
  expectError('adr/adr-012-go.md', {...adr, deciders: []}, 'deciders');
  expectError('rfc/rfc-012-x.md', {...adr, id: 'rfc-012', status: 'Draft'}, 'author');
});

test('supersedes must name a document id', () => {
  expectError('adr/adr-012-go.md', {...adr, supersedes: 'the old one'}, 'supersedes');
  assert.equal(validateFrontMatterForFile('adr/adr-012-go.md', {...adr, supersedes: 'rfc-006'}).supersedes, 'rfc-006');
});

test('index pages, the template and files outside sections are not documents', () => {
  const page = {title: 'Anything'};
  assert.equal(validateFrontMatterForFile('adr/index.mdx', page), page);
  assert.equal(validateFrontMatterForFile('adr/ADR-000-template.md', page), page);
  assert.equal(validateFrontMatterForFile('src/pages/x.md', page), page);
});

test('netflix notes are unnumbered and need no date', () => {
  const note = {id: 'netflix-scale', title: 'Scale', author: 'Data Team', tags: ['netflix']};
  const result = validateFrontMatterForFile('netflix/netflix-scale.md', note);
  assert.equal(result.title, 'Scale');
  expectError('netflix/netflix-scale.md', {...note, id: 'scale'}, 'id');
});

test('files are located by their section folder, wherever the site lives', () => {
  expectError('/tmp/site-copy/adr/adr-012-go.md', {...adr, status: 'Maybe'}, 'status');
  assert.throws(
    () => validateFrontMatterForFile('/tmp/site-copy/adr/adr-012-go.md', {...adr, status: 'Maybe'}),
    /^FrontMatterError: adr\/adr-012-go\.md:/,
  );
});
