import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizeBaseUrl, readSiteLocation} from '../../src/config/site';

test('defaults publish to the project Pages site under /prism-data-layer/', () => {
  assert.deepEqual(readSiteLocation({}), {
    url: 'https://jrepp.github.io',
    baseUrl: '/prism-data-layer/',
    repository: 'jrepp/prism-data-layer',
  });
});

test('a fork overrides repository, and the Pages host follows its owner', () => {
  const site = readSiteLocation({PRISM_GITHUB_REPOSITORY: 'Acme/prism-fork', PRISM_BASE_URL: 'prism-fork'});
  assert.equal(site.url, 'https://acme.github.io');
  assert.equal(site.baseUrl, '/prism-fork/');
  assert.equal(site.repository, 'Acme/prism-fork');
});

test('site URL can be set explicitly, trailing slash removed', () => {
  assert.equal(readSiteLocation({PRISM_SITE_URL: 'https://docs.example.org/'}).url, 'https://docs.example.org');
});

test('base paths are normalised to a leading and trailing slash', () => {
  assert.equal(normalizeBaseUrl('/'), '/');
  assert.equal(normalizeBaseUrl(''), '/');
  assert.equal(normalizeBaseUrl('docs'), '/docs/');
  assert.equal(normalizeBaseUrl('//a/b//'), '/a/b/');
});

test('a malformed repository is refused', () => {
  assert.throws(() => readSiteLocation({PRISM_GITHUB_REPOSITORY: 'not a repo'}), /owner\/name/);
});
