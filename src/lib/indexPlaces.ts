import type {PropSidebar, PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

/*
 * Where a document sits in its section's index table: each row carries the
 * document's id as its anchor, so a page can link back to its own row, and a
 * sidebar category to the row of the document that opens it.
 */

/** The anchor of a document's row in its section index (DocumentIndex). */
export const indexRowId = (docId: string): string => docId;

/** The section index's own sidebar entry (href and label, "All ADRs"): the link to the page whose id is `index`. */
export function sectionIndexLink(items: PropSidebar): {href: string; label: string} | undefined {
  const index = items.find((item) => item.type === 'link' && item.docId === 'index');
  return index?.type === 'link' ? {href: index.href, label: index.label} : undefined;
}

/** The index href with a document's row as its fragment. */
export const indexPlaceHref = (indexHref: string, docId: string) => `${indexHref}#${indexRowId(docId)}`;

function firstDocId(items: readonly PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId) return item.docId;
    if (item.type === 'category') {
      const inner = firstDocId(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A category without a page of its own links to its first document's row in the index. */
function linkedToIndex(item: PropSidebarItem, indexHref: string): PropSidebarItem {
  if (item.type !== 'category') return item;
  const first = item.href ? undefined : firstDocId(item.items);
  return {
    ...item,
    ...(first ? {href: indexPlaceHref(indexHref, first)} : {}),
    items: item.items.map((inner) => linkedToIndex(inner, indexHref)),
  };
}

/**
 * The sidebar as the breadcrumbs read it: the whole section as one category
 * named after it that links to its index, and each category linked to its
 * place in that index. Unchanged for a sidebar without an index page.
 */
export function breadcrumbSidebar(items: PropSidebar, sectionLabel: string): PropSidebar {
  const indexHref = sectionIndexLink(items)?.href;
  if (!indexHref) return items;
  const section: PropSidebarItemCategory = {
    type: 'category',
    label: sectionLabel,
    href: indexHref,
    collapsible: true,
    collapsed: false,
    items: items.map((item) => linkedToIndex(item, indexHref)),
  };
  return [section];
}
