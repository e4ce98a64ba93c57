import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {GraphData} from '../../plugins/design-record/graphLayout';
import {readView, writeView, type GraphView} from './graphView';

/**
 * The graph's view, read from the query string once the page is hydrated: the
 * server HTML (and the first client render) is the whole graph, so hydration
 * matches, and a shared link's view appears right after. Changes push a
 * history entry, so Back returns to the previous view.
 */
export function useGraphView(data: GraphData): [GraphView, (next: GraphView) => void] {
  const location = useLocation();
  const history = useHistory();
  const hydrated = useIsBrowser();
  const view = useMemo(() => (hydrated ? readView(location.search, data) : {}), [hydrated, location.search, data]);
  const show = useCallback(
    (next: GraphView) => history.push({pathname: location.pathname, search: writeView(next)}),
    [history, location.pathname],
  );
  return [view, show];
}
