import type {LoadContext, Plugin} from '@docusaurus/types';
import {fasterOption} from '../../config/faster';

const PRESET_ENV = 'postcss-preset-env';

/**
 * Two costs taken out of the PostCSS step every stylesheet goes through:
 *
 * - No search for a PostCSS config file. postcss-loader looks for one (with
 *   cosmiconfig, up the directory tree) for every stylesheet unless told not
 *   to: a quarter of a second of a cold build. The site configures PostCSS here
 *   and nowhere else.
 * - With Faster's LightningCSS minimizer on, the browser targets (browserslist
 *   in package.json) are applied to the CSS once, by LightningCSS, when it
 *   minifies: vendor prefixes and syntax lowering. Docusaurus also runs
 *   postcss-preset-env over every stylesheet for the same purpose, on the main
 *   thread, where it was a tenth of the JavaScript time of a cold build; that
 *   duplicate goes. Without LightningCSS (the default webpack pipeline) the
 *   plugins stay as they are.
 */
export default function cssPipelinePlugin(context: LoadContext): Plugin {
  const lightningCss = fasterOption(context.siteConfig, 'lightningCssMinimizer');
  // Entries are [module path, options] pairs, as Docusaurus adds them.
  const isPresetEnv = (plugin: unknown) => String(Array.isArray(plugin) ? plugin[0] : plugin).includes(PRESET_ENV);
  return {
    name: 'css-pipeline',
    configurePostCss(options) {
      const plugins = lightningCss ? options.plugins.filter((plugin: unknown) => !isPresetEnv(plugin)) : options.plugins;
      return {...options, config: false, plugins};
    },
  };
}
