/**
 * The tag vocabulary as a whole (tags.yml): each tag described, and carried by
 * enough documents to lead a reader to the rest (a tag of one is a title).
 */
import {TAGS_FILE} from '../../../src/config/tagVocabulary';
import {MIN_DOCUMENTS_PER_TAG} from '../rules';
import type {ContentCheck, Problem} from '../record';
import {tagsOf} from './writing';

export const tagVocabulary: ContentCheck = {
  name: 'tag vocabulary',
  problems(record) {
    const carriers = new Map<string, number>();
    for (const page of record.pages) for (const tag of tagsOf(page)) carriers.set(String(tag), (carriers.get(String(tag)) ?? 0) + 1);
    const problems: Problem[] = [];
    for (const [tag, entry] of record.tags) {
      const at = {file: TAGS_FILE, line: entry.line};
      if (!entry.description) problems.push({...at, message: `tag "${tag}" has no description; say what a reader finds under it`});
      const count = carriers.get(tag) ?? 0;
      if (count < MIN_DOCUMENTS_PER_TAG)
        problems.push({
          ...at,
          message: `tag "${tag}" is carried by ${count} document${count === 1 ? '' : 's'}; a tag needs at least ${MIN_DOCUMENTS_PER_TAG}: merge it into a broader one`,
        });
    }
    return problems;
  },
};
