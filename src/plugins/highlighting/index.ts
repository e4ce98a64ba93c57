import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points `prism-react-renderer`, in the browser and server bundles only, at
 * src/highlighting: Prism with just the grammars our documents use, and a
 * `Highlight` with the same output, instead of the package's Prism with some
 * forty grammars in every page's main.js. The alias is exact (`$`), so only the
 * bare import is replaced; Node code such as the site config's `themes` import
 * keeps the real package.
 */
export default function highlightingPlugin(context: LoadContext): Plugin {
  return {
    name: 'highlighting',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(context.siteDir, 'src', 'highlighting', 'index.ts')}}};
    },
  };
}
