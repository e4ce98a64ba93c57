import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MARKUP_DIR, imagePath, markupPath, type Markup} from './drawing';
import {standaloneSvg} from './standaloneSvg';
import {drawingsDir, readDrawing, storedKeys} from './store';

/**
 * Gives src/diagrams/Diagram its drawings without bundling them:
 * `@prism/diagram-markup` reads the store on disk in the server bundle, which
 * renders the HTML, and fetches a drawing's markup in the browser's (see
 * src/types/diagram-markup.d.ts). The build writes each drawing's markup to
 * `assets/diagrams/<key>.json`; `npm start` serves the store there. The
 * light drawing is also written as `assets/diagrams/<key>.svg`, the image a
 * feed item shows (src/plugins/design-record/feedContent.ts).
 */
export default function diagramsPlugin({siteDir, baseUrl, outDir}: LoadContext): Plugin {
  return {
    name: 'prism-diagrams',
    configureWebpack(_config, isServer, {currentBundler}) {
      const markup = path.join(__dirname, 'markup', isServer ? 'server.ts' : 'client.ts');
      return {
        resolve: {alias: {'@prism/diagram-markup$': markup}},
        plugins: isServer ? [new currentBundler.instance.DefinePlugin({PRISM_SITE_DIR: JSON.stringify(siteDir)})] : [],
        // Merged into the dev server's configuration by `docusaurus start`; unused by a build.
        devServer: {static: [{directory: drawingsDir(siteDir), publicPath: `${baseUrl}${MARKUP_DIR}/`, watch: false}]},
      };
    },
    postBuild() {
      mkdirSync(path.join(outDir, MARKUP_DIR), {recursive: true});
      for (const key of storedKeys(siteDir)) {
        const {light, dark} = readDrawing(siteDir, key)!;
        writeFileSync(path.join(outDir, markupPath(key)), JSON.stringify({light, dark} satisfies Markup));
        writeFileSync(path.join(outDir, imagePath(key)), standaloneSvg(light));
      }
    },
  };
}
