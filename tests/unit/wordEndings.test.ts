/**
 * src/plugins/search/wordEndings: the last word of a query completed through
 * the endings lunr's stemmer removes, where the typing has stopped part-way
 * into one.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import lunr from 'lunr';
import {completions} from '../../src/plugins/search/wordEndings';

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

test('word endings: a word stopped part-way into an ending is completed through it, to the stem of the whole word', () => {
  for (const [typed, word] of [
    ['handlin', 'handling'],
    ['documentatio', 'documentation'],
    ['replicati', 'replication'],
    ['deploymen', 'deployment'],
    ['availabilit', 'availability'],
    ['consistenc', 'consistency'],
    ['dependencie', 'dependencies'],
  ]) {
    assert.ok(completions(typed).includes(word), `${typed} -> ${word}`);
    assert.ok(!stem(word).startsWith(typed), `${typed} is past the end of ${word}'s stem, ${stem(word)}`);
  }
});

test('word endings: nothing for short words, numbers, names with digits, or a word not inside an ending', () => {
  assert.deepEqual(completions('ing'), []);
  assert.deepEqual(completions('go'), []);
  assert.deepEqual(completions('k8s'), []);
  assert.deepEqual(completions('2024'), []);
  assert.deepEqual(completions('kafk'), [], 'k starts no ending');
  assert.ok(!completions('handling').includes('handlinging'), 'a whole ending is not completed again');
});
