import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {BACKLINKS_TOC_ITEM, backlinkSources} from '@site/src/components/Backlinks';
import {hasRelations, RELATIONS_TOC_ITEM} from '@site/src/components/DocumentRelations';
import {sectionById, sectionOfDocsPlugin} from '@site/src/config/sections';
import {documentById} from '@site/src/lib/documentPages';

type Props = WrapperProps<typeof DocItemType>;
type Content = Props['content'];

type TocItem = Content['toc'][number];

/** One content per original and change, so its identity (React's component type) stays the same across renders. */
const changedContents = new WeakMap<Content, Map<string, Content>>();

/** The content rendered as it is, with some of its statics (toc, front matter) replaced; `key` names the change. */
function withStatics(content: Content, key: string, statics: (original: Content) => Partial<Content>): Content {
  const cache = changedContents.get(content) ?? new Map<string, Content>();
  changedContents.set(content, cache);
  let changed = cache.get(key);
  if (!changed) {
    const Original = content;
    const Same = () => <Original />;
    changed = Object.assign(Same, Original, statics(Original)) as Content;
    cache.set(key, changed);
  }
  return changed;
}

/** The document's content with the generated sections (rendered by DocItem/Footer) as the last h2s of its table of contents. */
const listingGenerated = (content: Content, items: readonly TocItem[]) =>
  withStatics(content, `toc:${items.map((item) => item.id).join(' ')}`, (original) => ({toc: [...original.toc, ...items]}));

/** A section's index page without the table of contents: its table takes the rail's width, which has little to list. */
const fullWidth = (content: Content) =>
  withStatics(content, 'full-width', (original) => ({frontMatter: {...original.frontMatter, hide_table_of_contents: true}}));

/**
 * Wrapped so that the generated "Related decisions" and "Referenced by" sections appear in the table of
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
  const own = doc && doc.section === section ? doc : undefined;
  const items: TocItem[] = [
    ...(own && hasRelations(id) ? [RELATIONS_TOC_ITEM] : []),
    ...(own && backlinkSources(own).length > 0 ? [BACKLINKS_TOC_ITEM] : []),
  ];
  return <DocItem {...props} content={items.length > 0 ? listingGenerated(props.content, items) : props.content} />;
}
