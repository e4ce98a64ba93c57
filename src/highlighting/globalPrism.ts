/**
 * Prism's core, as it loads, reads `Prism.manual` from the global object and,
 * unless it is true, highlights every `<code>` element once the DOM is ready,
 * rewriting the markup React rendered (and breaking hydration). ./prism.ts
 * imports this module before the core, so the core finds `{manual: true}`,
 * then the grammars (./loadGrammars, which put the core on the global object
 * while they load), and calls `restoreGlobalPrism()` after them, so nothing is
 * left on `window`.
 */
const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;

scope.Prism = {manual: true};

export function restoreGlobalPrism(): void {
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
}
