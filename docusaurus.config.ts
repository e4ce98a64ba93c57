import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {readBuildInfo} from './src/config/buildInfo';
import {firstPaintAfterNavbar} from './src/config/firstPaint';
import {sectionInstances} from './src/config/docsInstances';
import {gitHistory, showLastUpdate} from './src/config/gitHistory';
import {markdownHooks} from './src/config/markdownHooks';
import {parseFrontMatter} from './src/config/parseFrontMatter';
import {copyrightLine, footerLinks, navbarItems, workflowUrls} from './src/config/navigation';
import {readSiteLocation} from './src/config/site';
import {searchOptions} from './src/config/search';
import {customisationsLeftOut, type OptionalCustomisation} from './src/config/withoutCustomisations';
import {redirectsToExisting, retiredTagRedirects} from './src/config/tagRedirects';
import {livePreviewOptions} from './src/diagrams/settings';
import diagramsPlugin from './src/diagrams/plugin';
import designRecordPlugin from './src/plugins/design-record';
import finishPagesPlugin from './src/plugins/finish-pages';
import highlightingPlugin from './src/plugins/highlighting';
import searchTheme from './src/plugins/search';
import docsWithSharedTagPages from './src/plugins/shared-tag-pages';
import rspackDefaultsPlugin from './src/plugins/rspack-defaults';
import authorErrorsPlugin from './src/plugins/author-errors';
import urlGuardPlugin from './src/plugins/url-guard';
import packageJson from './package.json';

// No HTML minification. With Faster's SWC minifier the pages omit optional end
// tags, which no HTML validator can check; the default (html-minifier-terser)
// took 3 of the 5 seconds of static rendering; gzipped pages grow only ~2%.
// Set here so every build skips it; the SSG worker threads read it at startup.
// (A build rendering on the main thread, on a 1-CPU machine, still minifies.)
process.env.SKIP_HTML_MINIFICATION ??= 'true';

// Diagrams reach the pages drawn ahead of time (src/diagrams). Only `npm start`
// draws in the browser, for a diagram an author is editing that has no drawing
// yet; a production build has no Mermaid at all.
const liveDiagrams = process.env.NODE_ENV !== 'production';

const site = readSiteLocation();
const build = readBuildInfo(packageJson.version);
const docs = sectionInstances(site.repository, showLastUpdate(gitHistory()));
const tagRedirects = retiredTagRedirects();

// `npm run bench -- --without=NAME` builds the site without a customisation to measure what it buys.
const leftOut = customisationsLeftOut();
const unless = <T>(name: OptionalCustomisation, value: T): T[] => (leftOut.has(name) ? [] : [value]);

const config = {
  title: 'Prism',
  tagline: 'High-Performance Data Access Gateway',
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: true,
  organizationName: site.repository.split('/')[0],
  projectName: site.repository.split('/')[1],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },

  future: {
    // Each v4 flag by name, not `v4: true`: that shortcut also turns on every flag
    // a minor release adds (3.10's siteStorageNamespacing moves the colour mode to
    // another localStorage key).
    v4: {
      // Required by ssgWorkerThreads below; our postBuild plugins read the pages
      // from disk, not the head tags this legacy attribute carried.
      removeLegacyPostBuildHeadAttribute: true,
      // The theme's CSS sits in cascade layers, so src/css/custom.css overrides
      // it by order, not by out-specifying Infima's selectors.
      useCssCascadeLayers: true,
    },
    // swcHtmlMinimizer is off: see SKIP_HTML_MINIFICATION above.
    experimental_faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
    },
  },

  markdown: {
    format: 'detect',
    mermaid: liveDiagrams,
    hooks: markdownHooks,
    parseFrontMatter,
  },

  headTags: [firstPaintAfterNavbar],

  clientModules: [
    './src/clientModules/chunkLoadRecovery.ts',
    './src/clientModules/linkPrefetch.ts',
    ...unless('link-previews', './src/clientModules/linkPreviews.ts'),
  ],

  customFields: {
    build,
    repository: site.repository,
    workflow: workflowUrls(site.repository),
  },

  presets: [
    [
      'classic',
      {
        docs: docs.main,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...docs.others.map((options): PluginConfig => [docsWithSharedTagPages, options]),
    designRecordPlugin,
    diagramsPlugin,
    ...unless('highlighting', highlightingPlugin),
    urlGuardPlugin,
    rspackDefaultsPlugin,
    authorErrorsPlugin,
    [finishPagesPlugin, {redirects: tagRedirects.map((r) => r.from)}],
    ['@docusaurus/plugin-client-redirects', {createRedirects: redirectsToExisting(tagRedirects)}],
  ],

  themes: [...(liveDiagrams ? ['@docusaurus/theme-mermaid'] : []), [searchTheme, searchOptions]],

  themeConfig: {
    metadata: [
      {name: 'theme-color', content: '#6366f1'},
      {name: 'viewport', content: 'width=device-width, initial-scale=1.0, maximum-scale=5.0'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Prism',
      hideOnScroll: false,
      logo: {alt: 'Prism logo', src: 'img/logo.svg', width: 32, height: 32},
      items: navbarItems(site.repository),
    },
    footer: {
      style: 'dark',
      links: footerLinks(site.repository),
      copyright: copyrightLine(build, new Date(build.buildTime).getUTCFullYear()),
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      // The bundles get src/highlighting (a Prism core with the grammars our
      // documents use, src/highlighting/grammars.ts, and our Highlight) in place
      // of prism-react-renderer and its ~40 grammars, and src/highlighting loads
      // its grammars itself: see src/plugins/highlighting.
      additionalLanguages: [],
    },
    // The live preview of a diagram without a drawing (`npm start` only), drawn as scripts/draw-diagrams.mts draws it.
    mermaid: {theme: {light: 'neutral', dark: 'dark'}, options: livePreviewOptions},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
