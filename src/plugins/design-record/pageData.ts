import {RELATION_TYPES, type RelationType} from '../../config/relations';
import type {SectionId} from '../../config/sections';
import type {DesignRecordData, DocumentRecord, SectionSummary} from './model';
import {newestFirst} from './publish';
import {sectionById} from '../../config/sections';
import {EVALUATOR_QUESTIONS, type EvaluatorQuestion} from '../../config/evaluatorQuestions';
import {displayTitle} from '../../lib/designRecord';

/**
 * The design record cut into the modules the pages import. The plugin writes
 * each one with `createData` to `.docusaurus/design-record/default/<file>`, and
 * the page or component that shows it imports
 * `@generated/design-record/default/<file>` statically: the data is in the
 * server HTML and in that page's chunks, never in main.js (global data would
 * ship all of it to every page). The module declarations with these types are
 * in src/types/design-record.d.ts.
 */
export const HOME_FILE = 'home.json';
export const CHANGELOG_FILE = 'changelog.json';
export const DOCUMENT_PAGES_FILE = 'document-pages.json';
export const PREVIEWS_FILE = 'previews.json';
export const sectionIndexFile = (section: SectionId) => `section-${section}.json`;

/** How many recent documents the home page data carries. */
export const RECENT_DOCUMENTS = 6;

type Dated = {date: string};

// Home page -------------------------------------------------------------------

export type SectionCard = Pick<SectionSummary, 'id' | 'label' | 'purpose' | 'permalink' | 'count'>;

/** How many of a section's documents have one status. */
export interface StatusCount {
  status: string;
  count: number;
}

/** A section's documents by status, in the order the section lists its statuses; sections without statuses have none. */
export type SectionStanding = Pick<SectionSummary, 'id' | 'label' | 'permalink'> & {statuses: StatusCount[]};

/** The question ledger, beside docusaurus.config.ts. */
export const LEDGER_FILE = 'ledger/questions.yaml';

/** One entry of the question ledger (ledger/questions.yaml), as the home page needs it. */
export interface LedgerEntry {
  id: string;
  question: string;
  answer: string;
  /** Document id of the record that owns the answer. */
  owner: string;
}

/** An evaluator's question (src/config/evaluatorQuestions.ts) with the ledger's answers and the documents that own them. */
export interface AnsweredQuestion {
  id: string;
  question: string;
  answers: Array<Pick<LedgerEntry, 'question' | 'answer'> & {owner: {title: string; permalink: string}}>;
}
export type RecentDocument = Pick<DocumentRecord, 'id' | 'section' | 'reference' | 'title' | 'status' | 'permalink'> & Dated;

export interface HomeData {
  /** Every section with its document count, in section order. */
  sections: SectionCard[];
  /** The most recently dated documents, newest first. */
  recent: RecentDocument[];
  /** Counts by status, for each section whose documents have statuses. */
  standing: SectionStanding[];
  /** The evaluators' questions, answered from the ledger; empty where the repository has no ledger. */
  questions: AnsweredQuestion[];
}

// Section index tables --------------------------------------------------------

/** One row of a section index table. `description` only for unnumbered documents (numbered ones never show it). */
export type SectionIndexRow = Pick<DocumentRecord, 'id' | 'reference' | 'title' | 'status' | 'date' | 'tags' | 'permalink'> & {
  description?: string;
};

export interface SectionIndexData {
  section: Pick<SectionSummary, 'id' | 'label' | 'tagLabels' | 'tagsPermalink'>;
  /** The section's documents in reading order. */
  documents: SectionIndexRow[];
}

// Changelog -------------------------------------------------------------------

export type ChangelogEntry = Pick<DocumentRecord, 'id' | 'section' | 'reference' | 'title' | 'status' | 'permalink'> & {
  /** The section's label, e.g. `ADRs`. */
  kind: string;
};

/** Newest day first; within a day, by section order then number. */
export type ChangelogData = Array<{day: string; documents: ChangelogEntry[]}>;

// Document pages --------------------------------------------------------------

/**
 * What a document page needs about a document: its own header, banner and
 * backlinks, or the title and link of a document it names. Empty lists are
 * left out to keep the module small: every document page loads it.
 */
export type DocumentPageRecord = Pick<
  DocumentRecord,
  'section' | 'reference' | 'title' | 'status' | 'date' | 'permalink' | 'supersedes' | 'supersededBy'
