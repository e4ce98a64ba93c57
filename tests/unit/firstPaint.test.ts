/**
 * The first paint waits for the navbar (src/config/firstPaint.ts): a head tag
 * `<link rel="expect" href="#id" blocking="render">` naming the element the
 * navbar wrapper renders after the navbar.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {firstPaintAfterNavbar, NAVBAR_PARSED_ID} from '../../src/config/firstPaint';

test('first paint: the head tag is a render-blocking expect link to the navbar marker', () => {
  assert.deepEqual(firstPaintAfterNavbar, {
    tagName: 'link',
    attributes: {rel: 'expect', href: `#${NAVBAR_PARSED_ID}`, blocking: 'render'},
  });
});

test('first paint: the marker id is a valid HTML id that the navbar wrapper renders', () => {
  assert.match(NAVBAR_PARSED_ID, /^[A-Za-z][\w-]*$/);
  const navbar = readFileSync(path.resolve(__dirname, '..', '..', 'src/theme/Navbar/index.tsx'), 'utf8');
  assert.match(navbar, /<span id=\{NAVBAR_PARSED_ID\} hidden \/>/, 'an empty, hidden element after the navbar');
});
