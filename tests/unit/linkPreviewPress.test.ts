/**
 * src/clientModules/linkPreviews: what counts as a press on a touch screen. A
 * finger that stays within a few pixels is pressing (a long press opens the
 * card); one that moves farther is scrolling, and opens nothing.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {LONG_PRESS_MS, PRESS_SLOP_PX, movedTooFar} from '../../src/clientModules/linkPreviews';

const at = {x: 100, y: 200};

test('previews: a finger resting within the slop is still pressing', () => {
  assert.equal(movedTooFar(at, at), false);
  assert.equal(movedTooFar(at, {x: 100 + PRESS_SLOP_PX, y: 200}), false, 'exactly the slop');
  assert.equal(movedTooFar(at, {x: 106, y: 206}), false, '8.5 px diagonally');
});

test('previews: a finger moving beyond the slop, in any direction, is scrolling', () => {
  assert.equal(movedTooFar(at, {x: 100, y: 200 + PRESS_SLOP_PX + 1}), true);
  assert.equal(movedTooFar(at, {x: 100 - PRESS_SLOP_PX - 1, y: 200}), true);
  assert.equal(movedTooFar(at, {x: 108, y: 208}), true, '11.3 px diagonally');
});

test("previews: a long press is a phone's own: longer than a tap, not so long a reader gives up", () => {
  assert.ok(LONG_PRESS_MS >= 400 && LONG_PRESS_MS <= 700, `${LONG_PRESS_MS} ms`);
  assert.ok(PRESS_SLOP_PX > 0 && PRESS_SLOP_PX <= 16);
});
