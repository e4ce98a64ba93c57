import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions, type PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SECTIONS} from '../../config/sections';
import {replaceImportsWithin} from '../replaceImportsWithin';
import {contextOfUrl} from './indexFiles';
import {pagesToIndex} from './pagesToIndex';
import {scanPages} from './scanPages';
import {TITLES} from './searchDocuments';
import {withSectionInTrail} from './sectionTrail';
import {writeTermIndex} from './writeTermIndex';

/** The theme's client side of its worker, as its search bar and results page import it. */
const THEME_SEARCH_BY_WORKER = /^\.\.\/searchByWorker$/;
/** The theme's code and its generated modules (.docusaurus/@easyops-cn/docusaurus-search-local). */
const THEME_DIR = `${path.sep}docusaurus-search-local${path.sep}`;
const SEARCH_BY_WORKER = path.join(__dirname, 'searchByWorker.ts');
const SEARCH_BAR_BY_WORKER = path.join(__dirname, 'searchBarByWorker.ts');
/** The results page's hook that reads and writes the query in the address. */
const THEME_SEARCH_QUERY = /^\.\.\/hooks\/useSearchQuery$/;
const SEARCH_QUERY = path.join(__dirname, 'searchQuery.ts');
/** The folder of the theme's search bar component. */
const THEME_SEARCH_BAR = `${path.sep}SearchBar`;
/** mark.js, as the theme's generated module imports it (by absolute path). */
const THEME_MARK_JS = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const LAZY_MARK = path.join(__dirname, 'lazyMark.ts');
/**
 * The bundler's default vendor group (every module under node_modules) but for
 * lunr. Only the search worker uses lunr, and split off it would be a second
 * script the starting worker loads after its own, in a row, with importScripts.
 */
const VENDORS_BUT_LUNR = {test: /[\\/]node_modules[\\/](?!lunr[\\/])/, priority: -10, reuseExistingChunk: true};

/**
 * @easyops-cn/docusaurus-search-local (its search bar, results page, options
 * and lunr) with the site's own index: every section's full text, split by
 * term (./termIndex), so a search from any page downloads only the postings
 * of its words and the text of its results (./shardedIndex, in ./worker).
 *
 * The theme's hooks are called, then added to:
 * - postBuild: the theme's runs with its own indexer given no pages
 *   (`indexDocs`, `indexPages` off, so it writes an empty index quickly);
 *   then ./pagesToIndex picks the pages the theme would index, ./scanPages
 *   reads them as the theme does, ./sectionTrail names each page's section in
 *   its breadcrumb, and ./writeTermIndex writes the term index.
 * - configureWebpack: the theme's result (none in 0.52.1; externals for
 *   its optional `open-ask-ai` import in 0.55), plus three module
 *   replacements inside the theme's own code: its client side of the worker
 *   by ./searchByWorker (running ./worker; the search bar's by
 *   ./searchBarByWorker), its results page's `useSearchQuery` by
 *   ./searchQuery (which leaves the address alone while the page hydrates),
 *   and mark.js by ./lazyMark (fetched only when there are terms to mark);
 *   and in the browser's bundle, lunr kept in the worker's own script.
 * Every dependency on the theme's internals is listed in UPSTREAM.md.
 */
export default function searchTheme(context: LoadContext, validated: unknown): Plugin {
  const options = validated as Required<PluginOptions>; // by validateOptions, below
  return withSiteIndex(searchLocal(context, {...options, indexDocs: false, indexPages: false, indexBlog: false}), options);
}

/**
 * The theme's plugin with the hooks above composed: each calls the theme's own
 * (as a method of the theme) and adds to its result, so whatever a newer theme
 * returns (externals, aliases, rules) reaches the build.
 * tests/unit/searchTheme.test.ts holds every key of the theme's results.
 */
export function withSiteIndex(theme: Plugin, options: Required<PluginOptions>): Plugin {
  const sectionPaths = [options.docsRouteBasePath].flat();
  return {
    ...theme,
    async postBuild(props) {
      await theme.postBuild?.(props);
      const pages = pagesToIndex(props, sectionPaths);
      const scanOptions = {ignoreCssSelectors: [options.ignoreCssSelectors].flat(), forceIgnoreNoIndex: options.forceIgnoreNoIndex};
      const parts = await scanPages(pages, scanOptions);
      const sectionOf = (url: string) => SECTIONS.find((s) => s.path === contextOfUrl(url, props.baseUrl, sectionPaths))?.label;
      parts[TITLES] = withSectionInTrail(parts[TITLES], sectionOf);
      await writeTermIndex(props.outDir, parts);
    },
    configureWebpack(config, isServer, utils, content) {
      const theirs = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      // Only the theme's own imports: requests from anywhere else, ours included, resolve as usual.
      const inTheme = (request: RegExp, file: (context: string) => string) => replaceImportsWithin(utils, THEME_DIR, request, file);
      const searchByWorker = (context: string) => (context.endsWith(THEME_SEARCH_BAR) ? SEARCH_BAR_BY_WORKER : SEARCH_BY_WORKER);
      return {
        ...theirs,
        ...(isServer ? {} : {optimization: withVendorsButLunr(theirs.optimization)}),
        plugins: [
          ...(theirs.plugins ?? []),
          inTheme(THEME_SEARCH_BY_WORKER, searchByWorker),
          inTheme(THEME_SEARCH_QUERY, () => SEARCH_QUERY),
          inTheme(THEME_MARK_JS, () => LAZY_MARK),
        ],
      };
    },
  };
}

type Optimization = Parameters<NonNullable<Plugin['configureWebpack']>>[0]['optimization'];

/** The theme's optimization settings, if any, with VENDORS_BUT_LUNR as the vendor group. */
function withVendorsButLunr(optimization: Optimization): Optimization {
  const splitChunks = optimization?.splitChunks || {};
  return {...optimization, splitChunks: {...splitChunks, cacheGroups: {...splitChunks.cacheGroups, defaultVendors: VENDORS_BUT_LUNR}}};
}

searchTheme.validateOptions = validateOptions;