> & {
  people?: string[];
  referencedBy?: string[];
  /** The relations the document writes (forward types); src/lib/documentPages derives the reverse sides. */
  relations?: Partial<Record<RelationType, string[]>>;
};

/** Document id -> its record, for every published document. */
export type DocumentPagesData = Record<string, DocumentPageRecord>;

// Link previews ---------------------------------------------------------------

/** What a link preview card shows about the document a link leads to. */
export type PreviewRecord = Pick<DocumentRecord, 'reference' | 'title' | 'status' | 'date'> & {
  /** "ADR-040: Go Binary Admin CLI", when a later document supersedes this one. */
  supersededBy?: string;
  /** The opening of the document: its description, at most two sentences. */
  summary: string;
};

/** Permalink (base path and trailing slash included) -> preview, for every published document. */
export type PreviewsData = Record<string, PreviewRecord>;

// Builders --------------------------------------------------------------------

/** Copies only the keys that are set, so absent fields stay absent in the JSON. */
function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) {
    if (source[key] !== undefined) out[key] = source[key];
  }
  return out;
}

const isDated = <T extends {date?: string}>(doc: T): doc is T & Dated => Boolean(doc.date);

/** The newest dated documents, in the feed's order (publish.ts newestFirst). */
export function mostRecent(documents: readonly DocumentRecord[], limit = RECENT_DOCUMENTS): Array<DocumentRecord & Dated> {
  return newestFirst(documents).filter(isDated).slice(0, limit);
}

/**
 * Each section's documents counted by status: the section's own statuses in its
 * order, then any others. Only sections where every document has a status (ADRs,
 * RFCs), so the counts add up to the whole section.
 */
export function sectionStanding({documents, sections}: DesignRecordData): SectionStanding[] {
  return sections.flatMap((section) => {
    if (!sectionById(section.id).statusRequired) return [];
    const counts = new Map<string, number>();
    for (const doc of documents) {
      if (doc.section === section.id && doc.status) counts.set(doc.status, (counts.get(doc.status) ?? 0) + 1);
    }
    if (counts.size === 0) return [];
    const listed = sectionById(section.id).statuses ?? [];
    const order = [...listed.filter((s) => counts.has(s)), ...[...counts.keys()].filter((s) => !listed.includes(s))];
    return [
      {...pick(section, ['id', 'label', 'permalink'] as const), statuses: order.map((status) => ({status, count: counts.get(status)!}))},
    ];
  });
}

/** The evaluators' questions with the ledger's answers; a ledger id or owner the record lacks stops the build. */
export function answeredQuestions(
  {documents}: DesignRecordData,
  ledger: readonly LedgerEntry[],
  questions: readonly EvaluatorQuestion[] = EVALUATOR_QUESTIONS,
): AnsweredQuestion[] {
  if (ledger.length === 0) return [];
  return questions.map(({id, question, ledger: ids}) => ({
    id,
    question,
    answers: ids.map((entryId) => {
      const entry = ledger.find((e) => e.id === entryId);
      if (!entry) throw new Error(`Home page question "${id}": no entry "${entryId}" in the question ledger`);
      const owner = documents.find((d) => d.id === entry.owner);
      if (!owner)
        throw new Error(
          `Home page question "${id}": ledger entry "${entryId}" names owner "${entry.owner}", which is not a published document`,
        );
      return {question: entry.question, answer: entry.answer, owner: {title: displayTitle(owner), permalink: owner.permalink}};
    }),
  }));
}

export function homeData(record: DesignRecordData, ledger: readonly LedgerEntry[] = []): HomeData {
  const {documents, sections} = record;
  return {
    standing: sectionStanding(record),
    questions: answeredQuestions(record, ledger),
    sections: sections.map((s) => pick(s, ['id', 'label', 'purpose', 'permalink', 'count'] as const)),
    recent: mostRecent(documents).map((d) => ({
      ...pick(d, ['id', 'section', 'reference', 'title', 'status', 'permalink'] as const),
      date: d.date,
    })),
  };
}

export function sectionIndexData({documents, sections}: DesignRecordData, id: SectionId): SectionIndexData {
  const section = sections.find((s) => s.id === id);
  if (!section) throw new Error(`No section "${id}" in the design record`);
  return {
    section: pick(section, ['id', 'label', 'tagLabels', 'tagsPermalink'] as const),
    documents: documents
      .filter((d) => d.section === id)
      .map((d) => ({
        ...pick(d, ['id', 'reference', 'title', 'status', 'date', 'tags', 'permalink'] as const),
        ...(!d.reference && d.description ? {description: d.description} : {}),
      })),
  };
}

