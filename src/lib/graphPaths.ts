/** The decision graph's route (src/pages/graph) and its query parameters: one definition for the page and the links to it. */
export const GRAPH_PATH = '/graph/';

/** The query parameters the graph keeps its state in: a shared link shows the same view. */
export const GRAPH_PARAMS = {focus: 'focus', section: 'section', status: 'status', tag: 'tag'} as const;

/** The graph focused on one document's neighbourhood. */
export const graphFocusPath = (id: string): string => `${GRAPH_PATH}?${GRAPH_PARAMS.focus}=${encodeURIComponent(id)}`;
