import React, {useRef, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useSidewaysScroll} from './useSidewaysScroll';
import styles from './styles.module.css';

/**
 * A Markdown table in a box of the column's width. A table that fits fills the
 * column as before; a wider one scrolls sideways inside the box, which then
 * becomes a named region and a tab stop (so arrow keys scroll it), with a shadow
 * at each edge that has more to show (styles.module.css). The page itself never
 * grows wider than the screen.
 */
export default function ScrollTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const label = useSidewaysScroll(box);
  return (
    <div ref={box} className={clsx(styles.box, 'prism-scroll-cue')} {...(label && {tabIndex: 0, role: 'region', 'aria-label': label})}>
      <table {...props} />
    </div>
  );
}
