import type {LoadContext, Plugin} from '@docusaurus/types';

const PRESET_ENV = 'postcss-preset-env';

/**
 * With Faster's LightningCSS minimizer on, the browser targets (browserslist in
 * package.json) are applied to the CSS once, by LightningCSS, when it minifies:
 * vendor prefixes and syntax lowering. Docusaurus also runs postcss-preset-env
 * over every stylesheet for the same purpose, on the main thread, where it was
 * a tenth of the JavaScript time of a cold build. This removes that duplicate.
 * Without LightningCSS (the default webpack pipeline) nothing changes.
 */
export default function cssTargetsPlugin(context: LoadContext): Plugin {
  const lightningCss = context.siteConfig.future.experimental_faster.lightningCssMinimizer;
  return {
    name: 'css-targets',
    configurePostCss(options) {
      if (!lightningCss) return options;
      // Entries are [module path, options] pairs, as Docusaurus adds them.
      const isPresetEnv = (plugin: unknown) => String(Array.isArray(plugin) ? plugin[0] : plugin).includes(PRESET_ENV);
      return {...options, plugins: options.plugins.filter((plugin: unknown) => !isPresetEnv(plugin))};
    },
  };
}
