import type {Props} from '@docusaurus/types';
import type {PageExtras} from './pageExtras';
import {KEYWORDS, TITLES, type SearchDocument} from './searchDocuments';
import type {ScannedPages} from './scanPages';

/** A document's status, and the URL of the document that replaced it, from its front matter. */
export interface RecordFields {
  status?: string;
  successor?: string;
}

interface DocsContent {
  loadedVersions?: Array<{docs: Array<{id: string; permalink: string; frontMatter: Record<string, unknown>}>}>;
}

/** Trailing slash or not, one key per page (routes have one, document permalinks may not). */
const pageKey = (url: string) => url.replace(/\/$/, '');

/** Each document's status and successor, by page, from the docs plugins' loaded documents. */
export function recordFields(plugins: Props['plugins']): Map<string, RecordFields> {
  const docs = plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => (plugin.content as DocsContent | undefined)?.loadedVersions ?? [])
    .flatMap((version) => version.docs);
  const permalinkOf = new Map(docs.map((doc) => [doc.id, doc.permalink]));
  const fields = new Map<string, RecordFields>();
  for (const {permalink, frontMatter} of docs) {
    const status = typeof frontMatter.status === 'string' ? frontMatter.status : undefined;
    const successor = typeof frontMatter.superseded_by === 'string' ? permalinkOf.get(frontMatter.superseded_by) : undefined;
    if (status || successor) fields.set(pageKey(permalink), {...(status ? {status} : {}), ...(successor ? {successor} : {})});
  }
  return fields;
}

/**
 * The scanned pages with what the site's search adds to the theme's documents:
 * each title entry's status (`st`) and successor's URL (`sb`), with the
 * successor's URL as its page is routed; the names a page's code declares as
 * its keywords (after any it has); and the ids of the entries about what a
 * document did not choose.
 */
export function withSiteFields(
  {parts, extras}: ScannedPages,
  records: ReadonlyMap<string, RecordFields>,
): {parts: SearchDocument[][]; notChosen: number[]} {
  const routed = new Map(parts[TITLES].map((title) => [pageKey(title.u), title.u]));
  const titles = parts[TITLES].map((title) => {
    const record = records.get(pageKey(title.u));
    if (!record) return title;
    const successor = record.successor && routed.get(pageKey(record.successor));
    return {...title, ...(record.status ? {st: record.status} : {}), ...(successor ? {sb: successor} : {})};
  });
  const keywords = withCodeNames(parts[KEYWORDS], titles, extras);
  const notChosen = parts.flatMap((documents) =>
    documents.filter((document) => document.h && extras.get(document.u)?.notChosen.has(document.h)).map((document) => document.i),
  );
  const withFields = [...parts];
  withFields[TITLES] = titles;
  withFields[KEYWORDS] = keywords;
  return {parts: withFields, notChosen: [...new Set(notChosen)]};
}

function withCodeNames(
  keywords: readonly SearchDocument[],
  titles: readonly SearchDocument[],
  extras: ReadonlyMap<string, PageExtras>,
): SearchDocument[] {
  const byPage = new Map(keywords.map((entry) => [entry.p, entry]));
  for (const title of titles) {
    const names = extras.get(title.u)?.codeNames ?? [];
    if (names.length === 0) continue;
    const entry = byPage.get(title.i);
    const t = [entry?.t, names.join(' ')].filter(Boolean).join(', ');
    byPage.set(title.i, {...entry, i: title.i, t, s: title.t, u: title.u, p: title.i});
  }
  return [...byPage.values()].sort((a, b) => a.i - b.i);
}
