import React, {type ReactNode} from 'react';
import DocTagDocListPage from '@theme/DocTagDocListPage';
import NotFoundContent from '@theme/NotFound/Content';
import Layout from '@theme/Layout';
import {tagPageProp, type SharedTagPages} from '../../plugins/shared-tag-pages/tagPages';

interface Props {
  /** The section's tag pages (src/plugins/shared-tag-pages). */
  pages: SharedTagPages;
  /** The matched route, passed by Docusaurus's route rendering. */
  route: {path: string};
}

/** One tag page of a section, rendered by the theme's component from the section's shared tag data. */
export default function SharedTagPage({pages, route}: Props): ReactNode {
  const tag = tagPageProp(pages, route.path);
  if (!tag) {
    return (
      <Layout>
        <NotFoundContent />
      </Layout>
    );
  }
  return <DocTagDocListPage tag={tag} />;
}