export function changelogData({documents, sections}: DesignRecordData): ChangelogData {
  const label = new Map(sections.map((s) => [s.id, s.label]));
  const days = new Map<string, ChangelogEntry[]>();
  for (const doc of documents) {
    if (doc.date) {
      const entry = {
        ...pick(doc, ['id', 'section', 'reference', 'title', 'status', 'permalink'] as const),
        kind: label.get(doc.section) ?? doc.section,
      };
      days.set(doc.date, [...(days.get(doc.date) ?? []), entry]);
    }
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([day, docs]) => ({day, documents: docs}));
}

/** Only the forward sides: every page loads this module, and each reverse side is one loop away (src/lib/documentPages). */
function forwardRelations(doc: DocumentRecord): Pick<DocumentPageRecord, 'relations'> {
  const forward = Object.fromEntries(RELATION_TYPES.flatMap(({type}) => (doc.relations[type] ? [[type, doc.relations[type]]] : [])));
  return Object.keys(forward).length > 0 ? {relations: forward} : {};
}

export function documentPagesData({documents}: DesignRecordData): DocumentPagesData {
  return Object.fromEntries(
    documents.map((d) => [
      d.id,
      {
        ...pick(d, ['section', 'reference', 'title', 'status', 'date', 'permalink', 'supersedes', 'supersededBy'] as const),
        ...(d.people.length > 0 ? {people: d.people} : {}),
        ...(d.referencedBy.length > 0 ? {referencedBy: d.referencedBy} : {}),
        ...forwardRelations(d),
      },
    ]),
  );
}

/** The first one or two sentences of a description (the whole of it when it has no sentence end). */
export function leadSentences(text: string, sentences = 2): string {
  const ends = [...text.matchAll(/[.!?](?=\s+[A-Z[(`"'])/g)].map((m) => m.index! + 1);
  return ends.length >= sentences ? text.slice(0, ends[sentences - 1]) : text;
}

export function previewsData({documents}: DesignRecordData): PreviewsData {
  const byId = new Map(documents.map((d) => [d.id, d]));
  return Object.fromEntries(
    documents.map((d) => {
      const successor = d.supersededBy ? byId.get(d.supersededBy) : undefined;
      return [
        d.permalink,
        {
          ...pick(d, ['reference', 'title', 'status', 'date'] as const),
          ...(successor ? {supersededBy: successor.reference ? `${successor.reference}: ${successor.title}` : successor.title} : {}),
          summary: leadSentences(d.description),
        },
      ];
    }),
  );
}

// The record's tag pages (/tags/ and /tags/<slug>/) ---------------------------

export const RECORD_TAGS_FILE = 'record-tags.json';

/** A tag of the vocabulary as its pages show it. */
export interface VocabularyTag {
  label: string;
  description?: string;
}

export type RecordTagDocument = Pick<DocumentRecord, 'section' | 'reference' | 'title' | 'status' | 'date' | 'permalink'>;

/**
 * Every tag page of the record in one module, each document listed once: the
 * sections in order, and per tag (by slug, alphabetically by label) the ids of
 * its documents in section then reading order.
 */
export interface RecordTagsData {
  sections: Array<Pick<SectionSummary, 'id' | 'label' | 'permalink'>>;
  documents: Record<string, RecordTagDocument>;
  tags: Array<VocabularyTag & {slug: string; documents: string[]}>;
}

export function recordTagsData(
  {documents, sections}: DesignRecordData,
  vocabulary: Readonly<Record<string, VocabularyTag>>,
): RecordTagsData {
  const tagged = documents.filter((d) => d.tags.length > 0);
  const tags = Object.entries(vocabulary)
    .map(([slug, tag]) => ({slug, ...tag, documents: tagged.filter((d) => d.tags.includes(slug)).map((d) => d.id)}))
    .filter((tag) => tag.documents.length > 0)
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return {
    sections: sections.map((s) => pick(s, ['id', 'label', 'permalink'] as const)),
    documents: Object.fromEntries(
      tagged.map((d) => [d.id, pick(d, ['section', 'reference', 'title', 'status', 'date', 'permalink'] as const)]),
    ),
    tags,
  };
}
