import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {BACKLINKS_TOC_ITEM, backlinkSources} from '@site/src/components/Backlinks';
import {hasRelations, RELATIONS_TOC_ITEM} from '@site/src/components/DocumentRelations';
import {sectionOfDocsPlugin} from '@site/src/config/sections';
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

/**
 * Wrapped so that the generated "Related decisions" and "Referenced by" sections appear in the table of
 * contents (desktop and mobile) like any other h2: both read the content's
 * `toc`, which Markdown headings alone fill.
 */
export default function DocItemWrapper(props: Props): ReactNode {
  const section = sectionOfDocsPlugin(useActivePlugin()?.pluginId);
  const doc = documentById(props.content.metadata.id);
  const own = doc && doc.section === section ? doc : undefined;
  const items: TocItem[] = [
    ...(own && hasRelations(props.content.metadata.id) ? [RELATIONS_TOC_ITEM] : []),
    ...(own && backlinkSources(own).length > 0 ? [BACKLINKS_TOC_ITEM] : []),
  ];
  return <DocItem {...props} content={items.length > 0 ? listingGenerated(props.content, items) : props.content} />;
}
