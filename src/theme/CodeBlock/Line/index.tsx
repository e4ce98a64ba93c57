/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/CodeBlock/Line),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Owned for two reasons, recorded in decisions/code-block-line.md and held by
 * tests/unit/codeBlockLine.test.ts:
 * - A code line stays a <span>: lines sit inside <pre><code>, which allow
 *   phrasing content only, and theme-classic 3.10 renders them as <div>
 *   (thousands of HTML validator errors).
 * - A line's tokens are its inner HTML (./tokenMarkup), the same markup as one
 *   <LineToken> element each: hydrating a page then walks its lines, not its
 *   tokens (an RFC with 1,372 tokens in 143 lines spent most of its start-up
 *   script time there). React neither compares nor writes inner HTML while
 *   hydrating. The markup is the same in both colour modes: our Highlight
 *   gives class names, and the colours are in a stylesheet (src/highlighting).
 *   The cost: @theme/CodeBlock/Line/Token, a pass-through, is not used.
 * - A line renders again only when its tokens, styles or class names change
 *   (sameLine): the block around it renders again whenever its word-wrap state
 *   changes, which after hydration is on every block that scrolls sideways
 *   (most of them on a phone), and each line would build its markup anew.
 */
import React, {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';

import {tokensMarkup} from './tokenMarkup';
import styles from './styles.module.css';

type Token = Props['line'][number];

/** A line holding only '\n' gets an empty token instead: the <br /> below already breaks the line. */
function fixLineBreak(line: Token[]) {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;

  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }

  return line;
}

function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);

  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });

  const tokens = tokensMarkup(line, getTokenProps);

  return showLineNumbers ? (
    <span {...lineProps}>
      <span className={styles.codeLineNumber} />
      <span className={styles.codeLineContent} dangerouslySetInnerHTML={{__html: tokens}} />
      <br />
    </span>
  ) : (
    <span {...lineProps} dangerouslySetInnerHTML={{__html: `${tokens}<br/>`}} />
  );
}

function sameClassNames(before: readonly string[] | undefined, after: readonly string[] | undefined): boolean {
  return before === after || (!!before && !!after && before.length === after.length && before.every((name, i) => name === after[i]));
}

/**
 * Whether a line's props give the markup it already has. The tokens are the
 * same objects while the code stays, and the props functions always
 * (src/highlighting's Highlight memoises the one and never changes the
 * other, in either colour mode); class names are rebuilt on every render of
 * the block, so they are compared by value.
 */
export function sameLine(before: Props, after: Props): boolean {
  return (
    before.line === after.line &&
    before.getLineProps === after.getLineProps &&
    before.getTokenProps === after.getTokenProps &&
    before.showLineNumbers === after.showLineNumbers &&
    sameClassNames(before.classNames, after.classNames)
  );
}

export default memo(CodeBlockLine, sameLine);
