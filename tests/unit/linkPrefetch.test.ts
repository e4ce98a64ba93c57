/**
 * src/clientModules/linkPrefetch: the links' prefetches skip the page being
 * read and pages already asked for, and run one by one when scheduled, each
 * appending its links to the head one task at a time; the lifecycle installs
 * the wrapper once, keeping Docusaurus's preload.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {appendingOneByOne, onRouteDidUpdate, withLightPrefetch} from '../../src/clientModules/linkPrefetch';
import {restoresGlobals} from '../support/globals';

const ORIGIN = 'https://prism.example';

/** The document's head: appendChild on the prototype, as in the browser, recording what was appended. */
class Head {
  readonly appended: string[] = [];
  appendChild<T>(node: T): T {
    this.appended.push(String(node));
    return node;
  }
}

function inBrowserAt(pathname: string): Head {
  const head = new Head();
  Object.assign(globalThis, {window: {location: {href: `${ORIGIN}${pathname}`, pathname}}, document: {head}});
  return head;
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
  restoresGlobals('window', 'document', 'requestIdleCallback');

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

  test("a prefetch's links go into the head one task at a time, in order, after the prefetch has run", () => {
    const head = inBrowserAt('/base/');
    const tasks: Array<() => void> = [];
    const appendedDuringPrefetch: string[] = [];
    appendingOneByOne(
      () => {
        for (const chunk of ['a.js', 'b.js', 'c.js']) document.head.appendChild(chunk as unknown as Node);
        appendedDuringPrefetch.push(...head.appended);
      },
      (task) => tasks.push(task),
    );
    assert.deepEqual(appendedDuringPrefetch, []);
    assert.equal(tasks.length, 3, 'a task per link');
    tasks[0]();
    assert.deepEqual(head.appended, ['a.js']);
    tasks[1]();
    tasks[2]();
    assert.deepEqual(head.appended, ['a.js', 'b.js', 'c.js']);
  });

  test("the head's own appendChild is back once the prefetch has run, or has thrown", () => {
    const head = inBrowserAt('/base/');
    assert.throws(
      () =>
        appendingOneByOne(
          () => {
            throw new Error('route not found');
          },
          () => undefined,
        ),
      /route not found/,
    );
    assert.equal(Object.hasOwn(head, 'appendChild'), false);
    head.appendChild('d.js');
    assert.deepEqual(head.appended, ['d.js']);
  });

  test('a scheduled prefetch hands its links to the same scheduler', () => {
    const head = inBrowserAt('/base/');
    const tasks: Array<() => void> = [];
    const docusaurus = {
      prefetch: () => (document.head.appendChild('chunk.js' as unknown as Node), false as const),
      preload: () => false as const,
    };
    withLightPrefetch(docusaurus, (task) => tasks.push(task)).prefetch('/base/adr/');
    tasks.shift()!();
    assert.deepEqual(head.appended, []);
    assert.equal(tasks.length, 1);
    tasks.shift()!();
    assert.deepEqual(head.appended, ['chunk.js']);
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
