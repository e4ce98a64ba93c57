import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** A document's lifecycle status, coloured by status with AA-contrast text. */
export default function StatusBadge({status, className}: {status: string; className?: string}): ReactNode {
  const tone = status.toLowerCase().replace(/[^a-z]/g, '');
  return <span className={clsx(styles.badge, styles[tone], className)}>{status}</span>;
}
