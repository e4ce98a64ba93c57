/**
 * Integrity of the built HTML, checked independently of Docusaurus's own
 * checker: an HTML validator, a crawler over the served site, fragment links,
 * safe external links, no inline event handlers and no stray NUL bytes.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';
import {serveStaticSite, type StaticSite} from '../support/server';
import {BASE_URL, builtPages, BUILD_DIR, elements, SITE} from './support';

const pages = builtPages().map(([route, file]) => ({route, file, html: readFileSync(file, 'utf8')}));
/** Markup outside <script> bodies (the base-URL banner script holds a link inside a JS string). */
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
const byRoute = new Map(pages.map((p) => [p.route, p]));

test('every page passes the HTML validator (html-validate:standard)', async () => {
  const validator = new HtmlValidate({extends: ['html-validate:standard']});
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(page.html, page.route);
    for (const message of report.results.flatMap((r) => r.messages)) {
      problems.push(`${page.route}: ${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} validator errors`);
});

test('no page holds a NUL byte (React 18.3 strays some into its output: src/plugins/finish-pages)', () => {
  assert.ok(pages.length > 100);
  assert.deepEqual(
    pages.filter((p) => p.html.includes('\0')).map((p) => p.route),
    [],
  );
});

test('no inline event handlers anywhere', () => {
  const offenders = pages.filter((p) => /<[a-z][^>]*\son[a-z]+\s*=/i.test(p.html)).map((p) => p.route);
  assert.deepEqual(offenders, []);
});

test('external links open safely: rel="noopener noreferrer"', () => {
  const unsafe: string[] = [];
  for (const page of pages) {
    for (const a of elements(markup(page.html), 'a')) {
      if (!/^https?:\/\//.test(a.href ?? '') || a.href.startsWith(SITE.url)) continue;
      const rel = (a.rel ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${page.route} -> ${a.href}`);
    }
  }
  assert.deepEqual(unsafe.slice(0, 20), [], `${unsafe.length} external links without rel="noopener noreferrer"`);
});

test('every link to a fragment finds its target id', () => {
  const broken: string[] = [];
  const idsOf = new Map<string, Set<string>>();
  const ids = (route: string) => {
    if (!idsOf.has(route))
      idsOf.set(
        route,
        new Set(
          elements(byRoute.get(route)?.html ?? '', '[a-z0-9]+')
            .map((e) => e.id)
            .filter(Boolean),
        ),
      );
    return idsOf.get(route)!;
  };
  for (const page of pages) {
    for (const a of elements(markup(page.html), 'a')) {
      const href = a.href ?? '';
      const hash = href.indexOf('#');
      if (hash === -1 || /^[a-z]+:/i.test(href)) continue;
      const fragment = decodeURIComponent(href.slice(hash + 1));
      const target =
        hash === 0
          ? page.route
          : new URL(href.slice(0, hash), `http://site${BASE_URL}${page.route.slice(1)}`).pathname.slice(BASE_URL.length - 1);
      if (fragment === '') continue;
      if (!byRoute.has(target)) broken.push(`${page.route}: ${href} (no such page)`);
      else if (!ids(target).has(fragment)) broken.push(`${page.route}: ${href} (no id "${fragment}")`);
    }
  }
  assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken fragment links`);
});

let site: StaticSite;
before(async () => {
  site = await serveStaticSite(path.resolve(BUILD_DIR));
});
after(() => site?.close());

test('a crawler over the served site finds no broken internal links', {timeout: 300_000}, async () => {
  const {LinkChecker} = await import('linkinator');
  const checker = new LinkChecker();
  const result = await checker.check({
    path: site.url,
    recurse: true,
    concurrency: 25,
    timeout: 10_000,
    linksToSkip: async (link: string) => !link.startsWith(site.origin),
  });
  const broken = result.links.filter((l) => l.state === 'BROKEN').map((l) => `${l.status} ${l.url} (from ${l.parent})`);
  assert.ok(result.links.length > pages.length, `crawled only ${result.links.length} links`);
  assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken links`);
});
