import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScriptHashes, withPolicy} from './contentSecurityPolicy';
import {withoutStrayNuls} from './strayNuls';

/**
 * The one pass that rewrites the rendered pages: drops the NUL bytes React's
 * renderer strays into some (./strayNuls), then adds the Content-Security-Policy
 * meta tag (./contentSecurityPolicy). One pass, because plugins' postBuild hooks
 * run concurrently and two rewriters of the same file would lose each other's
 * changes. Each page is replaced by a rename, so the search plugin, reading the
 * same pages at the same time, sees a whole page, old or new, never half a file.
 */
export default function finishPagesPlugin(): Plugin {
  return {
    name: 'finish-pages',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true})).filter((f) => f.endsWith('.html')).map((f) => path.join(outDir, f));
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
