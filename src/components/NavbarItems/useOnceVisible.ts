import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Whether the element has been in the viewport yet (true once it has). Unlike
 * an image's `loading="lazy"`, which loads well before the viewport reaches
 * it, this waits for the element itself to be seen.
 */
export function useOnceVisible<T extends Element>(): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return [ref, visible];
}
