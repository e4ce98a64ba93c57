/**
 * src/plugins/search/lazyMark, the stand-in for mark.js: run in Node on the
 * real mark.js with the browser globals its constructor and option defaults
 * read, and a MutationObserver the tests drive by hand, marking in no element
 * (so it finds nothing). What it was asked shows
 * through mark.js's callbacks: `noMatch` names each keyword searched, `done`
 * ends each call. Module state (whether mark.js was loaded) carries from test
 * to test, in order.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import LazyMark from '../../src/plugins/search/lazyMark';
import {restoresGlobals} from '../support/globals';

/** A MutationObserver that tests drive by hand, and the one the module made last. */
class HandObserver {
  static last: HandObserver | undefined;
  observing: Array<{target: unknown; options: object}> = [];
  disconnected = false;
  constructor(readonly notify: (records: Array<{target: unknown; addedNodes: unknown[]}>) => void) {
    HandObserver.last = this;
  }
  observe(target: unknown, options: object) {
    this.observing.push({target, options});
  }
  disconnect() {
    this.disconnected = true;
  }
}

const nowhere = null as unknown as Element;

/** Calls made through mark.js, in the order it ran them. */
function recorder() {
  const calls: string[] = [];
  const options = (call: string) => ({
    noMatch: (keyword: string) => calls.push(`${call}: ${keyword}`),
    done: () => calls.push(`${call} done`),
  });
  return {calls, options};
}

/** Waits until mark.js has ended a call named `call` (each call is queued behind loading mark.js). */
async function ended(calls: string[], call: string): Promise<void> {
  for (let wait = 0; !calls.includes(`${call} done`); wait += 10) {
    if (wait > 5000) assert.fail(`${call} never ended: ${calls.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('lazy mark', () => {
  restoresGlobals('window', 'NodeFilter', 'MutationObserver', 'Element', 'NodeList', 'document');
  before(() => {
    Object.assign(globalThis, {
      window: {navigator: {userAgent: 'node'}, console},
      NodeFilter: {SHOW_ELEMENT: 1, SHOW_TEXT: 4},
      MutationObserver: HandObserver,
    });
  });

  test('before anything was marked, unmark does nothing (mark.js is not loaded for it); mark then loads mark.js and marks each keyword', async () => {
    const {calls, options} = recorder();
    const marker = new LazyMark(nowhere);
    marker.unmark(options('unmark'));
    marker.mark(['claim', 'check'], options('mark'));
    await ended(calls, 'mark');
    assert.deepEqual(calls, ['mark: claim', 'mark: check', 'mark done']);
  });

  test('calls on one instance run in order, each with its own options', async () => {
    const {calls, options} = recorder();
    const marker = new LazyMark(nowhere);
    marker.mark(['proxy'], options('mark'));
    marker.unmark(options('unmark'));
    marker.mark(['gateway'], options('again'));
    await ended(calls, 'again');
    assert.deepEqual(calls, ['mark: proxy', 'mark done', 'unmark done', 'again: gateway', 'again done']);
  });

  test('once mark.js is loaded, unmark on a new instance clears', async () => {
    const {calls, options} = recorder();
    new LazyMark(nowhere).unmark(options('unmark'));
    await ended(calls, 'unmark');
    assert.deepEqual(calls, ['unmark done']);
  });

  /** Just enough of a DOM element for mark.js to search it and find nothing. */
  class FakeElement {
    constructor(readonly classes: string[]) {}
    classList = {contains: (name: string) => this.classes.includes(name)};
    querySelectorAll = () => [];
    contains = () => false;
  }

  test('after marking, tokens written again into a marked element are marked again, until the next unmark', async () => {
    Object.assign(globalThis, {
      Element: FakeElement,
      NodeList: class {},
      document: {createNodeIterator: () => ({nextNode: () => null, previousNode: () => null})},
    });
    try {
      const {calls, options} = recorder();
      const article = null as unknown as Element;
      const marker = new LazyMark(article);
      marker.mark(['Errorf'], options('mark'));
      await ended(calls, 'mark');
      const observer = HandObserver.last!;
      assert.deepEqual(observer.observing, [{target: article, options: {childList: true, subtree: true}}]);

      const line = new FakeElement(['token-line']);
      // mark.js's own marks, and elements that are not code tokens, are left alone.
      observer.notify([{target: line, addedNodes: [new FakeElement(['mark'])]}]);
      observer.notify([{target: line, addedNodes: ['text', {classList: {contains: () => true}}]}]);
      observer.notify([{target: 'not an element', addedNodes: [new FakeElement(['token', 'keyword'])]}]);
      assert.deepEqual(calls, ['mark: Errorf', 'mark done']);
      // A line whose tokens React wrote again (a line without numbers ends with its <br>).
      observer.notify([
        {target: line, addedNodes: [new FakeElement(['token', 'plain']), new FakeElement(['token', 'function']), new FakeElement([])]},
      ]);
      assert.deepEqual(
        calls,
        ['mark: Errorf', 'mark done', 'mark: Errorf', 'mark done'],
        'marked again with the same keywords and options',
      );

      marker.mark(['proxy'], options('again'));
      await ended(calls, 'again');
      assert.ok(observer.disconnected, 'a new mark replaces the watch of the one before');
      const next = HandObserver.last!;
      assert.notEqual(next, observer);
      marker.unmark();
      assert.ok(next.disconnected, 'unmark stops the watch at once');
    } finally {
      for (const name of ['Element', 'NodeList', 'document']) Reflect.deleteProperty(globalThis, name);
    }
  });
});
