/**
 * markdown.parseFrontMatter (src/config/parseFrontMatter.ts): Docusaurus's
 * parser, then the front matter rules and the section's tags.yml, each mistake
 * an authoring mistake at the line of its field or tag; and a description from
 * the first paragraph when the front matter has none.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, mock, test} from 'node:test';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {AuthoringMistake} from '../../src/authoring/mistakes';
import {unknownTagProblem} from '../../src/config/frontMatter';
import {parseFrontMatter} from '../../src/config/parseFrontMatter';

const SITE = mkdtempSync(path.join(tmpdir(), 'prism-parse-front-matter-'));
after(() => rmSync(SITE, {recursive: true, force: true}));
mkdirSync(path.join(SITE, 'adr'));
mkdirSync(path.join(SITE, 'docs'));
mkdirSync(path.join(SITE, 'netflix'));
writeFileSync(path.join(SITE, 'tags.yml'), 'go:\n  label: Go\ntooling:\n  label: Tooling\nknown:\n  label: Known\n');

const ADR = [
  '---',
  'id: adr-012',
  'title: Go for Tooling',
  'status: Accepted',
  'date: 2025-10-07',
  'deciders: [Platform Team]',
  'tags:',
  '  - go',
  '  - tooling',
  '---',
  '',
  '# Heading',
  '',
  'Go is the language of\nthe command-line tools.',
  '',
].join('\n');

type Parse = Parameters<typeof parseFrontMatter>[0]['defaultParseFrontMatter'];

const parse = (file: string, fileContent: string, defaultParseFrontMatter: Parse = DEFAULT_PARSE_FRONT_MATTER) =>
  parseFrontMatter({filePath: path.join(SITE, file), fileContent, defaultParseFrontMatter});

/** The authoring mistake a parse fails with (stderr silenced). */
async function mistakeOf(file: string, fileContent: string, defaultParseFrontMatter?: Parse): Promise<AuthoringMistake> {
  const write = mock.method(process.stderr, 'write', () => true);
  try {
    await parse(file, fileContent, defaultParseFrontMatter);
  } catch (error) {
    assert.ok(error instanceof AuthoringMistake, String(error));
    return error;
  } finally {
    write.mock.restore();
  }
  assert.fail(`${file} parsed without a mistake`);
}

test('parseFrontMatter: a valid document is normalised, keeps its content, and gets its first paragraph as description', async () => {
  const result = await parse('adr/adr-012-go.md', ADR);
  assert.equal(result.frontMatter.title, 'ADR-012: Go for Tooling');
  assert.equal(result.frontMatter.date, '2025-10-07', 'the YAML date as YYYY-MM-DD');
  assert.equal(result.frontMatter.description, 'Go is the language of the command-line tools.');
  assert.match(
    result.content,
    /^\s*# Heading\n\nGo is the language of\nthe command-line tools\.\n?$/,
    'the body, without the front matter',
  );
});

test("parseFrontMatter: the front matter's own description wins; a body without prose gives none", async () => {
  const described = ADR.replace('tags:', 'description: Said by the author.\ntags:');
  assert.equal((await parse('adr/adr-012-go.md', described)).frontMatter.description, 'Said by the author.');
  const noProse = await parse('adr/adr-012-go.md', ADR.replace(/Go is the language[\s\S]*$/, '- only a list\n'));
  assert.ok(!('description' in noProse.frontMatter));
});

test('parseFrontMatter: pages outside the sections are not checked, and still get a description', async () => {
  const result = await parse('src/pages/about.md', '---\ntitle: About\ntags: [anything]\n---\n\nAll about Prism.\n');
  assert.deepEqual(result.frontMatter, {title: 'About', tags: ['anything'], description: 'All about Prism.'});
});

test('parseFrontMatter: YAML that does not parse is a mistake at the line of the YAML error', async () => {
  const mistake = await mistakeOf('adr/adr-012-go.md', ADR.replace('status: Accepted', 'status: [Accepted'));
  assert.equal(mistake.file, 'adr/adr-012-go.md', 'the path from the section folder');
  assert.ok(mistake.line > 1, `line ${mistake.line}`);
  assert.match(mistake.problem, /^front matter is not valid YAML: \S/);
});

