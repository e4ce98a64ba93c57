/**
 * The content check: every document against its own front matter and the
 * rules an author can read in CONTRIBUTING.md and WRITING.md. Each problem is
 * reported as `file:line: message`, where the line is the one to edit.
 */
import {FrontMatterError, unknownTagProblem, validateFrontMatterForFile} from '../../src/config/frontMatter';
import {DOCUMENT_FILE_NAME, sectionById} from '../../src/config/sections';
import {templateGuidance} from '../../src/authoring/templates';
import {CONTENT_SECTIONS, documentDate, loadDocuments, loadTags, paragraphs, ROOT, words, type SourceDocument} from './documents';
import {TAGS_FILE} from '../../src/config/tagVocabulary';
import {
  IMPLIED_TAGS,
  LATER_UPDATES,
  MIN_DOCUMENTS_PER_TAG,
  PLACEHOLDER,
  RULES,
  UNUSED_MEMO_NUMBERS,
  wordFloor,
  type KindRules,
} from './rules';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}: ${p.message}`;

/** What the rules need to know about the whole record: every document, and the tag vocabulary. */
export interface Corpus {
  documents: readonly SourceDocument[];
  /** The general pages (docs/): not held to a kind's rules, but their tags count toward the vocabulary's. */
  general: readonly SourceDocument[];
  tags: ReturnType<typeof loadTags>;
}

export function loadRecord(root = ROOT): Corpus {
  return {
    documents: CONTENT_SECTIONS.flatMap((section) => loadDocuments(section, root)),
    general: loadDocuments('docs', root),
    tags: loadTags(root),
  };
}

type Report = (line: number, message: string) => void;

/** A document's id; from its file name while its front matter cannot be read, so links to it still resolve. */
const idOf = (doc: SourceDocument): string =>
  typeof doc.frontMatter.id === 'string'
    ? doc.frontMatter.id
    : (DOCUMENT_FILE_NAME.exec(doc.file.split('/').pop()!)?.[1] ??
      /^netflix-[a-z0-9-]+?(?=-|\.mdx?$)/.exec(doc.file.split('/').pop()!)?.[0] ??
      '');

function frontMatterProblems(doc: SourceDocument, record: Corpus, report: Report): void {
  if (doc.yamlError) {
    report(doc.yamlError.line, `front matter is not valid YAML: ${doc.yamlError.message}`);
    return;
  }
  try {
    validateFrontMatterForFile(doc.file, doc.frontMatter);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    report(doc.fieldLines[error.field] ?? 1, error.message.slice(`${doc.file}: `.length));
  }
  const known = record.tags;
  tagsOf(doc).forEach((tag, i) => {
    if (!known.has(String(tag))) {
      report(doc.tagLines[i] ?? doc.fieldLines.tags ?? 1, unknownTagProblem(String(tag)));
    }
  });
}

/** The document's `tags` list as written ([] when it has none or it is not a list). */
function tagsOf(doc: SourceDocument): unknown[] {
  return Array.isArray(doc.frontMatter.tags) ? doc.frontMatter.tags : [];
}

function structureProblems(doc: SourceDocument, rules: KindRules, report: Report): void {
  const h2 = doc.headings.filter((h) => h.level === 2);
  let cursor = 0;
  for (const required of rules.sections) {
    const options = required.split('|');
    const found = h2.findIndex((h, i) => i >= cursor && options.some((o) => h.text.toLowerCase() === o.toLowerCase()));
    if (found === -1) {
      const after = h2[cursor - 1];
      report(
        after?.line ?? doc.bodyLine,
        `section "## ${options[0]}" is missing or out of order${after ? ` (expected after "## ${after.text}")` : ''}; the sections are ${rules.sections.map((s) => s.split('|')[0]).join(', ')}`,
      );
    } else {
      cursor = found + 1;
    }
  }
  for (const h1 of doc.headings.filter((h) => h.level === 1)) {
    report(h1.line, 'level-1 heading: the title comes from front matter; start sections at "##"');
  }
  const count = words(doc.prose);
  const floor = wordFloor(rules, tagsOf(doc), doc.section);
  if (count < floor.minWords)
    report(doc.bodyLine, `${count} words in the body; ${floor.of} needs at least ${floor.minWords} (WRITING.md, "Length and shape")`);
  doc.prose.split('\n').forEach((line, i) => {
    const placeholder = PLACEHOLDER.exec(line);
    if (placeholder) report(doc.bodyLine + i, `placeholder text "${placeholder[0]}": write what it stands for`);
  });
  const guidance = templateGuidance();
  for (const paragraph of paragraphs(doc, 1)) {
    if (guidance.has(paragraph.text)) report(paragraph.line, 'template guidance left in place: replace it with the section itself');
  }
}

function linkProblems(doc: SourceDocument, record: Corpus, report: Report): void {
  const byKey = new Map(record.documents.map((d) => [`${d.section}/${idOf(d)}`, d]));
  const date = documentDate(doc);
  const targets = new Set<string>();
  for (const link of doc.links) {
    if (link.section === 'docs') continue;
    const target = byKey.get(`${link.section}/${link.id}`);
    if (!target) {
      if (link.id !== 'tags')
        report(link.line, `links /${link.section}/${link.id}, which no document has; check the id in ${link.section}/`);
      continue;
    }
    if (target === doc) continue;
    targets.add(String(target.frontMatter.id));
    const targetDate = documentDate(target);
    const successor = target.frontMatter.id === doc.frontMatter.superseded_by;
    if (date && targetDate && targetDate > date && !successor && !LATER_UPDATES.test(link.under)) {
      report(
        link.line,
        `links ${String(target.frontMatter.id)} (${targetDate}), dated after this document (${date}); move the link under "## Later updates"`,
      );
    }
  }
  const min = RULES[doc.section].minDocumentLinks;
  if (targets.size < min)
    report(doc.bodyLine, `links ${targets.size} other documents; link at least ${min} the reader needs, as [ADR-012](/adr/adr-012)`);
}

const subheadings = (doc: SourceDocument, section: string) => {
  const start = doc.headings.findIndex((h) => h.level === 2 && h.text.toLowerCase().startsWith(section.toLowerCase()));
  if (start === -1) return {line: doc.bodyLine, texts: [] as string[]};
  const end = doc.headings.findIndex((h, i) => i > start && h.level <= 2);
  const texts = doc.headings
    .slice(start + 1, end === -1 ? undefined : end)
    .filter((h) => h.level === 3)
    .map((h) => h.text);
  return {line: doc.headings[start].line, texts};
};

function kindProblems(doc: SourceDocument, report: Report): void {
  if (doc.section === 'adr') {
    const consequences = subheadings(doc, 'Consequences');
    const lower = consequences.texts.map((h) => h.toLowerCase());
    if (!lower.some((h) => h.startsWith('positive')) || !lower.some((h) => h.startsWith('negative'))) {
      report(consequences.line, 'Consequences needs "### Positive" and "### Negative"');
    }
    const alternatives = subheadings(doc, 'Alternatives Considered');
    if (alternatives.texts.length < 2) report(alternatives.line, 'Alternatives Considered needs at least two "###" alternatives');
    if (doc.frontMatter.status === 'Proposed' && !/acceptance criteria|before (it is )?accept/i.test(doc.prose)) {
      report(doc.fieldLines.status ?? 1, 'a Proposed ADR must say what has to be shown before acceptance ("### Acceptance criteria")');
    }
  }
  if (doc.section === 'rfc') {
    const design = subheadings(doc, 'Design');
    if (design.texts.length === 0) report(design.line, 'Design needs "###" subsections, one per component or concern');
    if (doc.codeLanguages.filter((l) => l && l !== 'mermaid').length === 0)
      report(doc.bodyLine, 'an RFC needs at least one code block in the language that decides');
  }
  if (doc.codeLanguages.some((l) => l === '')) {
    const line = doc.body.split('\n').findIndex((l) => /^(```|~~~)\s*$/.test(l.trim()));
    report(doc.bodyLine + Math.max(line, 0), 'a fenced code block has no language: name it (```rust, ```yaml, ```text)');
  }
}

