import type {DocumentRecord} from '../plugins/design-record/model';
import type {
  ChangelogData,
  ChangelogEntry,
  DocumentPageRecord,
  HomeData,
  RecentDocument,
  SectionCard,
  SectionIndexData,
  SectionIndexRow,
} from '../plugins/design-record/pageData';

/*
 * Helpers shared by the design-record components. The data itself is not here:
 * each page imports only its part from `@generated/design-record/default/`
 * (see src/plugins/design-record/pageData.ts), and document pages read theirs
 * through ./documentPages.ts.
 */

export type {
  ChangelogData,
  ChangelogEntry,
  DocumentPageRecord,
  DocumentRecord,
  HomeData,
  RecentDocument,
  SectionCard,
  SectionIndexData,
  SectionIndexRow,
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A `YYYY-MM-DD` date as en-US writes it short ("Oct 5, 2025"). Not through
 * Intl.DateTimeFormat: building one on a document page costs the reader's
 * browser about 40 ms of ICU set-up (more on a phone) while the page loads.
 */
export function formatDocumentDate(isoDate: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const name = MONTHS[Number(date?.[2]) - 1];
  const day = Number(date?.[3]);
  if (!name || day < 1 || day > 31) throw new RangeError(`not a YYYY-MM-DD date: "${isoDate}"`);
  return `${name} ${day}, ${date![1]}`;
}

export const displayTitle = (doc: Pick<DocumentRecord, 'reference' | 'title'>) =>
  doc.reference ? `${doc.reference}: ${doc.title}` : doc.title;
