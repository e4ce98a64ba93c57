import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {prismThemesCss} from '../../highlighting/themeCss';

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
      return {resolve: {alias: {'prism-react-renderer$': path.join(context.siteDir, 'src', 'highlighting', 'index.ts')}}};
    },
    getClientModules() {
      return [stylesheet];
    },
  };
}
