import path from 'node:path';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions, type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {collectTagPages, withSharedTagPages} from './tagPages';

/** Renders one tag page from the shared module: src/components/SharedTagPage. */
export const SHARED_TAG_PAGE = '@site/src/components/SharedTagPage';

/**
 * The docs plugin, except that its tag pages share one data module per section
 * instead of one each. Every module a route uses is listed in the route
 * registry that every page of the site loads first; the 365 tag pages' own
 * modules were most of it (about 15 KiB gzip on every page). A tag page now
 * loads its section's tag data (documents listed once), and renders the
 * theme's own tag page component with exactly the props it had.
 */
async function docsWithSharedTagPages(context: LoadContext, validated: unknown): Promise<Plugin<LoadedContent>> {
  const options = validated as PluginOptions; // by validateOptions, below
  const docs = await pluginContentDocs(context, options);
  return {
    ...docs,
    async contentLoaded(args) {
      const routes: RouteConfig[] = [];
      await docs.contentLoaded!({...args, actions: {...args.actions, addRoute: (route) => routes.push(route)}});
      const tagPage = options.docTagDocListComponent;
      const written = await args.actions.createData('tag-pages.json', JSON.stringify(collectTagPages(routes, tagPage)));
      const module = generatedAlias(context.generatedFilesDir, written);
      for (const route of withSharedTagPages(routes, tagPage, {component: SHARED_TAG_PAGE, module})) args.actions.addRoute(route);
    },
  };
}

/**
 * A file `createData` wrote, by the `@generated` alias instead of its absolute
 * path, as Docusaurus names its own generated modules. The route registry
 * ships each module's path in every page's script and names its chunk after
 * it: an absolute path put the builder's folder in the published site and gave
 * each checkout its own chunk names.
 */
export function generatedAlias(generatedFilesDir: string, file: string): string {
  const relative = path.relative(generatedFilesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${file} is not under ${generatedFilesDir}`);
  return path.posix.join('@generated', ...relative.split(path.sep));
}

docsWithSharedTagPages.validateOptions = validateOptions as PluginModule['validateOptions'];

// PluginModule types its plugin's content as unknown; the docs plugin's own default export is typed the same way as ours.
export default docsWithSharedTagPages as PluginModule;
