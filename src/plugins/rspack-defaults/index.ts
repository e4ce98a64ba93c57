import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus 3.9.1 sets Rspack's `experiments.lazyBarrel`, which the Rspack it
 * installs (1.6 and later) enables by default and reports as deprecated on every
 * build and start. Removing the key keeps the same behaviour without the
 * warning. Docusaurus 3.10 no longer sets it; this plugin can go with the upgrade.
 */
export default function rspackDefaultsPlugin(): Plugin {
  return {
    name: 'rspack-defaults',
    configureWebpack(config) {
      const experiments = config.experiments as Record<string, unknown> | undefined;
      if (experiments && 'lazyBarrel' in experiments && experiments.lazyBarrel === true) delete experiments.lazyBarrel;
      return {};
    },
  };
}
