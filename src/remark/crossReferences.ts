import {statSync} from 'node:fs';
import path from 'node:path';
import {DOCUMENT_FILE_NAME, SECTIONS} from '../config/sections';
import {sourceOf, type MarkdownFile} from './sourceFile';
import {reportMistake} from '../authoring/mistakes';
import {unknownReferenceProblem} from '../authoring/problems';
import {existingDocumentIds, REFERENCE_PATTERN, referenceTarget} from './references';

/**
 * Remark plugin: a plain mention of ADR-012, RFC-014, MEMO-019 or PRD-001 in
 * prose becomes a link to that document. Text inside code, inline code, links,
 * headings and MDX/HTML is left alone, as is a document's mention of itself.
 * A mention of a number that does not exist fails the build, naming file and
 * line; the content check runs `referenceMentions` and `unknownReferences` too.
 */
interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
  position?: {start: {line: number; column: number}};
}

const SKIP = new Set([
  'link',
  'linkReference',
  'code',
  'inlineCode',
  'heading',
  'html',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'definition',
  'yaml',
]);

/** Ids that exist, per site folder; read again when a section folder changes (a new document in `npm start`). */
const knownBySite = new Map<string, {stamp: string; ids: Set<string>}>();

function knownIds(siteDir: string): Set<string> {
  const stamp = SECTIONS.map((s) => statSync(path.join(siteDir, s.path), {throwIfNoEntry: false})?.mtimeMs ?? 0).join();
  const known = knownBySite.get(siteDir);
  if (known?.stamp === stamp) return known.ids;
  const ids = existingDocumentIds(siteDir);
  knownBySite.set(siteDir, {stamp, ids});
  return ids;
}

/** Text nodes of prose: what the reader reads as words, outside code, links, headings and markup. */
function proseTexts(node: Node): Node[] {
  return (node.children ?? []).flatMap((child) => (SKIP.has(child.type) ? [] : child.type === 'text' ? [child] : proseTexts(child)));
}

/** Every mention in prose of a document number (`RFC-014`), with the page id it names and its line. */
export function referenceMentions(tree: Node): Array<{reference: string; id?: string; line: number}> {
  return proseTexts(tree).flatMap((node) => {
    const text = node.value ?? '';
    return [...text.matchAll(REFERENCE_PATTERN)].map((match) => {
      const before = text.slice(0, match.index ?? 0);
      return {
        reference: match[0],
        id: referenceTarget(match[1], match[2])?.id,
        line: (node.position?.start.line ?? 0) + (before.match(/\n/g)?.length ?? 0),
      };
    });
  });
}

/** Mentions of a document number that `known` does not hold. */
export function unknownReferences<T extends {id?: string}>(mentions: readonly T[], known: ReadonlySet<string>): T[] {
  return mentions.filter((mention) => !mention.id || !known.has(mention.id));
}

export default function crossReferences() {
  return (tree: Node, file: MarkdownFile) => {
    const {filePath, relative, siteDir} = sourceOf(file);
    const known = knownIds(siteDir || '.');
    const selfId = DOCUMENT_FILE_NAME.exec(path.basename(filePath))?.[1];
    const [unknown] = unknownReferences(referenceMentions(tree), known);
    if (unknown) reportMistake(relative, unknown.line, unknownReferenceProblem(unknown.reference));

    const linkify = (node: Node): Node[] => {
      const text = node.value ?? '';
      const out: Node[] = [];
      let last = 0;
      for (const match of text.matchAll(REFERENCE_PATTERN)) {
        const [reference, prefix, digits] = match;
        // Every mention is known here: unknownReferences has stopped the build at any other.
        const target = referenceTarget(prefix, digits)!;
        const index = match.index ?? 0;
        if (target.id === selfId) continue;
        if (index > last) out.push({type: 'text', value: text.slice(last, index)});
        out.push({type: 'link', url: target.path, children: [{type: 'text', value: reference}]});
        last = index + reference.length;
      }
      if (last === 0) return [node];
      if (last < text.length) out.push({type: 'text', value: text.slice(last)});
      return out;
    };

    const walk = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (SKIP.has(child.type)) return [child];
        if (child.type === 'text') return linkify(child);
        walk(child);
        return [child];
      });
    };
    walk(tree);
  };
}
