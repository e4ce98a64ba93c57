import {test} from 'node:test';
import assert from 'node:assert/strict';
import {githubUrl, normalizeBaseUrl, readSiteLocation} from '../../src/config/site';

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

test('base paths and site URLs lose surrounding blanks and every trailing slash', () => {
  assert.equal(normalizeBaseUrl('  /docs/  '), '/docs/');
  assert.equal(readSiteLocation({PRISM_SITE_URL: 'https://docs.example.org//'}).url, 'https://docs.example.org');
});

test('a repository is exactly owner/name: no third part, nothing before', () => {
  assert.throws(() => readSiteLocation({PRISM_GITHUB_REPOSITORY: 'acme/prism/extra'}), /owner\/name/);
  assert.throws(() => readSiteLocation({PRISM_GITHUB_REPOSITORY: '/acme/prism'}), /owner\/name/);
  assert.equal(githubUrl('acme/prism'), 'https://github.com/acme/prism');
});
