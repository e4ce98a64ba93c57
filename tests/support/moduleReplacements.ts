/**
 * Bundler utils for tests of our plugins' configureWebpack hooks: a bundler whose
 * NormalModuleReplacementPlugin only records what it was given, so a test can
 * see that a hook adds no module replacement of its own.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

export class NormalModuleReplacementPlugin {
  constructor(
    readonly request: RegExp,
    readonly replace: (resource: {request: string; context: string}) => void,
  ) {}
}

export const bundlerUtils = {
  currentBundler: {name: 'webpack', instance: {NormalModuleReplacementPlugin}},
} as unknown as ConfigureWebpackUtils;
