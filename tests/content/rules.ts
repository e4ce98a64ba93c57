import type {ManifestEntry} from '../support/manifest';
import {sectionById, type SectionId} from '../../src/config/sections';
import {words, type SourceDocument} from './documents';

/**
 * The writing bar (WRITING.md) as checks. Each rule returns the problems it
 * finds in one document, as readable strings naming the file.
 */
export interface KindRules {
  minWords: number;
  /** Required `##` sections in order; alternatives separated by `|`. */
  sections: string[];
  peopleField?: 'deciders' | 'author';
  minDocumentLinks: number;
}

/** Required sections come from the section table, which the authoring CLI also reads. */
const requiredSections = (id: SectionId): string[] => [...(sectionById(id).requiredSections ?? [])];

export const RULES: Record<string, KindRules> = {
  adr: {
    minWords: 700,
    sections: requiredSections('adr'),
    peopleField: 'deciders',
    minDocumentLinks: 2,
  },
  rfc: {
    minWords: 1500,
    sections: requiredSections('rfc'),
    peopleField: 'author',
    minDocumentLinks: 2,
  },
  memos: {
    minWords: 900,
    sections: requiredSections('memos'),
    peopleField: 'author',
    minDocumentLinks: 2,
  },
  netflix: {
    minWords: 800,
    sections: requiredSections('netflix'),
    minDocumentLinks: 2,
  },
  prds: {
    minWords: 2500,
    sections: requiredSections('prds'),
    peopleField: 'author',
    minDocumentLinks: 2,
  },
};

export const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|to be written|placeholder text|coming soon/i;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function frontMatterProblems(doc: SourceDocument, entry: ManifestEntry, rules: KindRules): string[] {
  const fm = doc.frontMatter;
  const problems: string[] = [];
  const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : fm.date;
  if (fm.title !== entry.title) problems.push(`title ${JSON.stringify(fm.title)} != manifest ${JSON.stringify(entry.title)}`);
  if ((fm.status ?? undefined) !== entry.status) problems.push(`status ${JSON.stringify(fm.status)} != manifest ${JSON.stringify(entry.status)}`);
  if ((date ?? undefined) !== entry.date) problems.push(`date ${JSON.stringify(date)} != manifest ${JSON.stringify(entry.date)}`);
  if (!Array.isArray(fm.tags) || !sameSet(fm.tags as string[], entry.tags)) {
    problems.push(`tags ${JSON.stringify(fm.tags)} != manifest ${JSON.stringify(entry.tags)}`);
  }
  for (const key of ['supersedes', 'superseded_by'] as const) {
    if ((fm[key] ?? undefined) !== entry[key]) problems.push(`${key} ${JSON.stringify(fm[key])} != manifest ${JSON.stringify(entry[key])}`);
  }
  const people = rules.peopleField ? fm[rules.peopleField] : 'n/a';
  if (!people || (Array.isArray(people) && people.length === 0)) problems.push(`missing ${rules.peopleField}`);
  const base = doc.file.split('/').pop()!.replace(/\.mdx?$/, '');
  if (base !== entry.id && !base.startsWith(`${entry.id}-`)) problems.push(`file name "${base}" does not start with id "${entry.id}"`);
  return problems;
}

export function structureProblems(doc: SourceDocument, rules: KindRules): string[] {
  const problems: string[] = [];
  const h2 = doc.headings.filter((h) => h.level === 2).map((h) => h.text);
  let cursor = 0;
  for (const required of rules.sections) {
    const options = required.split('|');
    const found = h2.findIndex((text, i) => i >= cursor && options.some((o) => text.toLowerCase() === o.toLowerCase()));
    if (found === -1) {
      problems.push(`section "## ${options[0]}" missing or out of order (have: ${h2.join(' / ')})`);
    } else {
      cursor = found + 1;
    }
  }
  if (doc.headings.some((h) => h.level === 1)) problems.push('uses a level-1 heading; the title comes from front matter');
  const count = words(doc.prose);
  if (count < rules.minWords) problems.push(`${count} body words, below the ${rules.minWords} minimum`);
  const placeholder = PLACEHOLDER.exec(doc.prose);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  return problems;
}

/** `###` headings under one `##` section. */
export function subheadings(doc: SourceDocument, section: string): string[] {
  const start = doc.headings.findIndex((h) => h.level === 2 && h.text.toLowerCase().startsWith(section.toLowerCase()));
  if (start === -1) return [];
  const end = doc.headings.findIndex((h, i) => i > start && h.level <= 2);
  return doc.headings.slice(start + 1, end === -1 ? undefined : end).filter((h) => h.level === 3).map((h) => h.text);
}
