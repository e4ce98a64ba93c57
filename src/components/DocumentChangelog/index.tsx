import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {displayTitle, formatDocumentDate, useDesignRecord, type DocumentRecord} from '../../lib/designRecord';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/** Newest day first; within a day, by section order then number. */
function groupByDay(documents: readonly DocumentRecord[]): [string, DocumentRecord[]][] {
  const days = new Map<string, DocumentRecord[]>();
  for (const doc of documents) {
    if (doc.date) {
      days.set(doc.date, [...(days.get(doc.date) ?? []), doc]);
    }
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
}

/**
 * The generated part of the changelog: every dated document, grouped by day,
 * newest first, straight from front matter.
 */
export default function DocumentChangelog(): ReactNode {
  const {documents, sections} = useDesignRecord();
  const sectionLabel = new Map(sections.map((s) => [s.id, s.label]));
  return (
    <div className={styles.changelog}>
      {groupByDay(documents).map(([day, docs]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <Heading as="h3" id={`day-${day}`} className={styles.day}>
            <time dateTime={day}>{formatDocumentDate(day)}</time>
            <span className={styles.count}>
              {docs.length} document{docs.length === 1 ? '' : 's'}
            </span>
          </Heading>
          <ul className={styles.list}>
            {docs.map((doc) => (
              <li key={`${doc.section}/${doc.id}`} className={styles.item}>
                <span className={styles.kind}>{sectionLabel.get(doc.section)}</span>
                <Link to={doc.permalink}>
                  {displayTitle(doc)}
                </Link>
                {doc.status && <StatusBadge status={doc.status} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
