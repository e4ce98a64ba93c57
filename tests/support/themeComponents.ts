/**
 * Lets a unit test import one of our swizzled theme components (src/theme/...)
 * outside the bundler: `@theme/...` requests resolve to theme-classic's own
 * TypeScript sources (what the component would get had it not been swizzled in
 * turn), and CSS modules load as objects whose class names are their keys.
 * Import this module before the component.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {answerRequests} from './answerRequests';

const require = createRequire(__filename);
const THEME_CLASSIC_SOURCES = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'src', 'theme');

answerRequests((request) => {
  const themed = /^@theme\/(.+)$/.exec(request);
  return themed ? require.resolve(path.join(THEME_CLASSIC_SOURCES, themed[1])) : undefined;
});

require.extensions['.css'] = (module, filename) => {
  if (!filename.endsWith('.module.css')) throw new Error(`a unit test imported global CSS: ${filename}`);
  const classNames = new Proxy({}, {get: (_, key) => (typeof key === 'string' ? key : undefined)});
  module.exports = {__esModule: true, default: classNames};
};
