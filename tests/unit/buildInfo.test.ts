import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatBuildTime, readBuildInfo, resolveBuildTime, runGit, type GitRunner} from '../../src/config/buildInfo';
import {copyrightLine} from '../../src/config/navigation';

const noGit: GitRunner = () => undefined;
const fakeGit =
  (answers: Record<string, string>): GitRunner =>
  (args) =>
    answers[args[0]];

test('SOURCE_DATE_EPOCH fixes the build time, for reproducible builds', () => {
  const info = readBuildInfo('1.2.3', {SOURCE_DATE_EPOCH: '1760536800'}, noGit);
  assert.equal(info.buildTime, '2025-10-15T14:00:00.000Z');
  assert.equal(info.buildTimeDisplay, 'Oct 15, 2025, 14:00 UTC');
});

test('without SOURCE_DATE_EPOCH the build time is now', () => {
  const now = new Date('2026-01-02T03:04:05Z');
  assert.equal(
    resolveBuildTime({}, () => now),
    now,
  );
});

test('a malformed SOURCE_DATE_EPOCH is refused', () => {
  assert.throws(() => resolveBuildTime({SOURCE_DATE_EPOCH: 'yesterday'}), /SOURCE_DATE_EPOCH/);
});

test('the time is shown in en-US with an explicit UTC zone, whatever the machine zone', () => {
  const display = formatBuildTime(new Date('2025-10-15T23:30:00Z'));
  assert.equal(display, 'Oct 15, 2025, 23:30 UTC');
});

test('GITHUB_SHA wins over git, and 7 characters are shown', () => {
  const sha = 'ABCDEF0123456789abcdef0123456789abcdef01';
  const info = readBuildInfo('1.0.0', {GITHUB_SHA: sha}, fakeGit({'rev-parse': '1111111111111111111111111111111111111111'}));
  assert.equal(info.commit, sha.toLowerCase());
  assert.equal(info.commitShort, 'abcdef0');
});

test('the commit comes from git when GITHUB_SHA is unset', () => {
  const info = readBuildInfo('1.0.0', {}, fakeGit({'rev-parse': '2222222aaaaaaa'}));
  assert.equal(info.commitShort, '2222222');
});

test('outside git the commit is "unknown" rather than a crash', () => {
  assert.equal(readBuildInfo('1.0.0', {}, noGit).commit, 'unknown');
});

test('a release tag from git describe wins over the package version', () => {
  assert.equal(readBuildInfo('0.1.0', {}, fakeGit({describe: 'v0.4.0-3-gabc1234'})).version, '0.4.0-3-gabc1234');
  assert.equal(readBuildInfo('0.1.0', {}, noGit).version, '0.1.0');
});

test('the footer copyright line carries version, build time and short commit', () => {
  const info = readBuildInfo('0.1.0', {SOURCE_DATE_EPOCH: '1760536800', GITHUB_SHA: 'abcdef0123456789'}, noGit);
  const line = copyrightLine(info, 2025);
  assert.match(line, /v0\.1\.0/);
  assert.match(line, /Oct 15, 2025, 14:00 UTC/);
  assert.match(line, /Commit abcdef0\b/);
  assert.doesNotMatch(line, /abcdef01/);
});

test('git is asked for a release tag and for HEAD with those exact arguments', () => {
  const asked: string[][] = [];
  const git: GitRunner = (args) => {
    asked.push(args);
    return args[0] === 'describe' ? 'v2.1.0-3-gabcdef1' : 'ABCDEF1234567';
  };
  const info = readBuildInfo('0.1.0', {}, git, () => new Date(0));
  assert.deepEqual(asked, [
    ['rev-parse', 'HEAD'],
    ['describe', '--tags', '--match', 'v[0-9]*', '--dirty'],
  ]);
  assert.equal(info.version, '2.1.0-3-gabcdef1');
  assert.equal(info.commit, 'abcdef1234567', 'a commit is shown in lower case');
});

test('only a leading v is dropped from a tag, and an empty epoch means now', () => {
  assert.equal(
    readBuildInfo(
      '0.1.0',
      {},
      () => '1.2.3-dev',
      () => new Date(0),
    ).version,
    '1.2.3-dev',
  );
  assert.equal(resolveBuildTime({SOURCE_DATE_EPOCH: ''}, () => new Date(5_000)).toISOString(), '1970-01-01T00:00:05.000Z');
  for (const epoch of ['12a', 'a12', '1.5', '-1'])
    assert.throws(() => resolveBuildTime({SOURCE_DATE_EPOCH: epoch}), /whole seconds/, epoch);
});

test('a commit must be 7 to 40 hex digits from start to end', () => {
  for (const commit of ['xyz1234567', '1234567xyz', 'abc12', `${'a'.repeat(41)}`])
    assert.equal(
      readBuildInfo(
        '0.1.0',
        {GITHUB_SHA: commit},
        () => undefined,
        () => new Date(0),
      ).commit,
      'unknown',
      commit,
    );
});

test('runGit returns git trimmed output, and undefined when git fails', () => {
  assert.match(runGit(['--version']) ?? '', /^git version \d/);
  assert.equal(runGit(['--version']), runGit(['--version'])?.trim());
  assert.equal(runGit(['no-such-command']), undefined);
});
