import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface IndexFilter {
  status?: string;
  tag?: string;
}

function parse(search: string): IndexFilter {
  const params = new URLSearchParams(search);
  return {status: params.get('status') ?? undefined, tag: params.get('tag') ?? undefined};
}

/**
 * The index table's filter, kept in the query string so a filtered view can be
 * shared. The first render (server and hydration) is always unfiltered, so the
 * full table is in the HTML and hydration matches; the URL is applied right
 * after. From then on the filter is read from the URL as it renders, so a
 * control never shows its old value for a frame after the reader changes it.
 */
export function useUrlFilter(): [IndexFilter, (next: IndexFilter) => void] {
  const location = useLocation();
  const history = useHistory();
  const hydrated = useIsBrowser();
  const filter = useMemo(() => (hydrated ? parse(location.search) : {}), [hydrated, location.search]);

  const update = useCallback(
    (next: IndexFilter) => {
      const params = new URLSearchParams(location.search);
      for (const key of ['status', 'tag'] as const) {
        const value = next[key];
        if (value) {
          params.set(key, value);
        } else {
          params.delete(key);
        }
      }
      const query = params.toString();
      history.replace({pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash});
    },
    [history, location.hash, location.pathname, location.search],
  );

  return [filter, update];
}
