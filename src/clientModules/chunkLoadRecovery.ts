import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * When a page's own code fails to load on the first visit (a flaky network, a
 * deploy that replaced the chunks), Docusaurus 3.9.1 never starts the app and
 * says nothing: its client entry preloads the route without a catch. This
 * module, which runs before that preload, turns the failure into what the spec
 * asks for: a logged warning and error text with a Retry button above the
 * server-rendered page. Failures after hydration are Docusaurus's own to handle
 * (it reloads the page on the next navigation).
 */
export const RETRY_MESSAGE = 'Part of this page could not be loaded, so search and navigation are unavailable.';

export function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message));
}

function showRetry(): void {
  if (document.getElementById('prism-load-error')) return;
  const alert = document.createElement('div');
  alert.id = 'prism-load-error';
  alert.className = 'alert alert--danger prism-load-error';
  alert.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.className = 'margin-bottom--sm';
  text.textContent = RETRY_MESSAGE;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(text, retry);
  // Fixed under the navbar (see custom.css): in the page flow, the docs sidebar's
  // negative top margin would cover it.
  document.body.append(alert);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (hydrated || !isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn(`Page content failed to load: ${event.reason.message}`);
    showRetry();
  });
}
