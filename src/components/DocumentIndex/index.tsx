import React, {type ReactNode, useId, useMemo} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {formatDocumentDate, type SectionIndexData, type SectionIndexRow} from '../../lib/designRecord';
import {GRAPH_PARAMS, GRAPH_PATH} from '../../lib/graphPaths';
import {sectionById} from '../../config/sections';
import StatusBadge from '../StatusBadge';
import TagList from '../TagList';
import {countsUnder, matchesIndexQuery, SORT_KEYS, SORT_LABELS, sortDocuments, type IndexVocabulary, type SortKey} from './indexQuery';
import {useIndexQuery} from './useIndexQuery';
import {indexRowId} from '../../lib/indexPlaces';
import styles from './styles.module.css';

/** The values a section's documents have, in the section's order: statuses as the section lists them, tags by how many carry them. */
function vocabularyOf(index: SectionIndexData, columns: Columns): IndexVocabulary {
  const present = new Set(index.documents.map((d) => d.status).filter(Boolean));
  const listed = sectionById(index.section.id).statuses ?? [];
  const statuses = [...listed.filter((s) => present.has(s)), ...[...present].filter((s): s is string => !!s && !listed.includes(s))];
  const tagCount = new Map<string, number>();
  for (const tag of index.documents.flatMap((d) => d.tags)) tagCount.set(tag, (tagCount.get(tag) ?? 0) + 1);
  const tagSlugs = [...tagCount.keys()].sort((a, b) => tagCount.get(b)! - tagCount.get(a)! || (a < b ? -1 : 1));
  const sorts = SORT_KEYS.filter(
    (key) =>
      (key.startsWith('number') && (columns.numbered || key === 'number')) ||
      (key.startsWith('date') && columns.dated) ||
      (key === 'status' && columns.status) ||
      key === 'title',
  );
  return {statuses, tags: Object.fromEntries(tagSlugs.map((slug) => [slug, index.section.tagLabels[slug] ?? slug])), sorts};
}

interface Columns {
  numbered: boolean;
  dated: boolean;
  /** A Status column only when every document has a status; otherwise the few that do show it beside the title. */
  status: boolean;
}

const columnsOf = (documents: readonly SectionIndexRow[]): Columns => ({
  numbered: documents.some((d) => d.reference),
  dated: documents.some((d) => d.date),
  status: documents.length > 0 && documents.every((d) => d.status),
});

const sortLabel = (key: SortKey, numbered: boolean) => (key === 'number' && !numbered ? 'Reading order' : SORT_LABELS[key]);

/** The column a sort orders by, for aria-sort on its heading. */
const sortedColumn = (key: SortKey): [string, 'ascending' | 'descending'] =>
  key === 'number-desc' ? ['number', 'descending'] : key === 'date-desc' ? ['date', 'descending'] : [key, 'ascending'];

/**
 * Every document of a section in one table, generated from the documents' front
 * matter: number, title, status, date and tags, with filters by status, tag and
 * words of the title, and a choice of order, all kept in the URL. Each count
 * says how many documents choosing that value would show under the other
 * filters. Below the 996 px breakpoint each row is laid out as a compact entry
 * (number, status and date, then the title, then the tags) by CSS alone, so the
 * server HTML and the hydrated page are the same at any width.
 * The section's index page imports its data module and passes it in:
 * `import adr from '@generated/design-record/default/section-adr.json'` then
 * `<DocumentIndex index={adr} />`, so each index page loads only its own rows.
 */
