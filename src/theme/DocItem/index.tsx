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

/** One content per original and list of added items, so its identity (React's component type) stays the same across renders. */
const withGenerated = new WeakMap<Content, Map<string, Content>>();

/** The document's content with the generated sections (rendered by DocItem/Footer) as the last h2s of its table of contents. */
function listingGenerated(content: Content, items: readonly TocItem[]): Content {
  const key = items.map((item) => item.id).join(' ');
  const cache = withGenerated.get(content) ?? new Map<string, Content>();
  withGenerated.set(content, cache);
  let listed = cache.get(key);
  if (!listed) {
    const Original = content;
    const Listed = () => <Original />;
    listed = Object.assign(Listed, Original, {toc: [...Original.toc, ...items]}) as Content;
    cache.set(key, listed);
  }
  return listed;
}

/** One content per original, as above. */
const withoutRail = new WeakMap<Content, Content>();

/** A section's index page without the table of contents: its table takes the rail's width, which has little to list. */
function fullWidth(content: Content): Content {
  let wide = withoutRail.get(content);
  if (!wide) {
    const Original = content;
    const Wide = () => <Original />;
    wide = Object.assign(Wide, Original, {frontMatter: {...Original.frontMatter, hide_table_of_contents: true}}) as Content;
    withoutRail.set(content, wide);
  }
  return wide;
}

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
