/**
 * The results page's query, section (`ctx`) and status (`status`) in the
 * address: read from it, and written back as the reader types or picks a
 * filter. After the theme's `useSearchQuery` (client/theme/hooks/useSearchQuery.js
 * in 0.52.1, MIT, EasyOps), changed to write the address only when it changes,
 * and to keep the status filter.
 *
 * The theme's results page writes the query into the address from an effect
 * that runs as the page hydrates, when the hook still reads the query as empty
 * (to match the server's HTML, which has none). The theme's hook wrote that
 * empty query: every load of /search/?q=kafka took the query out of the
 * address and, a render later, put it back, two route changes that each render
 * the whole app again while the page loads. This one writes nothing before the
 * page has hydrated, and nothing that the address already says.
 *
 * The address changes as a transition: the change renders the whole app again
 * (every component that reads the route), and as an urgent update it held the
 * results page's field for up to about 120 ms a keystroke at a phone's speed
 * (4x CPU slowdown). React renders a transition in short slices and keeps the
 * field's own update first.
 */
import {startTransition} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {sectionOfContext, SEARCH_STATUSES} from '../../config/search';
import {withParameter} from './urlParameter';

const QUERY = 'q';
const CONTEXT = 'ctx';
const STATUS = 'status';

/** What the results page takes from the hook. */
export interface SearchQuery {
  searchValue: string;
  /** A section's context (`in-adr`, ...), or '' for every section (also for an unknown one). */
  searchContext: string;
  /** A status (`Accepted`, ...), or '' for any (also for an unknown one). */
  searchStatus: string;
  updateSearchPath(query: string): void;
  updateSearchContext(context: string): void;
  updateSearchStatus(status: string): void;
}

export default function useSearchQuery(): SearchQuery {
  const hydrated = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const parameters = new URLSearchParams(hydrated ? location.search : '');
  const context = parameters.get(CONTEXT) ?? '';
  const write = (name: string, value: string) => {
    if (!hydrated) return;
    const search = withParameter(history.location.search, name, value);
    if (search !== undefined) startTransition(() => history.replace({search}));
  };
  return {
    searchValue: parameters.get(QUERY) ?? '',
    searchContext: sectionOfContext(context) ? context : '',
    searchStatus: SEARCH_STATUSES.find((status) => status === parameters.get(STATUS)) ?? '',
    updateSearchPath: (query) => write(QUERY, query),
    updateSearchContext: (value) => write(CONTEXT, value),
    updateSearchStatus: (value) => write(STATUS, value),
  };
}
