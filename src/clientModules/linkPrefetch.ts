type Docusaurus = Window['docusaurus'];

/** How long a prefetch may wait for the main thread to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the main thread is idle (or soon, where the browser cannot tell). */
type Scheduler = (task: () => void) => void;

const whenIdle: Scheduler = (task) =>
  typeof requestIdleCallback === 'function' ? void requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS}) : void setTimeout(task, 0);

/** The page a link leads to: its path, without query or fragment. */
function pageOf(url: string): string {
  return new URL(url, window.location.href).pathname;
}

/**
 * `window.docusaurus` with a lighter `prefetch`, the function every internal
 * <Link> calls once it scrolls into view (@docusaurus/core 3.9.1, one
 * IntersectionObserver per link). Each call matches the link's route and scans
 * every route's chunk names, all in the one task that delivers the observers'
 * notifications: after hydration, the sidebar, the table of contents and the
 * article's links made it a long task, and tables of contents link to the page
 * being read. Here a link to the page being read, or to a page already asked
 * for, costs nothing, and each other prefetch runs on its own when the main
 * thread is idle. `preload` (on hover, before a navigation) is untouched.
 */
export function withLightPrefetch(docusaurus: Docusaurus, schedule: Scheduler = whenIdle): Docusaurus {
  const asked = new Set<string>();
  return Object.freeze({
    ...docusaurus,
    prefetch(url: string) {
      const page = pageOf(url);
      if (page === window.location.pathname || asked.has(page)) return false;
      asked.add(page);
      schedule(() => void docusaurus.prefetch(url));
      return false;
    },
  });
}

let installed = false;

/**
 * A client module's lifecycle: after the first page has rendered, when the
 * client entry has set `window.docusaurus` and before the links' observers
 * report (they do so with the next frame).
 */
export function onRouteDidUpdate(): void {
  if (installed) return;
  installed = true;
  window.docusaurus = withLightPrefetch(window.docusaurus);
}
