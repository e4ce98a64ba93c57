/**
 * `npm run new -- adr "Title" [--supersedes adr-012] [--category "Label"] [--draft]`:
 * the next numbered document, made from its template in templates/, and with
 * --supersedes the old document marked as replaced. `planNewDocument` reads and checks
 * everything and returns the files to write; `writePlan` writes them. Both work
 * below a root passed in, so tests can point them at a copy.
 */
import {existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import YAML, {isScalar, type Document} from 'yaml';
import {FrontMatterError, normalizeDate, validateDocumentFrontMatter} from '../config/frontMatter';
import {CATEGORY_FIELD, documentNumber, documentReference, sectionById, sectionByPrefix, type Section} from '../config/sections';
import {TAGS_FILE, tagsFileOf} from '../config/tagVocabulary';
import {readMarkdown, writeMarkdown} from './markdownFile';
import {readTemplate, SUPERSEDES_GUIDANCE, TEMPLATE_KINDS, type TemplateKind} from './templates';

/** Every refusal: the CLI prints the message as one line and exits non-zero. */
export class AuthoringError extends Error {
  name = 'AuthoringError';
}

const KIND_SECTIONS: Readonly<Record<TemplateKind, string>> = {adr: 'adr', rfc: 'rfc', memo: 'memos'};
export const DEFAULT_PEOPLE = 'Core Team';
const DEFAULT_TAG = 'architecture';
const MAX_SLUG_WORDS = 6;

export function sectionForKind(kind: string): Section {
  if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) {
    throw new AuthoringError(`unknown kind "${kind}"; expected one of ${TEMPLATE_KINDS.join(', ')}`);
  }
  return sectionById(KIND_SECTIONS[kind as TemplateKind]);
}

/** File name part of a title: lower-case ASCII words joined by hyphens, at most six of them. */
export function slugify(title: string): string {
  const words =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f'\u2019]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  return words.slice(0, MAX_SLUG_WORDS).join('-');
}

function checkTitle(section: Section, title: string): string {
  const trimmed = title.trim();
  if (trimmed === '' || /[\r\n]/.test(trimmed)) throw new AuthoringError('the title must be one non-empty line');
  if (section.numberPrefix && new RegExp(`^${section.numberPrefix}\\s*[-_:#.]?\\s*\\d`, 'i').test(trimmed)) {
    throw new AuthoringError(`give the title without its number; ${section.numberPrefix}-NNN is assigned`);
  }
  if (slugify(trimmed) === '') throw new AuthoringError(`the title "${trimmed}" has no letters or digits to name the file after`);
  return trimmed;
}

/** Accepts `adr-012`, `ADR-012` or `adr-12`; returns `adr-012`. */
export function normalizeId(value: string): string {
  const match = /^(adr|rfc|memo|prd)-(\d{1,3})$/i.exec(value.trim());
  if (!match) throw new AuthoringError(`--supersedes expects a document id like adr-012, got "${value}"`);
  return `${match[1].toLowerCase()}-${match[2].padStart(3, '0')}`;
}

function sectionOfId(id: string): Section {
  return sectionByPrefix(id.split('-')[0])!;
}

/** `[ADR-012](/adr/adr-012)` */
export const documentLink = (id: string): string => `[${documentReference(sectionOfId(id), id)}](/${sectionOfId(id).path}/${id})`;

function markdownFiles(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) throw new AuthoringError(`no ${folder}/ folder under ${root}`);
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort();
}

/** The number after the highest in use in the folder (gaps are never refilled). */
function nextNumber(files: readonly string[]): number {
  return (
    Math.max(
      0,
      ...files.map(
        (f) =>
          documentNumber(
            f
              .replace(/\.mdx?$/, '')
              .split('-')
              .slice(0, 2)
              .join('-')
              .toLowerCase(),
          ) ?? 0,
      ),
    ) + 1
  );
}

function tagKeys(root: string): string[] {
  const file = tagsFileOf(root);
  return existsSync(file) ? Object.keys(YAML.parse(readFileSync(file, 'utf8')) ?? {}) : [];
}

