import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Gives src/diagrams/Diagram its drawings: `@prism/diagram-markup` is the store
 * itself in the server bundle, which renders the HTML, and a reader of the HTML
 * (or a lazy loader) in the browser's. See src/types/diagram-markup.d.ts.
 */
export default function diagramsPlugin(): Plugin {
  return {
    name: 'prism-diagrams',
    configureWebpack(_config, isServer) {
      const markup = path.join(__dirname, 'markup', isServer ? 'server.ts' : 'client.ts');
      return {resolve: {alias: {'@prism/diagram-markup$': markup}}};
    },
  };
}
