import React, {type ReactNode, useCallback, useEffect, useRef, useSyncExternalStore} from 'react';
import SearchBar from '@theme-original/SearchBar';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {waitingForIndex} from '@site/src/plugins/search/searchBarByWorker';
import {CLEAR_BUTTON, keepSearchAriaRepaired} from './comboboxAria';
import styles from './styles.module.css';

/** Events by which a reader asks for something; a focus() call made while one is dispatched is theirs. */
const USER_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'click'] as const;
/** Below Docusaurus's desktop breakpoint the search opens as a full-screen sheet (./styles.module.css). */
const PHONE = '(max-width: 996px)';
const INPUT = 'input.navbar__search-input';

/**
 * Wrapped for three reasons.
 *
 * It stops the search box from stealing the keyboard focus.
 * @easyops-cn/docusaurus-search-local loads its index when the box first
 * gets focus and, once the index has arrived, calls `input.focus()` again, even
 * when the reader has meanwhile tabbed on to another control: a keyboard user
 * passing through the navbar is thrown back to the search box a moment later
 * (WCAG 2.4.3 focus order, 3.2.1 on focus). The theme offers no option for it.
 * So the box's own focus() refuses to take the focus away from another element
 * unless the call is made while a reader's action is being dispatched (the
 * search shortcut, a click). Focusing the box by Tab or click is not a focus()
 * call and is unaffected, nor is a focus() call while nothing else has focus.
 *
 * And it makes the search work on a phone: there the box opens as a
 * full-screen sheet while it has the focus; the keyboard's search key (Enter,
 * unless the reader moved to a result with the arrow keys) opens the results
 * page; closing the sheet (its close button or Escape) returns the focus to
 * where it was before the search opened.
 *
 * And it repairs the ARIA of the box and its dropdown (./comboboxAria), and
 * shows the theme's loading ring while a typed query waits for the index
 * (the box no longer waits for it to set itself up: src/plugins/search/searchBarByWorker).
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  /** Where the focus was before it entered the search. */
  const focusBefore = useRef<HTMLElement | null>(null);
  /** Whether the reader has moved to a result with the arrow keys since typing. */
  const choseResult = useRef(false);
  const history = useHistory();
  const resultsPage = useBaseUrl('/search/');
  const indexLoading = useSyncExternalStore(waitingForIndex.subscribe, waitingForIndex.get, () => false);

  useEffect(() => {
    // The last reader's event: while it is being dispatched its eventPhase is not NONE. (A timer or a flag
    // cleared "soon" would not do: after a long task, queued work such as the index arriving runs in between.)
    let readerEvent: Event | undefined;
    const remember = (event: Event) => {
      if (event.isTrusted) readerEvent = event;
    };
    for (const type of USER_EVENTS) window.addEventListener(type, remember, {capture: true});

    const stopRepairing = root.current ? keepSearchAriaRepaired(root.current) : undefined;
    const inputs = [...(root.current?.querySelectorAll<HTMLInputElement>(INPUT) ?? [])];
    for (const input of inputs) {
      input.setAttribute('enterkeyhint', 'search');
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
      stopRepairing?.();
      for (const type of USER_EVENTS) window.removeEventListener(type, remember, {capture: true});
      for (const input of inputs) Reflect.deleteProperty(input, 'focus');
    };
  }, []);

  // The box also loses and regains the focus by itself (the autocomplete library wraps it once loaded):
  // those moves come from or go to nothing, and do not change where the reader came from.
  const onFocus = useCallback((event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !root.current?.contains(from)) focusBefore.current = from;
  }, []);
  const onBlur = useCallback((event: React.FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof HTMLElement && !root.current?.contains(to)) focusBefore.current = null;
  }, []);

  const close = useCallback(() => {
    const previous = focusBefore.current;
    focusBefore.current = null;
    root.current?.querySelector<HTMLInputElement>(INPUT)?.blur();
    if (previous?.isConnected) previous.focus();
  }, []);

  // The theme's clear button: pressing it would take the focus from the box, which on a phone closes the
  // sheet (and hides the button) before the click lands. The box keeps the focus, for the next query.
  const onMouseDown = useCallback((event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(CLEAR_BUTTON)) event.preventDefault();
  }, []);

  const onKeyDownCapture = useCallback(
    (event: React.KeyboardEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches(INPUT)) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') choseResult.current = true;
      else if (event.key === 'Escape') setTimeout(close);
      else if (event.key === 'Enter' && !choseResult.current && input.value.trim() && window.matchMedia(PHONE).matches) {
        // Before the theme's autocomplete, which would open the first result.
        event.preventDefault();
        event.stopPropagation();
        const query = input.value;
        input.blur();
        history.push(`${resultsPage}?${new URLSearchParams({q: query}).toString()}`);
      } else if (event.key.length === 1 || event.key === 'Backspace') choseResult.current = false;
    },
    [close, history, resultsPage],
  );

  return (
    <div
      ref={root}
      className={styles.searchRoot}
      data-index-loading={indexLoading || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseDown={onMouseDown}
      onKeyDownCapture={onKeyDownCapture}
    >
      <SearchBar {...props} />
      <button type="button" className={styles.closeButton} aria-label="Close search" onClick={close}>
        Close
      </button>
    </div>
  );
}
