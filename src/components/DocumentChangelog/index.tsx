import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import changelog from '@generated/design-record/default/changelog.json';
import {displayTitle, formatDocumentDate} from '../../lib/designRecord';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/**
 * The generated part of the changelog: every dated document, grouped by day,
 * newest first (within a day, by section order then number), straight from
 * front matter. The plugin groups them (changelogData in
 * src/plugins/design-record/pageData.ts); only this page loads them.
 */
export default function DocumentChangelog(): ReactNode {
  return (
    <div className={styles.changelog}>
      {changelog.map(({day, documents: docs}) => (
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
                <span className={styles.kind}>{doc.kind}</span>
                <Link to={doc.permalink}>{displayTitle(doc)}</Link>
                {doc.status && <StatusBadge status={doc.status} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
