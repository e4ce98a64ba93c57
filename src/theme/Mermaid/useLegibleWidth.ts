import {useEffect, useState, type RefObject} from 'react';

/** Where a diagram's least legible width goes (on the drawing, and on the box holding its place), for styles.module.css to size it by. */
export const LEGIBLE_WIDTH = '--diagram-legible-width';
/** The smallest a diagram is drawn at to stay legible: Mermaid's 16 px labels at 12 px. */
export const LEGIBLE_SCALE = 0.75;

/**
 * Mermaid scales a diagram down to the column however wide it is drawn: on 52
 * of our 82 pages with diagrams, text came out under 10 px, on some under 4.
 * This gives each drawn diagram the width it is legible at as a CSS variable,
 * so that styles.module.css can stop the shrinking there; a wider diagram
 * scrolls sideways in its element. Returns whether the diagram is that wide.
 */
export function useLegibleWidth(ref: RefObject<HTMLElement>): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') return undefined;
    const update = () => {
      let widest = 0;
      for (const svg of scroller.querySelectorAll<SVGSVGElement>('.docusaurus-mermaid-container > svg')) {
        const width = svg.viewBox.baseVal?.width ?? 0;
        if (width) svg.style.setProperty(LEGIBLE_WIDTH, `${width * LEGIBLE_SCALE}px`);
        widest = Math.max(widest, width);
      }
      setWide(widest * LEGIBLE_SCALE > scroller.clientWidth + 1);
    };
    // A diagram is (re)drawn by replacing the element's children: on first draw and on a colour mode switch.
    const drawn = new MutationObserver(update);
    drawn.observe(scroller, {childList: true, subtree: true});
    const resized = new ResizeObserver(update);
    resized.observe(scroller);
    return () => {
      drawn.disconnect();
      resized.disconnect();
    };
  }, [ref]);
  return wide;
}
