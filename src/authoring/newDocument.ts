/**
 * The authoring CLI's logic (`npm run new -- adr "Title"`). The functions at
 * the top are pure: numbering, slugs, rendering a new document and marking an
 * old one superseded. `planNewDocument` and `writePlan` at the bottom do the
 * file work, always below a root directory passed in, so tests can point them
 * at a temporary copy instead of the real content.
 */
import {existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {FrontMatterError, normalizeDate, validateDocumentFrontMatter} from '../config/frontMatter';
import {documentNumber, documentReference, sectionById, sectionByPrefix, type Section, type SectionId} from '../config/sections';

/** Every refusal: the CLI prints the message as one line and exits non-zero. */
export class AuthoringError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthoringError';
  }
}

export type NewDocumentKind = 'adr' | 'rfc' | 'memo';

/** Kind named on the command line -> section it is written to. */
export const KIND_SECTIONS: Readonly<Record<NewDocumentKind, SectionId>> = {adr: 'adr', rfc: 'rfc', memo: 'memos'};

export const DEFAULT_PEOPLE = 'Core Team';
/** Tags tried in order when none are given; the first key of tags.yml is the last resort. */
export const DEFAULT_TAGS: readonly string[] = ['architecture'];
export const MAX_SLUG_WORDS = 6;

const STATUS_ON_CREATE: Readonly<Record<NewDocumentKind, string | undefined>> = {adr: 'Proposed', rfc: 'Draft', memo: undefined};
const KIND_LABEL: Readonly<Record<NewDocumentKind, string>> = {adr: 'ADR', rfc: 'RFC', memo: 'memo'};

export function isKind(kind: string): kind is NewDocumentKind {
  return Object.prototype.hasOwnProperty.call(KIND_SECTIONS, kind);
}

export function sectionForKind(kind: string): Section {
  if (!isKind(kind)) {
    throw new AuthoringError(`unknown kind "${kind}"; expected one of ${Object.keys(KIND_SECTIONS).join(', ')}`);
  }
  return sectionById(KIND_SECTIONS[kind]);
}

function kindOfSection(section: Section): NewDocumentKind {
  const kind = (Object.keys(KIND_SECTIONS) as NewDocumentKind[]).find((k) => KIND_SECTIONS[k] === section.id);
  if (!kind) {
    throw new AuthoringError(`the ${section.label} section has no document kind the CLI can create`);
  }
  return kind;
}

/** The number after the highest one in use (gaps are never refilled); 1 for an empty section. */
export function nextNumber(existingIds: Iterable<string>): number {
  let highest = 0;
  for (const id of existingIds) {
    const number = documentNumber(id.toLowerCase());
    if (number !== undefined && number > highest) {
      highest = number;
    }
  }
  return highest + 1;
}

/** File name part of a title: lower-case ASCII words joined by hyphens, at most six of them. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_SLUG_WORDS)
    .join('-');
}

export function documentId(section: Section, number: number): string {
  if (!section.numberPrefix) {
    throw new AuthoringError(`the ${section.label} section is not numbered`);
  }
  if (!Number.isInteger(number) || number < 1 || number > 999) {
    throw new AuthoringError(`document number ${number} is outside 001-999`);
  }
  return `${section.numberPrefix.toLowerCase()}-${String(number).padStart(3, '0')}`;
}

/** Site route of a numbered document: `rfc-006` -> `/rfc/rfc-006`. */
export function documentRoute(id: string): string {
  const section = sectionOfId(id);
  return `/${section.path}/${id}`;
}

/** `[RFC-006](/rfc/rfc-006)` */
export function documentLink(id: string): string {
  return `[${documentReference(sectionOfId(id), id)}](${documentRoute(id)})`;
}

function sectionOfId(id: string): Section {
  const section = sectionByPrefix(id.split('-')[0] ?? '');
  if (!section || documentNumber(id) === undefined) {
    throw new AuthoringError(`"${id}" is not a document id like adr-012`);
  }
  return section;
}

/** Accepts `adr-012`, `ADR-012` or `adr-12`; returns `adr-012`. */
export function normalizeId(value: string): string {
  const match = /^(adr|rfc|memo|prd)-(\d{1,3})$/i.exec(value.trim());
  if (!match) {
    throw new AuthoringError(`--supersedes expects a document id like adr-012 or rfc-006, got "${value}"`);
  }
  return `${match[1].toLowerCase()}-${match[2].padStart(3, '0')}`;
}

