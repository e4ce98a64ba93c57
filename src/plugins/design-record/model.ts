import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {documentNumber, isSectionPage, SECTIONS, type Section, type SectionId} from '../../config/sections';
import {RELATION_NAMES, reverseOf, writtenRelations, type Relations, type WrittenRelation} from '../../config/relations';

/**
 * One record per published document, built from the docs plugins' loaded
 * metadata. Pages, index tables, feeds and checks all read this model instead of
 * re-reading front matter themselves.
 */
export interface DocumentRecord {
  id: string;
  section: SectionId;
  /** `ADR-012`; absent for unnumbered documents. */
  reference?: string;
  number?: number;
  /** Title without the number prefix. */
  title: string;
  status?: string;
  date?: string;
  /** Tag slugs: the last segment of each tag page's URL. */
  tags: string[];
  /** Site-relative URL with base path and trailing slash. */
  permalink: string;
  description: string;
  people: string[];
  supersedes?: string;
  supersededBy?: string;
  /** Ids of the documents that link to or mention this one, in reading order. */
  referencedBy: string[];
  /** Typed relations, written (on this document) and derived (reverse sides), each list in reading order. */
  relations: Relations;
}

/** What documents.json publishes per document: the record plus absolute URL and outgoing links. */
export interface PublishedDocument extends Omit<DocumentRecord, 'description' | 'people' | 'referencedBy' | 'permalink'> {
  kind: string;
  url: string;
  links: string[];
  referencedBy: string[];
}

export interface SectionSummary {
  id: SectionId;
  label: string;
  purpose: string;
  /** Permalink of the section's landing page. */
  permalink: string;
  count: number;
  /** Tag slug -> label, for every tag the section's documents use. */
  tagLabels: Record<string, string>;
  tagsPermalink: string;
}

export interface DesignRecordData {
  documents: DocumentRecord[];
  sections: SectionSummary[];
  /** Written relations the record refused; the plugin stops the build on them. */
  relationProblems: RelationProblem[];
}

const isPublishedDocument = (doc: DocMetadata) => !isSectionPage(doc.id) && !doc.draft && !doc.unlisted;

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function people(frontMatter: Record<string, unknown>): string[] {
  const value = frontMatter.deciders ?? frontMatter.author ?? frontMatter.authors;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
}

/**
 * A tag's slug, the last segment of its page URL. It usually equals the tags.yml
 * key but not always (key `s3` has the page `/tags/s-3`), so the model keys tags
 * by slug: that is what links and filters need.
 */
export const tagSlug = (permalink: string): string => permalink.replace(/\/$/, '').split('/').pop() ?? permalink;

export function toRecord(section: Section, doc: DocMetadata): DocumentRecord {
  const fm = doc.frontMatter as Record<string, unknown>;
  const number = documentNumber(doc.id);
  return {
    id: doc.id,
    section: section.id,
    ...(asString(fm.reference) ? {reference: fm.reference as string, number} : {}),
    title: asString(fm.short_title) ?? doc.title,
    ...(asString(fm.status) ? {status: fm.status as string} : {}),
    ...(asString(fm.date) ? {date: fm.date as string} : {}),
    tags: doc.tags.map((t) => tagSlug(t.permalink)),
    permalink: doc.permalink,
    description: doc.description,
    people: people(fm),
    ...(asString(fm.supersedes) ? {supersedes: fm.supersedes as string} : {}),
    ...(asString(fm.superseded_by) ? {supersededBy: fm.superseded_by as string} : {}),
    referencedBy: [],
    relations: {},
  };
}

/** What a document writes: its `supersedes` field first, then its `relations:` in written order. */
export function relationsWritten(frontMatter: Record<string, unknown>): WrittenRelation[] {
  const supersedes = asString(frontMatter.supersedes);
  return [...(supersedes ? [{type: 'supersedes' as const, target: supersedes}] : []), ...writtenRelations(frontMatter.relations)];
}

/** A written relation the record cannot hold, reported against the file and relation that wrote it. */
export interface RelationProblem {
  id: string;
  relation: WrittenRelation;
  problem: string;
}

