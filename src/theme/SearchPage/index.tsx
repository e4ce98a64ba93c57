import React, {type ReactNode, useEffect} from 'react';
import SearchPage from '@theme-original/SearchPage';
import PageDescription from '@site/src/components/PageDescription';
import './styles.module.css';

/** Accessible name of the search theme's section selector, which has no <label> (WCAG 4.1.2). */
const CONTEXT_SELECTOR_LABEL = 'Search in';

/**
 * Wrapped to give the search page a description (the search theme renders none),
 * to name the theme's section selector (its <select id="context-selector"> has
 * neither a label nor an aria-label, and the theme offers no prop for one), and
 * to hold the screen for the results (./styles.module.css) so they arrive without
 * moving the page. The select is rendered on every render of the page (the
 * sections come from the plugin options), so naming it once after mount is enough.
 */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  useEffect(() => {
    const select = document.getElementById('context-selector');
    if (select && !select.hasAttribute('aria-label')) {
      select.setAttribute('aria-label', CONTEXT_SELECTOR_LABEL);
    }
  }, []);
  return (
    <>
      <PageDescription description="Search the full text of every ADR, RFC, memo, PRD and reference note in the Prism design record." />
      <SearchPage {...props} />
    </>
  );
}
