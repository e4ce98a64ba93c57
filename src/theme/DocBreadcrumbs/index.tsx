import React, {type ReactNode, useMemo} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {DocsSidebarProvider, useActivePlugin, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {sectionById, sectionOfDocsPlugin} from '@site/src/config/sections';
import {breadcrumbSidebar} from '@site/src/lib/indexPlaces';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Wrapped so that the trail leads back into the section: "Home › ADRs ›
 * Foundations › ADR-005", where ADRs is the section index and Foundations is
 * the place in it where that group starts. The original reads the trail from
 * the sidebar context, so this gives it a sidebar with those links
 * (src/lib/indexPlaces.ts) and changes nothing else.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const section = sectionOfDocsPlugin(useActivePlugin()?.pluginId);
  const label = section ? sectionById(section).label : undefined;
  const items = useMemo(() => (sidebar && label ? breadcrumbSidebar(sidebar.items, label) : undefined), [sidebar, label]);
  if (!sidebar || !items) return <DocBreadcrumbs {...props} />;
  return (
    <DocsSidebarProvider name={sidebar.name} items={items}>
      <DocBreadcrumbs {...props} />
    </DocsSidebarProvider>
  );
}