/** The trimmed title, or a refusal: empty, several lines, or already numbered. */
export function checkTitle(section: Section, title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') {
    throw new AuthoringError('the title is empty');
  }
  if (/[\r\n]/.test(trimmed)) {
    throw new AuthoringError('the title must be a single line');
  }
  const prefix = section.numberPrefix;
  if (prefix && new RegExp(`^${prefix}\\s*[-_:#.]?\\s*\\d`, 'i').test(trimmed)) {
    throw new AuthoringError(`the title "${trimmed}" starts with a document number; give the title alone, ${prefix}-NNN is assigned`);
  }
  if (slugify(trimmed) === '') {
    throw new AuthoringError(`the title "${trimmed}" has no ASCII letters or digits to build a file name from`);
  }
  return trimmed;
}

/** Tags for the new document: the ones asked for (all must exist), or a default that exists. */
export function resolveTags(available: readonly string[], requested: readonly string[] | undefined, tagsFile: string): string[] {
  if (requested === undefined) {
    const fallback = DEFAULT_TAGS.find((t) => available.includes(t)) ?? available[0];
    if (fallback === undefined) {
      throw new AuthoringError(`${tagsFile} defines no tags`);
    }
    return [fallback];
  }
  const tags = [...new Set(requested.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (tags.length === 0) {
    throw new AuthoringError('--tags lists no tags');
  }
  for (const tag of tags) {
    if (!available.includes(tag)) {
      const near = available.filter((a) => a.includes(tag) || tag.includes(a)).slice(0, 3);
      const hint = near.length > 0 ? ` (did you mean ${near.join(', ')}?)` : '';
      throw new AuthoringError(`unknown tag "${tag}": it is not in ${tagsFile}${hint}; use an existing tag or add it there first`);
    }
  }
  return tags;
}

interface Guide {
  heading: string;
  guidance: string;
  subsections?: ReadonlyArray<{heading: string; guidance: string}>;
}

const REFERENCES_GUIDE =
  'Every Prism document this relies on, one per line, as a site-absolute link without a file extension (/adr/adr-012), saying what the reader finds there. Link only documents dated on or before this one.';

/** Guidance written under each required section, keyed by the section's first accepted name. */
const GUIDES: Readonly<Record<NewDocumentKind, {opening: string; sections: Readonly<Record<string, Omit<Guide, 'heading'>>>}>> = {
  adr: {
    opening: 'State the decision in one paragraph, in plain words, so a reader who stops here still knows what was decided.',
    sections: {
      Context: {
        guidance:
          'What forces make this decision necessary now? Name the numbers: a measured latency, a product target, an earlier record this depends on.',
      },
      Decision: {
        guidance:
          'What is now true, in the present tense, precisely enough to check an implementation against it. Name the crate, the field, the port, the default.',
        subsections: [
          {
            heading: 'Acceptance criteria',
            guidance:
              'Number what has to be demonstrated before this record is accepted: a benchmark with a threshold, a prototype that survives a failure test, a review.',
          },
        ],
      },
      Consequences: {
        guidance: 'What the decision costs, written down as seriously as what it buys.',
        subsections: [
          {heading: 'Positive', guidance: 'What becomes easier, faster or safer, as outcomes someone could observe.'},
          {
            heading: 'Negative',
            guidance: 'What becomes harder, slower or riskier, and what we now owe. Link the record that will handle any follow-up work.',
          },
        ],
      },
      'Alternatives Considered': {
        guidance:
          'At least two alternatives, each under its own ### heading and described at its strongest, each ending with the reason it lost.',
      },
      References: {guidance: REFERENCES_GUIDE},
    },
  },
  rfc: {
    opening: 'Say in one paragraph what this RFC proposes and what it changes for the people who run or call Prism.',
    sections: {
      Summary: {guidance: 'The design in a few sentences or a short table: what is built, where it runs, and the targets it must meet.'},
      Motivation: {
        guidance: 'Why this is needed now? Name the failing case, the measured number or the product requirement that forces the work.',
      },
      Design: {
        guidance:
          'The interfaces, data shapes and flows, with code where code decides. Split it into ### subsections, one per component or concern.',
      },
      Alternatives: {guidance: 'The designs considered and set aside, each described at its strongest, with the reason it lost.'},
      Rollout: {guidance: 'The order of delivery, what each step proves, and how to back out if a step fails.'},
      'Open Questions': {guidance: 'What is still undecided, who will decide it, and what evidence would settle it.'},
      References: {guidance: REFERENCES_GUIDE},
    },
  },
  memo: {
    opening: 'Say in one paragraph what this memo examines and why a reader should care.',
    sections: {
      Summary: {
        guidance: 'The findings in a few sentences: what was measured, reviewed or learned, and the one result a reader must remember.',
      },
      Recommendations: {guidance: 'What should happen next, in priority order, each with an owner or a link to the record that will carry it.'},
      References: {guidance: REFERENCES_GUIDE},
    },
  },
};

/** The `##` sections a new document of this kind starts with, with their guidance. */
export function sectionGuides(kind: NewDocumentKind): Guide[] {
  const section = sectionById(KIND_SECTIONS[kind]);
  return (section.requiredSections ?? []).map((required) => {
    const heading = required.split('|')[0];
    const guide = GUIDES[kind].sections[heading];
    return {heading, ...(guide ?? {guidance: `What belongs under ${heading} for this ${KIND_LABEL[kind]}.`})};
  });
}

export interface RenderOptions {
  section: Section;
  number: number;
  /** Title without the number. */
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** Teams responsible: the ADR's deciders, or the RFC's or memo's author (joined). */
  people: readonly string[];
  tags: readonly string[];
  supersedes?: {id: string; title?: string};
}

const italic = (text: string) => `_${text}_`;

/** The new document's full Markdown source. */
export function renderDocument(options: RenderOptions): string {
  const {section, title, date, tags, supersedes} = options;
  const kind = kindOfSection(section);
  const id = documentId(section, options.number);
  const status = STATUS_ON_CREATE[kind];
  const frontMatter: Record<string, unknown> = {id, title, ...(status ? {status} : {}), date};
  if (section.peopleField === 'deciders') {
    frontMatter.deciders = [...options.people];
  } else if (section.peopleField === 'author') {
    frontMatter.author = options.people.join(', ');
  }
  frontMatter.tags = [...tags];
  if (supersedes) {
    frontMatter.supersedes = supersedes.id;
  }

  const blocks: string[] = [];
  if (supersedes) {
    const name = supersedes.title ? `, ${supersedes.title.trim().replace(/[.]$/, '')}` : '';
    blocks.push(
      `This ${KIND_LABEL[kind]} supersedes ${documentLink(supersedes.id)}${name}. ${italic('Say what carries over from it and what this document changes.')}`,
    );
  }
  blocks.push(italic(GUIDES[kind].opening));
  for (const guide of sectionGuides(kind)) {
    blocks.push(`## ${guide.heading}`, italic(guide.guidance));
    for (const sub of guide.subsections ?? []) {
      blocks.push(`### ${sub.heading}`, italic(sub.guidance));
    }
  }
  const yamlText = yaml.dump(frontMatter, {flowLevel: 1, lineWidth: -1});
  return `---\n${yamlText}---\n\n${blocks.join('\n\n')}\n`;
}

const FRONT_MATTER = /^---(\r?\n)([\s\S]*?)\r?\n---(?:\r?\n|$)/;

function parseFrontMatter(source: string): {data: Record<string, unknown>; start: number; end: number; eol: string} {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new AuthoringError('the document has no front matter');
  }
  let data: unknown;
  try {
    data = yaml.load(match[2]);
  } catch (error) {
    throw new AuthoringError(`the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const start = 3 + match[1].length;
  return {data: (data ?? {}) as Record<string, unknown>, start, end: start + match[2].length, eol: match[1]};
}

/** Front matter of a Markdown source, parsed with js-yaml. */
export function readFrontMatter(source: string): Record<string, unknown> {
  return parseFrontMatter(source).data;
}

const LATER_UPDATES = /^##\s+later updates\s*#*\s*$/i;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;

/** Adds a bullet to the `## Later updates` section, creating the section at the end if it is missing. */
function addLaterUpdate(source: string, bullet: string, bodyStart: number, eol: string): string {
  const lines = source.split('\n');
  const cr = eol === '\r\n' ? '\r' : '';
  const text = (i: number) => lines[i].replace(/\r$/, '');
  const firstBodyLine = source.slice(0, bodyStart).split('\n').length - 1;
  const headings: Array<{line: number; level: number}> = [];
  let fence: string | undefined;
  for (let i = firstBodyLine; i < lines.length; i++) {
    const line = text(i);
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === undefined || fence === marker)) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    const heading = fence === undefined ? /^(#{1,6})\s/.exec(line) : null;
    if (heading) headings.push({line: i, level: heading[1].length});
  }
  const later = headings.find((h) => h.level === 2 && LATER_UPDATES.test(text(h.line)));

  if (!later) {
    let tail = source.endsWith('\n') ? '' : eol;
    if (!/(\r?\n){2}$/.test(source + tail)) tail += eol;
    return `${source}${tail}## Later updates${eol}${eol}${bullet}${eol}`;
  }

  const next = headings.find((h) => h.line > later.line && h.level <= 2);
  const end = next ? next.line : lines.length;
  let last = end - 1;
  while (last > later.line && text(last).trim() === '') last--;
  let blockStart = last;
  while (blockStart - 1 > later.line && text(blockStart - 1).trim() !== '') blockStart--;
  const continuesList = last > later.line && LIST_ITEM.test(text(blockStart));

  const inserted = continuesList ? [bullet + cr] : [cr, bullet + cr];
  if (last + 1 === end && next) inserted.push(cr);
  if (last + 1 === lines.length) {
    // The file ended without a line break: give its last line one, and the bullet too.
    lines[last] += cr;
    inserted.push('');
  }
  lines.splice(last + 1, 0, ...inserted);
  return lines.join('\n');
}

/**
 * The old document's source after `newId` supersedes it: `status: Superseded`
 * and `superseded_by: <newId>` in the front matter (no other front matter line
 * changes) and a `## Later updates` bullet linking the new document.
 */
export function supersede(oldSource: string, newId: string, note: {title?: string; date?: string} = {}): string {
  const {data, start, end, eol} = parseFrontMatter(oldSource);
  if (data.status === 'Superseded' || data.superseded_by !== undefined) {
    const by = data.superseded_by === undefined ? '' : ` by ${String(data.superseded_by)}`;
    throw new AuthoringError(`${String(data.id ?? 'the document')} is already superseded${by}`);
  }
  let frontMatter = oldSource.slice(start, end);
  const statusLine = /^status[ \t]*:[^\r\n]*/m;
  frontMatter = statusLine.test(frontMatter)
    ? frontMatter.replace(statusLine, 'status: Superseded')
    : `${frontMatter}${eol}status: Superseded`;
  frontMatter += `${eol}superseded_by: ${newId}`;
  const updated = oldSource.slice(0, start) + frontMatter + oldSource.slice(end);

  const bodyStart = FRONT_MATTER.exec(updated)![0].length;
  const when = note.date ? ` (${note.date})` : '';
  const what = note.title ? `: ${note.title.trim().replace(/[.]$/, '')}` : '';
  const bullet = `- ${documentLink(newId)}${when} supersedes this document${what}.`;
  return addLaterUpdate(updated, bullet, bodyStart, eol);
}

// ---------------------------------------------------------------------------
// File work, always below `root`.

export interface NewDocumentRequest {
  /** Site root: the folder holding adr/, rfc/ and memos/. */
  root: string;
  kind: string;
  title: string;
  /** `YYYY-MM-DD` */
  today: string;
  /** `--author`: a team; for ADRs a comma-separated list of deciders. */
  author?: string;
  /** `--tags`, as given (`a,b`) or already split. */
  tags?: string | readonly string[];
  /** `--supersedes`: the id of the document this one replaces. */
  supersedes?: string;
  /** Use this number instead of the next free one. Not offered by the CLI. */
  number?: number;
}

export interface PlannedFile {
  /** Root-relative path with forward slashes, e.g. `adr/adr-054-foo.md`. */
  path: string;
  content: string;
}

export interface NewDocumentPlan {
  id: string;
  document: PlannedFile;
  /** The superseded document's new source, when `supersedes` was given. */
  superseded?: PlannedFile & {id: string};
}

const MARKDOWN = /\.mdx?$/;

function listMarkdown(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) {
    throw new AuthoringError(`no ${folder}/ folder under ${root}`);
  }
  return readdirSync(dir).filter((f) => MARKDOWN.test(f)).sort();
}

function readTags(root: string, section: Section): {keys: string[]; file: string} {
  const file = `${section.path}/tags.yml`;
  const full = path.join(root, file);
  if (!existsSync(full)) {
    throw new AuthoringError(`${file} not found`);
  }
  const data = yaml.load(readFileSync(full, 'utf8'));
  return {keys: data && typeof data === 'object' ? Object.keys(data) : [], file};
}

function splitList(value: string | readonly string[]): string[] {
  return (typeof value === 'string' ? value.split(',') : [...value]).map((v) => v.trim());
}

function findDocument(root: string, id: string): string {
  const section = sectionOfId(id);
  const file = listMarkdown(root, section.path).find((f) => {
    const base = f.replace(MARKDOWN, '').toLowerCase();
    return base === id || base.startsWith(`${id}-`);
  });
  if (!file) {
    throw new AuthoringError(`cannot supersede ${id}: no such document in ${section.path}/`);
  }
  return `${section.path}/${file}`;
}

/** Everything the command would write, checked; throws AuthoringError and touches nothing on any problem. */
export function planNewDocument(request: NewDocumentRequest): NewDocumentPlan {
  const section = sectionForKind(request.kind);
  const title = checkTitle(section, request.title);
  const date = normalizeDate(request.today);
  if (date === undefined) {
    throw new AuthoringError(`today's date "${request.today}" is not a calendar date YYYY-MM-DD`);
  }

  const files = listMarkdown(request.root, section.path);
  const existingIds = files.map((f) => /^([a-z]+-\d+)(?:-|\.mdx?$)/i.exec(f)?.[1]).filter((id): id is string => id !== undefined);
  const number = request.number ?? nextNumber(existingIds);
  if (number > 999) {
    throw new AuthoringError(`${section.path}/ has used every number up to 999`);
  }
  const id = documentId(section, number);
  const relativePath = `${section.path}/${id}-${slugify(title)}.md`;
  if (existsSync(path.join(request.root, relativePath))) {
    throw new AuthoringError(`${relativePath} already exists`);
  }
  const taken = files.find((f) => f.toLowerCase().startsWith(`${id}-`) || f.replace(MARKDOWN, '').toLowerCase() === id);
  if (taken) {
    throw new AuthoringError(`${id} is already taken by ${section.path}/${taken}`);
  }

  const people = request.author === undefined ? [DEFAULT_PEOPLE] : splitList(request.author).filter(Boolean);
  if (people.length === 0) {
    throw new AuthoringError('--author names no team');
  }
  const authorPeople = section.peopleField === 'deciders' ? people : [request.author?.trim() || DEFAULT_PEOPLE];
  const available = readTags(request.root, section);
  const tags = resolveTags(available.keys, request.tags === undefined ? undefined : splitList(request.tags), available.file);

  let superseded: NewDocumentPlan['superseded'];
  let supersedes: RenderOptions['supersedes'];
  if (request.supersedes !== undefined) {
    const oldId = normalizeId(request.supersedes);
    const oldPath = findDocument(request.root, oldId);
    const oldSource = readFileSync(path.join(request.root, oldPath), 'utf8');
    let content: string;
    try {
      content = supersede(oldSource, id, {title, date});
    } catch (error) {
      if (error instanceof AuthoringError) {
        throw new AuthoringError(`cannot supersede ${oldPath}: ${error.message}`);
      }
      throw error;
    }
    const oldTitle = readFrontMatter(oldSource).title;
    supersedes = {id: oldId, title: typeof oldTitle === 'string' ? oldTitle : undefined};
    superseded = {id: oldId, path: oldPath, content};
  }

  const content = renderDocument({section, number, title, date, people: authorPeople, tags, supersedes});
  try {
    validateDocumentFrontMatter(relativePath, section, readFrontMatter(content));
  } catch (error) {
    if (error instanceof FrontMatterError) {
      throw new AuthoringError(`generated front matter is invalid: ${error.message}`);
    }
    throw error;
  }
  return {id, document: {path: relativePath, content}, superseded};
}

/** Writes a plan: the new document first (never over an existing file), then the superseded one. */
export function writePlan(root: string, plan: NewDocumentPlan): void {
  const target = path.join(root, plan.document.path);
  try {
    writeFileSync(target, plan.document.content, {flag: 'wx'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new AuthoringError(`${plan.document.path} already exists`);
    }
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
