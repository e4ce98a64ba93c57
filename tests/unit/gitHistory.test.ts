import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gitHistory, SHALLOW_CLONE_ERROR, showLastUpdate} from '../../src/config/gitHistory';

const answering = (answer: string | undefined) => (args: string[]) => {
  assert.deepEqual(args, ['rev-parse', '--is-shallow-repository']);
  return answer;
};

test('gitHistory: full, shallow, or none outside a git checkout', () => {
  assert.equal(gitHistory(answering('false')), 'full');
  assert.equal(gitHistory(answering('true')), 'shallow');
  assert.equal(gitHistory(answering(undefined)), 'none');
});

test('gitHistory: this checkout answers (the tests run in one)', () => {
  assert.notEqual(gitHistory(), 'none');
});

test('showLastUpdate: a production build shows dates with full history, none without git, and refuses a shallow clone in one line', () => {
  const production = {NODE_ENV: 'production'};
  assert.equal(showLastUpdate('full', production), true);
  assert.equal(showLastUpdate('none', production), false);
  assert.throws(
    () => showLastUpdate('shallow', production),
    (error: Error) => error.message === SHALLOW_CLONE_ERROR,
  );
  assert.doesNotMatch(SHALLOW_CLONE_ERROR, /\n/);
  assert.match(SHALLOW_CLONE_ERROR, /git fetch --unshallow/);
});

test('showLastUpdate: a dev server runs on any checkout, shallow included (Docusaurus shows a placeholder date there)', () => {
  const development = {NODE_ENV: 'development'};
  assert.equal(showLastUpdate('shallow', development), true);
  assert.equal(showLastUpdate('full', development), true);
  assert.equal(showLastUpdate('none', development), false);
});
