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

test('a script with a src after other attributes is external and not hashed, even with text inside', () => {
  assert.deepEqual(
    inlineScriptHashes('<script type="module" defer src="/x.js">a()</script><script async data-x=1 src=/y.js>b()</script>'),
    [],
  );
});

test('a script body is hashed whole: across lines, with its whitespace, as UTF-8', () => {
  const body = '\n  document.documentElement.setAttribute("data-theme", "dark");\n  window.é = 1;\n';
  assert.deepEqual(inlineScriptHashes(`<script>${body}</script>`), [
    `'sha256-${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}'`,
  ]);
});

test('data blocks (JSON and JSON-LD, quoted or not) and empty scripts are not hashed', () => {
  const html = [
    '<script type="application/ld+json">{"@type":"Article"}</script>',
    '<script type=\'application/json\'>{"a":1}</script>',
    '<script type=application/json>{}</script>',
    '<script></script>',
    '<script>\n  </script>',
  ].join('');
  assert.deepEqual(inlineScriptHashes(html), []);
});

test('the same inline script on a page twice gives one hash', () => {
  assert.deepEqual(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>'), [sha('a()')]);
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

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

test('every directive is named once and none is empty', () => {
  const parts = policyFor(["'sha256-a'"]).split('; ');
  assert.ok(
    parts.every((d) => /^[a-z-]+ \S/.test(d)),
    parts.join(' | '),
  );
  assert.equal(directives(policyFor([])).size, parts.length);
});

test('each hash is its own script-src source, and no hashes leave just the site itself', () => {
  assert.deepEqual(directives(policyFor(["'sha256-a'", "'sha256-b'"])).get('script-src'), ["'self'", "'sha256-a'", "'sha256-b'"]);
  assert.match(policyFor([]), /(^|; )script-src 'self';/);
});

test('the directives that do not fall back to default-src are set: base URI and form targets are the site only', () => {
  const policy = directives(policyFor([]));
  assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  assert.deepEqual(policy.get('form-action'), ["'self'"]);
});

test('styles, fonts, connections and workers come from the site, with what Docusaurus and Mermaid need besides', () => {
  const policy = directives(policyFor([]));
  assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"], 'run-time style attributes');
  assert.deepEqual(policy.get('font-src'), ["'self'", 'data:']);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('worker-src'), ["'self'", 'blob:']);
});

test('the meta tag goes right after <meta charset>, once', () => {
  const html = '<html><head><meta charset=UTF-8><title>x</title></head></html>';
  const once = withPolicy(html, []);
  assert.match(once, /^<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="[^"]+"><title>/);
  assert.equal(withPolicy(once, []), once);
});

test('the meta tag follows a quoted or self-closing <meta charset> in any case', () => {
  for (const charset of ['<meta charset="utf-8">', "<meta charset='UTF-8' />", '<meta charset=utf-8/>']) {
    const html = `<head>${charset}<title>x</title></head>`;
    assert.ok(withPolicy(html, []).startsWith(`<head>${charset}<meta http-equiv="Content-Security-Policy"`), charset);
  }
});

test('a page without <meta charset> is refused rather than left unprotected', () => {
  assert.throws(() => withPolicy('<html><head></head></html>', []), /meta charset/);
});

test('stray NUL bytes are dropped from a page, which is otherwise left as it is', () => {
  assert.equal(withoutStrayNuls('<a class="hash-link">\0\u200b</a><p>x\0</p>'), '<a class="hash-link">\u200b</a><p>x</p>');
  const clean = '<p>\u200b</p>';
  assert.equal(withoutStrayNuls(clean), clean);
});
