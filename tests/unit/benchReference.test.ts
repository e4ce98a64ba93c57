/**
 * bench/reference: the earlier commit `npm run bench -- --reference=REV`
 * builds is that commit's files, and pages the reference lacks are left out
 * of the side-by-side Lighthouse runs.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {checkOut, hasRoute} from '../../bench/reference';

const temp = mkdtempSync(path.join(tmpdir(), 'prism-bench-reference-'));
after(() => rmSync(temp, {recursive: true, force: true}));

/** A repository of two commits: `first` has a.txt saying "one", the second changes it and adds b.txt. */
function repository(): {dir: string; first: string} {
  const dir = path.join(temp, 'repo');
  mkdirSync(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {cwd: dir, encoding: 'utf8'}).trim();
  git('init', '-q');
  writeFileSync(path.join(dir, 'a.txt'), 'one\n');
  git('add', 'a.txt');
  git('commit', '-q', '-m', 'first');
  const first = git('rev-parse', 'HEAD');
  writeFileSync(path.join(dir, 'a.txt'), 'two\n');
  writeFileSync(path.join(dir, 'b.txt'), 'new\n');
  git('add', 'a.txt', 'b.txt');
  git('commit', '-q', '-m', 'second');
  return {dir, first};
}

test('bench reference: checks out the files of the commit asked for, not of the working tree', () => {
  const {dir, first} = repository();
  const dest = path.join(temp, 'reference');
  assert.equal(checkOut(dir, first.slice(0, 7), dest), first);
  assert.equal(readFileSync(path.join(dest, 'a.txt'), 'utf8'), 'one\n');
  assert.equal(existsSync(path.join(dest, 'b.txt')), false, 'a file of a later commit is not there');
  assert.throws(() => checkOut(dir, 'no-such-commit', path.join(temp, 'none')));
});

test('bench reference: a page is measured on the reference only where its build has it', () => {
  const build = path.join(temp, 'build');
  mkdirSync(path.join(build, 'adr', 'adr-001'), {recursive: true});
  writeFileSync(path.join(build, 'adr', 'adr-001', 'index.html'), '<!doctype html>');
  writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
  assert.equal(hasRoute(build, '/base/', '/base/adr/adr-001/'), true);
  assert.equal(hasRoute(build, '/base/', '/base/'), true);
  assert.equal(hasRoute(build, '/base/', '/base/adr/adr-054/'), false);
  assert.equal(hasRoute(build, '/base/', '/base/?q=kafka'), true, 'a query string names the same page');
});
