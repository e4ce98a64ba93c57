import type {SearchDocument} from './searchDocuments';

/**
 * Puts each page's section first in its breadcrumb (`b` of its title entry),
 * where the results show it: the theme's scanner takes the breadcrumb from the
 * page's active navbar link and sidebar categories, and this site's document
 * pages have no active navbar link, so a result would not say which section it
 * is from. `sectionOf` gives a page URL's section label (undefined outside the
 * sections).
 */
export function withSectionInTrail(titles: readonly SearchDocument[], sectionOf: (url: string) => string | undefined): SearchDocument[] {
  return titles.map((title) => {
    const section = sectionOf(title.u);
    const trail = title.b ?? [];
    return section && trail[0] !== section ? {...title, b: [section, ...trail]} : title;
  });
}
