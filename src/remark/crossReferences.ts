import {statSync} from 'node:fs';
import path from 'node:path';
import {DOCUMENT_FILE_NAME, SECTIONS} from '../config/sections';
import {sourceOf, type MarkdownFile} from './sourceFile';
import {reportMistake} from '../authoring/mistakes';
import {existingDocumentIds, REFERENCE_PATTERN, referenceTarget} from './references';

/**
 * Remark plugin: a plain mention of ADR-012, RFC-014, MEMO-019 or PRD-001 in
 * prose becomes a link to that document. Text inside code, inline code, links,
 * headings and MDX/HTML is left alone, as is a document's mention of itself.
 * A mention of a number that does not exist fails the build, naming file and line.
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

export default function crossReferences() {
  return (tree: Node, file: MarkdownFile) => {
    const {filePath, relative, siteDir} = sourceOf(file);
    const known = knownIds(siteDir || '.');
    const selfId = DOCUMENT_FILE_NAME.exec(path.basename(filePath))?.[1];

    const linkify = (node: Node): Node[] => {
      const text = node.value ?? '';
      const out: Node[] = [];
      let last = 0;
      for (const match of text.matchAll(REFERENCE_PATTERN)) {
        const [reference, prefix, digits] = match;
        const target = referenceTarget(prefix, digits);
        const index = match.index ?? 0;
        if (!target || !known.has(target.id)) {
          const line = (node.position?.start.line ?? 0) + (text.slice(0, index).match(/\n/g)?.length ?? 0);
          reportMistake(relative, line, `"${reference}" refers to a document that does not exist`);
        }
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