/** `supersedes` and `superseded_by` name each other, and the old document says so at its top. */
function supersessionProblems(doc: SourceDocument, record: Corpus, report: Report): void {
  const byId = new Map(record.documents.map((d) => [String(d.frontMatter.id), d]));
  const {supersedes, superseded_by: successor} = doc.frontMatter;
  if (typeof supersedes === 'string') {
    const old = byId.get(supersedes);
    if (!old) report(doc.fieldLines.supersedes, `supersedes ${supersedes}, which no document has`);
    else if (old.frontMatter.superseded_by !== doc.frontMatter.id) {
      report(
        doc.fieldLines.supersedes,
        `supersedes ${supersedes}, but ${old.file} does not say "superseded_by: ${String(doc.frontMatter.id)}"`,
      );
    }
  }
  if (typeof successor === 'string') {
    const next = byId.get(successor);
    if (!next) report(doc.fieldLines.superseded_by, `superseded_by ${successor}, which no document has`);
    else if (next.frontMatter.supersedes !== doc.frontMatter.id) {
      report(
        doc.fieldLines.superseded_by,
        `superseded_by ${successor}, but ${next.file} does not say "supersedes: ${String(doc.frontMatter.id)}"`,
      );
    }
    if (sectionById(doc.section).statuses?.includes('Superseded') && doc.frontMatter.status !== 'Superseded') {
      report(
        doc.fieldLines.status ?? doc.fieldLines.superseded_by,
        `has superseded_by but status ${JSON.stringify(doc.frontMatter.status)}; set "status: Superseded"`,
      );
    }
    if (!new RegExp(`\\]\\(/[a-z]+/${successor}/?\\)`).test(doc.body.slice(0, 1500))) {
      report(doc.bodyLine, `superseded: link its successor ${successor} in the opening paragraph`);
    }
  }
}

