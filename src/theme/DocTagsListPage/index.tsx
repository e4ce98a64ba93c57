import React, {type ReactNode} from 'react';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import PageDescription from '@site/src/components/PageDescription';

type Props = WrapperProps<typeof DocTagsListPageType>;

/** Wrapped to give the tags index a description; the theme renders none. */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageDescription description={`All ${props.tags.length} tags in this section, each linking to the documents that carry it.`} />
      <DocTagsListPage {...props} />
    </>
  );
}
