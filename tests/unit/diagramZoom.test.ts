import assert from 'node:assert/strict';
import {test} from 'node:test';
import {fitZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, wheelZoom} from '../../src/diagrams/Diagram/zoom';

test('diagram zoom: the fit fills the narrower side of the box, never beyond twice the natural size', () => {
  // A wide sequence diagram on a phone: width decides.
  assert.equal(fitZoom({width: 343, height: 700}, {width: 1372, height: 600}), 0.25);
  // A tall flowchart on a desktop: height decides.
  assert.equal(fitZoom({width: 1248, height: 800}, {width: 400, height: 1600}), 0.5);
  // A small drawing on a large screen: at most twice its size.
  assert.equal(fitZoom({width: 1248, height: 800}, {width: 200, height: 100}), 2);
  assert.equal(fitZoom({width: 0, height: 800}, {width: 200, height: 100}), 1, 'a box not laid out yet leaves the natural size');
});

test('diagram zoom: pinching apart enlarges and together shrinks, within the limits', () => {
  assert.equal(pinchZoom(1, 100, 150), 1.5);
  assert.equal(pinchZoom(1, 100, 50), 0.5);
  assert.equal(pinchZoom(1, 100, 10_000), MAX_ZOOM);
  assert.equal(pinchZoom(1, 100, 1), MIN_ZOOM);
  assert.equal(pinchZoom(1.2, 0, 50), 1.2, 'two fingers on one point change nothing');
});

test('diagram zoom: Ctrl + wheel up enlarges, down shrinks', () => {
  assert.ok(wheelZoom(1, -100) > 1);
  assert.ok(wheelZoom(1, 100) < 1);
  assert.equal(wheelZoom(MAX_ZOOM, -100), MAX_ZOOM);
});
