import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  tags: readonly string[];
  labels: Readonly<Record<string, string>>;
  /** The section's tags page, e.g. `/prism-data-layer/adr/tags`. */
  tagsPermalink: string;
}

/** A document's tags as links to the section's tag pages. */
export default function TagList({tags, labels, tagsPermalink}: Props): ReactNode {
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag} className={styles.item}>
          <Link className={styles.tag} to={`${tagsPermalink}/${tag}/`}>
            {labels[tag] ?? tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
