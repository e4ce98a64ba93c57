import retiredTags from './retiredTags.json';

/**
 * A tag page that existed before the record had one vocabulary: the tag's old
 * slug, where its pages now lead (a tag of the record, or for a tag that was a
 * status, its section's index), and the sections that had a page for it.
 */
export type RetiredTags = Record<string, {to: string; sections: string[]}>;

/**
 * One redirect per old section tag page (`/adr/tags/dx/`) to the record's tag
 * page it merged into (`/tags/developer-experience/`), so links and bookmarks to
 * the old pages keep working. Paths without the base URL, as the plugin takes them.
 */
export function retiredTagRedirects(retired: RetiredTags = retiredTags): Array<{from: string; to: string}> {
  return Object.entries(retired).flatMap(([slug, {to, sections}]) => sections.map((section) => ({from: `/${section}/tags/${slug}/`, to})));
}

/**
 * The redirects as the client-redirects plugin's `createRedirects`: it asks for
 * each page that exists, so an old page leads only to a tag page this build has
 * (a record with fewer documents, as a fixture site, has fewer tag pages).
 */
export function redirectsToExisting(redirects: ReadonlyArray<{from: string; to: string}>): (existingPath: string) => string[] | undefined {
  const byTarget = new Map<string, string[]>();
  const key = (p: string) => p.replace(/\/$/, '');
  for (const {from, to} of redirects) byTarget.set(key(to), [...(byTarget.get(key(to)) ?? []), from]);
  return (existingPath) => byTarget.get(key(existingPath));
}
