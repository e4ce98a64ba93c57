import {sectionRelativePath} from '../config/frontMatter';

/** The Markdown file a remark plugin is transforming, as vfile passes it. */
export interface MarkdownFile {
  path?: string;
  history?: string[];
}

/** Where a document lives: its full path, its path from the section folder (`adr/adr-012-x.md`, as mistakes are reported) and the site directory above that. */
export function sourceOf(file: MarkdownFile): {filePath: string; relative: string; siteDir: string} {
  const filePath = file.path ?? file.history?.[0] ?? '';
  const relative = sectionRelativePath(filePath);
  return {filePath, relative, siteDir: filePath.slice(0, filePath.length - relative.length)};
}
