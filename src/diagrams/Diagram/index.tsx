import React, {useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {initialMarkup, loadMarkup} from '@prism/diagram-markup';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {DIAGRAM_DRAWING_CLASS} from '../../config/search';
import {markupPath, type Markup} from '../drawing';
import {COLOUR_MODES} from '../settings';
import FullScreen from './FullScreen';
import styles from './styles.module.css';

export interface DiagramProps {
  /** The drawing's key in src/diagrams/drawings (src/diagrams/remarkDiagrams.ts writes these props). */
  drawing: string;
  /** Which copy of this drawing on the page, from 0. */
  instance: string;
  /** Natural size in CSS pixels (Mermaid's text at 16 px). */
  width: string;
  height: string;
  /** Narrowest width at which its smallest text is still 12 px. */
  legibleWidth: string;
  title: string;
  description: string;
}

/**
 * A diagram drawn ahead of time (scripts/draw-diagrams.mts): inline SVG in both
 * colour modes, the one not shown hidden by CSS. It fills the column down to
 * the width where its text would drop below 12 px; a wider one scrolls sideways
 * in a focusable group. Its size is known in the HTML, so nothing moves when
 * the page loads. A button opens it full screen.
 *
 * Hydration keeps the server's SVG untouched: in the browser the markup starts
 * as the constant '' (React neither compares nor writes dangerouslySetInnerHTML
 * while hydrating, and suppressHydrationWarning silences the development-mode
 * comparison), so the page's largest markup is never serialised or parsed again.
 * An element left empty (client-side navigation) fetches its drawing.
 */
export default function Diagram({drawing, instance, width, height, legibleWidth, title, description}: DiagramProps): ReactNode {
  const copy = Number(instance);
  const [markup, setMarkup] = useState<Markup | undefined>(() => initialMarkup(drawing, copy));
  const [drawn, setDrawn] = useState(false);
  const [scrolls, setScrolls] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  const light = useRef<HTMLDivElement>(null);
  const dark = useRef<HTMLDivElement>(null);
  const url = useBaseUrl(markupPath(drawing));
  const id = useId();

  useEffect(() => {
    if (light.current?.firstElementChild) {
      setDrawn(true);
      return undefined;
    }
    let current = true;
    void loadMarkup(url, drawing, copy).then((loaded) => {
      if (!current) return;
      setMarkup(loaded);
      setDrawn(true);
    });
    return () => {
      current = false;
    };
  }, [url, drawing, copy]);

  /** The drawing as the page shows it, for the full-screen copy: read when it opens, off the page's load. */
  const shownMarkup = useCallback(
    (): Markup | undefined =>
      markup ?? (light.current && dark.current ? {light: light.current.innerHTML, dark: dark.current.innerHTML} : undefined),
    [markup],
  );

  // The server marks every diagram as a tab stop (a reader without JavaScript may
  // need to scroll any of them); here only one that does scroll stays one.
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const size = {
    '--diagram-width': `${width}px`,
    '--diagram-legible-width': `${legibleWidth}px`,
    aspectRatio: `${width} / ${height}`,
  } as CSSProperties;
  const captionId = `${id}-caption`;
  return (
    <figure className={styles.figure} data-drawing={drawing} data-instance={copy} aria-labelledby={captionId}>
      <div
        ref={frame}
        className={clsx(styles.frame, 'prism-scroll-cue')}
        {...(scrolls && {tabIndex: 0, role: 'group', 'aria-label': `${title} (scrolls sideways)`})}
      >
        <div className={clsx(DIAGRAM_DRAWING_CLASS, styles.drawing)} style={size}>
          {COLOUR_MODES.map((mode) => (
            <div
              key={mode}
              ref={mode === 'light' ? light : dark}
              className={styles[mode]}
              data-mode={mode}
              suppressHydrationWarning
              dangerouslySetInnerHTML={{__html: markup?.[mode] ?? ''}}
            />
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span id={captionId} className={styles.title}>
          {title}
        </span>
        <span className={styles.description}>{description}</span>
        <FullScreen
          markup={drawn ? shownMarkup : undefined}
          drawing={drawing}
          title={title}
          width={Number(width)}
          height={Number(height)}
        />
      </figcaption>
    </figure>
  );
}
