/**
 * The client bundle's entry (src/plugins/staged-start). Each step evaluates
 * modules Docusaurus's entry would evaluate anyway, in the order it reaches
 * them, so the stylesheet keeps its order: the client modules carry the first
 * CSS it meets, and nothing before them carries any.
 * tests/unit/stagedStart.test.ts reads the steps from this file and holds them
 * to Docusaurus's order.
 */

/** Resolves in a new task, after anything the browser has queued (a paint, input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Longest wait for a frame: a page opened in a background tab gets none until shown. */
const FRAME_WAIT_MS = 100;

/** Resolves once the browser has rendered a frame (or after FRAME_WAIT_MS). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Docusaurus's base-URL check (an inline script on the home page) shows its
 * "did not load properly" banner when `window.docusaurus` is still missing at
 * DOMContentLoaded, as it is when the page's scripts failed to load. Its entry
 * set it by then, and now runs later: this stands in until the entry sets its own.
 */
function announceStart(): void {
  window.docusaurus ??= Object.freeze({prefetch: () => false as const, preload: () => false as const});
}

async function start(): Promise<void> {
  announceStart();
  await afterNextFrame();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@prism/docusaurus-client-app');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@prism/docusaurus-client-entry');
}

void start();
