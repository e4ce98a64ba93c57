import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SectionCards from '@site/src/components/SectionCards';
import RecentDocuments from '@site/src/components/RecentDocuments';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Design record"
      description="Prism is a data access gateway: one gRPC API in front of Redis, PostgreSQL, Kafka, NATS and more. Read the decisions, designs and measurements behind it."
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.lede}>
            One gRPC API in front of Redis, PostgreSQL, Kafka, NATS, ClickHouse, object storage and graph stores. Teams declare what their
            data needs; Prism decides how to serve it. This site is the full design record: every decision, design, measurement and
            requirement behind it.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              Read the overview
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/key-documents">
              Follow the reading path
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.section} aria-labelledby="sections-heading">
          <Heading as="h2" id="sections-heading">
            Sections
          </Heading>
          <SectionCards />
        </section>
        <section className={styles.section} aria-labelledby="recent-heading">
          <Heading as="h2" id="recent-heading">
            Most recent documents
          </Heading>
          <RecentDocuments />
          <p className={styles.more}>
            <Link to="/docs/changelog">Every change, newest first</Link>
          </p>
        </section>
      </main>
    </Layout>
  );
}
