import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import home from '@generated/design-record/default/home.json';
import styles from './styles.module.css';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One card per section: its purpose and how many documents it holds, counted from the content. */
export default function SectionCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {home.sections.map((section) => (
        <li key={section.id} className={styles.card}>
          <Link to={section.permalink} className={styles.link}>
            <span className={styles.heading}>
              <span className={styles.label}>{section.label}</span>
              <span className={styles.count}>{plural(section.count, 'document')}</span>
            </span>
            <span className={styles.purpose}>{section.purpose}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
