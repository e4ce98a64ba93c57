/**
 * ./searchByWorker as the navbar box uses it.
 *
 * The theme's box sets itself up (attaching the autocomplete library to the
 * input) only once both that library and `fetchIndexesByWorker` have
 * resolved: while the index loads, the reader's keystrokes wait in the input,
 * and the query reaches the worker only after a round trip through a page
 * still busy setting up the box. Here the index starts loading and the box
 * sets itself up at once.
 *
 * The box then asks for a search at every keystroke, and a query typed while
 * the index loads or while an earlier search runs would queue in the worker
 * behind searches for its own prefixes ("k", "ka", "kaf"), each fetching
 * postings of its own. So the box has at most one search in the worker and
 * one query waiting: a query typed meanwhile takes the waiting one's place,
 * and both get its answer (the autocomplete library drops results of a query
 * that is no longer the box's).
 *
 * Since the theme's loading ring goes when the box is set up, `waitingForIndex`
 * tells the box wrapper (src/theme/SearchBar) when a typed query waits for the
 * index, to show the ring itself.
 */
import {fetchIndexesByWorker as loadIndex, searchByWorker as search} from './searchByWorker';
import type {SearchResult} from './shardedIndex';

type Query = [baseUrl: string, searchContext: string, input: string, limit: number];

/** The box's calls, over the worker's `load` and `search`. */
export function searchAsTyped(
  load: (baseUrl: string, searchContext: string) => Promise<void>,
  search: (...query: Query) => Promise<SearchResult[]>,
) {
  /** What the worker is busy with for the box: loading the index, then the box's search in progress. */
  let busy: Promise<unknown> = Promise.resolve();
  /** The query waiting for its turn, and its answer to come. */
  let waiting: {query: Query; answer: Promise<SearchResult[]>} | undefined;
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
    fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
      indexLoading = true;
      // A failure to load shows as the search failing: the worker loads the index again for the next query.
      busy = load(baseUrl, searchContext)
        .catch(() => undefined)
        .finally(() => {
          indexLoading = false;
          setWaitsForIndex(false);
        });
      return Promise.resolve();
    },

    searchByWorker(...query: Query): Promise<SearchResult[]> {
      if (indexLoading) setWaitsForIndex(true);
      if (waiting) {
        waiting.query = query;
        return waiting.answer;
      }
      const answer = busy.then(() => {
        // Still this turn: only this callback clears it, and queries typed meanwhile replaced its query.
        const newest = waiting!.query;
        waiting = undefined;
        return search(...newest);
      });
      waiting = {query, answer};
      busy = answer.catch(() => undefined);
      return answer;
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

export const {fetchIndexesByWorker, searchByWorker, waitingForIndex} = searchAsTyped(loadIndex, search);
