import React, {lazy, Suspense, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Mermaid';
import {diagramKey} from './diagramKey';
import diagramSizes from './diagramSizes.json';
import {useFocusStaysInView} from './useFocusStaysInView';
import {LEGIBLE_SCALE, LEGIBLE_WIDTH, useLegibleWidth} from './useLegibleWidth';
import {useNearViewport} from './useNearViewport';
import styles from './styles.module.css';

/**
 * Wraps @docusaurus/theme-mermaid's component so that the mermaid library
 * (~190 KB gzipped with a diagram type) is fetched only when a diagram comes
 * within a screen of the viewport. In 3.9.1 the theme's component imports `mermaid`
 * statically and MDXComponents imports the component, so every Markdown page
 * carried mermaid in its first load; most of our diagrams sit below the first
 * screen, where a reader who never scrolls to them need not pay for them. The
 * original renders nothing on the server and draws in an effect, so an empty
 * slot until then changes nothing before the drawing appears.
 *
 * Until a diagram is drawn, a box of its measured size (./diagramSizes.json)
 * holds its place, so drawing it moves nothing on the page.
 *
 * A diagram too wide to be legible at the column's width is drawn at a legible
 * size and scrolls sideways (the slot then takes the keyboard focus, so arrow
 * keys scroll it); a toggle fits it to the page for an overview.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  useFocusStaysInView(slot);
  const scroller = useRef<HTMLDivElement>(null);
  const wide = useLegibleWidth(scroller);
  const [fitted, setFitted] = useState(false);
  const scrolls = wide && !fitted;
  const key = diagramKey(props.value);
  const size: number[] | undefined = (diagramSizes as Record<string, number[]>)[key];
  return (
    <div ref={slot} className="prism-diagram" data-diagram={key}>
      {wide && (
        <div className={styles.wideBar}>
          <span className={styles.wideHint}>
            {fitted ? 'Fitted to the page: labels may be small.' : 'Wider than the page: scroll sideways.'}
          </span>
          <button
            type="button"
            className={clsx('button button--sm button--secondary', fitted && 'button--active')}
            aria-pressed={fitted}
            onClick={() => setFitted((fit) => !fit)}>
            Fit to page
          </button>
        </div>
      )}
      <div
        ref={scroller}
        className={clsx(styles.scroller, fitted && styles.fitted)}
        {...(scrolls && {tabIndex: 0, role: 'group', 'aria-label': 'Diagram, scrolls sideways'})}>
        {size && (
          <div
            className={styles.placeholder}
            style={{aspectRatio: `${size[0]} / ${size[1]}`, maxWidth: size[0], [LEGIBLE_WIDTH]: `${size[0] * LEGIBLE_SCALE}px`} as CSSProperties}
          />
        )}
        {near && (
          <Suspense fallback={null}>
            <OriginalMermaid {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
