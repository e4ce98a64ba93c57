/**
 * The entry point of @easyops-cn/docusaurus-search-local 0.52.1 (its `main`,
 * dist/server/server/index.js), which src/plugins/search wraps. The package
 * types only its options; this adds the plugin factory and option validator
 * its entry point exports. Nothing else of the package is imported by the site
 * (see CONTRIBUTING.md).
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

declare module '@easyops-cn/docusaurus-search-local' {
  export default function searchLocal(context: LoadContext, options: Required<PluginOptions>): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}
