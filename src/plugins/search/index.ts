import type {LoadContext, Plugin} from '@docusaurus/types';
import searchLocal, {validateOptions, type PluginOptions} from '@easyops-cn/docusaurus-search-local';
import {SECTIONS} from '../../config/sections';
import {contextOfUrl} from './indexFiles';
import {pagesToIndex} from './pagesToIndex';
import {scanPages} from './scanPages';
import {TITLES} from './searchDocuments';
import {withSectionInTrail} from './sectionTrail';
import {recordFields, withSiteFields} from './siteFields';
import {writeTermIndex} from './writeTermIndex';

/**
 * The bundler's default vendor group (every module under node_modules) but for
 * lunr. Only the search worker uses lunr, and split off it would be a second
 * script the starting worker loads after its own, in a row, with importScripts.
 */
const VENDORS_BUT_LUNR = {test: /[\\/]node_modules[\\/](?!lunr[\\/])/, priority: -10, reuseExistingChunk: true};

/**
 * @easyops-cn/docusaurus-search-local (its options, its /search/ route, lunr)
 * with the site's own index: every section's full text, split by term
 * (./termIndex), so a search from any page downloads only the postings of its
 * words and the text of its results (./shardedIndex, in ./worker). The search
 * box and the results page are the site's own components (src/theme/SearchBar,
 * src/theme/SearchPage), which call ./searchByWorker directly.
 *
 * The theme's hooks are called, then added to:
 * - postBuild: the theme's runs with its own indexer given no pages
 *   (`indexDocs`, `indexPages` off, so it writes an empty index quickly);
 *   then ./pagesToIndex picks the pages the theme would index, ./scanPages
 *   reads them as the theme does, ./sectionTrail names each page's section in
 *   its breadcrumb, ./siteFields adds each document's status and successor,
 *   the names its code declares and its sections about what was not chosen,
 *   and ./writeTermIndex writes the term index.
 * - configureWebpack: the theme's result (none in 0.52.1; externals for
 *   its optional `open-ask-ai` import in 0.55), and in the browser's bundle,
 *   lunr kept in the worker's own script.
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
      const scanned = await scanPages(pages, scanOptions);
      const sectionOf = (url: string) => SECTIONS.find((s) => s.path === contextOfUrl(url, props.baseUrl, sectionPaths))?.label;
      scanned.parts[TITLES] = withSectionInTrail(scanned.parts[TITLES], sectionOf);
      const {parts, notChosen} = withSiteFields(scanned, recordFields(props.plugins));
      await writeTermIndex(props.outDir, parts, notChosen);
    },
    configureWebpack(config, isServer, utils, content) {
      const theirs = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      return isServer ? theirs : {...theirs, optimization: withVendorsButLunr(theirs.optimization)};
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
