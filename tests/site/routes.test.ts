import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadManifest, loadRoutes, manifestEntries} from '../support/manifest';
import {builtPages, contentFiles, htmlFileForRoute, ROOT} from './support';

const manifest = loadManifest();
const routes = loadRoutes();

/** Ids of documents whose source file is in the repository (front matter `id:` line). */
function presentIds(section: string): Set<string> {
  const ids = contentFiles(section).map((file) => {
    const source = readFileSync(path.join(ROOT, section, file), 'utf8');
    return /^id:\s*['"]?([^'"\s]+)['"]?\s*$/m.exec(source)?.[1];
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

const entries = manifestEntries(manifest).map((entry) => ({...entry, present: presentIds(entry.section).has(entry.id)}));

/**
 * Why a route may legitimately be missing: the documents that would create it
 * are not written yet. A document route needs its document; a tag route needs
 * at least one written document (or index page) carrying the tag.
 */
function pendingReason(route: string): string | undefined {
  const [section, second, third] = route.split('/').filter(Boolean);
  if (second === 'tags' && third) {
    const carriers = entries.filter((e) => e.section === section && e.tags.includes(third));
    const onIndexPage = manifest.index_pages.some((p) => p.route.startsWith(`/${section}/`) && p.tags?.includes(third));
    return !onIndexPage && carriers.length > 0 && carriers.every((e) => !e.present)
      ? `tag "${third}" is carried only by unwritten ${carriers.map((c) => c.id).join(', ')}`
      : undefined;
  }
  const entry = entries.find((e) => e.section === section && e.id === second);
  return entry && !entry.present ? `document ${entry.id} is not written yet` : undefined;
}

test('routes.txt is the full list (sanity check on the copied data)', () => {
  assert.ok(routes.length >= 490, `expected about 494 routes, found ${routes.length}`);
  assert.ok(routes.includes('/adr/ADR-000-template/'));
});

test('every route that the written content makes possible is built', () => {
  const missing = routes.filter((route) => !htmlFileForRoute(route) && !pendingReason(route));
  assert.deepEqual(missing, [], `routes that should exist but do not:\n${missing.join('\n')}`);
});

test('every route in routes.txt is built (lists documents still to be written)', (t) => {
  const missing = routes.filter((route) => !htmlFileForRoute(route));
  const pending = missing.map((route) => [route, pendingReason(route)] as const);
  for (const [route, reason] of pending) {
    if (reason) t.diagnostic(`pending: ${route} (${reason})`);
  }
  const unexplained = pending.filter(([, reason]) => !reason).map(([route]) => route);
  assert.deepEqual(unexplained, [], `missing routes with no pending document:\n${unexplained.join('\n')}`);
  if (pending.length > 0) {
    t.diagnostic(`${pending.length} of ${routes.length} routes wait for documents that are not written yet`);
  }
});

test('the written documents match the manifest: no extra ids, no memo 024-029', () => {
  const known = new Set(entries.map((e) => `${e.section}/${e.id}`));
  const extra = ['adr', 'rfc', 'memos', 'netflix', 'prds'].flatMap((section) =>
    [...presentIds(section)].filter((id) => id !== 'index' && !/000-template/i.test(id) && !known.has(`${section}/${id}`)).map((id) => `${section}/${id}`),
  );
  assert.deepEqual(extra, []);
});

/** Tag page slugs the manifest gives each section (routes.txt predates some of them). */
function manifestTagRoutes(): Set<string> {
  const kebab = (tag: string) => tag.replace(/([a-z])(\d)/g, '$1-$2').replace(/(\d)([a-z])/g, '$1-$2');
  const tagged = [
    ...entries.map((e) => [e.section, e.tags] as const),
    ...manifest.index_pages.map((p) => [p.route.split('/')[1], p.tags ?? []] as const),
  ];
  return new Set(tagged.flatMap(([section, tags]) => tags.map((tag) => `/${section}/tags/${kebab(tag)}/`)));
}

test('the build has no pages beyond routes.txt and the manifest (no stray tags or documents)', () => {
  const expected = new Set([...routes.map((r) => (r === '/404' ? '/404.html' : r)), ...manifestTagRoutes()]);
  const extra = builtPages()
    .map(([route]) => route)
    .filter((route) => !expected.has(route));
  assert.deepEqual(extra, [], `unexpected pages:\n${extra.join('\n')}`);
});
