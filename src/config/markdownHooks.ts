import type {MarkdownHooks} from '@docusaurus/types';
import {reportMistake} from '../authoring/mistakes';

/**
 * `markdown.hooks`: a Markdown link or image to a file that does not exist
 * stops the build (and `npm start`) with the file and line of the link, first,
 * instead of Docusaurus's report further down. The path Docusaurus passes is
 * already relative to the site.
 */
export const markdownHooks: MarkdownHooks = {
  onBrokenMarkdownLinks: ({sourceFilePath, url, node}) =>
    reportMistake(
      sourceFilePath,
      node.position?.start.line ?? 1,
      `link to ${url}: no such file; link a document by its path, as [ADR-012](/adr/adr-012)`,
    ),
  onBrokenMarkdownImages: ({sourceFilePath, url, node}) =>
    reportMistake(
      sourceFilePath,
      node.position?.start.line ?? 1,
      `image ${url}: no such file; put it under static/ and give its path from there`,
    ),
};
