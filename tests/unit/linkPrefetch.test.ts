/**
 * src/clientModules/linkPrefetch: the links' prefetches skip the page being
 * read and pages already asked for, and run one by one when scheduled; the
 * lifecycle installs the wrapper once, keeping Docusaurus's preload.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {onRouteDidUpdate, withLightPrefetch} from '../../src/clientModules/linkPrefetch';
import {restoresGlobals} from '../support/globals';

const ORIGIN = 'https://prism.example';

function inBrowserAt(pathname: string): void {
  Object.assign(globalThis, {window: {location: {href: `${ORIGIN}${pathname}`, pathname}}});
}

/** Docusaurus's window.docusaurus, recording what it was asked to do. */
function recordingDocusaurus() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  return {
    prefetched,
    preloaded,
    docusaurus: {
      prefetch: (url: string) => (prefetched.push(url), false as const),
      preload: (url: string) => (preloaded.push(url), false as const),
    },
  };
}

describe('link prefetch', () => {
  restoresGlobals('window', 'requestIdleCallback');

  test('a link to the page being read, or to a page already asked for, prefetches nothing', () => {
    inBrowserAt('/base/rfc/rfc-012/');
    const {docusaurus, prefetched} = recordingDocusaurus();
    const tasks: Array<() => void> = [];
    const light = withLightPrefetch(docusaurus, (task) => tasks.push(task));
    for (const url of [
      '/base/rfc/rfc-012/#motivation',
      '#design',
      '/base/rfc/rfc-012/',
      '/base/adr/adr-001/',
      '/base/adr/adr-001/#context',
      '/base/adr/adr-001/?x=1',
    ]) {
      assert.equal(light.prefetch(url), false);
    }
    assert.equal(tasks.length, 1, 'one page to fetch: ADR-001');
    assert.deepEqual(prefetched, [], 'nothing runs until the main thread is idle');
    for (const task of tasks) task();
    assert.deepEqual(prefetched, ['/base/adr/adr-001/']);
  });

  test('each other page is prefetched in a task of its own, as Docusaurus would', () => {
    inBrowserAt('/base/');
    const {docusaurus, prefetched} = recordingDocusaurus();
    const tasks: Array<() => void> = [];
    const light = withLightPrefetch(docusaurus, (task) => tasks.push(task));
    light.prefetch('/base/adr/');
    light.prefetch('/base/rfc/');
    assert.equal(tasks.length, 2);
    tasks[1]();
    assert.deepEqual(prefetched, ['/base/rfc/']);
  });

  test("preload is Docusaurus's own, and the wrapper is frozen like the original", () => {
    inBrowserAt('/base/');
    const {docusaurus, preloaded} = recordingDocusaurus();
    const light = withLightPrefetch(docusaurus, () => undefined);
    light.preload('/base/adr/');
    assert.deepEqual(preloaded, ['/base/adr/']);
    assert.ok(Object.isFrozen(light));
  });

  test('without requestIdleCallback the prefetch still happens, on a timer', async () => {
    inBrowserAt('/base/');
    const {docusaurus, prefetched} = recordingDocusaurus();
    withLightPrefetch(docusaurus).prefetch('/base/adr/');
    assert.deepEqual(prefetched, []);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(prefetched, ['/base/adr/']);
  });

  test('with requestIdleCallback, each prefetch waits for an idle moment, at most two seconds', () => {
    inBrowserAt('/base/');
    const {docusaurus, prefetched} = recordingDocusaurus();
    const idle: Array<{task: () => void; timeout?: number}> = [];
    Object.assign(globalThis, {
      requestIdleCallback: (task: () => void, options?: {timeout?: number}) => idle.push({task, timeout: options?.timeout}),
    });
    try {
      withLightPrefetch(docusaurus).prefetch('/base/adr/');
    } finally {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    }
    assert.deepEqual(
      idle.map(({timeout}) => timeout),
      [2000],
    );
    idle[0].task();
    assert.deepEqual(prefetched, ['/base/adr/']);
  });

  test('the first route update installs the wrapper on window.docusaurus, once', () => {
    inBrowserAt('/base/');
    const {docusaurus, prefetched} = recordingDocusaurus();
    const browserWindow = (globalThis as unknown as {window: {docusaurus: typeof docusaurus}}).window;
    browserWindow.docusaurus = docusaurus;
    onRouteDidUpdate();
    const installed = browserWindow.docusaurus;
    assert.notEqual(installed, docusaurus);
    onRouteDidUpdate();
    assert.equal(browserWindow.docusaurus, installed, 'not wrapped twice');
    assert.equal(installed.prefetch('/base/'), false);
    assert.deepEqual(prefetched, [], 'the page being read');
  });
});
