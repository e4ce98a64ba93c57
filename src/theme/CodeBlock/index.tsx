/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/CodeBlock/index.tsx),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Changed: theme-classic gives the block a `key` that changes with
 * `useIsBrowser()`, so every code block mounts a second time once the app has
 * hydrated: tokenised, built and laid out again while the page loads. Its
 * reason (hydration renders the stored colour mode's Prism theme over a page
 * the server drew in the default one, and leaves the inline styles wrong) no
 * longer holds in 3.9: theme-common's colour mode hydrates as the default mode
 * and changes to the stored one in an effect (facebook/docusaurus#7986), an
 * ordinary update whose styles React writes. So the block keeps its DOM.
 * Recorded in decisions/code-block.md; tests/e2e/code-blocks.test.ts holds both modes.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
