import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {RELATION_TYPES, relationLabel, type RelationName} from '../../config/relations';
import {formatDocumentDate} from '../../lib/designRecord';
import type {GraphData, GraphNode} from '../../plugins/design-record/graphLayout';
import StatusBadge from '../StatusBadge';
import styles from './styles.module.css';

/** Each shown document's relations to other shown documents, by name, forward types before reverse ones. */
function relationsOf(node: GraphNode, data: GraphData, shown: ReadonlySet<string>): Array<{name: RelationName; ids: string[]}> {
  const edges = data.edges.filter((e) => shown.has(e.source) && shown.has(e.target));
  return [
    ...RELATION_TYPES.map(({type}) => ({
      name: type as RelationName,
      ids: edges.filter((e) => e.source === node.id && e.type === type).map((e) => e.target),
    })),
    ...RELATION_TYPES.map(({type, reverse}) => ({
      name: reverse as RelationName,
      ids: edges.filter((e) => e.target === node.id && e.type === type).map((e) => e.source),
    })),
  ].filter((r) => r.ids.length > 0);
}

/** The graph as a table, for screen readers and anyone who prefers one: the same documents and the same relations. */
export default function GraphTable({data, shown, id}: {data: GraphData; shown: ReadonlySet<string>; id: string}): ReactNode {
  const byId = new Map(data.nodes.map((n) => [n.id, n]));
  const sectionLabel = new Map(data.lanes.map((l) => [l.section, l.label]));
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table} id={id}>
        <caption>Every document shown above, with its typed relations to the others shown</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Section</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
            <th scope="col">Relations</th>
          </tr>
        </thead>
        <tbody>
          {data.nodes
            .filter((n) => shown.has(n.id))
            .map((node) => (
              <tr key={node.id} data-id={node.id}>
                <th scope="row">
                  <Link to={node.permalink}>{node.name}</Link>
                </th>
                <td>{sectionLabel.get(node.section)}</td>
                <td>{node.status && <StatusBadge status={node.status} />}</td>
                <td>{node.date && <time dateTime={node.date}>{formatDocumentDate(node.date)}</time>}</td>
                <td>
                  {relationsOf(node, data, shown).map(({name, ids}) => (
                    <div key={name} data-relation={name}>
                      {relationLabel(name)}:{' '}
                      {ids.map((other, i) => (
                        <React.Fragment key={other}>
                          {i > 0 && ', '}
                          <Link to={byId.get(other)!.permalink}>{byId.get(other)!.label}</Link>
                        </React.Fragment>
                      ))}
                    </div>
                  ))}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
