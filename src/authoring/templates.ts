import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readMarkdown, type MarkdownFile} from './markdownFile';

/**
 * The starting files of `npm run new`: `templates/adr.md`, `rfc.md` and
 * `memo.md`, plain Markdown an author can read. Their italic paragraphs are
 * guidance; the content check refuses a document that still carries one.
 */
export const TEMPLATE_KINDS = ['adr', 'rfc', 'memo'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_DIR = path.resolve(__dirname, '..', '..', 'templates');

export function readTemplate(kind: TemplateKind, dir = TEMPLATE_DIR): MarkdownFile {
  return readMarkdown(readFileSync(path.join(dir, `${kind}.md`), 'utf8'));
}

/** Guidance `npm run new --supersedes` adds under the new document's first line. */
export const SUPERSEDES_GUIDANCE = '_Say what carries over from the document this one replaces, and what this one changes._';

/** A paragraph in italics from start to end: the form guidance takes in a template. */
const GUIDANCE = /^_[^_][\s\S]*_$/;

const guidanceByDir = new Map<string, Set<string>>();

/** Every guidance paragraph of every template, whitespace collapsed. */
export function templateGuidance(dir = TEMPLATE_DIR): ReadonlySet<string> {
  const known = guidanceByDir.get(dir);
  if (known) return known;
  const guidance = new Set([
    SUPERSEDES_GUIDANCE,
    ...TEMPLATE_KINDS.flatMap((kind) =>
      readTemplate(kind, dir)
        .body.split(/\n\s*\n/)
        .map((block) => block.replace(/\s+/g, ' ').trim())
        .filter((block) => GUIDANCE.test(block)),
    ),
  ]);
  guidanceByDir.set(dir, guidance);
  return guidance;
}
