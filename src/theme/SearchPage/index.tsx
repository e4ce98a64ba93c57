import React, {type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import PageDescription from '@site/src/components/PageDescription';

/** Wrapped to give the search page a description; the search theme renders none. */
export default function SearchPageWrapper(props: Record<string, unknown>): ReactNode {
  return (
    <>
      <PageDescription description="Search every ADR, RFC, memo, PRD and reference note in the Prism design record." />
      <SearchPage {...props} />
    </>
  );
}
