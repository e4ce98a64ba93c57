/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/CodeBlock/Line),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Owned so that a code line stays a <span>: lines sit inside <pre><code>,
 * which allow phrasing content only, and theme-classic 3.10 renders them as
 * <div> (thousands of HTML validator errors). Listed in UPSTREAM.md; held by
 * tests/unit/codeBlockLine.test.ts.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

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

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);

  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers && styles.codeLine),
  });

  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });

  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
