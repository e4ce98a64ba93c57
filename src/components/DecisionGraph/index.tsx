import React, {type ReactNode, useId} from 'react';
import Link from '@docusaurus/Link';
import {RELATION_TYPES} from '../../config/relations';
import type {GraphData} from '../../plugins/design-record/graphLayout';
import StatusBadge from '../StatusBadge';
import GraphCanvas from './GraphCanvas';
import GraphTable from './GraphTable';
import {shownRegion, visibleIds, type GraphView} from './graphView';
import {useGraphView} from './useGraphView';
import styles from './styles.module.css';

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value?: string;
  options: Array<[string, string]>;
  onChange: (value?: string) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">All</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Legend(): ReactNode {
  return (
    <ul className={styles.legend} aria-label="Relation types">
      {RELATION_TYPES.map(({type, label, meaning}) => (
        <li key={type}>
          <svg width="36" height="10" aria-hidden="true" className={styles.sample}>
            <path d="M1,5 L35,5" className={`${styles.edge} ${styles[`edge-${type}`]}`} />
          </svg>
          <span>
            <strong>{label}</strong>
            <span className={styles.meaning}>: the later document {meaning}</span>
          </span>
        </li>
      ))}
      <li>
        <span className={`${styles.sample} ${styles.supersededSample}`} aria-hidden="true" />
        <span>Superseded document</span>
      </li>
    </ul>
  );
}

function FocusPanel({data, view, show}: {data: GraphData; view: GraphView; show: (next: GraphView) => void}): ReactNode {
  const node = data.nodes.find((n) => n.id === view.focus);
  if (!node) return null;
  return (
    <div className={styles.focusPanel} role="status">
      <p>
        Showing the neighbourhood of <strong>{node.name}</strong>
        {node.status && <StatusBadge status={node.status} className={styles.focusBadge} />}
      </p>
      <p className={styles.focusActions}>
        <Link to={node.permalink}>Read {node.reference ?? 'the document'}</Link>
        <button type="button" className="button button--sm button--secondary" onClick={() => show({...view, focus: undefined})}>
          Show the whole graph
        </button>
      </p>
    </div>
  );
}

/**
 * The decision graph page's content: filters (kept in the URL), the focus
 * panel, the legend, the drawing, and the same documents and relations as a
 * table.
 */
export default function DecisionGraph({data}: {data: GraphData}): ReactNode {
  const [view, show] = useGraphView(data);
  const tableId = useId();
  const shown = visibleIds(data, view);
  const region = shownRegion(data, shown);
  const statuses = [...new Set(data.nodes.flatMap((n) => (n.status ? [n.status] : [])))].sort();
  const filtered = Boolean(view.section || view.status || view.tag);
  return (
    <>
      <form className={styles.filters} aria-label="Filter the graph" onSubmit={(e) => e.preventDefault()}>
        <Filter
          label="Section"
          value={view.section}
          options={data.lanes.map((l) => [l.section, l.label])}
          onChange={(section) => show({...view, section})}
        />
        <Filter label="Status" value={view.status} options={statuses.map((s) => [s, s])} onChange={(status) => show({...view, status})} />
        <Filter label="Tag" value={view.tag} options={Object.entries(data.tagLabels)} onChange={(tag) => show({...view, tag})} />
        <p className={styles.count} aria-live="polite">
          {shown.size} of {data.nodes.length} documents
          {filtered && (
            <button type="button" className={styles.clear} onClick={() => show({focus: view.focus})}>
              Clear filters
            </button>
          )}
        </p>
      </form>
      <FocusPanel data={data} view={view} show={show} />
      <Legend />
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Decision graph drawing; scrolls sideways on narrow screens">
        <GraphCanvas data={data} view={view} shown={shown} region={region} describedBy={tableId} />
      </div>
      <GraphTable data={data} shown={shown} id={tableId} />
    </>
  );
}
