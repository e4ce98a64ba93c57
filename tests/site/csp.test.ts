/**
 * The Content-Security-Policy as the built pages carry it (src/plugins/finish-pages):
 * every HTML file has the meta tag before anything it governs, scripts are
 * allowed by 'self' and by the SHA-256 hashes of the inline scripts the site's
 * pages hold, computed here again from the built files, and never by
 * 'unsafe-inline'. The hashes are those of the whole site, on purpose: a client-
 * side navigation can add another page's inline script to a page whose policy
 * was fixed when it loaded; so each page's policy must allow its own inline
 * scripts and hold no hash that matches no script of the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {load as loadCheerio} from 'cheerio';
import {builtPages} from './support';

interface PagePolicy {
  route: string;
  /** Content of each CSP meta tag of the page. */
  policies: string[];
  /** Whether a CSP meta tag comes before the first <script>, <link> and <style>. */
  policyFirst: boolean;
  /** `'sha256-...'` of each executable inline script of the page. */
  inlineScripts: string[];
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
/** Script types a browser runs; JSON-LD and other data blocks are not run, so CSP does not govern them. */
const executable = (type: string | undefined) => !type || /^(text|application)\/(java|ecma)script$|^module$/i.test(type);

function readPolicy([route, file]: [string, string]): PagePolicy {
  const $ = loadCheerio(readFileSync(file, 'utf8'));
  const metas = $('meta[http-equiv="Content-Security-Policy" i]');
  const first = $('head').children('meta[http-equiv="Content-Security-Policy" i], script, link, style').first();
  return {
    route,
    policies: metas.map((_, m) => m.attribs.content).get(),
    policyFirst: first.is('meta'),
    inlineScripts: $('script:not([src])')
      .filter((_, s) => executable(s.attribs.type) && $(s).html()!.trim() !== '')
      .map((_, s) => sha256($(s).html()!))
      .get(),
  };
}

const pages = builtPages().map(readPolicy);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

test('every built HTML page carries one Content-Security-Policy meta tag, before any script or style', () => {
  assert.ok(pages.length > 100, `${pages.length} pages`);
  const without = pages.filter((p) => p.policies.length !== 1).map((p) => `${p.route} (${p.policies.length})`);
  assert.deepEqual(without, [], 'pages without exactly one CSP meta tag');
  assert.deepEqual(
    pages.filter((p) => !p.policyFirst).map((p) => p.route),
    [],
    'the policy must precede what it governs',
  );
});

test('scripts are allowed from the site and by hash only: no unsafe-inline, unsafe-eval, wildcard or other host', () => {
  const problems: string[] = [];
  for (const {route, policies} of pages) {
    const sources = directive(policies[0] ?? '', 'script-src');
    if (!sources) {
      problems.push(`${route}: no script-src`);
      continue;
    }
    const other = sources.filter((s) => s !== "'self'" && !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(s));
    if (!sources.includes("'self'") || other.length > 0) problems.push(`${route}: script-src ${sources.join(' ')}`);
    if (directive(policies[0], 'default-src')?.join(' ') !== "'self'") problems.push(`${route}: default-src is not 'self'`);
    if (directive(policies[0], 'object-src')?.join(' ') !== "'none'") problems.push(`${route}: object-src is not 'none'`);
  }
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} pages`);
});

test("each page's script hashes match the site's inline scripts exactly, and cover the page's own", () => {
  const siteScripts = [...new Set(pages.flatMap((p) => p.inlineScripts))].sort();
  assert.ok(siteScripts.length > 0, 'Docusaurus writes inline scripts (colour mode, base URL check)');
  const problems: string[] = [];
  for (const {route, policies, inlineScripts} of pages) {
    const hashes = (directive(policies[0] ?? '', 'script-src') ?? []).filter((s) => s.startsWith("'sha256-"));
    const unhashed = inlineScripts.filter((h) => !hashes.includes(h));
    if (unhashed.length > 0) problems.push(`${route}: inline scripts not allowed: ${unhashed.join(' ')}`);
    const stale = hashes.filter((h) => !siteScripts.includes(h));
    if (stale.length > 0) problems.push(`${route}: hashes of no script on the site: ${stale.join(' ')}`);
    const missing = siteScripts.filter((h) => !hashes.includes(h));
    if (missing.length > 0) problems.push(`${route}: another page's inline script is not allowed: ${missing.join(' ')}`);
  }
  assert.deepEqual(problems.slice(0, 10), [], `${problems.length} problems`);
});
