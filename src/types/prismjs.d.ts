/**
 * Prism's core on its own (src/highlighting/prism.ts), without the handful of
 * grammars the `prismjs` main module adds; typed like the main module.
 */
declare module 'prismjs/components/prism-core' {
  const Prism: typeof import('prismjs');
  export default Prism;
}
