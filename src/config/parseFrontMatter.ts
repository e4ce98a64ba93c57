import {readFileSync, statSync} from 'node:fs';
import type {ParseFrontMatter} from '@docusaurus/types';
import YAML from 'yaml';
import {readMarkdown} from '../authoring/markdownFile';
import {reportMistake} from '../authoring/mistakes';
import {existingDocumentIds} from '../remark/references';
import {excerpt} from './excerpt';
import {missingRelationTargets} from './relations';
import {FrontMatterError, sectionOfFile, sectionRelativePath, validateFrontMatterForFile} from './frontMatter';
import {tagsFileOf, unknownTagProblem} from './tagVocabulary';

/** Tag keys of the vocabulary, re-read when the file changes (so `npm start` sees a new tag). */
const tagFiles = new Map<string, {mtimeMs: number; keys: Set<string>}>();

function tagKeys(file: string): Set<string> | undefined {
  const mtimeMs = statSync(file, {throwIfNoEntry: false})?.mtimeMs;
  if (mtimeMs === undefined) return undefined;
  const cached = tagFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.keys;
  const keys = new Set(Object.keys(YAML.parse(readFileSync(file, 'utf8')) ?? {}));
  tagFiles.set(file, {mtimeMs, keys});
  return keys;
}

/**
 * `markdown.parseFrontMatter`: Docusaurus's parser, then our rules
 * (src/config/frontMatter.ts) and the tag vocabulary (tags.yml). A mistake is
 * reported first, as `file:line: message` with the line of the field or tag,
 * before Docusaurus's generic hint about quoting front matter values.
 */
export const parseFrontMatter: ParseFrontMatter = async ({filePath, fileContent, defaultParseFrontMatter}) => {
  const relative = sectionRelativePath(filePath);
  const source = readMarkdown(fileContent);
  let parsed: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    parsed = await defaultParseFrontMatter({filePath, fileContent});
  } catch (error) {
    const problem = source.yamlError?.message ?? String((error as Error).message).split('\n')[0];
    return reportMistake(relative, source.yamlError?.line ?? 1, `front matter is not valid YAML: ${problem}`);
  }
  let frontMatter: Record<string, unknown>;
  try {
    frontMatter = validateFrontMatterForFile(filePath, parsed.frontMatter);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    const line = (error.within && source.lineAt(`${error.field}.${error.within}`)) || source.fieldLines[error.field] || 1;
    return reportMistake(relative, line, error.message.slice(error.file.length + 2));
  }
  const siteDir = filePath.slice(0, filePath.length - relative.length);
  const missing = missingRelationTargets(frontMatter.relations, existingDocumentIds(siteDir))[0];
  if (missing) {
    const line = source.lineAt(`relations.${missing.type}.${missing.index}`) ?? source.fieldLines.relations ?? 1;
    return reportMistake(relative, line, `relation "${missing.type}" names ${missing.target}, and no document has that id`);
  }
  const section = sectionOfFile(relative);
  const known = section && tagKeys(tagsFileOf(siteDir));
  if (section && known && Array.isArray(parsed.frontMatter.tags)) {
    const lines = source.listLines('tags');
    parsed.frontMatter.tags.forEach((tag: unknown, i: number) => {
      if (typeof tag === 'string' && !known.has(tag))
        reportMistake(relative, lines[i] ?? source.fieldLines.tags ?? 1, unknownTagProblem(tag));
    });
  }
  const description = frontMatter.description ?? excerpt(parsed.content);
  return {...parsed, frontMatter: description ? {...frontMatter, description} : frontMatter};
};
