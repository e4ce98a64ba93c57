import {useCallback, useEffect, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {indexQueryString, parseIndexQuery, type IndexQuery, type IndexVocabulary} from './indexQuery';

/**
 * The index table's view, kept in the query string so a filtered, sorted view
 * can be shared. The first render (server and hydration) is always the whole
 * table in reading order, so every document is in the HTML and hydration
 * matches; the URL is applied right after, and written back in its canonical
 * form (`?status=proposed` becomes `?status=Proposed`; a value the section does
 * not have is dropped). From then on the view is read from the URL as it
 * renders, so a control never shows its old value for a frame.
 */
export function useIndexQuery(vocabulary: IndexVocabulary): [IndexQuery, (next: IndexQuery) => void] {
  const location = useLocation();
  const history = useHistory();
  const hydrated = useIsBrowser();
  const query = useMemo(() => (hydrated ? parseIndexQuery(location.search, vocabulary) : {}), [hydrated, location.search, vocabulary]);

  const update = useCallback(
    (next: IndexQuery) =>
      history.replace({pathname: location.pathname, search: indexQueryString(next, location.search), hash: location.hash}),
    [history, location.hash, location.pathname, location.search],
  );

  useEffect(() => {
    if (hydrated && indexQueryString(query, location.search) !== location.search) update(query);
  }, [hydrated, query, location.search, update]);

  return [query, update];
}
