/**
 * Lets a unit test import one of our swizzled theme components (src/theme/...)
 * outside the bundler: `@theme/...` requests resolve to theme-classic's own
 * TypeScript sources (what the component would get had it not been swizzled in
 * turn), and CSS modules load as objects whose class names are their keys.
 * Import this module before the component.
 */
import Module, {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);
const THEME_CLASSIC_SOURCES = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'src', 'theme');

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as {_resolveFilename: ResolveFilename};
const resolveFilename = moduleInternals._resolveFilename;
moduleInternals._resolveFilename = function resolveThemeAlias(this: unknown, request, ...rest) {
  const themed = /^@theme\/(.+)$/.exec(request);
  return resolveFilename.call(this, themed ? path.join(THEME_CLASSIC_SOURCES, themed[1]) : request, ...rest);
};

require.extensions['.css'] = (module, filename) => {
  if (!filename.endsWith('.module.css')) throw new Error(`a unit test imported global CSS: ${filename}`);
  const classNames = new Proxy({}, {get: (_, key) => (typeof key === 'string' ? key : undefined)});
  module.exports = {__esModule: true, default: classNames};
};
