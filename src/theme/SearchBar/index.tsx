/**
 * The navbar search box. Swizzled from @easyops-cn/docusaurus-search-local
 * 0.52.1 (src/client/theme/SearchBar, MIT, by EasyOps) by ejecting it, then
 * rewritten as a React combobox (WAI-ARIA 1.2) over the site's own index.
 *
 * Kept from the theme: the box in the navbar (`.navbar__search`,
 * `input.navbar__search-input`, "Search"), the index loaded on the box's first
 * focus or hover, results as the reader types (the options'
 * `searchResultLimits`), "See all results" opening the results page, "No
 * results", the shortcut and its hint (`searchBarShortcutKeymap`), the clear
 * button, the loading ring while a typed query waits for the index, and the
 * query's words marked on the page a result opens (`?_highlight=`, mark.js).
 *
 * Changed:
 * - The box calls the site's index directly (src/plugins/search/searchBarByWorker):
 *   the theme's autocomplete library and its worker are not loaded.
 * - The ARIA is the 1.2 combobox's from the first render: `aria-controls` and
 *   `aria-activedescendant` on the input, a listbox holding only the options,
 *   the "See all results" link and the "No results" notice beside it; the
 *   clear button is named "Clear search".
 * - Nothing moves the focus but the reader: the theme focused the box again
 *   when its index arrived, even after the reader had tabbed on.
 * - A result shows its document's number, title and status first, then the
 *   heading or passage where the words are (./ResultParts). The documents
 *   show as soon as they are ranked; the headings and passages, one fetch
 *   later, fill the line kept for them (the listbox is `aria-busy` meanwhile).
 * - On a phone (below Docusaurus's 997 px breakpoint) the box opens as a
 *   full-screen sheet while it has the focus; Enter, unless the reader chose a
 *   result with the arrow keys, opens the results page; closing the sheet (its
 *   button, Escape) returns the focus to where it was.
 */
import React, {type ReactNode, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchOptions} from '@site/src/config/search';
import LazyMark from '@site/src/plugins/search/lazyMark';
import {fetchIndexesByWorker, searchByWorker, waitingForIndex} from '@site/src/plugins/search/searchBarByWorker';
import type {SearchResult} from '@site/src/plugins/search/shardedIndex';
import {ResultContext, ResultTitle, resultHref} from './ResultParts';
import {isShortcut, shortcutHints} from './shortcut';
import styles from './styles.module.css';

const resultClassNames = {title: styles.title, status: styles.status, context: styles.context, trail: styles.trail};

const HIGHLIGHT = '_highlight';
/** Below Docusaurus's desktop breakpoint the search opens as a full-screen sheet (./styles.module.css). */
const PHONE = '(max-width: 996px)';

/** The results of one query, as the box last heard them: ranked only, or with their headings and passages. */
interface Answer {
  query: string;
  results: SearchResult[];
  complete: boolean;
}

