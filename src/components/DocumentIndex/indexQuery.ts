import type {SectionIndexRow} from '../../lib/designRecord';

/**
 * An index table's view: the filters and the order, as the query string
 * carries them (`?status=Proposed&tag=security&q=cache&sort=date-desc`). Pure
 * functions, so the page, its tests and a shared link all read a URL the same way.
 */
export interface IndexQuery {
  status?: string;
  /** A tag's slug. */
  tag?: string;
  /** Words that must all appear in the title or number, any case. */
  text?: string;
  sort?: SortKey;
}

export const SORT_KEYS = ['number', 'number-desc', 'date-desc', 'date', 'title', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  number: 'Number, first to last',
  'number-desc': 'Number, last to first',
  'date-desc': 'Date, newest first',
  date: 'Date, oldest first',
  title: 'Title, A to Z',
  status: 'Status',
};

/** What a section's index can be filtered and sorted by: its statuses (in the section's order), tags (slug -> label) and sorts. */
export interface IndexVocabulary {
  statuses: readonly string[];
  tags: Readonly<Record<string, string>>;
  sorts: readonly SortKey[];
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The view a query string asks for, each value matched without regard to case
 * (`status=proposed` is Proposed; `tag=Security` is the tag security, by slug or
 * label). A value the section does not have is dropped rather than showing an
 * empty table with nothing marked.
 */
export function parseIndexQuery(search: string, vocabulary: IndexVocabulary): IndexQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status')?.trim();
  const tag = params.get('tag')?.trim();
  const text = params.get('q')?.trim();
  const sort = params.get('sort')?.trim();
  return {
    status: status ? vocabulary.statuses.find((s) => sameText(s, status)) : undefined,
    tag: tag ? Object.entries(vocabulary.tags).find(([slug, label]) => sameText(slug, tag) || sameText(label, tag))?.[0] : undefined,
    text: text || undefined,
    sort: sort ? vocabulary.sorts.find((s) => sameText(s, sort) && s !== vocabulary.sorts[0]) : undefined,
  };
}

/** The canonical query string of a view (`?status=Proposed&tag=security`), with the other parameters of `search` kept. */
export function indexQueryString(query: IndexQuery, search = ''): string {
  const params = new URLSearchParams(search);
  const values: Record<string, string | undefined> = {status: query.status, tag: query.tag, q: query.text, sort: query.sort};
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const string = params.toString();
  return string ? `?${string}` : '';
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

type Filter = keyof Pick<IndexQuery, 'status' | 'tag' | 'text'>;

/** Whether a document passes the view's filters, leaving out `except` (to count what choosing another value of it would show). */
export function matchesIndexQuery(doc: SectionIndexRow, query: IndexQuery, except?: Filter): boolean {
  if (except !== 'status' && query.status && doc.status !== query.status) return false;
  if (except !== 'tag' && query.tag && !doc.tags.includes(query.tag)) return false;
  if (except !== 'text' && query.text) {
    const haystack = `${doc.reference ?? ''} ${doc.title}`.toLowerCase();
    if (!words(query.text).every((word) => haystack.includes(word))) return false;
  }
  return true;
}

/**
 * How many documents each value of one filter would show, given the other
 * filters as they are: the counts beside the status buttons and in the tag list.
 * Every value is listed, in the given order, with 0 when none would show.
 */
export function countsUnder(
  documents: readonly SectionIndexRow[],
  query: IndexQuery,
  filter: 'status' | 'tag',
  values: readonly string[],
): Map<string, number> {
  const counts = new Map(values.map((value) => [value, 0]));
  for (const doc of documents) {
    if (!matchesIndexQuery(doc, query, filter)) continue;
    for (const value of filter === 'status' ? [doc.status] : doc.tags) {
      if (value !== undefined && counts.has(value)) counts.set(value, counts.get(value)! + 1);
    }
  }
  return counts;
}

// Code-unit comparison, not localeCompare: its first call sets up ICU collation, 13-52 ms of the page's load here.
const compareText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The documents in the view's order. Documents come in reading order (by
 * number), which breaks every tie; a document without the sorted field (no
 * date, no status) goes last.
 */
export function sortDocuments(
  documents: readonly SectionIndexRow[],
  sort: SortKey | undefined,
  statuses: readonly string[],
): SectionIndexRow[] {
  const position = new Map(documents.map((doc, i) => [doc.id, i]));
  const byReading = (a: SectionIndexRow, b: SectionIndexRow) => position.get(a.id)! - position.get(b.id)!;
  const missingLast = <T>(a: T | undefined, b: T | undefined, compare: (x: T, y: T) => number) =>
    a === undefined ? (b === undefined ? 0 : 1) : b === undefined ? -1 : compare(a, b);
  const compare: Record<SortKey, (a: SectionIndexRow, b: SectionIndexRow) => number> = {
    number: byReading,
    'number-desc': (a, b) => byReading(b, a),
    date: (a, b) => missingLast(a.date, b.date, compareText) || byReading(a, b),
    'date-desc': (a, b) => missingLast(a.date, b.date, (x, y) => compareText(y, x)) || byReading(a, b),
    title: (a, b) => compareText(a.title, b.title) || byReading(a, b),
    status: (a, b) => missingLast(a.status, b.status, (x, y) => statuses.indexOf(x) - statuses.indexOf(y)) || byReading(a, b),
  };
  return [...documents].sort(compare[sort ?? 'number']);
}
