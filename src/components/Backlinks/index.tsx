import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {displayTitle, type DocumentPageRecord} from '../../lib/designRecord';
import {documentById} from '../../lib/documentPages';
import clsx from 'clsx';
import {BACKLINKS_CLASS} from '../../config/search';
import styles from './styles.module.css';

const HEADING = 'Referenced by';
const HEADING_ID = 'referenced-by';

/** The section's entry in the document's table of contents (src/theme/DocItem lists it there). */
export const BACKLINKS_TOC_ITEM = {value: HEADING, id: HEADING_ID, level: 2} as const;

/** The published documents that link to or mention `doc`. */
export function backlinkSources(doc: DocumentPageRecord): Array<{id: string; source: DocumentPageRecord}> {
  return (doc.referencedBy ?? [])
    .map((id) => ({id, source: documentById(id)}))
    .filter((s): s is {id: string; source: DocumentPageRecord} => Boolean(s.source));
}

/** "Referenced by": the documents that link to or mention this one, computed at build time. */
export default function Backlinks({doc}: {doc: DocumentPageRecord}): ReactNode {
  const sources = backlinkSources(doc);
  if (sources.length === 0) return null;
  return (
    <section className={clsx(BACKLINKS_CLASS, styles.backlinks)} aria-labelledby={HEADING_ID}>
      <Heading as="h2" id={HEADING_ID} className={styles.heading}>
        {HEADING}
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