export default function SearchBar(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const resultsPage = useBaseUrl('/search/');
  const id = useId();
  const listboxId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  /** Where the focus was before it entered the search, to return it there when a phone's sheet closes. */
  const focusBefore = useRef<HTMLElement | null>(null);
  const indexRequested = useRef(false);
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [answer, setAnswer] = useState<Answer | undefined>();
  /** The option chosen with the arrow keys; the first one until the reader moves. */
  const [active, setActive] = useState(0);
  const [choseResult, setChoseResult] = useState(false);
  const indexLoading = useSyncExternalStore(waitingForIndex.subscribe, waitingForIndex.get, () => false);

  const loadIndex = useCallback(() => {
    if (indexRequested.current) return;
    indexRequested.current = true;
    void fetchIndexesByWorker(baseUrl);
  }, [baseUrl]);

  const search = useCallback(
    (query: string) => {
      setValue(query);
      setActive(0);
      setChoseResult(false);
      if (!query.trim()) {
        setAnswer(undefined);
        return;
      }
      loadIndex();
      // An answer to a query the reader has typed on from is dropped; ranked results never replace complete ones.
      const ranked = (answered: string, results: SearchResult[]) => {
        if (input.current?.value !== answered) return;
        setAnswer((last) => (last?.query === answered && last.complete ? last : {query: answered, results, complete: false}));
      };
      void searchByWorker(baseUrl, query, searchOptions.searchResultLimits, ranked).then(
        (results) => {
          if (input.current?.value === query) setAnswer({query, results, complete: true});
        },
        () => {
          // A failed search keeps the documents already ranked for its query, without the text that failed to
          // arrive; with none, it shows "No results".
          if (input.current?.value !== query) return;
          setAnswer((last) => ({
            query,
            results: last?.query === query ? last.results.map(({contextToCome: _failed, ...result}) => result) : [],
            complete: true,
          }));
        },
      );
    },
    [baseUrl, loadIndex],
  );

  // The words of `?_highlight=` marked on the page a result opened, and put in the box.
  useEffect(() => {
    const words = isBrowser ? new URLSearchParams(location.search).getAll(HIGHLIGHT) : [];
    // After the page's own effects: code blocks render once more after this one.
    const timer = setTimeout(() => {
      const article = document.querySelector('article');
      if (!article) return;
      const mark = new LazyMark(article);
      mark.unmark();
      if (words.length > 0) mark.mark(words, {exclude: ['.theme-doc-toc-mobile > button']});
      setValue(words.join(' '));
      setAnswer(undefined);
    });
    return () => clearTimeout(timer);
  }, [isBrowser, location.search, location.pathname]);

  // The shortcut (Ctrl K, ⌘ K) moves the focus into the box.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, searchOptions.searchBarShortcutKeymap)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => {
    const previous = focusBefore.current;
    focusBefore.current = null;
    const inside = document.activeElement;
    if (inside instanceof HTMLElement && root.current?.contains(inside)) inside.blur();
    if (previous?.isConnected) previous.focus();
  }, []);

  const open = useCallback(
    (result: SearchResult) => {
      input.current?.blur();
      history.push(resultHref(result));
    },
    [history],
  );

  // The last answer stays up while the reader types on, until the next one arrives.
  const expanded = focused && value.trim() !== '' && answer !== undefined;
  const shown = expanded ? answer.results : [];

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
      setChoseResult(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && value.trim()) {
      event.preventDefault();
      if (!choseResult && window.matchMedia(PHONE).matches) {
        input.current?.blur();
        history.push(`${resultsPage}?${new URLSearchParams({q: value}).toString()}`);
      } else if (shown[active]) open(shown[active]);
    }
  };

  // The focus entering or leaving the search as a whole (the box, the sheet's buttons, the results).
  const onFocus = (event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !root.current?.contains(from)) focusBefore.current = from;
    setFocused(true);
    loadIndex();
  };
  const onBlur = (event: React.FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && root.current?.contains(to)) return;
    if (to instanceof HTMLElement) focusBefore.current = null;
    setFocused(false);
  };

  const seeAll = `${resultsPage}?${new URLSearchParams({q: answer?.query ?? value}).toString()}`;
  const activeId = expanded && shown[active] ? `${listboxId}-${active}` : undefined;

  return (
    <div
      ref={root}
      className={clsx('navbar__search', styles.searchRoot, focused && styles.focused)}
      data-index-loading={indexLoading || undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      dir="ltr"
    >
      <input
        ref={input}
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={value}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        onMouseEnter={loadIndex}
      />
      <span className={styles.loadingRing} data-loading-ring="" aria-hidden="true" />
      {value !== '' ? (
        <button
          type="button"
          className={styles.clearButton}
          aria-label="Clear search"
          // The box keeps the focus (on a phone, losing it would close the sheet before the click lands).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            search('');
            const params = new URLSearchParams(location.search);
            if (params.has(HIGHLIGHT)) {
              params.delete(HIGHLIGHT);
              const rest = params.toString();
              history.push(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
            }
          }}
        >
          ✕
        </button>
      ) : (
        isBrowser && (
          <span className={styles.searchHintContainer}>
            {shortcutHints(searchOptions.searchBarShortcutKeymap).map((hint) => (
              <kbd key={hint} className={styles.hint}>
                {hint}
              </kbd>
            ))}
          </span>
        )
      )}
      <div className={styles.popup} hidden={!expanded}>
        <div
          role="listbox"
          id={listboxId}
          aria-label="Search results"
          aria-busy={(expanded && !answer.complete) || undefined}
          className={styles.listbox}
        >
          {shown.map((result, n) => (
            <div
              // One result per page; its URL gains the heading's anchor when the context arrives.
              key={result.url.split('#')[0]}
              id={`${listboxId}-${n}`}
              role="option"
              aria-selected={n === active}
              className={styles.option}
              // A click on an option must not take the focus from the box first (the popup would close).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(result)}
            >
              <span className={styles.optionTitle}>
                <ResultTitle result={result} classNames={resultClassNames} />
              </span>
              <ResultContext result={result} classNames={resultClassNames} />
            </div>
          ))}
        </div>
        {expanded && shown.length === 0 && (
          <p className={styles.noResults} role="status">
            No results
          </p>
        )}
        {expanded && shown.length > 0 && (
          <p className={styles.footer}>
            <Link to={seeAll} onClick={() => input.current?.blur()}>
              See all results
            </Link>
          </p>
        )}
      </div>
      <button type="button" className={styles.closeButton} aria-label="Close search" onClick={close}>
        Close
      </button>
    </div>
  );
}
