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

async function start(): Promise<void> {
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
