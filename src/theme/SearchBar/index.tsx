import React, {type ReactNode, useEffect} from 'react';
import SearchBar from '@theme-original/SearchBar';

/** Events by which a reader asks for something; a focus() call made while one is dispatched is theirs. */
const USER_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'click'] as const;

/**
 * Wrapped to stop the search box from stealing the keyboard focus.
 *
 * @easyops-cn/docusaurus-search-local loads its index when the box first
 * gets focus and, once the index has arrived, calls `input.focus()` again, even
 * when the reader has meanwhile tabbed on to another control: a keyboard user
 * passing through the navbar is thrown back to the search box a moment later
 * (WCAG 2.4.3 focus order, 3.2.1 on focus). The theme offers no option for it.
 *
 * So the box's own focus() refuses to take the focus away from another element
 * unless the call is made while a reader's action is being dispatched (the
 * search shortcut, a click). Focusing the box by Tab or click is not a focus()
 * call and is unaffected, nor is a focus() call while nothing else has focus.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  useEffect(() => {
    // The last reader's event: while it is being dispatched its eventPhase is not NONE. (A timer or a flag
    // cleared "soon" would not do: after a long task, queued work such as the index arriving runs in between.)
    let readerEvent: Event | undefined;
    const remember = (event: Event) => {
      if (event.isTrusted) readerEvent = event;
    };
    for (const type of USER_EVENTS) window.addEventListener(type, remember, {capture: true});

    const inputs = [...document.querySelectorAll<HTMLInputElement>('input.navbar__search-input')];
    for (const input of inputs) {
      input.focus = (options?: FocusOptions) => {
        const active = document.activeElement;
        const elsewhere = active !== null && active !== input && active !== document.body;
        const byReader = readerEvent !== undefined && readerEvent.eventPhase !== Event.NONE;
        if (elsewhere && !byReader) {
          return;
        }
        HTMLElement.prototype.focus.call(input, options);
      };
    }
    return () => {
      for (const type of USER_EVENTS) window.removeEventListener(type, remember, {capture: true});
      for (const input of inputs) Reflect.deleteProperty(input, 'focus');
    };
  }, []);
  return <SearchBar {...props} />;
}
