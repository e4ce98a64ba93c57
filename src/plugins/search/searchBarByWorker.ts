/**
 * ./searchByWorker as the navbar box (src/theme/SearchBar) uses it.
 *
 * The index starts loading when the box is first focused or hovered, and a
 * query typed meanwhile waits for it in the worker.
 *
 * The box asks for a search at every keystroke, and a query typed while
 * the index loads or while an earlier search runs would queue in the worker
 * behind searches for its own prefixes ("k", "ka", "kaf"), each fetching
 * postings of its own. So the box has at most one search in the worker and
 * one query waiting: a query typed meanwhile takes the waiting one's place,
 * and both get its answer (the box drops results of a query that is no longer
 * its own). A query typed while a search runs also aborts
 * that search, whose results nobody would see: the worker stops it at its
 * next wait, before fetching the text of its results, and the query that
 * aborted it gets its turn at once.
 *
 * `waitingForIndex` tells the box when a typed query waits for the index, to
 * show its loading ring. A search's ranked results reach the box's `onRanked`
 * before the text of their headings and passages does, with the query they
 * answer.
 */
import {abortSearchAsTypedByWorker, fetchIndexesByWorker as loadIndex, searchAsTypedByWorker} from './searchByWorker';
import type {SearchResult} from './shardedIndex';

type Query = [baseUrl: string, input: string, limit: number];
/** Hears a search's ranked results, before their headings and passages, and the query they answer. */
export type OnRanked = (input: string, results: SearchResult[]) => void;

/** A query's turn in the worker, who hears its ranked results, and the turn that aborted its search, if one did. */
interface Turn {
  query: Query;
  onRanked?: OnRanked;
  answer: Promise<SearchResult[]>;
  next?: Turn;
}

/** The box's calls, over the worker's `load`, `search` (which answers `undefined` once aborted) and `abort`. */
export function searchAsTyped(
  load: (baseUrl: string) => Promise<void>,
  search: (...query: [...Query, onRanked?: (results: SearchResult[]) => void]) => Promise<SearchResult[] | undefined>,
  abort: (baseUrl: string) => void,
) {
  /** What the worker is busy with for the box: loading the index, then the box's search in progress. */
  let busy: Promise<unknown> = Promise.resolve();
  /** The query waiting for its turn, and its answer to come. */
  let waiting: Turn | undefined;
  /** The query whose search runs in the worker. */
  let running: Turn | undefined;
  let indexLoading = false;
  let queryWaitsForIndex = false;
  const listeners = new Set<() => void>();
  const setWaitsForIndex = (value: boolean) => {
    if (queryWaitsForIndex === value) return;
    queryWaitsForIndex = value;
    // Told after the keystroke's input event: a render of the box in the middle of it, before React has
    // read the event, would write the controlled input's old value back over the reader's typing.
    setTimeout(() => {
      for (const listener of listeners) listener();
    });
  };

  return {
    fetchIndexesByWorker(baseUrl: string): Promise<void> {
      indexLoading = true;
      // A failure to load shows as the search failing: the worker loads the index again for the next query.
      busy = load(baseUrl)
        .catch(() => undefined)
        .finally(() => {
          indexLoading = false;
          setWaitsForIndex(false);
        });
      return Promise.resolve();
    },

    searchByWorker(baseUrl: string, input: string, limit: number, onRanked?: OnRanked): Promise<SearchResult[]> {
      const query: Query = [baseUrl, input, limit];
      if (indexLoading) setWaitsForIndex(true);
      if (waiting) {
        Object.assign(waiting, {query, onRanked});
        return waiting.answer;
      }
      const turn = {query, onRanked} as Turn;
      if (running) {
        running.next = turn;
        abort(running.query[0]);
      }
      const searched = busy.then(() => {
        // Still this turn: only this callback clears it, and queries typed meanwhile replaced its query.
        waiting = undefined;
        running = turn;
        const {
          query: [, typed],
          onRanked: hear,
        } = turn;
        return search(...turn.query, hear && ((results) => hear(typed, results))).finally(() => {
          if (running === turn) running = undefined;
        });
      });
      busy = searched.catch(() => undefined);
      // An aborted search's answer is that of the query that aborted it.
      turn.answer = searched.then((results) => results ?? turn.next?.answer ?? []);
      waiting = turn;
      return turn.answer;
    },

    /** Whether a query the reader typed waits for the index to load, and a way to hear when that changes. */
    waitingForIndex: {
      get: () => queryWaitsForIndex,
      subscribe(listener: () => void): () => void {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

export const {fetchIndexesByWorker, searchByWorker, waitingForIndex} = searchAsTyped(
  loadIndex,
  searchAsTypedByWorker,
  abortSearchAsTypedByWorker,
);
