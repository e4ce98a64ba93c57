import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import NotFoundContent from '@theme/NotFound/Content';
import type {RecordTagsData} from '../../plugins/design-record/pageData';
import {displayTitle, formatDocumentDate} from '../../lib/designRecord';
import StatusBadge from '../StatusBadge';
import {slugOfTagRoute, TAGS_PATH} from './paths';
import styles from './styles.module.css';

interface Props {
  record: RecordTagsData;
  /** The matched route, passed by Docusaurus's route rendering. */
  route: {path: string};
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /tags/<slug>/: one tag's documents from every section, grouped by section, each with its status and date. */
export default function TagPage({record, route}: Props): ReactNode {
  const tag = record.tags.find((t) => t.slug === slugOfTagRoute(route.path));
  if (!tag) {
    return (
      <Layout>
        <NotFoundContent />
      </Layout>
    );
  }
  const documents = tag.documents.map((id) => ({id, ...record.documents[id]}));
  const groups = record.sections
    .map((section) => ({section, documents: documents.filter((d) => d.section === section.id)}))
    .filter((group) => group.documents.length > 0);
  const summary = `${plural(documents.length, 'document', 'documents')} in ${plural(groups.length, 'section', 'sections')}`;
  return (
    <Layout
      title={`${tag.label}: tagged documents`}
      description={tag.description ?? `Documents of the Prism design record tagged ${tag.label}.`}
    >
      <main className="container margin-vert--lg">
        <p className={styles.trail}>
          <Link to={TAGS_PATH}>All tags</Link>
        </p>
        <Heading as="h1">{tag.label}</Heading>
        {tag.description && <p className={styles.lede}>{tag.description}</p>}
        <p className={styles.summary}>{summary}.</p>
        {groups.map(({section, documents: inSection}) => (
          <section key={section.id} aria-labelledby={`tag-${section.id}`} className={styles.group}>
            <Heading as="h2" id={`tag-${section.id}`}>
              <Link to={section.permalink}>{section.label}</Link> <span className={styles.count}>{inSection.length}</span>
            </Heading>
            <ul className={styles.documents}>
              {inSection.map((doc) => (
                <li key={doc.id} className={styles.document}>
                  <Link to={doc.permalink} className={styles.documentTitle}>
                    {displayTitle(doc)}
                  </Link>
                  <span className={styles.meta}>
                    {doc.status && <StatusBadge status={doc.status} />}
                    {doc.date && <time dateTime={doc.date}>{formatDocumentDate(doc.date)}</time>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
