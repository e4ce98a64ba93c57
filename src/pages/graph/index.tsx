import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import graph from '@generated/design-record/default/graph.json';
import DecisionGraph from '@site/src/components/DecisionGraph';
import styles from '@site/src/components/DecisionGraph/styles.module.css';

/** `/graph/`: every document of the record and the typed relations between them. */
export default function GraphPage(): ReactNode {
  return (
    <Layout
      title="Decision graph"
      description="Every decision, design and memo of the Prism record, and how they connect: what supersedes, amends, builds on or reports on what."
    >
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Decision graph</Heading>
        <p className={styles.intro}>
          Every document of the record, one lane per section, in reading order. Each line runs from a later document to the earlier one it
          supersedes, amends, builds on or reports on. Select a document to see its neighbourhood; the table below the drawing lists the
          same.
        </p>
        <DecisionGraph data={graph} />
      </main>
    </Layout>
  );
}
