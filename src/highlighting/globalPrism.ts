/**
 * Prism's core and grammar files talk to Prism through the global object, and
 * ./prism.ts imports this module before them so that two things hold:
 *
 * - The core, as it loads, reads `Prism.manual` from the global object and,
 *   unless it is true, highlights every `<code>` element once the DOM is ready,
 *   rewriting the markup React rendered (and breaking hydration).
 * - The grammar files (`Prism.languages.go = ...`) find the Prism object the
 *   core has just put on the global object.
 *
 * `restoreGlobalPrism()` undoes both once the grammars are in, so that nothing
 * is left on `window` after main.js has loaded.
 */
const scope = globalThis as {Prism?: unknown};
const before = scope.Prism;

scope.Prism = {manual: true};

export function restoreGlobalPrism(): void {
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
}
