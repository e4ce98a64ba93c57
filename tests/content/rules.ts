import {sectionById, type SectionId} from '../../src/config/sections';

/**
 * The writing bar (WRITING.md) as numbers and required sections, per section.
 * The content check (check.ts) applies them to every document.
 */
export interface KindRules {
  minWords: number;
  /** A lower floor for documents whose purpose is short, known by a tag in front matter. */
  shortPurpose?: {tag: string; minWords: number; name: string};
  /** Required `##` sections in order; alternatives separated by `|`. */
  sections: string[];
  minDocumentLinks: number;
}

/** Required sections come from the section table, which the templates of `npm run new` follow too. */
const requiredSections = (id: SectionId): string[] => [...(sectionById(id).requiredSections ?? [])];

/**
 * Word floors are WRITING.md's: what a complete document of the kind takes.
 * A purpose that is short by nature (a quick start) is named by its tag and
 * gets a lower floor, still well above what the required sections alone take
 * (a stub with every section and a line in each is under 250 words).
 */
export const RULES: Readonly<Record<string, KindRules>> = {
  adr: {minWords: 700, sections: requiredSections('adr'), minDocumentLinks: 2},
  rfc: {minWords: 1500, sections: requiredSections('rfc'), minDocumentLinks: 2},
  memos: {
    minWords: 900,
    shortPurpose: {tag: 'getting-started', minWords: 500, name: 'a getting-started guide'},
    sections: requiredSections('memos'),
    minDocumentLinks: 2,
  },
  netflix: {minWords: 800, sections: requiredSections('netflix'), minDocumentLinks: 2},
  prds: {minWords: 2500, sections: requiredSections('prds'), minDocumentLinks: 2},
};

/** The floor a document's body must reach, and what the floor is for (for the message). */
export function wordFloor(rules: KindRules, tags: readonly unknown[], section: string): {minWords: number; of: string} {
  const short = rules.shortPurpose;
  if (short && tags.includes(short.tag)) return {minWords: short.minWords, of: `${short.name} (tagged ${short.tag})`};
  return {minWords: rules.minWords, of: `a complete ${section} document`};
}

/** The fewest documents a tag of the vocabulary may carry. */
export const MIN_DOCUMENTS_PER_TAG = 2;

/** Tags that imply another: every document tagged with the key carries the value too. */
export const IMPLIED_TAGS: Readonly<Record<string, string>> = {authentication: 'security', authorization: 'security'};

export const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|to be written|placeholder text|coming soon/i;

/** The heading under which a document may link documents dated after it. */
export const LATER_UPDATES = /^later updates\b/i;

/** Memo numbers the specification leaves unused: no document may take them. */
export const UNUSED_MEMO_NUMBERS = /^memo-02[4-9]$/;
