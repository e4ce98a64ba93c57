/**
 * The results page (`/search/`, the search theme's route). Swizzled from
 * @easyops-cn/docusaurus-search-local 0.52.1 (src/client/theme/SearchPage,
 * MIT, by EasyOps) by ejecting it, then rewritten over the site's own index.
 *
 * Kept from the theme: the heading that names the query, the query field, the
 * section selector (`#context-selector`, the options' `searchContextByPaths`,
 * "All sections" first), "n documents found" / "No documents were found", up
 * to 100 results, each a heading linking the page with the query's words to
 * mark there.
 *
 * Changed:
 * - It calls the site's index directly (src/plugins/search/searchByWorker), and
 *   reads and writes the address through src/plugins/search/searchQuery, which
 *   leaves it alone while the page hydrates.
 * - A status filter beside the section's (`?status=`, kept in the address).
 * - Each result shows its document's number, title and status first, then the
 *   heading or passage where the words are, and what replaced a superseded one.
 * - The results render as a transition: React renders 100 of them in short
 *   slices instead of one task that holds the reader's typing.
 * - The selectors have names, and the page a description.
 */
import React, {type ReactNode, startTransition, useEffect, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import PageDescription from '@site/src/components/PageDescription';
import {SEARCH_STATUSES, SECTION_SEARCH_CONTEXTS} from '@site/src/config/search';
import {fetchIndexesByWorker, searchByWorker} from '@site/src/plugins/search/searchByWorker';
import useSearchQuery from '@site/src/plugins/search/searchQuery';
import type {SearchResult} from '@site/src/plugins/search/shardedIndex';
import {ResultContext, ResultTitle, resultHref} from '../SearchBar/ResultParts';
import styles from './styles.module.css';

const resultClassNames = {title: styles.title, status: styles.status, context: styles.context, trail: styles.trail};

/** The most results the page lists. */
const RESULTS_PAGE_LIMIT = 100;

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <PageDescription description="Search the full text of every ADR, RFC, memo, PRD and reference note in the Prism design record." />
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {searchValue, searchContext, searchStatus, updateSearchPath, updateSearchContext, updateSearchStatus} = useSearchQuery();
  const [query, setQuery] = useState(searchValue);
  /** The results, and the query they answer. */
  const [answer, setAnswer] = useState<{query: string; results: SearchResult[]} | undefined>();
  const results = query ? answer?.results : undefined;
  const [indexReady, setIndexReady] = useState(false);

  // When the address says another query (the reader's own typing is written to it below), the field takes it.
  const [addressQuery, setAddressQuery] = useState(searchValue);
  if (searchValue !== addressQuery) {
    setAddressQuery(searchValue);
    if (searchValue && searchValue !== query) setQuery(searchValue);
  }

  useEffect(() => {
    void fetchIndexesByWorker(baseUrl).then(() => setIndexReady(true));
  }, [baseUrl]);

  useEffect(() => {
    updateSearchPath(query);
    if (!query) return;
    let current = true;
    void searchByWorker(baseUrl, {context: searchContext, status: searchStatus}, query, RESULTS_PAGE_LIMIT).then((found) => {
      if (current) startTransition(() => setAnswer({query, results: found}));
    });
    return () => {
      current = false;
    };
    // updateSearchPath changes with every render; the address follows the query, not the reverse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, baseUrl, searchContext, searchStatus]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      <Head>
        <meta property="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <div className={styles.fields}>
          <input
            type="search"
            name="q"
            className={styles.field}
            aria-label="Search"
            autoComplete="off"
            // The page exists to search: its field takes the focus, as the theme's did.
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Filter
            id="context-selector"
            name="search-context"
            label="Search in"
            value={searchContext}
            onChange={updateSearchContext}
            options={[
              {value: '', label: translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'All sections'})},
              ...SECTION_SEARCH_CONTEXTS.map(({label, path}) => ({value: path, label})),
            ]}
          />
          <Filter
            id="status-selector"
            name="status"
            label="Status"
            value={searchStatus}
            onChange={updateSearchStatus}
            options={[{value: '', label: 'Any status'}, ...SEARCH_STATUSES.map((status) => ({value: status, label: status}))]}
          />
        </div>
        {!indexReady && query && <span className={styles.loadingRing} aria-hidden="true" />}
        {results && <p>{results.length > 0 ? documentsFound(results.length) : 'No documents were found'}</p>}
        <section data-results-for={results && answer?.query}>
          {results?.map((result) => (
            <article key={result.url} className={styles.result}>
              <Heading as="h2" className={styles.resultHeading}>
                <Link to={resultHref(result)}>
                  <ResultTitle result={result} classNames={resultClassNames} />
                </Link>
              </Heading>
              <p className={styles.resultContext}>
                <ResultContext result={result} classNames={resultClassNames} />
              </p>
            </article>
          ))}
        </section>
      </div>
    </>
  );
}

interface FilterProps {
  id: string;
  name: string;
  /** Its accessible name. */
  label: string;
  value: string;
  onChange(value: string): void;
  options: Array<{value: string; label: string}>;
}

/** A filter of the results, kept in the address by `onChange`. */
function Filter({id, name, label, value, onChange, options}: FilterProps): ReactNode {
  return (
    <select
      id={id}
      name={name}
      className={styles.field}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

const documentsFound = (count: number) => (count === 1 ? '1 document found' : `${count} documents found`);
