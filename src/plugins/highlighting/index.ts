import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismThemesCss} from '../../highlighting/themeCss';

/** The classic theme's client module that loads `prism.additionalLanguages` (its `getClientModules`, resolved as Docusaurus does). */
export const THEME_GRAMMAR_CLIENT_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');

/**
 * Points `prism-react-renderer`, in the browser and server bundles only, at
 * src/highlighting: Prism with just the grammars our documents use, and a
 * `Highlight` with the same output, instead of the package's Prism with some
 * forty grammars in every page's main.js. The alias is exact (`$`), so only the
 * bare import is replaced; Node code such as the site config's `themes` import
 * keeps the real package.
 *
 * That `Highlight` writes class names, not colours: this plugin turns the
 * config's `prism.theme` and `prism.darkTheme` into a stylesheet for both
 * colour modes (src/highlighting/themeCss.ts), written to the generated files
 * when the site loads and added to every page as a client module.
 *
 * Our Prism loads its grammars itself (src/highlighting/loadGrammars.ts), so
 * Prism is bundled only with the code blocks that use it. Docusaurus's classic
 * theme would load `prism.additionalLanguages` from a client module, which
 * puts Prism and every grammar in every page's main.js (13 KiB of gzipped
 * script, run as each page starts); that module is resolved to nothing here.
 */
export default function highlightingPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig;
  if (!prism?.theme || !prism.darkTheme) throw new Error('highlighting plugin: the site config sets no prism.theme and prism.darkTheme');
  const stylesheet = path.join(context.generatedFilesDir, 'highlighting', 'prism-themes.css');
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, prismThemesCss({light: prism.theme, dark: prism.darkTheme}));
  return {
    name: 'highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(context.siteDir, 'src', 'highlighting', 'index.ts'),
            [`${THEME_GRAMMAR_CLIENT_MODULE}$`]: false,
          },
        },
      };
    },
    getClientModules() {
      return [stylesheet];
    },
  };
}
