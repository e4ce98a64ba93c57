import React, {type ReactNode} from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {indexPlaceHref, sectionIndexLink} from '@site/src/lib/indexPlaces';
import styles from './styles.module.css';

type Props = WrapperProps<typeof PaginatorType>;

/**
 * Wrapped so that a document ends with a way back to its section index, at its
 * own row, beside the previous and next documents of the record: a reader who
 * arrived from a search engine on one document finds the rest from there.
 */
export default function DocItemPaginatorWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const sidebar = useDocsSidebar();
  const index = sidebar ? sectionIndexLink(sidebar.items) : undefined;
  return (
    <>
      <Paginator {...props} />
      {index && metadata.id !== 'index' && (
        <p className={styles.backToIndex}>
          See this document among <Link to={indexPlaceHref(index.href, metadata.id)}>{index.label.replace(/^All/, 'all')}</Link> in the
          section index.
        </p>
      )}
    </>
  );
}
