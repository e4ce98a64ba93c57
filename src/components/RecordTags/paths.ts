/** The record's tag pages, relative to the site's base (Link adds it). */
export const TAGS_PATH = '/tags/';
export const tagPagePath = (slug: string): string => `${TAGS_PATH}${slug}/`;

/** The tag a record tag page shows: the last segment of its route. */
export const slugOfTagRoute = (routePath: string): string => routePath.replace(/\/$/, '').split('/').pop() ?? '';