test("parseFrontMatter: when only Docusaurus's parser fails, its message's first line is reported at line 1", async () => {
  const failing: Parse = async () => {
    throw new Error('the parser gave up\nwith a long hint about quoting');
  };
  const mistake = await mistakeOf('adr/adr-012-go.md', ADR, failing);
  assert.deepEqual([mistake.line, mistake.problem], [1, 'front matter is not valid YAML: the parser gave up']);
});

test('parseFrontMatter: a front matter rule broken is a mistake at the line of the field, in the words of the rule', async () => {
  const mistake = await mistakeOf('adr/adr-012-go.md', ADR.replace('status: Accepted', 'status: Maybe'));
  assert.equal(mistake.file, 'adr/adr-012-go.md');
  assert.equal(mistake.line, 4, 'status is on line 4');
  assert.match(mistake.problem, /^front matter field "status" must be one of /);
  const missing = await mistakeOf('adr/adr-012-go.md', ADR.replace('deciders: [Platform Team]\n', ''));
  assert.deepEqual([missing.line, missing.problem.startsWith('front matter field "deciders"')], [1, true], 'a missing field: line 1');
});

test('parseFrontMatter: an error that is not a front matter mistake is passed on as it is', async () => {
  const failure = new Error('a getter failed');
  const frontMatter = {
    get id(): never {
      throw failure;
    },
  };
  const odd: Parse = async (params) => ({...(await DEFAULT_PARSE_FRONT_MATTER(params)), frontMatter});
  await assert.rejects(parse('adr/adr-012-go.md', ADR, odd), (error: unknown) => error === failure);
});

test('parseFrontMatter: a tag missing from the vocabulary (tags.yml) is a mistake at the line of that tag', async () => {
  const mistake = await mistakeOf('adr/adr-012-go.md', ADR.replace('  - tooling', '  - tooling\n  - nope'));
  assert.deepEqual([mistake.file, mistake.line, mistake.problem], ['adr/adr-012-go.md', 10, unknownTagProblem('nope')]);
  const site = await mistakeOf('adr/adr-012-go.md', ADR.replace('  - go', '  - nope'));
  assert.equal(site.line, 8, 'the first item');
});

test('parseFrontMatter: every section checks its tags against the one vocabulary, only those that are strings', async () => {
  const page = (tags: string) => `---\nid: intro\ntitle: Intro\ntags: ${tags}\n---\n\nText.\n`;
  assert.deepEqual((await parse('docs/intro.md', page('[known, go, 42]'))).frontMatter.tags, ['known', 'go', 42]);
  const mistake = await mistakeOf('docs/intro.md', page('[known, other]'));
  assert.equal(mistake.problem, unknownTagProblem('other'));
  const note = (tags: string) => `---\nid: netflix-x\ntitle: X\nauthor: Data Team\ntags: ${tags}\n---\n\nText.\n`;
  assert.deepEqual((await parse('netflix/netflix-x.md', note('[tooling]'))).frontMatter.tags, ['tooling'], 'an ADR tag serves a note too');
  assert.equal((await mistakeOf('netflix/netflix-x.md', note('[whatever]'))).problem, unknownTagProblem('whatever'));
});

test('parseFrontMatter: tags.yml is read again when it changes, and only then', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'prism-parse-front-matter-fresh-'));
  after(() => rmSync(site, {recursive: true, force: true}));
  mkdirSync(path.join(site, 'prds'));
  const tags = path.join(site, 'tags.yml');
  const file = path.relative(SITE, path.join(site, 'prds', 'prd-001-p.md')); // a page of that other site
  const doc = '---\nid: prd-001\ntitle: P\ndate: 2025-10-07\nauthor: A\ntags: [fresh]\n---\n\nText.\n';
  writeFileSync(tags, '');
  utimesSync(tags, 1_000, 1_000);
  assert.equal((await mistakeOf(file, doc)).problem, unknownTagProblem('fresh'), 'an empty tags.yml has no tags');
  writeFileSync(tags, 'fresh:\n  label: Fresh\n');
  utimesSync(tags, 1_000, 1_000);
  await mistakeOf(file, doc);
  utimesSync(tags, 2_000, 2_000);
  assert.deepEqual((await parse(file, doc)).frontMatter.tags, ['fresh'], 'read again once its time changed');
});
