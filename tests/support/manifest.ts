import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * The document manifest and route list, copied into tests/data so the tests
 * stand on their own: every document the site must publish, and every route.
 */
export interface ManifestEntry {
  id: string;
  title: string;
  status?: string;
  date?: string;
  tags: string[];
  supersedes?: string;
  superseded_by?: string;
}

export type ManifestSection = 'adr' | 'rfc' | 'memos' | 'netflix' | 'prds' | 'docs';
export const MANIFEST_SECTIONS: readonly ManifestSection[] = ['adr', 'rfc', 'memos', 'netflix', 'prds', 'docs'];

export interface IndexPage {
  route: string;
  title: string;
  tags?: string[];
}

export type Manifest = Record<ManifestSection, ManifestEntry[]> & {index_pages: IndexPage[]};

const DATA_DIR = path.join(__dirname, '..', 'data');

export function loadManifest(): Manifest {
  return yaml.load(readFileSync(path.join(DATA_DIR, 'manifest.yaml'), 'utf8')) as Manifest;
}

/** Routes relative to the base path, as listed in tests/data/routes.txt. */
export function loadRoutes(): string[] {
  return readFileSync(path.join(DATA_DIR, 'routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export function manifestEntries(manifest: Manifest): Array<ManifestEntry & {section: ManifestSection}> {
  return MANIFEST_SECTIONS.flatMap((section) => manifest[section].map((entry) => ({...entry, section})));
}
