import React, {useEffect, useId, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import {loadMarkup, markupNow} from '@prism/diagram-markup';
import clsx from 'clsx';
import {DIAGRAM_DRAWING_CLASS} from '../../config/search';
import type {Markup} from '../drawing';
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
 */
export default function Diagram({drawing, instance, width, height, legibleWidth, title, description}: DiagramProps): ReactNode {
  const copy = Number(instance);
  const [markup, setMarkup] = useState<Markup | undefined>(() => markupNow(drawing, copy));
  const [scrolls, setScrolls] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (markup) return undefined;
    let current = true;
    void loadMarkup(drawing, copy).then((loaded) => current && setMarkup(loaded));
    return () => {
      current = false;
    };
  }, [drawing, copy, markup]);

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
      <div ref={frame} className={styles.frame} {...(scrolls && {tabIndex: 0, role: 'group', 'aria-label': `${title} (scrolls sideways)`})}>
        <div className={clsx(DIAGRAM_DRAWING_CLASS, styles.drawing)} style={size}>
          {markup ? (
            <>
              <div className={styles.light} data-mode="light" dangerouslySetInnerHTML={{__html: markup.light}} />
              <div className={styles.dark} data-mode="dark" dangerouslySetInnerHTML={{__html: markup.dark}} />
            </>
          ) : null}
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span id={captionId} className={styles.title}>
          {title}
        </span>
        <span className={styles.description}>{description}</span>
        <FullScreen markup={markup} drawing={drawing} title={title} width={Number(width)} height={Number(height)} />
      </figcaption>
    </figure>
  );
}