function chooseTags(available: readonly string[], requested: string | undefined): string[] {
  if (requested === undefined) {
    const fallback = available.includes(DEFAULT_TAG) ? DEFAULT_TAG : available[0];
    if (!fallback) throw new AuthoringError(`${TAGS_FILE} defines no tags`);
    return [fallback];
  }
  const tags = [
    ...new Set(
      requested
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = tags.filter((t) => !available.includes(t));
  if (tags.length === 0 || unknown.length > 0) {
    throw new AuthoringError(`--tags: ${unknown.length ? `"${unknown.join('", "')}" not in` : 'name at least one key of'} ${TAGS_FILE}`);
  }
  return tags;
}

/** Sets a front matter field, keeping the quoting the template gave it. */
function setField(frontMatter: Document, key: string, value: string | string[]): void {
  const node = frontMatter.get(key, true);
  if (typeof value === 'string' && isScalar(node)) node.value = value;
  else frontMatter.set(key, frontMatter.createNode(value, {flow: true}));
}

export interface NewDocumentRequest {
  /** The folder holding adr/, rfc/, memos/ (and templates/ unless templateDir is given). */
  root: string;
  kind: string;
  title: string;
  /** `YYYY-MM-DD` */
  today: string;
  /** `--author`: a team; for an ADR, a comma-separated list of deciders. */
  author?: string;
  /** `--tags a,b`: keys of the section's tags.yml. */
  tags?: string;
  /** `--supersedes`: the id of the document this one replaces. */
  supersedes?: string;
  /** `--category "Label"`: the document opens a new sidebar category (sidebars.ts); else it joins the section's last one. */
  category?: string;
  /** `--draft`: `draft: true`, previewed and checked for its front matter and links, left out of the production build. */
  draft?: boolean;
  templateDir?: string;
}

export interface PlannedFile {
  /** Root-relative path, e.g. `adr/adr-054-use-topaz.md`. */
  path: string;
  content: string;
}

export interface NewDocumentPlan {
  id: string;
  document: PlannedFile;
  superseded?: PlannedFile;
}

/** The old document after `successor` replaces it: status and superseded_by set, and a first line saying so. */
function supersede(root: string, oldId: string, successor: {id: string; title: string; date: string}): PlannedFile & {title: string} {
  const section = sectionOfId(oldId);
  const file = markdownFiles(root, section.path).find((f) => f.replace(/\.mdx?$/, '') === oldId || f.startsWith(`${oldId}-`));
  if (!file) throw new AuthoringError(`cannot supersede ${oldId}: no such document in ${section.path}/`);
  const old = readMarkdown(readFileSync(path.join(root, section.path, file), 'utf8'));
  if (old.data.superseded_by !== undefined || old.data.status === 'Superseded') {
    throw new AuthoringError(`${oldId} is already superseded${old.data.superseded_by ? ` by ${String(old.data.superseded_by)}` : ''}`);
  }
  if (section.statuses?.includes('Superseded')) setField(old.frontMatter, 'status', 'Superseded');
  setField(old.frontMatter, 'superseded_by', successor.id);
  const notice = `Superseded on ${successor.date} by ${documentLink(successor.id)}, ${successor.title}.`;
  const body = `\n${notice}\n${old.body.startsWith('\n') ? '' : '\n'}${old.body}`;
  return {path: `${section.path}/${file}`, content: writeMarkdown({frontMatter: old.frontMatter, body}), title: String(old.data.title)};
}

/** Everything the command would write, checked; throws AuthoringError and touches nothing on any problem. */
export function planNewDocument(request: NewDocumentRequest): NewDocumentPlan {
  const section = sectionForKind(request.kind);
  const kind = request.kind as TemplateKind;
  const title = checkTitle(section, request.title);
  const date = normalizeDate(request.today);
  if (!date) throw new AuthoringError(`today's date "${request.today}" is not a calendar date YYYY-MM-DD`);

  const number = nextNumber(markdownFiles(request.root, section.path));
  if (number > 999) throw new AuthoringError(`${section.path}/ has used every number up to 999`);
  const id = `${section.numberPrefix!.toLowerCase()}-${String(number).padStart(3, '0')}`;
  const file = `${section.path}/${id}-${slugify(title)}.md`;

  const people = (request.author ?? DEFAULT_PEOPLE)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (people.length === 0) throw new AuthoringError('--author names no team');
  const template = readTemplate(kind, request.templateDir ?? path.join(request.root, 'templates'));
  const fields: Record<string, string | string[]> = {
    id,
    title,
    date,
    ...(section.peopleField === 'deciders' ? {deciders: people} : {author: people.join(', ')}),
    tags: chooseTags(tagKeys(request.root), request.tags),
  };
  if (request.category !== undefined) {
    if (!request.category.trim()) throw new AuthoringError('--category names no category');
    fields[CATEGORY_FIELD] = request.category.trim();
  }

  let body = template.body;
  let superseded: NewDocumentPlan['superseded'];
  if (request.supersedes !== undefined) {
    const oldId = normalizeId(request.supersedes);
    const {title: oldTitle, ...old} = supersede(request.root, oldId, {id, title, date});
    superseded = old;
    fields.supersedes = oldId;
    body = `\nThis ${section.numberPrefix} supersedes ${documentLink(oldId)}, ${oldTitle}.\n\n${SUPERSEDES_GUIDANCE}\n${body}`;
  }
  for (const [key, value] of Object.entries(fields)) setField(template.frontMatter, key, value);
  if (request.draft) template.frontMatter.set('draft', true);

  try {
    validateDocumentFrontMatter(file, section, template.frontMatter.toJS());
  } catch (error) {
    if (error instanceof FrontMatterError) throw new AuthoringError(`templates/${kind}.md: ${error.message}`);
    throw error;
  }
  return {id, document: {path: file, content: writeMarkdown({frontMatter: template.frontMatter, body})}, superseded};
}

/** Writes a plan: the new document first (never over an existing file), then the superseded one. */
export function writePlan(root: string, plan: NewDocumentPlan): void {
  const target = path.join(root, plan.document.path);
  try {
    writeFileSync(target, plan.document.content, {flag: 'wx'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new AuthoringError(`${plan.document.path} already exists`);
    throw error;
  }
  if (plan.superseded) {
    try {
      writeFileSync(path.join(root, plan.superseded.path), plan.superseded.content);
    } catch (error) {
      unlinkSync(target);
      throw error;
    }
  }
}
