import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {displayTitle, type DocumentPageRecord} from '../../lib/designRecord';
import {documentById} from '../../lib/documentPages';
import clsx from 'clsx';
import {BACKLINKS_CLASS} from '../../config/search';
import styles from './styles.module.css';

/** "Referenced by": the documents that link to or mention this one, computed at build time. */
export default function Backlinks({doc}: {doc: DocumentPageRecord}): ReactNode {
  const sources = (doc.referencedBy ?? [])
    .map((id) => ({id, source: documentById(id)}))
    .filter((s): s is {id: string; source: DocumentPageRecord} => Boolean(s.source));
  if (sources.length === 0) return null;
  return (
    <section className={clsx(BACKLINKS_CLASS, styles.backlinks)} aria-labelledby="referenced-by">
      <Heading as="h2" id="referenced-by" className={styles.heading}>
        Referenced by
      </Heading>
      <ul className={styles.list}>
        {sources.map(({id, source}) => (
          <li key={id}>
            <Link to={source.permalink}>{displayTitle(source)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
