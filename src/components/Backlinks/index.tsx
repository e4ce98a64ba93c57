import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {displayTitle, useDocumentsById, type DocumentRecord} from '../../lib/designRecord';
import styles from './styles.module.css';

/** "Referenced by": the documents that link to or mention this one, computed at build time. */
export default function Backlinks({doc}: {doc: DocumentRecord}): ReactNode {
  const byId = useDocumentsById();
  const sources = doc.referencedBy.map((id) => byId.get(id)).filter((d): d is DocumentRecord => Boolean(d));
  if (sources.length === 0) return null;
  return (
    <section className={styles.backlinks} aria-labelledby="referenced-by">
      <Heading as="h2" id="referenced-by" className={styles.heading}>
        Referenced by
      </Heading>
      <ul className={styles.list}>
        {sources.map((source) => (
          <li key={source.id}>
            <Link to={source.permalink}>{displayTitle(source)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
