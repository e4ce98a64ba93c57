import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {displayTitle, formatDocumentDate, useDesignRecord} from '../../lib/designRecord';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/** The most recently dated documents, newest first. */
export default function RecentDocuments({limit = 6}: {limit?: number}): ReactNode {
  const {documents} = useDesignRecord();
  const recent = documents
    .filter((d) => d.date)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || (b.number ?? 0) - (a.number ?? 0))
    .slice(0, limit);
  return (
    <ol className={styles.list}>
      {recent.map((doc) => (
        <li key={`${doc.section}/${doc.id}`} className={styles.item}>
          <time className={styles.date} dateTime={doc.date}>
            {formatDocumentDate(doc.date!)}
          </time>
          <Link to={doc.permalink} className={styles.title}>
            {displayTitle(doc)}
          </Link>
          {doc.status && <StatusBadge status={doc.status} />}
        </li>
      ))}
    </ol>
  );
}
