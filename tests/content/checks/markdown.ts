/**
 * What the build refuses in a page's Markdown, found by the build's own code
 * (src/remark, through ../pageFacts.ts): raw HTML left open, links to section pages that do not exist,
 * mentions of documents that do not exist. The build stops at the first of a
 * file; this lists them all, in the same words.
 */
import {unclosedTagProblem, unknownReferenceProblem} from '../../../src/authoring/problems';
import {unknownReferences} from '../../../src/remark/crossReferences';
import {brokenSectionLinks} from '../../../src/remark/documentLinks';
import {existingDocumentIds} from '../../../src/remark/references';
import type {ContentCheck, Problem} from '../record';

export const markdown: ContentCheck = {
  name: 'markdown the build refuses',
  problems(record) {
    const known = existingDocumentIds(record.root);
    return record.pages.flatMap((page): Problem[] => {
      const {unclosed, links, mentions} = record.facts.get(page)!;
      const at = (line: number, message: string): Problem => ({file: page.file, line, message});
      return [
        ...unclosed.map((tag) => at(tag.line, unclosedTagProblem(tag.name))),
        ...brokenSectionLinks(links, record.root).map((link) => at(link.line, link.problem)),
        ...unknownReferences(mentions, known).map((mention) => at(mention.line, unknownReferenceProblem(mention.reference))),
      ];
    });
  },
};
