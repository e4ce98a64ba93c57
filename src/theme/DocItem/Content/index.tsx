/*
 * Ejected from @docusaurus/theme-classic 3.9.1 (DocItem/Content), not wrapped:
 * the design-record header has to sit between the synthetic <h1> title and the
 * Markdown body (with the notice of later amendments under it), and the
 * superseded banner above the title, and a wrapper can
 * only add content around the whole block. The rest is unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import DocHeader, {SupersededBanner} from '@site/src/components/DocHeader';
import MarkdownActions from '@site/src/components/MarkdownActions';
import {AmendedNotice} from '@site/src/components/DocumentRelations';

function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  if (!shouldRender) {
    return null;
  }
  return metadata.title;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <SupersededBanner />
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <DocHeader />
      <MarkdownActions />
      <AmendedNotice />
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
