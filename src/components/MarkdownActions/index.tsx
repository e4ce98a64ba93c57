import React, {useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import clsx from 'clsx';
import {useCurrentDocumentRecord} from '../../lib/documentPages';
import {markdownPath} from '../../lib/markdownPath';
import styles from './styles.module.css';

type Outcome = 'copied' | 'failed';

const ANNOUNCEMENTS: Record<Outcome, string> = {
  copied: 'Copied this page as Markdown',
  failed: 'Could not copy; open View as Markdown instead',
};

const BUTTON = 'button button--sm button--secondary button--outline';

/**
 * "Copy as Markdown" and "View as Markdown" for a document of the record: both
 * use the Markdown file the build writes beside the page (its URL plus `.md`).
 * The file is fetched when the reader shows intent (pointer over the button,
 * focus, touch), so that the copy itself runs within the click and still works
 * if the network drops after that; the outcome is announced in a status region.
 */
export default function MarkdownActions(): ReactNode {
  const doc = useCurrentDocumentRecord();
  const [outcome, setOutcome] = useState<Outcome>();
  const markdown = useRef<Promise<string>>();
  const shown = useRef<number>();
  if (!doc) return null;
  const href = markdownPath(doc.permalink);

  const load = () =>
    (markdown.current ??= fetch(href)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status} ${href}`))))
      .catch((error: unknown) => {
        markdown.current = undefined;
        throw error;
      }));
  const prefetch = () => void load().catch(() => undefined);
  const copy = async () => {
    const result = await load()
      .then((text) => navigator.clipboard.writeText(text))
      .then(
        (): Outcome => 'copied',
        (): Outcome => 'failed',
      );
    setOutcome(result);
    window.clearTimeout(shown.current);
    shown.current = window.setTimeout(() => setOutcome(undefined), 4000);
  };

  return (
    <div className={styles.actions}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <button type="button" className={BUTTON} onClick={copy} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        Copy as Markdown
      </button>
      {/* A file the build writes, not a route: Link would show it in the app, as the not-found page. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a className={BUTTON} href={href}>
        View as Markdown
      </a>
      <span role="status" className={clsx(styles.status, outcome && styles[outcome])}>
        {outcome && ANNOUNCEMENTS[outcome]}
      </span>
    </div>
  );
}
