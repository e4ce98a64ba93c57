/**
 * Why each entry of package.json's `overrides` is there. An override nobody can
 * explain blocks the next upgrade (EOVERRIDE), so every one needs a reason here
 * and a check that shows it is still needed.
 *
 * @swc/core and @swc/html (Docusaurus Faster's compiler and HTML minifier) ship
 * their native code as one optional package per platform. The newer versions a
 * fresh resolve picks (1.16.22, 1.16.21) have no darwin or win32 binaries on the
 * registry, so the lockfile npm writes for them lists only some platforms and
 * `npm ci` on a Mac or Windows machine gets no compiler. Pinned, every
 * platform's binary is locked.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

const REASONS: Record<string, string> = {
  '@swc/core': 'newer versions lack darwin/win32 binaries on the registry',
  '@swc/html': 'newer versions lack darwin/win32 binaries on the registry',
};

interface LockEntry {
  version: string;
  integrity?: string;
  optionalDependencies?: Record<string, string>;
}
type Lockfile = {packages: Record<string, LockEntry>};

/** Platform binaries of `name` (its optional dependencies) that the lockfile does not lock, as name@version. */
function unlockedPlatformBinaries(lock: Lockfile, name: string): string[] {
  const locked = new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.integrity)
      .map(([key, entry]) => `${key.replace(/^.*node_modules\//, '')}@${entry.version}`),
  );
  return Object.entries(lock.packages)
    .filter(([key]) => key.endsWith(`node_modules/${name}`))
    .flatMap(([, entry]) => Object.entries(entry.optionalDependencies ?? {}).map(([binary, version]) => `${binary}@${version}`))
    .filter((binary) => !locked.has(binary));
}

test('overrides: each entry of package.json has its reason here', () => {
  const overrides = (readJson(path.join(ROOT, 'package.json')).overrides ?? {}) as Record<string, string>;
  assert.deepEqual(Object.keys(overrides).sort(), Object.keys(REASONS).sort());
});

test('overrides: with @swc/core and @swc/html pinned, the lockfile locks every platform binary', () => {
  const lock = readJson(path.join(ROOT, 'package-lock.json')) as unknown as Lockfile;
  for (const name of ['@swc/core', '@swc/html']) {
    assert.ok(
      Object.keys(lock.packages).some((key) => key.endsWith(`node_modules/${name}`)),
      `${name} is not in the lockfile`,
    );
    assert.deepEqual(unlockedPlatformBinaries(lock, name), [], `${name}: ${REASONS[name]}`);
  }
});

test('overrides: the lockfile npm writes without the pins misses the Mac and Windows binaries', () => {
  // tests/fixtures/lockfiles: the swc entries of `npm install --package-lock-only` with the overrides removed.
  const lock = readJson(path.join(ROOT, 'tests', 'fixtures', 'lockfiles', 'swc-without-overrides.json')) as unknown as Lockfile;
  const missing = unlockedPlatformBinaries(lock, '@swc/core');
  assert.ok(missing.includes('@swc/core-darwin-arm64@1.16.22'), missing.join(', '));
  assert.ok(unlockedPlatformBinaries(lock, '@swc/html').includes('@swc/html-win32-x64-msvc@1.16.21'));
});
