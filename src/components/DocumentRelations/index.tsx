import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import clsx from 'clsx';
import {RELATION_NAMES, relationLabel, type RelationName} from '../../config/relations';
import {RELATIONS_CLASS} from '../../config/search';
import {displayTitle, type DocumentPageRecord} from '../../lib/designRecord';
import {documentById, relationsOf, useCurrentDocumentRecord} from '../../lib/documentPages';
import {graphFocusPath} from '../../lib/graphPaths';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

const HEADING = 'Related decisions';
const HEADING_ID = 'related-decisions';

/** The section's entry in the document's table of contents (src/theme/DocItem lists it there). */
export const RELATIONS_TOC_ITEM = {value: HEADING, id: HEADING_ID, level: 2} as const;

type Neighbour = {id: string; doc: DocumentPageRecord};

/** The documents `doc` stands in relation `name` to, in reading order; unknown ids are skipped. */
export function neighbours(id: string, name: RelationName): Neighbour[] {
  return (relationsOf(id)[name] ?? []).flatMap((id) => {
    const other = documentById(id);
    return other ? [{id, doc: other}] : [];
  });
}

export const hasRelations = (id: string): boolean => RELATION_NAMES.some((name) => neighbours(id, name).length > 0);

function NeighbourItem({doc}: {doc: DocumentPageRecord}): ReactNode {
  return (
    <li className={styles.item}>
      <Link to={doc.permalink}>{displayTitle(doc)}</Link>
      {doc.status && <StatusBadge status={doc.status} className={styles.badge} />}
    </li>
  );
}

/**
 * Near the top of a document amended by later ones: which, with their status,
 * before the reader relies on what it says. (Supersession has its own banner.)
 */
export function AmendedNotice(): ReactNode {
  const doc = useCurrentDocumentRecord();
  const amenders = doc ? neighbours(doc.id, 'amended-by') : [];
  if (!doc || amenders.length === 0) return null;
  return (
    <aside className={clsx(RELATIONS_CLASS, 'alert alert--info', styles.notice)} aria-label="Amended by later documents">
      <p className={styles.noticeLead}>
        <strong>Amended later.</strong>{' '}
        {`Parts of this document were changed by ${amenders.length === 1 ? 'a later one' : `${amenders.length} later ones`}; read ${amenders.length === 1 ? 'it' : 'them'} with it.`}
      </p>
      <ul className={styles.list}>
        {amenders.map(({id, doc: other}) => (
          <NeighbourItem key={id} doc={other} />
        ))}
      </ul>
    </aside>
  );
}

/** "Related decisions": every typed neighbour of the document, grouped by relation, with a way into the graph. */
export default function DocumentRelations({doc}: {doc: DocumentPageRecord & {id: string}}): ReactNode {
  const groups = RELATION_NAMES.map((name) => ({name, members: neighbours(doc.id, name)})).filter((g) => g.members.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={clsx(RELATIONS_CLASS, styles.relations)} aria-labelledby={HEADING_ID}>
      <Heading as="h2" id={HEADING_ID} className={styles.heading}>
        {HEADING}
      </Heading>
      <dl className={styles.groups}>
        {groups.map(({name, members}) => (
          <div key={name} className={styles.group}>
            <dt>{relationLabel(name)}</dt>
            <dd>
              <ul className={styles.list}>
                {members.map(({id, doc: other}) => (
                  <NeighbourItem key={id} doc={other} />
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.graphLink}>
        <Link to={graphFocusPath(doc.id)}>See {doc.reference ?? 'this document'} on the decision graph</Link>
      </p>
    </section>
  );
}
