import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {inlineScriptHashes, policyFor, withPolicy} from '../../src/plugins/finish-pages/contentSecurityPolicy';
import {withoutStrayNuls} from '../../src/plugins/finish-pages/strayNuls';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

test('inline scripts are hashed; external scripts and JSON-LD are not', () => {
  const html =
    '<script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script><script data-rh=true>b()</script>';
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()')].sort());
});

test('the policy allows only the site itself, plus the badge host for images', () => {
  const policy = policyFor(["'sha256-abc'"]);
  assert.match(policy, /default-src 'self'/);
  assert.match(policy, /script-src 'self' 'sha256-abc'(;|$)/);
  assert.match(policy, /img-src 'self' data: https:\/\/github\.com(;|$)/);
  assert.match(policy, /object-src 'none'/);
  assert.doesNotMatch(
    policy.split('; ').find((d) => d.startsWith('script-src'))!,
    /unsafe-inline|unsafe-eval|\*/,
  );
});

test('the meta tag goes right after <meta charset>, once', () => {
  const html = '<html><head><meta charset=UTF-8><title>x</title></head></html>';
  const once = withPolicy(html, []);
  assert.match(once, /^<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="[^"]+"><title>/);
  assert.equal(withPolicy(once, []), once);
});

test('a page without <meta charset> is refused rather than left unprotected', () => {
  assert.throws(() => withPolicy('<html><head></head></html>', []), /meta charset/);
});

test('stray NUL bytes are dropped from a page, which is otherwise left as it is', () => {
  assert.equal(withoutStrayNuls('<a class="hash-link">\0\u200b</a><p>x\0</p>'), '<a class="hash-link">\u200b</a><p>x</p>');
  const clean = '<p>\u200b</p>';
  assert.equal(withoutStrayNuls(clean), clean);
});
