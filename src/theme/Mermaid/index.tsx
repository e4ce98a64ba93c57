import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

/**
 * Wraps @docusaurus/theme-mermaid's component so that the mermaid library is
 * fetched only by pages that draw a diagram. In 3.9.1 the theme's component
 * imports `mermaid` statically and MDXComponents imports the component, so every
 * Markdown page carried mermaid (~170 KB gzipped) in its first load. The
 * original renders nothing on the server and draws in an effect, so rendering it
 * browser-only and lazily shows the same thing at the same moment.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
