/**
 * The six documentation sections in one table. Everything that differs between
 * sections (folder, route, sidebar, numbering, allowed statuses) is read from
 * here: the docs plugin instances, the sidebars, front matter validation, the
 * home page cards and the authoring CLI. (The sidebar's categories come from
 * the documents' front matter: sidebars.ts.)
 */
export type SectionId = 'docs' | 'adr' | 'rfc' | 'memos' | 'netflix' | 'prds';
export type DocumentKind = 'general' | 'adr' | 'rfc' | 'memo' | 'netflix' | 'prd';

export interface Section {
  id: SectionId;
  /** Folder beside docusaurus.config.ts, and the URL segment after the base path. */
  path: string;
  sidebarId: string;
  /** Page id of the section's main page: the one its navbar and sidebar link lead to. */
  landingDocId: string;
  /** Plural label used in the navbar, footer and home page. */
  label: string;
  kind: DocumentKind;
  /** What a reader finds in this section, in one sentence. */
  purpose: string;
  /** `ADR` in `ADR-012`; absent for sections whose documents are not numbered. */
  numberPrefix?: 'ADR' | 'RFC' | 'MEMO' | 'PRD';
  /** Page ids of the section's documents, e.g. /^adr-\d{3}$/. */
  idPattern: RegExp;
  statuses?: readonly string[];
  statusRequired: boolean;
  /** Front matter key naming the people responsible. */
  peopleField?: 'deciders' | 'author';
  /**
   * Required `##` sections of the section's documents, in order; accepted
   * alternatives are separated by `|`. The content check enforces them and the
   * authoring CLI writes the first alternative of each.
   */
  requiredSections?: readonly string[];
}

/**
 * Front matter field of the document that opens a sidebar category: it and
 * every later-numbered document are listed under that label (sidebars.ts).
 */
export const CATEGORY_FIELD = 'sidebar_category';

type NumberPrefix = NonNullable<Section['numberPrefix']>;

/** Digits of a document number in ids, file names and references: `012`. */
const NUMBER_DIGITS = String.raw`\d{3}`;

/** Page ids of a numbered section's documents: `adr-012` for the prefix ADR. */
function numberedIdPattern(prefix: NumberPrefix): RegExp {
  return new RegExp(`^${prefix.toLowerCase()}-${NUMBER_DIGITS}$`);
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'docs',
    path: 'docs',
    sidebarId: 'tutorialSidebar',
    landingDocId: 'changelog',
    label: 'Docs',
    kind: 'general',
    purpose: 'What Prism is, how it is built, where to start reading, and what changed.',
    idPattern: /^[a-z][a-z0-9-]*$/,
    statusRequired: false,
  },
  {
    id: 'adr',
    path: 'adr',
    sidebarId: 'adrSidebar',
    landingDocId: 'index',
    label: 'ADRs',
    kind: 'adr',
    purpose: 'Architecture decision records: one decision each, with its context, consequences and the alternatives it beat.',
    numberPrefix: 'ADR',
    idPattern: numberedIdPattern('ADR'),
    statuses: ['Proposed', 'Accepted', 'Deprecated', 'Superseded', 'Rejected'],
    statusRequired: true,
    peopleField: 'deciders',
    requiredSections: ['Context', 'Decision', 'Consequences', 'Alternatives Considered', 'References'],
  },
  {
    id: 'rfc',
    path: 'rfc',
    sidebarId: 'rfcSidebar',
    landingDocId: 'index',
    label: 'RFCs',
    kind: 'rfc',
    purpose: 'Requests for comment: detailed designs with interfaces, rollout plans and open questions.',
    numberPrefix: 'RFC',
    idPattern: numberedIdPattern('RFC'),
    statuses: ['Draft', 'Proposed', 'Accepted', 'Implemented', 'Superseded', 'Rejected'],
    statusRequired: true,
    peopleField: 'author',
    requiredSections: [
      'Summary',
      'Motivation',
      'Design',
      'Alternatives',
      'Rollout|Migration|Rollout and Migration|Rollout Plan',
      'Open Questions',
      'References',
    ],
  },
  {
    id: 'memos',
    path: 'memos',
    sidebarId: 'memosSidebar',
    landingDocId: 'index',
    label: 'Memos',
    kind: 'memo',
    purpose: 'Technical memos: analyses, reviews, guides and measured results from the proofs of concept.',
    numberPrefix: 'MEMO',
    idPattern: numberedIdPattern('MEMO'),
    statuses: ['Draft', 'Active', 'Archived', 'Superseded'],
    statusRequired: false,
    peopleField: 'author',
    requiredSections: ['Summary', 'Recommendations|Next Steps|Recommendations and Next Steps', 'References'],
  },
  {
    id: 'netflix',
    path: 'netflix',
    sidebarId: 'netflixSidebar',
    landingDocId: 'index',
    label: 'Netflix',
    kind: 'netflix',
    purpose: 'Reference notes on the public record of Netflix’s Data Gateway, and what Prism takes from it.',
    idPattern: /^netflix-[a-z0-9-]+$/,
    statusRequired: false,
    peopleField: 'author',
    requiredSections: ['Overview', 'What Prism takes from this', 'References'],
  },
  {
    id: 'prds',
    path: 'prds',
    sidebarId: 'prdsSidebar',
    landingDocId: 'index',
    label: 'PRDs',
    kind: 'prd',
    purpose: 'Product requirements: who Prism is for, what it must do, and how we will know it does.',
    numberPrefix: 'PRD',
    idPattern: numberedIdPattern('PRD'),
    statuses: ['Draft', 'Approved', 'Superseded'],
    statusRequired: false,
    peopleField: 'author',
    requiredSections: [
      'Executive Summary',
      'Problem',
      'Users and Personas',
      'Goals and Non-Goals',
      'Requirements',
      'Success Metrics',
      'Milestones',
      'Risks',
      'References',
    ],
  },
];

