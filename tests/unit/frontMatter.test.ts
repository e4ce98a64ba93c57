import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  FrontMatterError,
  normalizeDate,
  sectionRelativePath,
  unknownTagProblem,
  validateFrontMatterForFile,
} from '../../src/config/frontMatter';

const adr = {
  id: 'adr-012',
  title: 'Go for Tooling and CLI Utilities',
  status: 'Accepted',
  date: '2025-10-07',
  deciders: ['Platform Team'],
  tags: ['go', 'tooling'],
};

function expectError(file: string, frontMatter: Record<string, unknown>, field: string, problem?: RegExp): void {
  assert.throws(
    () => validateFrontMatterForFile(file, frontMatter),
    (error: unknown) =>
      error instanceof FrontMatterError &&
      error.field === field &&
      error.message.includes(file.replace(/^.*\/(?=(adr|rfc|memos|netflix|prds|docs)\/)/, '')) &&
      error.message.includes(`"${field}"`) &&
      (problem === undefined || problem.test(error.message.slice(error.message.indexOf(`"${field}" `) + field.length + 3))),
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

test('each mistake says what is wrong and what was found', () => {
  expectError('adr/ADR-12-go.md', {...adr, id: 'ADR-12'}, 'id', /^must match \/\^adr-\\d\{3\}\$\/, got "ADR-12"$/);
  expectError('adr/adr-013-go.md', adr, 'id', /^"adr-012" does not match the file name "adr-013-go"$/);
  expectError('adr/adr-012-go.md', {...adr, title: '  '}, 'title', /^is required$/);
  expectError('adr/adr-012-go.md', {...adr, title: 'adr-012 again'}, 'title', /^must not repeat the number "ADR-012"; the site adds it$/);
  expectError('adr/adr-012-go.md', {...adr, date: 'soon'}, 'date', /^must be a calendar date "YYYY-MM-DD", got "soon"$/);
  expectError(
    'adr/adr-012-go.md',
    {...adr, status: 'Maybe'},
    'status',
    /^must be one of Proposed, Accepted, Deprecated, Superseded, Rejected, got "Maybe"$/,
  );
  expectError('adr/adr-012-go.md', {...adr, tags: ['go', '']}, 'tags', /^must be a non-empty list of tag keys from tags\.yml$/);
  expectError('adr/adr-012-go.md', {...adr, deciders: ['Platform Team', ' ']}, 'deciders', /^must be a non-empty list of names$/);
  expectError('rfc/rfc-012-x.md', {...adr, id: 'rfc-012', status: 'Draft', author: ' '}, 'author', /^must name the author$/);
  expectError(
    'adr/adr-012-go.md',
    {...adr, superseded_by: 'later'},
    'superseded_by',
    /^must be a document id like "adr-012", got "later"$/,
  );
  assert.equal(validateFrontMatterForFile('adr/adr-012-go.md', {...adr, superseded_by: 'adr-013'}).superseded_by, 'adr-013');
});

test('an id must pass the section pattern even when the file name starts with it', () => {
  expectError('adr/ADR-12-go.md', {...adr, id: 'ADR-12'}, 'id');
  expectError('adr/12-go.md', {...adr, id: 12}, 'id', /^must match .*, got 12$/);
});

test('the id is checked against the file name without its extension only', () => {
  expectError('adr/adr-012.md-notes.md', adr, 'id');
  assert.equal(validateFrontMatterForFile('adr/adr-012.mdx', adr).reference, 'ADR-012');
});

test('a section without statuses accepts none; one without a number needs no date but checks one given', () => {
  const note = {id: 'netflix-scale', title: 'Scale', author: 'Data Team', tags: ['netflix']};
  expectError('netflix/netflix-scale.md', {...note, status: 'Draft'}, 'status', /^must be one of none, got "Draft"$/);
  expectError('netflix/netflix-scale.md', {...note, date: 'soon'}, 'date');
  assert.deepEqual(validateFrontMatterForFile('netflix/netflix-scale.md', note), note, 'nothing added: no date, no reference');
  assert.equal(
    validateFrontMatterForFile('netflix/netflix-scale.md', {...note, date: new Date('2025-10-09T00:00:00Z')}).date,
    '2025-10-09',
  );
});

test('a docs page needs an id and a title only: no people, tags, date or status', () => {
  const page = {id: 'intro', title: 'Introduction'};
  assert.deepEqual(validateFrontMatterForFile('docs/intro.md', page), page);
  expectError('docs/intro.md', {id: 'intro'}, 'title');
});

test('the date comes back as YYYY-MM-DD, from a string or from the Date YAML makes of an unquoted date', () => {
  assert.equal(validateFrontMatterForFile('adr/adr-012-go.md', {...adr, date: new Date('2025-10-07T00:00:00Z')}).date, '2025-10-07');
  for (const value of ['2024-02-29', '0999-12-31']) assert.equal(normalizeDate(value), value);
  const nullPrototypeMap = Object.create(null) as object; // as some parsers make: no toString, so no text at all
  for (const value of [
    '2025-02-29',
    '2025-1-7',
    '2025-10-07T12:00',
    'x2025-10-07',
    '2025-10-07x',
    '',
    'soon',
    20251007,
    ['2025-10-07'],
    null,
    new Date('x'),
    nullPrototypeMap,
  ]) {
    assert.equal(normalizeDate(value), undefined, String(typeof value));
  }
});

test('partials (a leading underscore) and templates are pages; a trailing underscore is still a document', () => {
  const page = {title: 'Anything'};
  assert.equal(validateFrontMatterForFile('adr/_partial.md', page), page);
  assert.equal(validateFrontMatterForFile('adr/notes.md-000-template.md', page), page, 'the template suffix before the extension');
  expectError('adr/adr-012-go_.md', page, 'id');
});

test('a file is located by the nearest enclosing section folder; other paths are left as they are', () => {
  assert.equal(sectionRelativePath('/home/docs/site/adr/adr-001-x.md'), 'adr/adr-001-x.md');
  assert.equal(sectionRelativePath('C:\\site\\rfc\\rfc-001.md'), 'rfc/rfc-001.md');
  assert.equal(sectionRelativePath('/site/adr/partials/_note.md'), 'adr/partials/_note.md');
  assert.equal(sectionRelativePath('adr/adr-001.md'), 'adr/adr-001.md', 'a section folder first in the path');
  assert.equal(sectionRelativePath('adr\\adr-001.md'), 'adr/adr-001.md', 'with a Windows separator');
  assert.equal(sectionRelativePath('/site/src/pages/about.md'), '/site/src/pages/about.md');
  assert.equal(sectionRelativePath('/site/adr'), '/site/adr', 'a folder named like a section, as the last part, is not a file in it');
});

test('the unknown tag message names the tag and the vocabulary, tags.yml', () => {
  const problem = unknownTagProblem('kafka');
  assert.match(problem, /^tag "kafka" is not in tags\.yml, the record's tag vocabulary; /);
  assert.match(problem, /add it there/, 'and how to fix it');
});
