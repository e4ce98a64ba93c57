import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {BACKLINKS_TOC_ITEM, backlinkSources} from '@site/src/components/Backlinks';
import {sectionById, sectionOfDocsPlugin} from '@site/src/config/sections';
import {documentById} from '@site/src/lib/documentPages';

type Props = WrapperProps<typeof DocItemType>;
type Content = Props['content'];

/**
 * The content rendered as it is, with some of its statics (toc, front matter)
 * replaced. One per original and kind of change, so its identity (React's
 * component type) stays the same across renders.
 */
function withStatics(changed: WeakMap<Content, Content>, content: Content, statics: (original: Content) => Partial<Content>): Content {
  let result = changed.get(content);
  if (!result) {
    const Original = content;
    const Same = () => <Original />;
    result = Object.assign(Same, Original, statics(Original)) as Content;
    changed.set(content, result);
  }
  return result;
}

const withBacklinks = new WeakMap<Content, Content>();
const withoutRail = new WeakMap<Content, Content>();

/** The document's content with "Referenced by" (rendered by DocItem/Footer) as the last h2 of its table of contents. */
const listingBacklinks = (content: Content) =>
  withStatics(withBacklinks, content, (original) => ({toc: [...original.toc, BACKLINKS_TOC_ITEM]}));

/** A section's index page without the table of contents: its table takes the rail's width, which has little to list. */
const fullWidth = (content: Content) =>
  withStatics(withoutRail, content, (original) => ({frontMatter: {...original.frontMatter, hide_table_of_contents: true}}));

/**
 * Wrapped so that the generated "Referenced by" section appears in the table of
 * contents (desktop and mobile) like any other h2: both read the content's
 * `toc`, which Markdown headings alone fill; and so that a section's index
 * page, whose table of documents is the page, uses the full width.
 */
export default function DocItemWrapper(props: Props): ReactNode {
  const section = sectionOfDocsPlugin(useActivePlugin()?.pluginId);
  const {id} = props.content.metadata;
  if (section && section !== 'docs' && id === sectionById(section).landingDocId)
    return <DocItem {...props} content={fullWidth(props.content)} />;
  const doc = documentById(id);
  const listed = doc && doc.section === section && backlinkSources(doc).length > 0;
  return <DocItem {...props} content={listed ? listingBacklinks(props.content) : props.content} />;
}
