import {useEffect, type RefObject} from 'react';

/**
 * When the element grows (a diagram drawn into its slot) and pushes the focused
 * element below it off the bottom of the screen, scrolls the focus back into
 * view. A keyboard reader tabbing past a diagram that is still being drawn
 * would otherwise lose sight of the focus. Runs before the next paint, so the
 * reader never sees it leave.
 */
export function useFocusStaysInView(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let height = element.offsetHeight;
    const observer = new ResizeObserver(() => {
      const grown = element.offsetHeight - height;
      height = element.offsetHeight;
      const focus = document.activeElement;
      if (grown <= 0 || !(focus instanceof HTMLElement) || focus === document.body) return;
      if (!(element.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING) || element.contains(focus)) return;
      const box = focus.getBoundingClientRect();
      const wasOnScreen = box.top - grown >= 0 && box.bottom - grown <= window.innerHeight;
      if (wasOnScreen && box.bottom > window.innerHeight) focus.scrollIntoView({block: 'nearest'});
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
