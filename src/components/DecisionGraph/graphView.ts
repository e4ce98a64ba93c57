import {GRAPH_PARAMS} from '../../lib/graphPaths';
import type {GraphData, GraphNode} from '../../plugins/design-record/graphLayout';

/** What the reader asked the graph to show; kept in the URL's query so a link shows the same view. */
export interface GraphView {
  focus?: string;
  section?: string;
  status?: string;
  tag?: string;
}

const FILTERS = ['section', 'status', 'tag'] as const;

/** The view a query string asks for; values the graph does not know are ignored, not shown as an empty graph. */
export function readView(search: string, data: Pick<GraphData, 'nodes' | 'tagLabels'>): GraphView {
  const params = new URLSearchParams(search);
  const known = {
    focus: (v: string) => data.nodes.some((n) => n.id === v),
    section: (v: string) => data.nodes.some((n) => n.section === v),
    status: (v: string) => data.nodes.some((n) => n.status === v),
    tag: (v: string) => Object.prototype.hasOwnProperty.call(data.tagLabels, v),
  };
  const view: GraphView = {};
  for (const key of ['focus', ...FILTERS] as const) {
    const value = params.get(GRAPH_PARAMS[key]);
    if (value && known[key](value)) view[key] = value;
  }
  return view;
}

/** The query string of a view (`?focus=adr-012&status=Accepted`), or '' for the whole graph. */
export function writeView(view: GraphView): string {
  const params = new URLSearchParams();
  for (const key of ['focus', ...FILTERS] as const) {
    const value = view[key];
    if (value) params.set(GRAPH_PARAMS[key], value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

const passes = (node: GraphNode, view: GraphView) =>
  (!view.section || node.section === view.section) &&
  (!view.status || node.status === view.status) &&
  (!view.tag || node.tags.includes(view.tag));

/**
 * The documents the view shows: those the filters let through, and in focus
 * mode only the focused document and its typed neighbours among them (the
 * focused one is always shown).
 */
export function visibleIds(data: Pick<GraphData, 'nodes' | 'edges'>, view: GraphView): Set<string> {
  const filtered = new Set(data.nodes.filter((n) => passes(n, view)).map((n) => n.id));
  if (!view.focus) return filtered;
  const near = new Set([view.focus]);
  for (const {source, target} of data.edges) {
    if (source === view.focus && filtered.has(target)) near.add(target);
    if (target === view.focus && filtered.has(source)) near.add(source);
  }
  return near;
}

/** The region of the drawing that holds the shown documents, with a margin; the whole drawing when none or all are shown. */
export function shownRegion(
  data: Pick<GraphData, 'nodes' | 'width' | 'height' | 'nodeWidth' | 'nodeHeight'>,
  ids: ReadonlySet<string>,
  margin = 40,
): {x: number; y: number; width: number; height: number} {
  const shown = data.nodes.filter((n) => ids.has(n.id));
  if (shown.length === 0 || shown.length === data.nodes.length) return {x: 0, y: 0, width: data.width, height: data.height};
  const top = Math.max(0, Math.min(...shown.map((n) => n.y)) - margin);
  const bottom = Math.min(data.height, Math.max(...shown.map((n) => n.y + data.nodeHeight)) + margin);
  return {x: 0, y: top, width: data.width, height: bottom - top};
}
