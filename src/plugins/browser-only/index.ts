import type {Plugin} from '@docusaurus/types';

/**
 * Libraries the pages use only in the browser, never while rendering HTML:
 * mermaid draws a diagram once it comes near the viewport (src/theme/Mermaid),
 * which never happens on the server. The server
 * bundle is a single file that still compiles every lazy import, so without
 * this it parsed all of mermaid and its dependencies (several MB) on every
 * build for code that never runs there.
 */
export const BROWSER_ONLY_MODULES = ['mermaid'] as const;

export default function browserOnlyPlugin(): Plugin {
  return {
    name: 'browser-only-modules',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {resolve: {alias: Object.fromEntries(BROWSER_ONLY_MODULES.map((name) => [`${name}$`, false]))}};
    },
  };
}
