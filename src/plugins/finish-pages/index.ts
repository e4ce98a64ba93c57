import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inlineScriptHashes, withPolicy} from './contentSecurityPolicy';
import {withoutStrayNuls} from './strayNuls';

/**
 * The one pass that rewrites the rendered pages: drops the NUL bytes React's
 * renderer strays into some (./strayNuls), then adds the Content-Security-Policy
 * meta tag (./contentSecurityPolicy). One pass, because plugins' postBuild hooks
 * run concurrently and two rewriters of the same file would lose each other's
 * changes. Each page is replaced by a rename, so the search plugin, reading the
 * same pages at the same time, sees a whole page, old or new, never half a file.
 * The redirect pages of `options.redirects` (routes without the base URL, which
 * the client-redirects plugin writes in its own postBuild, at the same time) are
 * left alone: they are not pages of the site, and their scripts' hashes would
 * otherwise sit in every page's policy, or not, by which plugin wrote first.
 */
export default function finishPagesPlugin(_context: LoadContext, options?: unknown): Plugin {
  const {redirects: skipped = []} = (options ?? {}) as {redirects?: readonly string[]};
  const redirects = new Set(skipped.map((route) => path.join(route.replace(/^\//, ''), 'index.html')));
  return {
    name: 'finish-pages',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true}))
        .filter((f) => f.endsWith('.html') && !redirects.has(f))
        .map((f) => path.join(outDir, f));
      const pages = await Promise.all(files.map(async (file) => ({file, html: withoutStrayNuls(await readFile(file, 'utf8'))})));
      const hashes = [...new Set(pages.flatMap(({html}) => inlineScriptHashes(html)))].sort();
      await Promise.all(pages.map(({file, html}) => replaceFile(file, withPolicy(html, hashes))));
    },
  };
}

async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
