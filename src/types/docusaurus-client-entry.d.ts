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
