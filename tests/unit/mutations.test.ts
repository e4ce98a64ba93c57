/**
 * The site-level mutation list (tests/mutations.yaml, run by `npm run mutations`)
 * stays applicable: each entry's `find` occurs exactly once in its file today and
 * names test files that exist, so a change elsewhere cannot quietly turn a
 * mutation into one that no longer breaks anything.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {applyMutation, loadMutations} from '../../scripts/mutations';

const ROOT = path.resolve(__dirname, '..', '..');

test('a mutation applies only where its text occurs exactly once', () => {
  const mutation = {find: 'a()', replace: 'b()'};
  assert.equal(applyMutation('x; a(); y', mutation), 'x; b(); y');
  assert.equal(applyMutation('x; y', mutation), undefined);
  assert.equal(applyMutation('a(); a()', mutation), undefined);
});

test('every site mutation applies to the current source and names existing test files', async () => {
  const mutations = await loadMutations();
  assert.ok(mutations.length >= 8);
  assert.equal(new Set(mutations.map((m) => m.name)).size, mutations.length, 'names are unique');
  for (const mutation of mutations) {
    const source = readFileSync(path.join(ROOT, mutation.file), 'utf8');
    const mutated = applyMutation(source, mutation);
    assert.ok(mutated !== undefined, `${mutation.name}: "${mutation.find}" must occur exactly once in ${mutation.file}`);
    assert.notEqual(mutated, source, `${mutation.name} changes nothing`);
    assert.ok(mutation.tests.length > 0 && mutation.why, `${mutation.name} says why and which tests catch it`);
    for (const file of mutation.tests) assert.ok(existsSync(path.join(ROOT, file)), `${mutation.name}: no test file ${file}`);
  }
});
