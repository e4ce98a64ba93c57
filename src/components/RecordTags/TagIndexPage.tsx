import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {RecordTagsData} from '../../plugins/design-record/pageData';
import {tagPagePath} from './paths';
import styles from './styles.module.css';

/** /tags/: every tag of the record's vocabulary with what it covers and how many documents carry it. */
export default function TagIndexPage({record}: {record: RecordTagsData}): ReactNode {
  const {tags, sections} = record;
  const description = `All ${tags.length} tags of the Prism design record, each listing the documents of every section that carry it.`;
  return (
    <Layout title="Tags" description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">Tags</Heading>
        <p className={styles.lede}>
          One vocabulary for the whole record: each tag lists the {sections.map((s) => s.label).join(', ')} that carry it, grouped by
          section.
        </p>
        <ul className={styles.tagGrid}>
          {tags.map((tag) => (
            <li key={tag.slug} className={styles.tagCard}>
              <Link to={tagPagePath(tag.slug)} className={styles.tagName}>
                {tag.label} <span className={styles.count}>{tag.documents.length}</span>
              </Link>
              {tag.description && <p className={styles.tagDescription}>{tag.description}</p>}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
