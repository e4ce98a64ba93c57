import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SectionCards from '@site/src/components/SectionCards';
import RecentDocuments from '@site/src/components/RecentDocuments';
import {EvaluatorQuestions, StatusCounts} from '@site/src/components/RecordStanding';
import styles from './index.module.css';

/** One part of the home page under its h2, which names it for screen readers. */
function HomeSection({id, title, children}: {id: string; title: string; children: ReactNode}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <Heading as="h2" id={`${id}-heading`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

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
        <HomeSection id="questions" title="Questions you may bring">
          <EvaluatorQuestions />
        </HomeSection>
        <HomeSection id="standing" title="Where the record stands">
          <StatusCounts />
        </HomeSection>
        <HomeSection id="sections" title="Sections">
          <SectionCards />
        </HomeSection>
        <HomeSection id="recent" title="Most recent documents">
          <RecentDocuments />
          <p className={styles.more}>
            <Link to="/docs/changelog">Every change, newest first</Link>
          </p>
        </HomeSection>
      </main>
    </Layout>
  );
}
