import type {RouteConfig} from '@docusaurus/types';
import type {PropTagDocList, PropTagDocListDoc} from '@docusaurus/plugin-content-docs';

/**
 * Every tag page of one docs instance in one module, each document listed once:
 * tag pages by route path, each naming its documents by id, in page order.
 */
export interface SharedTagPages {
  docs: Record<string, PropTagDocListDoc>;
  tags: Record<string, Omit<PropTagDocList, 'items'> & {items: string[]}>;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

function visit(routes: readonly RouteConfig[], each: (route: RouteConfig) => RouteConfig): RouteConfig[] {
  return routes.map((route) => {
    const visited = each(route);
    return visited.routes ? {...visited, routes: visit(visited.routes, each)} : visited;
  });
}

/** The tag pages (routes rendered by `component`) among `routes` and their children. */
export function collectTagPages(routes: readonly RouteConfig[], component: string): SharedTagPages {
  const pages: SharedTagPages = {docs: {}, tags: {}};
  visit(routes, (route) => {
    if (route.component === component) {
      const {items, ...tag} = (route.props as {tag: PropTagDocList}).tag;
      for (const doc of items) pages.docs[doc.id] = doc;
      pages.tags[withoutTrailingSlash(route.path)] = {...tag, items: items.map((doc) => doc.id)};
    }
    return route;
  });
  return pages;
}

/** `routes` with every tag page rendered by `page` from the shared module instead of its own props. */
export function withSharedTagPages(
  routes: readonly RouteConfig[],
  component: string,
  page: {component: string; module: string},
): RouteConfig[] {
  return visit(routes, (route) => {
    if (route.component !== component) return route;
    const {props: _ownProps, ...rest} = route;
    return {...rest, component: page.component, modules: {...route.modules, pages: page.module}};
  });
}

/** The props one tag page's component would have had. */
export function tagPageProp(pages: SharedTagPages, routePath: string): PropTagDocList | undefined {
  const tag = pages.tags[withoutTrailingSlash(routePath)];
  return tag && {...tag, items: tag.items.map((id) => pages.docs[id])};
}
