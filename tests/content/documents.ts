import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {ManifestSection} from '../support/manifest';

/** One Markdown document of the repository, split into the parts the content rules look at. */
export interface SourceDocument {
  section: ManifestSection;
  file: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** Body with fenced code removed: what the word counts and prose rules read. */
  prose: string;
  headings: Array<{level: number; text: string; line: number}>;
  /** `[text](/section/id)` links to other documents, with the section heading they sit under. */
  links: Array<{section: string; id: string; line: number; under: string}>;
  codeLanguages: string[];
}

export const ROOT = path.resolve(__dirname, '..', '..');

const FENCE = /^(```|~~~)/;

export function words(text: string): number {
  return (text.match(/[A-Za-z0-9][A-Za-z0-9'-]*/g) ?? []).length;
}

export function parseDocument(section: ManifestSection, file: string, source: string): SourceDocument {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  const frontMatter = match ? ((yaml.load(match[1]) as Record<string, unknown>) ?? {}) : {};
  const body = match ? source.slice(match[0].length) : source;
  const bodyStart = match ? match[0].split('\n').length - 1 : 0;
  const headings: SourceDocument['headings'] = [];
  const links: SourceDocument['links'] = [];
  const codeLanguages: string[] = [];
  const proseLines: string[] = [];
  let inFence = false;
  let currentH2 = '';
  body.split('\n').forEach((line, index) => {
    const lineNumber = bodyStart + index + 1;
    if (FENCE.test(line.trim())) {
      if (!inFence) codeLanguages.push(line.trim().slice(3).trim().split(/\s/)[0] ?? '');
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    proseLines.push(line);
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      headings.push({level: heading[1].length, text: heading[2], line: lineNumber});
      if (heading[1].length === 2) currentH2 = heading[2];
    }
    for (const link of line.matchAll(/\]\(\/(adr|rfc|memos|netflix|prds|docs)\/([A-Za-z0-9-]+)\/?(#[^)]*)?\)/g)) {
      links.push({section: link[1], id: link[2], line: lineNumber, under: currentH2});
    }
  });
  return {section, file, frontMatter, body, prose: proseLines.join('\n'), headings, links, codeLanguages};
}

export function loadDocuments(section: ManifestSection): SourceDocument[] {
  const dir = path.join(ROOT, section);
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f) && !/^index\.mdx?$/.test(f) && !/000-template/i.test(f))
    .sort()
    .map((f) => parseDocument(section, `${section}/${f}`, readFileSync(path.join(dir, f), 'utf8')));
}

/** Prose paragraphs long enough that a repeat cannot be a coincidence. */
export function paragraphs(doc: SourceDocument, minWords = 25): string[] {
  return doc.prose
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => !p.startsWith('#') && !p.startsWith('|') && !p.startsWith('- [') && words(p) >= minWords);
}