export function sectionById(id: string): Section {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) {
    throw new Error(`Unknown section "${id}"; expected one of ${SECTIONS.map((s) => s.id).join(', ')}`);
  }
  return section;
}

/**
 * The docs plugin instance that serves a section. The `docs` section is the
 * preset's instance, whose id is `default`; every other section's instance is
 * named after it.
 */
export const docsPluginId = (sectionId: SectionId): string => (sectionId === 'docs' ? 'default' : sectionId);

/** The section a docs plugin instance serves; the inverse of docsPluginId. */
export const sectionOfDocsPlugin = (pluginId: string | undefined): string | undefined => (pluginId === 'default' ? 'docs' : pluginId);

/**
 * A section's pages that are not documents of the record: its index page and
 * the ADR template. Takes a page id or a file's base name (they are equal).
 */
export const isSectionPage = (idOrBaseName: string): boolean => idOrBaseName === 'index' || /-000-template$/i.test(idOrBaseName);

/**
 * The one definition of a numbered document's id, from the sections' number
 * prefixes: `adr-012`, `rfc-014`, `memo-019`, `prd-001`. Everything that
 * recognises a document id, file name or written reference derives from these.
 */
const NUMBER_PREFIXES = SECTIONS.flatMap((s) => (s.numberPrefix ? [s.numberPrefix] : []));
const ID_PREFIXES = NUMBER_PREFIXES.map((p) => p.toLowerCase()).join('|');

/** A numbered document's page id; groups: prefix (lower case), number digits. */
export const DOCUMENT_ID = new RegExp(`^(${ID_PREFIXES})-(${NUMBER_DIGITS})$`);

/** A numbered document's file name, `adr-012-some-title.md`; group 1: its page id. */
export const DOCUMENT_FILE_NAME = new RegExp(`^((?:${ID_PREFIXES})-${NUMBER_DIGITS})(?:-.*)?\\.mdx?$`);

/** A reference as written in prose, `ADR-012` (global); groups: prefix, number digits. */
export const DOCUMENT_REFERENCE = new RegExp(String.raw`\b(${NUMBER_PREFIXES.join('|')})-(${NUMBER_DIGITS})\b`, 'g');

/** The same ids with any number of digits, so an unpadded `rfc-9` still sorts by its number. */
const ID_WITH_ANY_NUMBER = new RegExp(String.raw`^(?:${ID_PREFIXES})-(\d+)$`);

/** Number of a document from its page id: `adr-012` -> 12; undefined when unnumbered. */
export function documentNumber(id: string): number | undefined {
  const match = ID_WITH_ANY_NUMBER.exec(id);
  return match ? Number(match[1]) : undefined;
}

/** Display reference of a document: `adr-012` -> `ADR-012`; undefined when unnumbered. */
export function documentReference(section: Section, id: string): string | undefined {
  const number = documentNumber(id);
  if (section.numberPrefix === undefined || number === undefined) {
    return undefined;
  }
  return `${section.numberPrefix}-${String(number).padStart(3, '0')}`;
}

/** The section whose documents use this reference prefix (`ADR`, `RFC`, `MEMO`, `PRD`). */
export function sectionByPrefix(prefix: string): Section | undefined {
  return SECTIONS.find((s) => s.numberPrefix === prefix.toUpperCase());
}
