import {readdirSync} from 'node:fs';
import path from 'node:path';
import {DOCUMENT_FILE_NAME, DOCUMENT_REFERENCE, SECTIONS, sectionByPrefix} from '../config/sections';

/**
 * Document references as readers write them in prose: ADR-012, RFC-014,
 * MEMO-019, PRD-001. One pattern and one resolver shared by the remark plugin
 * (which links them) and the design-record plugin (which counts them as links
 * for backlinks), so both see the same references.
 */
export const REFERENCE_PATTERN = DOCUMENT_REFERENCE;

export interface ReferenceTarget {
  /** Site-relative path without base URL: `/adr/adr-012`. */
  path: string;
  /** Page id: `adr-012`. */
  id: string;
}

/** The ADR template is ADR-000 by name; it lives at its own path. */
const SPECIAL_TARGETS: Record<string, ReferenceTarget> = {
  'ADR-000': {path: '/adr/ADR-000-template', id: 'ADR-000-template'},
};

export function referenceTarget(prefix: string, digits: string): ReferenceTarget | undefined {
  const reference = `${prefix.toUpperCase()}-${digits}`;
  if (SPECIAL_TARGETS[reference]) {
    return SPECIAL_TARGETS[reference];
  }
  const section = sectionByPrefix(prefix);
  if (!section) {
    return undefined;
  }
  const id = `${prefix.toLowerCase()}-${digits}`;
  return {path: `/${section.path}/${id}`, id};
}

/** Ids of the numbered documents present in a site's section folders, from their file names. */
export function existingDocumentIds(siteDir: string): Set<string> {
  const ids = new Set<string>(Object.values(SPECIAL_TARGETS).map((t) => t.id));
  for (const section of SECTIONS) {
    if (!section.numberPrefix) continue;
    let files: string[] = [];
    try {
      files = readdirSync(path.join(siteDir, section.path));
    } catch {
      continue;
    }
    for (const file of files) {
      const match = DOCUMENT_FILE_NAME.exec(file);
      if (match) ids.add(match[1]);
    }
  }
  return ids;
}

/** Page ids linked from a Markdown source: explicit `](/section/id)` links and plain references. */
export function linkedDocumentIds(source: string): Set<string> {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
  const ids = new Set<string>();
  for (const [, , id] of body.matchAll(/\]\(\/(adr|rfc|memos|netflix|prds|docs)\/([A-Za-z0-9-]+)\/?(?:#[^)]*)?\)/g)) {
    ids.add(id);
  }
  for (const [, prefix, digits] of body.replace(/`[^`\n]*`/g, '').matchAll(REFERENCE_PATTERN)) {
    const target = referenceTarget(prefix, digits);
    if (target) ids.add(target.id);
  }
  return ids;
}
