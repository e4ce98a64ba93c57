/**
 * `@docusaurus/ComponentCreator` in the client bundle (src/plugins/staged-start
 * aliases it): the generated route table calls it once per route as it loads,
 * 531 times, and each call flattens the route's chunk names, looks them up in
 * the chunk registry and builds a react-loadable component, on every page load
 * and before anything renders (about 20 ms of main thread on this machine,
 * 80 ms at a phone's speed). A reader needs the one route they are on, and the
 * one they open next. So each call returns a stand-in that makes the route's
 * component the first time it is rendered or preloaded, the only two uses
 * Docusaurus makes of it (its `preload()` before hydrating and before a
 * navigation, and rendering the matched route).
 */
import React, {type ComponentType, type ReactNode} from 'react';
import createRouteComponent from '@prism/docusaurus-component-creator';

/** What Docusaurus's ComponentCreator returns: a react-loadable component. */
type RouteComponent = ComponentType<Record<string, unknown>> & {preload(): Promise<unknown>};

export default function lazyRouteComponent(path: string, hash: string): RouteComponent {
  let made: RouteComponent | undefined;
  const routeComponent = () => (made ??= createRouteComponent(path, hash) as RouteComponent);
  const Route = (props: Record<string, unknown>): ReactNode => {
    const Made = routeComponent();
    return <Made {...props} />;
  };
  return Object.assign(Route, {preload: () => routeComponent().preload()});
}
