/**
 * For tests of our plugins' module replacements (src/plugins/replaceImportsWithin.ts):
 * bundler utils whose NormalModuleReplacementPlugin only records what it was
 * given, and the request a file ends up with after the recorded replacements.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

export interface ReplacedResource {
  request: string;
  context: string;
}

export class NormalModuleReplacementPlugin {
  constructor(
    readonly request: RegExp,
    readonly replace: (resource: ReplacedResource) => void,
  ) {}
}

export const bundlerUtils = {
  currentBundler: {name: 'webpack', instance: {NormalModuleReplacementPlugin}},
} as unknown as ConfigureWebpackUtils;

/** The request a file in the folder `context` ends up with after every replacement that matches it. */
export function replacedRequest(replacements: readonly NormalModuleReplacementPlugin[], request: string, context: string): string {
  const resource = {request, context};
  for (const {request: pattern, replace} of replacements) if (pattern.test(resource.request)) replace(resource);
  return resource.request;
}
