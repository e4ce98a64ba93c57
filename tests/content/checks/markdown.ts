/**
 * What the build refuses in a page's Markdown, found by the build's own code
 * (src/remark): raw HTML left open, links to section pages that do not exist,
 * mentions of documents that do not exist. The build stops at the first of a
 * file; this lists them all, in the same words.
 */
import {unclosedTagProblem, unknownReferenceProblem} from '../../../src/authoring/problems';
import {unclosedTags} from '../../../src/remark/closedHtml';
import {unknownReferences} from '../../../src/remark/crossReferences';
import {brokenSectionLinks} from '../../../src/remark/documentLinks';
import {existingDocumentIds} from '../../../src/remark/references';
import {markdownTree, type ContentCheck, type Problem} from '../record';

export const markdown: ContentCheck = {
  name: 'markdown the build refuses',
  problems(record) {
    const known = existingDocumentIds(record.root);
    return record.pages.flatMap((page): Problem[] => {
      const tree = markdownTree(page);
      const at = (line: number, message: string): Problem => ({file: page.file, line, message});
      return [
        ...unclosedTags(tree).map((tag) => at(tag.line, unclosedTagProblem(tag.name))),
        ...brokenSectionLinks(tree, record.root).map((link) => at(link.line, link.problem)),
        ...unknownReferences(tree, known).map((mention) => at(mention.line, unknownReferenceProblem(mention.reference))),
      ];
    });
  },
};
