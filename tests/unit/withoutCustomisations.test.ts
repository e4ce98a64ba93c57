/**
 * PRISM_WITHOUT, the parts `npm run bench -- --without=NAME` builds the site
 * without: every known name is taken, and an unknown one stops the build
 * instead of measuring the site unchanged.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {customisationsToMeasure} from '../../bench/without';
import {OPTIONAL_CUSTOMISATIONS, customisationsLeftOut} from '../../src/config/withoutCustomisations';

test('PRISM_WITHOUT: unset leaves nothing out; each known name, alone or listed, is left out', () => {
  assert.deepEqual([...customisationsLeftOut({})], []);
  for (const name of OPTIONAL_CUSTOMISATIONS) assert.deepEqual([...customisationsLeftOut({PRISM_WITHOUT: name})], [name]);
  assert.deepEqual([...customisationsLeftOut({PRISM_WITHOUT: ' highlighting , link-previews '})], ['highlighting', 'link-previews']);
});

test('PRISM_WITHOUT: an unknown name stops the build, naming the known ones', () => {
  assert.throws(() => customisationsLeftOut({PRISM_WITHOUT: 'link-preview'}), /names link-preview; .* are highlighting, link-previews/);
});

test('bench: --without= and --lighthouse-without= read the same names', () => {
  assert.deepEqual(customisationsToMeasure(['--without=link-previews']), ['link-previews']);
  assert.equal(customisationsToMeasure(['--without=highlighting'], '--lighthouse-without='), undefined);
  assert.deepEqual(customisationsToMeasure(['--lighthouse-without=highlighting'], '--lighthouse-without='), ['highlighting']);
  assert.throws(() => customisationsToMeasure(['--without=everything']));
});
