import React, {type ReactNode, useId} from 'react';
import Link from '@docusaurus/Link';
import {formatDocumentDate, type SectionIndexData, type SectionIndexRow} from '../../lib/designRecord';
import {GRAPH_PARAMS, GRAPH_PATH} from '../../lib/graphPaths';
import StatusBadge from '../StatusBadge';
import TagList from '../TagList';
import {useUrlFilter, type IndexFilter} from './useUrlFilter';
import styles from './styles.module.css';

const matches = (filter: IndexFilter) => (doc: SectionIndexRow) =>
  (!filter.status || doc.status === filter.status) && (!filter.tag || doc.tags.includes(filter.tag));

function countBy<T>(items: readonly T[], key: (item: T) => string | undefined): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  // Ties by code units, not localeCompare: its first call sets up ICU collation, 13-52 ms of the page's load here.
  return [...counts.entries()].sort(([keyA, countA], [keyB, countB]) => countB - countA || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
}

/**
 * Every document of a section in one table, generated from the documents' front
 * matter: number, title, status, date and tags, with status and tag filters.
 * Below the 996 px breakpoint each row is laid out as a compact entry (number,
 * status and date, then the title, then the tags) by CSS alone, so the server
 * HTML and the hydrated page are the same at any width.
 * The section's index page imports its data module and passes it in:
 * `import adr from '@generated/design-record/default/section-adr.json'` then
 * `<DocumentIndex index={adr} />`, so each index page loads only its own rows.
 */
export default function DocumentIndex({index}: {index: SectionIndexData}): ReactNode {
  const {section, documents} = index;
  const [filter, setFilter] = useUrlFilter();
  const tagSelectId = useId();
  const visible = documents.filter(matches(filter));
  const statusCounts = countBy(documents, (d) => d.status);
  const tagCounts = countBy(
    documents.flatMap((d) => d.tags),
    (t) => t,
  );
  const numbered = documents.some((d) => d.reference);
  const hasStatus = statusCounts.length > 0;
  const dated = documents.some((d) => d.date);
  const filtered = Boolean(filter.status || filter.tag);

  return (
    <div className={styles.index}>
      <div className={styles.controls} role="group" aria-label={`Filter ${section.label}`}>
        {hasStatus && (
          <div className={styles.statuses}>
            <button
              type="button"
              className={styles.statusButton}
              aria-pressed={!filter.status}
              onClick={() => setFilter({...filter, status: undefined})}
            >
              All <span className={styles.count}>{documents.length}</span>
            </button>
            {statusCounts.map(([status, count]) => (
              <button
                key={status}
                type="button"
                className={styles.statusButton}
                aria-pressed={filter.status === status}
                onClick={() => setFilter({...filter, status: filter.status === status ? undefined : status})}
              >
                {status} <span className={styles.count}>{count}</span>
              </button>
            ))}
          </div>
        )}
        <div className={styles.tagFilter}>
          <label htmlFor={tagSelectId}>Tag</label>
          <select
            id={tagSelectId}
            value={filter.tag ?? ''}
            onChange={(event) => setFilter({...filter, tag: event.target.value || undefined})}
          >
            <option value="">All tags</option>
            {tagCounts.map(([tag, count]) => (
              <option key={tag} value={tag}>
                {section.tagLabels[tag] ?? tag} ({count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.summary} aria-live="polite">
        {filtered ? `Showing ${visible.length} of ${documents.length} documents.` : `${documents.length} documents.`}
        {filtered && (
          <button type="button" className={styles.clear} onClick={() => setFilter({})}>
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
              {numbered && <th scope="col">Number</th>}
              <th scope="col">Title</th>
              {hasStatus && <th scope="col">Status</th>}
              {dated && <th scope="col">Date</th>}
              <th scope="col">Tags</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((doc) => (
              <tr key={doc.id} data-status={doc.status}>
                {numbered && (
                  <td className={styles.reference}>
                    <Link to={doc.permalink}>{doc.reference}</Link>
                  </td>
                )}
                <td className={styles.title}>
                  <Link to={doc.permalink}>{doc.title}</Link>
                  {!numbered && doc.description && <p className={styles.description}>{doc.description}</p>}
                </td>
                {hasStatus && <td className={styles.status}>{doc.status && <StatusBadge status={doc.status} />}</td>}
                {dated && <td className={styles.date}>{doc.date && <time dateTime={doc.date}>{formatDocumentDate(doc.date)}</time>}</td>}
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
