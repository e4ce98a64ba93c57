/**
 * The content check (`npm run lint:content`): every document in the manifest is
 * written, well-formed and linked, and no paragraph is repeated across documents.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {loadManifest, manifestEntries, type ManifestEntry, type ManifestSection} from '../support/manifest';
import {loadDocuments, paragraphs, type SourceDocument} from './documents';
import {frontMatterProblems, RULES, structureProblems, subheadings} from './rules';

const manifest = loadManifest();
const entries = manifestEntries(manifest);
const byKey = new Map(entries.map((e) => [`${e.section}/${e.id}`, e]));
const SECTIONS = Object.keys(RULES) as ManifestSection[];
const documents = new Map(SECTIONS.map((s) => [s, loadDocuments(s)]));
const allDocuments = [...documents.values()].flat();

function linkProblems(doc: SourceDocument, entry: ManifestEntry): string[] {
  const problems: string[] = [];
  const targets = new Set<string>();
  for (const link of doc.links) {
    const target = byKey.get(`${link.section}/${link.id}`);
    if (!target) {
      problems.push(`line ${link.line}: link to /${link.section}/${link.id}, which is not in the manifest`);
      continue;
    }
    if (target.id !== entry.id) targets.add(`${link.section}/${link.id}`);
    const later = entry.date && target.date && target.date > entry.date;
    // A superseded document must name its (later) successor at the top.
    const successor = target.id === entry.superseded_by;
    if (later && !successor && !/^later updates/i.test(link.under)) {
      problems.push(`line ${link.line}: links ${target.id} (${target.date}), dated after this document (${entry.date}), outside "Later updates"`);
    }
  }
  if (targets.size < RULES[doc.section].minDocumentLinks) {
    problems.push(`links ${targets.size} other documents; at least ${RULES[doc.section].minDocumentLinks} required`);
  }
  return problems;
}

function kindProblems(doc: SourceDocument): string[] {
  const problems: string[] = [];
  if (doc.section === 'adr') {
    const consequences = subheadings(doc, 'Consequences').map((h) => h.toLowerCase());
    if (!consequences.some((h) => h.startsWith('positive')) || !consequences.some((h) => h.startsWith('negative'))) {
      problems.push('Consequences needs "### Positive" and "### Negative"');
    }
    if (subheadings(doc, 'Alternatives Considered').length < 2) problems.push('Alternatives Considered needs at least two "###" alternatives');
    if (doc.frontMatter.status === 'Proposed' && !/acceptance criteria|before (it is )?accept/i.test(doc.prose)) {
      problems.push('a Proposed ADR must say what has to be shown before acceptance');
    }
  }
  if (doc.section === 'rfc') {
    if (subheadings(doc, 'Design').length === 0) problems.push('Design needs "###" subsections');
    if (doc.codeLanguages.filter((l) => l && l !== 'mermaid').length === 0) problems.push('an RFC needs at least one code block');
  }
  if (doc.codeLanguages.some((l) => l === '')) problems.push('a fenced code block has no language');
  const successor = doc.frontMatter.superseded_by;
  if (successor && !new RegExp(`\\]\\(/[a-z]+/${successor}\\)`).test(doc.body.slice(0, 1500))) {
    problems.push(`superseded: must link its successor ${successor} at the top`);
  }
  return problems;
}

for (const section of SECTIONS) {
  describe(`${section} documents`, () => {
    const docs = documents.get(section)!;
    const expected = manifest[section];

    test(`every manifest entry is written (${expected.length})`, () => {
      const written = new Set(docs.map((d) => d.frontMatter.id));
      assert.deepEqual(expected.filter((e) => !written.has(e.id)).map((e) => e.id), []);
    });

    for (const doc of docs) {
      test(`${doc.file}`, () => {
        const entry = expected.find((e) => e.id === doc.frontMatter.id);
        assert.ok(entry, `${doc.file}: id ${JSON.stringify(doc.frontMatter.id)} is not in the manifest`);
        const problems = [
          ...frontMatterProblems(doc, entry, RULES[section]),
          ...structureProblems(doc, RULES[section]),
          ...linkProblems(doc, entry),
          ...kindProblems(doc),
        ];
        assert.deepEqual(problems, [], `${doc.file}:\n  ${problems.join('\n  ')}`);
      });
    }
  });
}

test('no paragraph appears in more than one document', () => {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const doc of allDocuments) {
    for (const paragraph of new Set(paragraphs(doc))) {
      const key = paragraph.toLowerCase();
      const first = seen.get(key);
      if (first && first !== doc.file) repeats.push(`${first} and ${doc.file}: "${paragraph.slice(0, 80)}..."`);
      else seen.set(key, doc.file);
    }
  }
  assert.deepEqual(repeats, []);
});

test('every manifest id is unique and no memo 024-029 exists', () => {
  const ids = entries.map((e) => `${e.section}/${e.id}`);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(!allDocuments.some((d) => /^memo-02[4-9]$/.test(String(d.frontMatter.id))));
});