/**
 * The vocabulary as a whole: each tag described and carried by at least two
 * documents (a tag of one is a title, not a way to find the rest), and a tag
 * that implies another (authentication implies security) never without it.
 */
function vocabularyProblems(record: Corpus, problem: (p: Problem) => void): void {
  const carriers = new Map<string, number>();
  for (const doc of [...record.documents, ...record.general]) {
    const tags = tagsOf(doc).map(String);
    for (const tag of tags) carriers.set(tag, (carriers.get(tag) ?? 0) + 1);
    for (const [tag, implied] of Object.entries(IMPLIED_TAGS)) {
      if (tags.includes(tag) && !tags.includes(implied))
        problem({
          file: doc.file,
          line: doc.fieldLines.tags ?? 1,
          message: `tagged ${tag} but not ${implied}; every ${tag} document is a ${implied} document`,
        });
    }
  }
  for (const [tag, entry] of record.tags) {
    const at = {file: TAGS_FILE, line: entry.line};
    if (!entry.description) problem({...at, message: `tag "${tag}" has no description; say what a reader finds under it`});
    const count = carriers.get(tag) ?? 0;
    if (count < MIN_DOCUMENTS_PER_TAG)
      problem({
        ...at,
        message: `tag "${tag}" is carried by ${count} document(s); a tag needs at least ${MIN_DOCUMENTS_PER_TAG}: merge it into a broader one`,
      });
  }
}

function recordProblems(record: Corpus, problem: (p: Problem) => void): void {
  vocabularyProblems(record, problem);
  const first = new Map<string, SourceDocument>();
  for (const doc of record.documents) {
    const key = `${doc.section}/${String(doc.frontMatter.id)}`;
    const earlier = first.get(key);
    if (earlier)
      problem({file: doc.file, line: doc.fieldLines.id ?? 1, message: `id ${String(doc.frontMatter.id)} is taken by ${earlier.file}`});
    else first.set(key, doc);
    if (UNUSED_MEMO_NUMBERS.test(String(doc.frontMatter.id))) {
      problem({file: doc.file, line: doc.fieldLines.id ?? 1, message: 'memos 024 to 029 are left unused; take the next free number'});
    }
  }
  const seen = new Map<string, string>();
  for (const doc of record.documents) {
    for (const paragraph of paragraphs(doc)) {
      const key = paragraph.text.toLowerCase();
      const owner = seen.get(key);
      if (owner && owner !== doc.file)
        problem({file: doc.file, line: paragraph.line, message: `paragraph repeated from ${owner}: "${paragraph.text.slice(0, 60)}..."`});
      else seen.set(key, doc.file);
    }
  }
}

/** Every problem of the record, in file order. */
export function checkRecord(record: Corpus): Problem[] {
  const problems: Problem[] = [];
  for (const doc of record.documents) {
    const report: Report = (line, message) => problems.push({file: doc.file, line, message});
    frontMatterProblems(doc, record, report);
    if (doc.yamlError) continue;
    structureProblems(doc, RULES[doc.section], report);
    linkProblems(doc, record, report);
    kindProblems(doc, report);
    supersessionProblems(doc, record, report);
  }
  recordProblems(record, (p) => problems.push(p));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The content check of a repository (or a copy of one). */
export function checkContent(root = ROOT): Problem[] {
  return checkRecord(loadRecord(root));
}
