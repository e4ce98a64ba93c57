import path from 'node:path';

/**
 * The record's one tag vocabulary: tags.yml beside docusaurus.config.ts, shared
 * by every section. A document's `tags:` names its keys; the build, the content
 * check and `npm run new` refuse any other.
 */
export const TAGS_FILE = 'tags.yml';

/** The vocabulary file of the site at `siteDir`. */
export const tagsFileOf = (siteDir: string): string => path.join(siteDir, TAGS_FILE);

/** The docs plugin's `tags` option: a path relative to each section's folder, which sits beside the vocabulary. */
export const TAGS_OPTION = `../${TAGS_FILE}`;

/** The message for a tag the vocabulary does not define (the build and the content check say the same). */
export const unknownTagProblem = (tag: string): string =>
  `tag "${tag}" is not in ${TAGS_FILE}, the record's tag vocabulary; use one of its keys or add it there with a label and a description`;
