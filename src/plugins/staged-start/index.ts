import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {STARTER_FILE} from './ssrTemplate';

/** Docusaurus's own client entry, as the staged entry imports it last. */
export const CLIENT_ENTRY = '@prism/docusaurus-client-entry';

/** Docusaurus's client app (the `./App` beside its entry), a step of its own. */
export const CLIENT_APP = '@prism/docusaurus-client-app';

/** Docusaurus's route component creator, as our lazy one imports it. */
export const COMPONENT_CREATOR = '@prism/docusaurus-component-creator';

/** The name the generated route table imports the creator by (Docusaurus aliases it; ours replaces that alias). */
export const ROUTE_TABLE_CREATOR = '@docusaurus/ComponentCreator';

/** Our creator: src/plugins/staged-start/lazyRouteComponent.tsx. */
export const LAZY_CREATOR = path.join(__dirname, 'lazyRouteComponent.tsx');

/** Our client entry: src/plugins/staged-start/clientStart.ts. */
export const STAGED_ENTRY = path.join(__dirname, 'clientStart.ts');

/**
 * Starts the client after the page has painted, and in steps instead of one
 * task. Docusaurus's client entry imports React, every route (530 route
 * objects and loaders), the client modules (the Prism grammars among them) and
 * the layout at once, so on a phone the page's script ran as one long task, and
 * the browser often held the first paint until after it. The page template
 * (ssrTemplate.ts) preloads the scripts and runs them once the page reports its
 * first contentful paint; our entry then evaluates the heaviest of those
 * modules one task each (the app, with the layout and the theme, among them),
 * and imports Docusaurus's entry last, which finds them evaluated and hydrates
 * as before. The route table makes each route's component when it is first
 * needed (./lazyRouteComponent.tsx), not all 531 as it loads. Only the client
 * bundle and the HTML's script tags change; the server renders as it did.
 */
export default function stagedStartPlugin(context: LoadContext): Plugin {
  return {
    name: 'staged-start',
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', attributes: {src: `${context.baseUrl}${STARTER_FILE}`, defer: true}}],
    }),
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (typeof config.entry !== 'string') {
        throw new Error(
          `staged-start: expected Docusaurus's client entry to be one module path, got ${JSON.stringify(config.entry)}; see UPSTREAM.md`,
        );
      }
      const clientDir = path.dirname(config.entry);
      return {
        entry: STAGED_ENTRY,
        resolve: {
          alias: {
            [CLIENT_ENTRY]: config.entry,
            [CLIENT_APP]: path.join(clientDir, 'App.js'),
            [ROUTE_TABLE_CREATOR]: LAZY_CREATOR,
            [COMPONENT_CREATOR]: path.join(clientDir, 'exports', 'ComponentCreator.js'),
          },
        },
      };
    },
  };
}
