import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {displayTitle, formatDocumentDate} from '../../lib/designRecord';
import {documentById, useCurrentDocumentRecord} from '../../lib/documentPages';
import StatusBadge from '../StatusBadge';
import clsx from 'clsx';
import {DOC_HEADER_CLASS} from '../../config/search';
import styles from './styles.module.css';

function DocumentLink({id}: {id: string}): ReactNode {
  const doc = documentById(id);
  return doc ? <Link to={doc.permalink}>{displayTitle(doc)}</Link> : <>{id}</>;
}

function Field({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Banner at the top of a superseded document, linking its successor. */
export function SupersededBanner(): ReactNode {
  const doc = useCurrentDocumentRecord();
  if (!doc?.supersededBy) return null;
  return (
    <div className={`alert alert--warning ${styles.banner}`} role="note">
      <strong>Superseded.</strong> This {doc.reference?.split('-')[0] ?? 'document'} is kept as history; it was replaced by{' '}
      <DocumentLink id={doc.supersededBy} />.
    </div>
  );
}

/**
 * The design-record header under a document's title: number, status, date,
 * people, and what it supersedes. Only numbered documents (ADR, RFC, memo, PRD)
 * have one.
 */
export default function DocHeader(): ReactNode {
  const doc = useCurrentDocumentRecord();
  if (!doc?.reference) return null;
  const peopleLabel = doc.section === 'adr' ? 'Deciders' : 'Author';
  return (
    <dl className={clsx(DOC_HEADER_CLASS, styles.header)} aria-label={`${doc.reference} details`}>
      <Field label="Number">
        <span className={styles.reference}>{doc.reference}</span>
      </Field>
      {doc.status && (
        <Field label="Status">
          <StatusBadge status={doc.status} />
        </Field>
      )}
      {doc.date && (
        <Field label="Date">
          <time dateTime={doc.date}>{formatDocumentDate(doc.date)}</time>
        </Field>
      )}
      {doc.people && doc.people.length > 0 && <Field label={peopleLabel}>{doc.people.join(', ')}</Field>}
      {doc.supersedes && (
        <Field label="Supersedes">
          <DocumentLink id={doc.supersedes} />
        </Field>
      )}
    </dl>
  );
}
