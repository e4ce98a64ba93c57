/**
 * `npm run clear`: what `docusaurus clear` removes (the generated folder
 * `.docusaurus`, the build output `build/` and the bundler's persistent cache
 * in `node_modules/.cache`), but not the caches of the project's own checks
 * that live beside it: the type check's incremental state, ESLint's and
 * Prettier's caches and the content check's parsed pages, which make a second `npm run check` or `npm test` quick
 * and have nothing to do with a stale site.
 */
import {existsSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';

/** Folders of node_modules/.cache that are not Docusaurus's: tsconfig.json, the lint script, Prettier's default, the content check. */
export const KEPT_CACHES: readonly string[] = ['prism-typecheck', 'eslint', 'prettier', 'prism-content'];

/** Removes the site's generated and cached files under `root`; returns what it removed, root-relative. */
export function clear(root: string): string[] {
  const cache = path.join('node_modules', '.cache');
  const cached = existsSync(path.join(root, cache)) ? readdirSync(path.join(root, cache)) : [];
  const targets = [
    '.docusaurus',
    'build',
    ...cached.filter((entry) => !KEPT_CACHES.includes(entry)).map((entry) => path.join(cache, entry)),
  ];
  const removed = targets.filter((target) => existsSync(path.join(root, target)));
  for (const target of removed) rmSync(path.join(root, target), {recursive: true, force: true});
  return removed;
}

if (require.main === module) {
  const removed = clear(path.resolve(__dirname, '..'));
  console.log(removed.length ? `removed ${removed.join(', ')}; kept the check caches (${KEPT_CACHES.join(', ')})` : 'nothing to clear');
}
