/**
 * What the search box and the results page show of a result
 * (src/plugins/search/shardedIndex SearchResult): the document's number,
 * title and status first, then the heading or passage where the query's words
 * are, marked. Text is rendered as text: marks are elements around slices of
 * it, never markup made from the index or the query.
 */
import React, {type ReactNode} from 'react';
import StatusBadge from '@site/src/components/StatusBadge';
import type {Position} from '@site/src/plugins/search/positions';
import type {SearchResult} from '@site/src/plugins/search/shardedIndex';

/** `text` with the characters at `marks` ([start, length], ascending) in <mark>. */
export function Marked({text, marks}: {text: string; marks: readonly Position[]}): ReactNode {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, length] of marks) {
    if (start < at) continue;
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(<mark key={start}>{text.slice(start, start + length)}</mark>);
    at = start + length;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}

/** The page a result opens: its URL with the words to mark there (`_highlight`) before the anchor. */
export function resultHref({url, marks}: SearchResult): string {
  const hash = url.indexOf('#');
  const [path, anchor] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const params = new URLSearchParams(marks.map((word) => ['_highlight', word]));
  return `${path}${marks.length ? `?${params.toString()}` : ''}${anchor}`;
}

export interface ResultClassNames {
  title: string;
  status: string;
  context: string;
  trail: string;
}

/** The title line: the document's number and title, its status. */
export function ResultTitle({result, classNames}: {result: SearchResult; classNames: ResultClassNames}): ReactNode {
  return (
    <>
      <span className={classNames.title} data-search-title="">
        <Marked text={result.title} marks={result.titleMarks} />
      </span>
      {result.status && <StatusBadge status={result.status} className={classNames.status} />}
    </>
  );
}

/** Where in the document the words are, and what replaced a superseded document. */
export function ResultContext({result, classNames}: {result: SearchResult; classNames: ResultClassNames}): ReactNode {
  return (
    <>
      {result.contextToCome && <span className={classNames.context} data-context-to-come="" />}
      {(result.heading || result.excerpt) && (
        <span className={classNames.context}>
          {result.heading && <strong>{result.heading}</strong>}
          {result.heading && result.excerpt && ': '}
          {result.excerpt && <Marked text={result.excerpt.text} marks={result.excerpt.marks} />}
        </span>
      )}
      <span className={classNames.trail}>
        {[result.section, result.supersededBy && `Superseded by ${result.supersededBy.title}`].filter(Boolean).join(' · ')}
      </span>
    </>
  );
}
