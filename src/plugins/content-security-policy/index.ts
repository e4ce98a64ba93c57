import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {inlineScriptHashes, withPolicy} from './policy';

/** Adds the Content-Security-Policy meta tag to every built HTML page. */
export default function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'content-security-policy',
    async postBuild({outDir}) {
      const files = (await readdir(outDir, {recursive: true})).filter((f) => f.endsWith('.html')).map((f) => path.join(outDir, f));
      const pages = await Promise.all(files.map(async (file) => ({file, html: await readFile(file, 'utf8')})));
      const hashes = [...new Set(pages.flatMap(({html}) => inlineScriptHashes(html)))].sort();
      await Promise.all(pages.map(({file, html}) => writeFile(file, withPolicy(html, hashes))));
    },
  };
}
