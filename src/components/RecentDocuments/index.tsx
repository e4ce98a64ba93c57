import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import home from '@generated/design-record/default/home.json';
import {displayTitle, formatDocumentDate} from '../../lib/designRecord';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/**
 * The most recently dated documents, newest first: at most `limit`, and at most
 * the RECENT_DOCUMENTS the plugin puts in the home page data.
 */
export default function RecentDocuments({limit = 6}: {limit?: number}): ReactNode {
  const recent = home.recent.slice(0, limit);
  return (
    <ol className={styles.list}>
      {recent.map((doc) => (
        <li key={`${doc.section}/${doc.id}`} className={styles.item}>
          <time className={styles.date} dateTime={doc.date}>
            {formatDocumentDate(doc.date)}
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
