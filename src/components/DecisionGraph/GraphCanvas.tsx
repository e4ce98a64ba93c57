import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {RELATION_TYPES} from '../../config/relations';
import {GRAPH_PATH} from '../../lib/graphPaths';
import type {GraphData, GraphNode} from '../../plugins/design-record/graphLayout';
import {writeView, type GraphView} from './graphView';
import styles from './styles.module.css';

const statusClass = (status: string | undefined) => (status ? `status-${status.toLowerCase()}` : undefined);

function Node({node, data, view, focused}: {node: GraphNode; data: GraphData; view: GraphView; focused: boolean}): ReactNode {
  return (
    <Link
      to={`${GRAPH_PATH}${writeView({...view, focus: node.id})}`}
      className={clsx(
        styles.node,
        styles[`section-${node.section}`],
        statusClass(node.status) && styles[statusClass(node.status)!],
        focused && styles.focused,
      )}
      data-id={node.id}
    >
      <rect x={node.x} y={node.y} width={data.nodeWidth} height={data.nodeHeight} rx={5} />
      <text x={node.x + 7} y={node.y + 14} className={styles.nodeLabel}>
        {node.label}
      </text>
      {node.status && (
        <text x={node.x + data.nodeWidth - 7} y={node.y + 14} textAnchor="end" className={styles.nodeStatus}>
          {node.status}
        </text>
      )}
      <text x={node.x + 7} y={node.y + 28} className={styles.nodeTitle}>
        {node.shortTitle}
      </text>
    </Link>
  );
}

/**
 * The drawing: lanes, relations and documents at the positions laid out at
 * build time. Only what the view shows is drawn; in focus mode the drawing is
 * cropped to the rows that hold the neighbourhood.
 */
export default function GraphCanvas({
  data,
  view,
  shown,
  region,
  describedBy,
}: {
  data: GraphData;
  view: GraphView;
  shown: ReadonlySet<string>;
  region: {x: number; y: number; width: number; height: number};
  describedBy: string;
}): ReactNode {
  const edges = data.edges.filter((e) => shown.has(e.source) && shown.has(e.target));
  return (
    <svg
      className={styles.canvas}
      viewBox={`${region.x} ${region.y} ${region.width} ${region.height}`}
      width={region.width}
      height={region.height}
      role="group"
      aria-label={`Decision graph: ${shown.size} documents, ${edges.length} relations`}
      aria-describedby={describedBy}
    >
      <defs>
        {RELATION_TYPES.map(({type}) => (
          <marker key={type} id={`arrow-${type}`} viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0,0 L8,4 L0,8 z" className={clsx(styles.arrow, styles[`edge-${type}`])} />
          </marker>
        ))}
      </defs>
      {data.lanes.map((lane) => (
        <text key={lane.section} x={lane.x} y={region.y + 18} className={styles.laneLabel} aria-hidden="true">
          {lane.label}
        </text>
      ))}
      <g aria-hidden="true">
        {edges.map((e) => (
          <path
            key={`${e.source}-${e.type}-${e.target}`}
            d={e.path}
            className={clsx(styles.edge, styles[`edge-${e.type}`])}
            markerEnd={`url(#arrow-${e.type})`}
            data-edge={`${e.source} ${e.type} ${e.target}`}
          />
        ))}
      </g>
      {data.nodes
        .filter((n) => shown.has(n.id))
        .map((node) => (
          <Node key={node.id} node={node} data={data} view={view} focused={node.id === view.focus} />
        ))}
    </svg>
  );
}
