/**
 * Docusaurus's own client entry (`@docusaurus/core/lib/client/clientEntry.js`),
 * which src/plugins/staged-start points this name at and
 * src/plugins/staged-start/clientStart.ts imports last. It exports nothing: it
 * hydrates the page when evaluated.
 */
declare module '@prism/docusaurus-client-entry' {}

/** Docusaurus's client app (`@docusaurus/core/lib/client/App.js`), which the staged entry evaluates a step before the entry. */
declare module '@prism/docusaurus-client-app' {
  import type {ReactNode} from 'react';
  export default function App(): ReactNode;
}

/**
 * Docusaurus's `@docusaurus/ComponentCreator` (`@docusaurus/core/lib/client/exports/ComponentCreator.js`),
 * under the name src/plugins/staged-start gives it once `@docusaurus/ComponentCreator` is our lazy one.
 */
declare module '@prism/docusaurus-component-creator' {
  import type {ComponentType} from 'react';
  export default function ComponentCreator(
    path: string,
    hash: string,
  ): ComponentType<Record<string, unknown>> & {preload(): Promise<unknown>};
}
