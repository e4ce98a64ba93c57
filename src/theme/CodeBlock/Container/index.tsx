/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/CodeBlock/Container),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Changed: no inline `--prism-color` and `--prism-background-color` from the
 * current mode's Prism theme. The stylesheet src/plugins/highlighting adds
 * sets them for both modes (src/highlighting/themeCss.ts), so a block's
 * markup does not depend on the mode: the server's HTML is right for a reader
 * in dark mode before the app starts, and a mode switch changes no block.
 * Recorded in decisions/code-block.md.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
