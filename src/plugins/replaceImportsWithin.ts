import type {Plugin} from '@docusaurus/types';

type ConfigureWebpackUtils = Parameters<NonNullable<Plugin['configureWebpack']>>[2];

/**
 * A bundler plugin that gives `request`, when a file under `dir` imports it,
 * the module `file` names for the importing file's folder. Imports of the same
 * request from anywhere else, ours included, resolve as usual.
 */
export function replaceImportsWithin(
  {currentBundler}: ConfigureWebpackUtils,
  dir: string,
  request: RegExp,
  file: (context: string) => string,
) {
  return new currentBundler.instance.NormalModuleReplacementPlugin(request, (resource: {request: string; context: string}) => {
    if (resource.context.includes(dir)) resource.request = file(resource.context);
  });
}
