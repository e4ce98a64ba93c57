/**
 * Every diagram of the build has its size recorded in
 * src/theme/Mermaid/diagramSizes.json, so its place is held until it is drawn
 * and drawing it moves nothing. A new or changed diagram has a new key: run
 * `npm run measure-diagrams` on a build, then build again.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {builtPages, ROOT} from './support';

const sizes = JSON.parse(readFileSync(path.join(ROOT, 'src', 'theme', 'Mermaid', 'diagramSizes.json'), 'utf8')) as Record<string, [number, number]>;

test('every diagram of the build has a recorded size (else: npm run measure-diagrams)', () => {
  const keys = new Map<string, string>();
  for (const [route, file] of builtPages()) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/data-diagram="([0-9a-f]{8})"/g)) keys.set(key, route);
  }
  assert.ok(keys.size > 50, `only ${keys.size} diagrams found in the build`);
  const missing = [...keys].filter(([key]) => !sizes[key]).map(([key, route]) => `${route} (${key})`);
  assert.deepEqual(missing, [], 'diagrams without a recorded size');
  for (const [key, [width, height]] of Object.entries(sizes)) assert.ok(width > 0 && height > 0, `${key} has a size`);
});
