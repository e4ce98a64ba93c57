import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument, type CorpusDocument} from '../../../src/authoring/documentProse';

/**
 * The documents as the coherence checks read them: raw Markdown with line
 * numbers, split into fenced code blocks and the prose around them
 * (src/authoring/documentProse.ts, which the build's shared-facts rule reads too).
 */
export {
  fences,
  parseCorpusDocument,
  proseLines,
  type CorpusDocument,
  type Fence,
  type ProseLine,
} from '../../../src/authoring/documentProse';

export const SECTION_FOLDERS = ['docs', 'adr', 'rfc', 'memos', 'netflix', 'prds'] as const;

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Every Markdown document of the six sections under `root` (the template and index pages included: they are published too). */
export function readCorpus(root: string = REPOSITORY_ROOT): CorpusDocument[] {
  return SECTION_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .map((name) => parseCorpusDocument(`${folder}/${name}`, readFileSync(path.join(root, folder, name), 'utf8'))),
  );
}