/**
 * Fills every document's `relations` from what documents write, adding each
 * reverse side, and returns the relations it refused: a target that is not a
 * published document, or a pair of documents related in both directions (a
 * relation is written once, on the later document; its reverse is derived).
 */
export function attachRelations(documents: DocumentRecord[], written: ReadonlyMap<string, readonly WrittenRelation[]>): RelationProblem[] {
  const order = new Map(documents.map((d, i) => [d.id, i]));
  const byId = new Map(documents.map((d) => [d.id, d]));
  const problems: RelationProblem[] = [];
  const add = (doc: DocumentRecord, name: keyof Relations, target: string) => {
    (doc.relations[name] ??= []).push(target);
  };
  for (const source of documents) {
    for (const relation of written.get(source.id) ?? []) {
      const target = byId.get(relation.target);
      const back = (written.get(relation.target) ?? []).find((r) => r.target === source.id);
      if (!target) {
        problems.push({id: source.id, relation, problem: `names ${relation.target}, which is not a published document`});
      } else if (back) {
        problems.push({
          id: source.id,
          relation,
          problem: `${relation.target} already writes "${back.type}: ${source.id}"; a relation is written once, on the later document, and the site derives its reverse`,
        });
      } else {
        add(source, relation.type, target.id);
        add(target, reverseOf(relation.type), source.id);
      }
    }
  }
  for (const doc of documents) {
    const sorted: Relations = {};
    for (const name of RELATION_NAMES) {
      const ids = doc.relations[name];
      if (ids) sorted[name] = [...ids].sort((a, b) => order.get(a)! - order.get(b)!);
    }
    doc.relations = sorted;
  }
  return problems;
}

/**
 * Fills `referencedBy` from each document's outgoing links (ids), ignoring links
 * to ids that are not published documents and a document's links to itself.
 */
export function attachBacklinks(documents: DocumentRecord[], outgoing: ReadonlyMap<string, ReadonlySet<string>>): void {
  const byId = new Map(documents.map((d) => [d.id, d]));
  for (const source of documents) {
    for (const target of outgoing.get(source.id) ?? []) {
      const record = byId.get(target);
      if (record && record !== source) record.referencedBy.push(source.id);
    }
  }
}

/** Documents in reading order: by number, then by id. */
export function compareRecords(a: DocumentRecord, b: DocumentRecord): number {
  return (a.number ?? Infinity) - (b.number ?? Infinity) || a.id.localeCompare(b.id);
}

export interface LoadedSection {
  section: Section;
  docs: DocMetadata[];
  /** Permalink of the section's landing page (its `landingDocId` document). */
  landingPermalink: string;
  tagLabels: Record<string, string>;
  tagsPermalink: string;
}

/** Permalinks as the site serves them: with the trailing slash the config asks for. */
const withTrailingSlash = (permalink: string) => (permalink.endsWith('/') ? permalink : `${permalink}/`);

export function buildDesignRecord(
  loaded: readonly LoadedSection[],
  outgoing: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
  trailingSlash = true,
): DesignRecordData {
  const documents = loaded
    .flatMap(({section, docs}) => docs.filter(isPublishedDocument).map((doc) => toRecord(section, doc)))
    .map((doc) => (trailingSlash ? {...doc, permalink: withTrailingSlash(doc.permalink)} : doc))
    .sort((a, b) => SECTIONS.findIndex((s) => s.id === a.section) - SECTIONS.findIndex((s) => s.id === b.section) || compareRecords(a, b));
  attachBacklinks(documents, outgoing);
  const written = new Map(
    loaded.flatMap(({docs}) =>
      docs.filter(isPublishedDocument).map((doc) => [doc.id, relationsWritten(doc.frontMatter as Record<string, unknown>)] as const),
    ),
  );
  const relationProblems = attachRelations(documents, written);
  const sections = loaded.map(({section, landingPermalink, tagLabels, tagsPermalink}) => ({
    id: section.id,
    label: section.label,
    purpose: section.purpose,
    permalink: trailingSlash ? withTrailingSlash(landingPermalink) : landingPermalink,
    count: documents.filter((d) => d.section === section.id).length,
    tagLabels,
    tagsPermalink,
  }));
  return {documents, sections, relationProblems};
}
