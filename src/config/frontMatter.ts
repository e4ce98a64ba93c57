import path from 'node:path';
import {DOCUMENT_ID, isSectionPage, SECTIONS, documentReference, type Section} from './sections';
import {relationsShapeProblem, writtenRelations} from './relations';

/**
 * Front matter rules per document kind. `markdown.parseFrontMatter` runs them on
 * every Markdown file at build time, and the content check and the authoring CLI
 * run the same code, so a mistake is reported the same way wherever it is made.
 */
export type FrontMatter = Record<string, unknown>;

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
    /** Where inside the field's value, for nested fields: `amends.1` under `relations`. */
    readonly within?: string,
  ) {
    super(`${file}: front matter field "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}

/** Accepts `'2025-10-05'` or the Date YAML makes of an unquoted date; returns `YYYY-MM-DD`. */
export function normalizeDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') {
    return undefined;
  }
  // A calendar date is a string that the day it names writes back as it is:
  // not `2025-02-30` (March 2), `2025-1-7` or `2025-10-07T12:00`.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The section a site-relative Markdown path belongs to, if it is a section document. */
export function sectionOfFile(relativePath: string): Section | undefined {
  const [folder] = relativePath.split(/[\\/]/);
  return SECTIONS.find((s) => s.path === folder);
}

/** Index pages, partials and the ADR template are pages, not numbered documents. */
export function isSectionDocument(relativePath: string): boolean {
  const base = path.basename(relativePath).replace(/\.mdx?$/, '');
  return !isSectionPage(base) && !base.startsWith('_');
}

export {unknownTagProblem} from './tagVocabulary';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkPeople(file: string, section: Section, frontMatter: FrontMatter): void {
  const field = section.peopleField;
  if (!field) {
    return;
  }
  const value = frontMatter[field];
  const valid = field === 'deciders' ? Array.isArray(value) && value.length > 0 && value.every(nonEmptyString) : nonEmptyString(value);
  if (!valid) {
    throw new FrontMatterError(file, field, field === 'deciders' ? 'must be a non-empty list of names' : 'must name the author');
  }
}

function checkLinks(file: string, frontMatter: FrontMatter): void {
  for (const field of ['supersedes', 'superseded_by']) {
    const value = frontMatter[field];
    if (value !== undefined && !(nonEmptyString(value) && DOCUMENT_ID.test(value))) {
      throw new FrontMatterError(file, field, `must be a document id like "adr-012", got ${JSON.stringify(value)}`);
    }
  }
}

/** `relations:` is well formed and does not repeat the document's `supersedes`. */
function checkRelations(file: string, frontMatter: FrontMatter): void {
  const {relations} = frontMatter;
  if (relations === undefined) return;
  const shape = relationsShapeProblem(relations, frontMatter.id);
  if (shape) throw new FrontMatterError(file, 'relations', shape.problem, shape.key || undefined);
  const repeated = writtenRelations(relations).findIndex(({target}) => target === frontMatter.supersedes);
  if (repeated !== -1) {
    const {type, target} = writtenRelations(relations)[repeated]!;
    const index = (relations as Record<string, string[]>)[type]!.indexOf(target);
    throw new FrontMatterError(
      file,
      'relations',
      `"${type}" names ${target}, which this document supersedes; supersession says it already`,
      `${type}.${index}`,
    );
  }
}

/**
 * Validates one document's front matter and returns it normalised: the date as
 * `YYYY-MM-DD`, and for numbered kinds the title prefixed with its reference
 * (`ADR-012: ...`) so the heading, browser title, sidebar and search index agree.
 */
export function validateDocumentFrontMatter(file: string, section: Section, frontMatter: FrontMatter): FrontMatter {
  const {id, title, status, tags} = frontMatter;
  const base = path.basename(file).replace(/\.mdx?$/, '');

  if (!nonEmptyString(id) || !section.idPattern.test(id)) {
    throw new FrontMatterError(file, 'id', `must match ${section.idPattern}, got ${JSON.stringify(id)}`);
  }
  if (base !== id && !base.startsWith(`${id}-`)) {
    throw new FrontMatterError(file, 'id', `"${id}" does not match the file name "${base}"`);
  }
  const reference = documentReference(section, id);
  if (!nonEmptyString(title)) {
    throw new FrontMatterError(file, 'title', 'is required');
  }
  if (reference && title.toUpperCase().startsWith(reference)) {
    throw new FrontMatterError(file, 'title', `must not repeat the number "${reference}"; the site adds it`);
  }
  const date = normalizeDate(frontMatter.date);
  const dateRequired = section.numberPrefix !== undefined;
  if (date === undefined && (dateRequired || frontMatter.date !== undefined)) {
    throw new FrontMatterError(file, 'date', `must be a calendar date "YYYY-MM-DD", got ${JSON.stringify(frontMatter.date)}`);
  }
  if (status === undefined ? section.statusRequired : !section.statuses?.includes(status as string)) {
    const allowed = section.statuses?.join(', ') ?? 'none';
    throw new FrontMatterError(file, 'status', `must be one of ${allowed}, got ${JSON.stringify(status)}`);
  }
  if (section.kind !== 'general' && !(Array.isArray(tags) && tags.length > 0 && tags.every(nonEmptyString))) {
    throw new FrontMatterError(file, 'tags', 'must be a non-empty list of tag keys from tags.yml');
  }
  checkPeople(file, section, frontMatter);
  checkLinks(file, frontMatter);
  checkRelations(file, frontMatter);

  return {
    ...frontMatter,
    ...(date === undefined ? {} : {date}),
    ...(reference ? {title: `${reference}: ${title}`, short_title: title, reference} : {}),
  };
}

/**
 * `adr/adr-001-x.md` for `/any/site/adr/adr-001-x.md`: the path from the nearest
 * enclosing section folder, whatever directory the site is built from.
 */
export function sectionRelativePath(filePath: string): string {
  const parts = filePath.split(/[\\/]/);
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    if (SECTIONS.some((s) => s.path === parts[i])) {
      return parts.slice(i).join('/');
    }
  }
  return filePath;
}

/** Entry point used by `markdown.parseFrontMatter` and the content check. */
export function validateFrontMatterForFile(filePath: string, frontMatter: FrontMatter): FrontMatter {
  const relativePath = sectionRelativePath(filePath);
  const section = sectionOfFile(relativePath);
  if (!section || !isSectionDocument(relativePath)) {
    return frontMatter;
  }
  return validateDocumentFrontMatter(relativePath, section, frontMatter);
}
