import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {BASE_URL, builtPages, elements, headOf, htmlFileForRoute, SITE} from './support';

const PAGES = ['/', '/adr/', '/adr/adr-001/', '/docs/intro/', '/prds/prd-001/', '/adr/tags/', '/search/'];

function page(route: string): {html: string; head: string} {
  const file = htmlFileForRoute(route);
  assert.ok(file, `no built page for ${route}`);
  const html = readFileSync(file, 'utf8');
  return {html, head: headOf(html)};
}

const meta = (head: string, name: string) => elements(head, 'meta').filter((m) => m.name === name || m.property === name);
const link = (head: string, rel: string) => elements(head, 'link').filter((l) => l.rel === rel);

for (const route of PAGES) {
  test(`head of ${route}: language, theme colour, zoomable viewport, title, description, icon`, () => {
    const {html, head} = page(route);
    const [root] = elements(html, 'html');
    assert.equal(root.lang, 'en');
    assert.equal(root.dir, 'ltr');
    assert.deepEqual(
      meta(head, 'theme-color').map((m) => m.content),
      ['#6366f1'],
    );
    const viewports = meta(head, 'viewport');
    assert.equal(viewports.length, 1, 'exactly one viewport meta');
    assert.match(viewports[0].content, /maximum-scale=5(\.0)?\b/);
    assert.doesNotMatch(viewports[0].content, /user-scalable=no/);
    assert.match(head, /<title[^>]*>[^<]{5,}<\/title>/);
    assert.ok((meta(head, 'description')[0]?.content ?? '').length > 20, 'a meaningful description');
    assert.deepEqual(
      link(head, 'icon').map((l) => l.href),
      [`${BASE_URL}img/favicon.svg`],
    );
  });
}

test('document pages carry their number in the browser title', () => {
  assert.match(page('/adr/adr-001/').head, /<title[^>]*>ADR-001: Rust for the Proxy Implementation \| Prism<\/title>/);
});

test('canonical URLs point at the Pages site under the base path', () => {
  assert.deepEqual(
    link(page('/adr/adr-001/').head, 'canonical').map((l) => l.href),
    [`${SITE.url}${BASE_URL}adr/adr-001/`],
  );
});

/** Link texts that say nothing of where a link leads: the English list of Lighthouse's SEO audit `link-text`. */
const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/** Each link to another page whose whole text is vague, as `/path: "text"` (the audit skips links within the page). */
function vagueLinks(route: string, html: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter((m) => !/\bhref="#/.test(m[1]))
    .map((m) =>
      m[2]
        .replace(/<[^>]+>/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter((text) => VAGUE_LINK_TEXTS.has(text))
    .map((text) => `${route}: "${text}"`);
}

test('every link of every built page says where it leads (Lighthouse SEO: link-text)', () => {
  assert.deepEqual(
    vagueLinks('/x/', '<a href="/go/">Go</a> <a href="/a/"><span>Read more</span></a> <a href="/b/">Go language</a> <a href="#go">Go</a>'),
    ['/x/: "go"', '/x/: "read more"'],
  );
  const vague = builtPages().flatMap(([route, file]) => vagueLinks(route, readFileSync(file, 'utf8')));
  assert.deepEqual([...new Set(vague)], []);
});
