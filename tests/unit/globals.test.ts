/** tests/support/globals: a suite's browser stand-ins do not outlive it. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {restoresGlobals} from '../support/globals';

const ADDED = '__prismTestAddedGlobal';
const REPLACED = '__prismTestReplacedGlobal';
Object.assign(globalThis, {[REPLACED]: 'before the suite'});

describe('a suite with stand-ins on globalThis', () => {
  restoresGlobals(ADDED, REPLACED);
  test('its tests see what they set', () => {
    Object.assign(globalThis, {[ADDED]: 'stand-in', [REPLACED]: 'replaced'});
    assert.equal(Reflect.get(globalThis, ADDED), 'stand-in');
  });
});

test('restoresGlobals: after the suite, a global it added is gone and one it replaced is as it was', () => {
  assert.equal(ADDED in globalThis, false);
  assert.equal(Reflect.get(globalThis, REPLACED), 'before the suite');
});
