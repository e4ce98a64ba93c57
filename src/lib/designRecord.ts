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

/** en-US date for a `YYYY-MM-DD` string, formatted in UTC so server and browser agree. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
export function formatDocumentDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

export const displayTitle = (doc: Pick<DocumentRecord, 'reference' | 'title'>) =>
  doc.reference ? `${doc.reference}: ${doc.title}` : doc.title;
