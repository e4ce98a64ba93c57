import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** Wrapped so the crash fallback's error text can take AA colours in both modes (styles.module.css). */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <div className={styles.crash}>
      <ErrorPageContent {...props} />
    </div>
  );
}
