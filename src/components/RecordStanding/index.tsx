import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ScrollTable from '@site/src/components/ScrollTable';
import home from '@generated/design-record/default/home.json';
import {openLinks, settledLinks, statusHref, type StatusLink} from './standing';
import styles from './styles.module.css';

function LinkList({links}: {links: readonly StatusLink[]}): ReactNode {
  return links.map((link, i) => (
    <Fragment key={link.key}>
      {i > 0 && ', '}
      <Link to={link.href}>{link.text}</Link>
    </Fragment>
  ));
}

/**
 * Where the record stands: each section's documents counted by status, every
 * count a link to the section index filtered to it. From the documents' front
 * matter at build time (the design-record plugin's home data).
 */
export function StatusCounts(): ReactNode {
  return (
    <ScrollTable className={styles.counts}>
      <caption className="sr-only">Documents by status, per section</caption>
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Documents by status</th>
        </tr>
      </thead>
      <tbody>
        {home.standing.map((section) => (
          <tr key={section.id}>
            <th scope="row">
              <Link to={section.permalink}>{section.label}</Link>
            </th>
            <td>
              <ul className={styles.statuses}>
                {section.statuses.map(({status, count}) => (
                  <li key={status}>
                    <Link to={statusHref(section.permalink, status)}>
                      <span className={styles.count}>{count}</span> {status}
                    </Link>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * The questions an evaluator brings, each answered in one line by the question
 * ledger with a link to the document that owns the answer; and what is settled
 * and what is still open, as links into the filtered indexes.
 */
export function EvaluatorQuestions(): ReactNode {
  const settled = settledLinks(home.standing);
  const open = openLinks(home.standing);
  return (
    <div className={styles.questions}>
      {home.questions.map(({id, question, answers}) => (
        <section key={id} className={styles.question} aria-labelledby={`question-${id}`}>
          <Heading as="h3" id={`question-${id}`}>
            {question}
          </Heading>
          <ul className={styles.answers}>
            {answers.map((answer) => (
              <li key={answer.question}>
                <strong>{answer.question}</strong> {answer.answer} <Link to={answer.owner.permalink}>{answer.owner.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className={styles.question} aria-labelledby="question-standing">
        <Heading as="h3" id="question-standing">
          What is settled, and what is still open?
        </Heading>
        <ul className={styles.answers}>
          <li>
            Settled: <LinkList links={settled} />.
          </li>
          <li>
            Open: <LinkList links={open} />.
          </li>
        </ul>
      </section>
    </div>
  );
}