export default function DocumentIndex({index}: {index: SectionIndexData}): ReactNode {
  const {section, documents} = index;
  const columns = useMemo(() => columnsOf(documents), [documents]);
  const vocabulary = useMemo(() => vocabularyOf(index, columns), [index, columns]);
  const [query, setQuery] = useIndexQuery(vocabulary);
  const ids = {tag: useId(), text: useId(), sort: useId()};
  // Every row's anchor, whatever the filters show: the build's link check then knows the places breadcrumbs and page ends link to.
  const brokenLinks = useBrokenLinks();
  for (const doc of documents) brokenLinks.collectAnchor(indexRowId(doc.id));
  // The row the address names (/adr/#adr-005), marked like :target, which a link followed inside the app does not
  // set; only once hydrated, since the server never sees the fragment.
  const {hash} = useLocation();
  const linkedRow = useIsBrowser() && hash ? decodeURIComponent(hash.slice(1)) : undefined;
  const visible = sortDocuments(
    documents.filter((d) => matchesIndexQuery(d, query)),
    query.sort,
    vocabulary.statuses,
  );
  const statusCounts = countsUnder(documents, query, 'status', vocabulary.statuses);
  const tagCounts = countsUnder(documents, query, 'tag', Object.keys(vocabulary.tags));
  const allStatuses = documents.filter((d) => matchesIndexQuery(d, query, 'status')).length;
  const filtered = Boolean(query.status || query.tag || query.text);
  const [sortColumn, sortDirection] = sortedColumn(query.sort ?? 'number');
  const ariaSort = (column: string) => (column === sortColumn ? sortDirection : undefined);

  return (
    <div className={styles.index}>
      <div className={styles.controls} role="group" aria-label={`Filter ${section.label}`}>
        {vocabulary.statuses.length > 0 && (
          <div className={styles.statuses}>
            <button
              type="button"
              className={styles.statusButton}
              aria-pressed={!query.status}
              onClick={() => setQuery({...query, status: undefined})}
            >
              All <span className={styles.count}>{allStatuses}</span>
            </button>
            {vocabulary.statuses.map((status) => (
              <button
                key={status}
                type="button"
                className={styles.statusButton}
                aria-pressed={query.status === status}
                onClick={() => setQuery({...query, status: query.status === status ? undefined : status})}
              >
                {status} <span className={styles.count}>{statusCounts.get(status)}</span>
              </button>
            ))}
          </div>
        )}
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={ids.text}>Title</label>
            <input
              id={ids.text}
              type="search"
              placeholder="Words in the title"
              value={query.text ?? ''}
              onChange={(event) => setQuery({...query, text: event.target.value || undefined})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.tag}>Tag</label>
            <select id={ids.tag} value={query.tag ?? ''} onChange={(event) => setQuery({...query, tag: event.target.value || undefined})}>
              <option value="">All tags</option>
              {Object.entries(vocabulary.tags).map(([tag, label]) => (
                <option key={tag} value={tag}>
                  {label} ({tagCounts.get(tag)})
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.sort}>Order</label>
            <select
              id={ids.sort}
              value={query.sort ?? vocabulary.sorts[0]}
              onChange={(event) =>
                setQuery({...query, sort: event.target.value === vocabulary.sorts[0] ? undefined : (event.target.value as SortKey)})
              }
            >
              {vocabulary.sorts.map((key) => (
                <option key={key} value={key}>
                  {sortLabel(key, columns.numbered)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p className={styles.summary} aria-live="polite">
        {filtered ? `Showing ${visible.length} of ${documents.length} documents.` : `${documents.length} documents.`}
        {filtered && (
          <button type="button" className={styles.clear} onClick={() => setQuery({sort: query.sort})}>
            Clear filters
          </button>
        )}
      </p>
      <p className={styles.summary}>
        <Link to={`${GRAPH_PATH}?${GRAPH_PARAMS.section}=${section.id}`}>See how they connect on the decision graph</Link>
      </p>
      <div className={styles.tableWrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.numbered && (
                <th scope="col" aria-sort={ariaSort('number')}>
                  Number
                </th>
              )}
              <th scope="col" aria-sort={ariaSort('title')}>
                Title
              </th>
              {columns.status && (
                <th scope="col" aria-sort={ariaSort('status')}>
                  Status
                </th>
              )}
              {columns.dated && (
                <th scope="col" aria-sort={ariaSort('date')}>
                  Date
                </th>
              )}
              <th scope="col">Tags</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((doc) => (
              <tr key={doc.id} id={indexRowId(doc.id)} data-status={doc.status} data-linked={linkedRow === indexRowId(doc.id) || undefined}>
                {columns.numbered && (
                  <td className={styles.reference}>
                    <Link to={doc.permalink}>{doc.reference}</Link>
                  </td>
                )}
                <td className={styles.title}>
                  <Link to={doc.permalink}>{doc.title}</Link>
                  {!columns.status && doc.status && <StatusBadge status={doc.status} className={styles.inlineStatus} />}
                  {!columns.numbered && doc.description && <p className={styles.description}>{doc.description}</p>}
                </td>
                {columns.status && <td className={styles.status}>{doc.status && <StatusBadge status={doc.status} />}</td>}
                {columns.dated && (
                  <td className={styles.date}>{doc.date && <time dateTime={doc.date}>{formatDocumentDate(doc.date)}</time>}</td>
                )}
                <td className={styles.tags}>
                  <TagList tags={doc.tags} labels={section.tagLabels} tagsPermalink={section.tagsPermalink} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {visible.length === 0 && <p className={styles.empty}>No documents match these filters.</p>}
    </div>
  );
}
