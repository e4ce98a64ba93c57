import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@easyops-cn/docusaurus-search-local';
import searchLocal, {validateOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/index.js';
import {processPluginOptions} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions';
import {processDocInfos} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos';
import {ALL_SECTIONS_CONTEXT, SECTION_CONTEXTS} from '../../config/search';
import {indexFileName, indexFilesByContext} from './indexFiles';
import {scanPages} from './scanPages';

/** The theme's worker, which would load serialised lunr indexes. */
const THEME_WORKER = /^\.\/worker\.js$/;
/** The theme's code and its generated modules (.docusaurus/@easyops-cn/docusaurus-search-local). */
const THEME_DIR = `${path.sep}docusaurus-search-local${path.sep}`;
const WORKER = path.join(__dirname, 'worker.ts');
/** mark.js, as the theme's generated module imports it (by absolute path). */
const THEME_MARK_JS = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const LAZY_MARK = path.join(__dirname, 'lazyMark.ts');

/**
 * @easyops-cn/docusaurus-search-local with a leaner index. The theme serialises
 * a lunr index beside the documents; the index (positions and field vectors)
 * made up two thirds of the bytes. Here the files hold the documents only,
 * split by search context (./indexFiles), and the theme's web worker is replaced
 * by one (./worker) that builds the same lunr index in the browser, off the main
 * thread, in about 150 ms for the largest section. The built pages are read
 * by ./scanPages, the theme's scanner with a faster HTML parser. mark.js, which
 * marks the terms on the page a result opens, is fetched only when there are
 * terms (./lazyMark). The search bar, results page and their behaviour are the
 * theme's own.
 */
export default function searchTheme(context: LoadContext, options: unknown): Plugin {
  const validated = options as Required<PluginOptions>; // by validateOptions, below
  const theme = searchLocal(context, validated);
  const config = processPluginOptions(validated, context);
  return {
    ...theme,
    async postBuild(props) {
      for (const {outDir, paths} of processDocInfos(props, config)) {
        const parts = await scanPages(paths, config);
        const files = indexFilesByContext(parts, props.baseUrl, SECTION_CONTEXTS, ALL_SECTIONS_CONTEXT);
        await Promise.all([...files].map(([ctx, file]) => writeFile(path.join(outDir, indexFileName(ctx)), JSON.stringify(file))));
      }
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Only the theme's own imports: requests from anywhere else, ours included, resolve as usual.
      const inTheme = (request: RegExp, file: string) =>
        new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {request: string; context: string}) => {
          if (resource.context.includes(THEME_DIR)) resource.request = file;
        });
      return {plugins: [inTheme(THEME_WORKER, WORKER), inTheme(THEME_MARK_JS, LAZY_MARK)]};
    },
  };
}

searchTheme.validateOptions = validateOptions;
