import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * How far beyond the viewport an element counts as near: a screen above and
 * below, so a diagram is drawn before the reader scrolls or pages down to it
 * and drawing it does not move what they are reading.
 */
const NEAR = '100% 0px';

/**
 * Whether the element has come near the viewport (or the page is about to be
 * printed). Stays true once it has. False on the server and in the first
 * client render, so hydration matches.
 */
export function useNearViewport<T extends Element>(): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, {rootMargin: NEAR});
    observer.observe(element);
    const beforePrint = () => setNear(true);
    window.addEventListener('beforeprint', beforePrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
    };
  }, [near]);
  return [ref, near];
}
