import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {useFocusStaysInView} from './useFocusStaysInView';
import {useNearViewport} from './useNearViewport';

/**
 * Wraps @docusaurus/theme-mermaid's component so that the mermaid library
 * (~190 KB gzipped with a diagram type) is fetched only when a diagram comes
 * within a screen of the viewport. In 3.9.1 the theme's component imports `mermaid`
 * statically and MDXComponents imports the component, so every Markdown page
 * carried mermaid in its first load; most of our diagrams sit below the first
 * screen, where a reader who never scrolls to them need not pay for them. The
 * original renders nothing on the server and draws in an effect, so an empty
 * slot until then changes nothing before the drawing appears.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  useFocusStaysInView(slot);
  return (
    <div ref={slot} className="prism-diagram">
      {near && (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </div>
  );
}
