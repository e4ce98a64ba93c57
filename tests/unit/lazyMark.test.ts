/**
 * src/plugins/search/lazyMark, the stand-in for mark.js: run in Node on the
 * real mark.js with the browser globals its constructor and option defaults
 * read, marking in no element (so it finds nothing). What it was asked shows
 * through mark.js's callbacks: `noMatch` names each keyword searched, `done`
 * ends each call. Module state (whether mark.js was loaded) carries from test
 * to test, in order.
 */
import assert from 'node:assert/strict';
import {before, describe, test} from 'node:test';
import LazyMark from '../../src/plugins/search/lazyMark';
import {restoresGlobals} from '../support/globals';

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
  restoresGlobals('window', 'NodeFilter');
  before(() => {
    Object.assign(globalThis, {
      window: {navigator: {userAgent: 'node'}, console},
      NodeFilter: {SHOW_ELEMENT: 1, SHOW_TEXT: 4},
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
});
