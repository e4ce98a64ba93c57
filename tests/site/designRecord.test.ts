/** The design-record features as a reader and a feed reader get them, checked on the built HTML. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {CONTENT_SECTIONS, documentDate, loadTags, publishedDocuments} from '../content/documents';
import {BASE_URL, builtPages, elements, headOf, htmlFileForRoute, readBuilt, SITE} from './support';
import {DOCUMENT_ID} from '../../src/config/sections';

/** What the site is expected to show comes from the documents' own front matter. */
const documentsOf = Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, publishedDocuments(section)]));
const html = (route: string) => readFileSync(htmlFileForRoute(route)!, 'utf8');
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const PREFIX: Record<string, string> = {adr: 'ADR', rfc: 'RFC', memos: 'MEMO', prds: 'PRD'};

test('documents.json lists every document with the fields of its front matter, and its links', () => {
  const {documents} = JSON.parse(readBuilt('documents.json')) as {documents: Array<Record<string, unknown>>};
  const byId = new Map(documents.map((d) => [d.id as string, d]));
  const numbered = documents.filter((d) => (CONTENT_SECTIONS as readonly unknown[]).includes(d.section));
  assert.equal(numbered.length, Object.values(documentsOf).flat().length, 'one entry per document of the record');
  const permalinks = loadTags();
  for (const section of CONTENT_SECTIONS) {
    for (const source of documentsOf[section]) {
      const fm = source.frontMatter;
      const id = String(fm.id);
      const doc = byId.get(id);
      assert.ok(doc, `${id} (${source.file}) missing from documents.json`);
      assert.equal(doc.title, fm.title);
      assert.equal(doc.status, fm.status);
      assert.equal(doc.date, documentDate(source));
      const tagSlugs = (fm.tags as string[]).map((t) => permalinks.get(t)!.permalink.replace(/^\//, ''));
      assert.deepEqual([...(doc.tags as string[])].sort(), tagSlugs.sort(), `${id} tags`);
      assert.equal(doc.url, `${SITE.url}${BASE_URL}${section}/${id}/`);
      assert.equal(doc.supersedes, fm.supersedes);
      assert.equal(doc.supersededBy, fm.superseded_by);
      assert.ok(Array.isArray(doc.links) && (doc.links as string[]).length >= 2, `${id} links ${JSON.stringify(doc.links)}`);
      if (PREFIX[section]) assert.equal(doc.number, Number(id.slice(-3)));
    }
  }
});

test('feed.xml is RSS 2.0 with the 20 newest documents', () => {
  const xml = readBuilt('feed.xml');
  assert.match(xml, /<rss version="2\.0"/);
  const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]));
  assert.equal(dates.length, 20);
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
  const newest = Object.values(documentsOf).flat().map(documentDate).filter(Boolean).sort().at(-1);
  assert.equal(new Date(dates[0]).toISOString().slice(0, 10), newest);
});

/** Each feed item with its link and its article (content:encoded), in feed order. */
function feedItems(xml: string): Array<{link: string; content: string}> {
  return [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map(([item]) => ({
    link: /<link>([^<]+)<\/link>/.exec(item)![1],
    // One CDATA section, or several where the article holds "]]>".
    content: [...item.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]).join(''),
  }));
}

test("feed.xml carries each item's whole article, its diagrams as images of the light drawing served by the site", () => {
  const items = feedItems(readBuilt('feed.xml'));
  assert.equal(items.length, 20);
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  for (const {link, content} of items) {
    const page = html(`/${link.slice(`${SITE.url}${BASE_URL}`.length)}`);
    assert.ok(content.length > 500, `${link}: an article in the feed (${content.length} characters)`);
    // The article's last paragraph is the page's too: the whole text, not a summary.
    const last = words(load(content)('p').last().text());
    assert.ok(
      last && words(load(page)('article').text()).includes(last),
      `${link}: the last paragraph is the page's ("${last.slice(0, 60)}")`,
    );
    assert.ok(!/<svg|<script|<button/.test(content), `${link}: no inline SVG, script or button`);
    const figures = (page.match(/<figure[^>]*data-drawing=/g) ?? []).length;
    const images = [...content.matchAll(/<img src="([^"]+\/assets\/diagrams\/([0-9a-f]{16})\.svg)"/g)];
    assert.equal(images.length, figures, `${link}: one image per diagram of the page`);
    for (const [, url, key] of images) {
      assert.ok(url.startsWith(`${SITE.url}${BASE_URL}`), url);
      const svg = readBuilt(`assets/diagrams/${key}.svg`);
      assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, `${key}.svg is a standalone SVG`);
      assert.ok(svg.includes(`dg-${key}-light`), `${key}.svg is the light drawing`);
    }
  }
  assert.ok(
    items.some(({content}) => content.includes('/assets/diagrams/')),
    'at least one of the newest documents has a diagram, so the images are checked',
  );
});

test('every page advertises the feed in its head', () => {
  const missing = builtPages()
    .filter(
      ([, file]) =>
        !elements(headOf(readFileSync(file, 'utf8')), 'link').some(
          (l) => l.rel === 'alternate' && l.type === 'application/rss+xml' && l.href === `${BASE_URL}feed.xml`,
        ),
    )
    .map(([route]) => route);
  assert.deepEqual(missing, []);
});

test('document pages show the header: number, status, date, people', () => {
  const page = text(html('/adr/adr-040/'));
  assert.match(page, /Number ADR-040 Status Accepted Date Oct 9, 2025 Deciders/);
  assert.match(text(html('/memos/memo-019/')), /Number MEMO-019 Date Oct 1\d, 2025 Author/);
  assert.match(text(html('/prds/prd-001/')), /Number PRD-001 Date Oct 12, 2025 Author/);
});

test('superseded documents carry a banner linking their successor, and successors link back', () => {
  for (const [old, successor] of [
    ['/rfc/rfc-006/', 'adr/adr-040/'],
    ['/rfc/rfc-026/', 'rfc/rfc-021/'],
  ]) {
    const page = html(old);
    const banner = /<div class="[^"]*alert--warning[^"]*" role="note">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';
    assert.match(text(banner), /Superseded\./);
    assert.match(banner, new RegExp(`href="${BASE_URL}${successor}"`));
  }
  assert.match(html('/adr/adr-040/'), new RegExp(`<dt>Supersedes</dt><dd><a [^>]*href="${BASE_URL}rfc/rfc-006/"`));
  assert.match(html('/rfc/rfc-021/'), new RegExp(`<dt>Supersedes</dt><dd><a [^>]*href="${BASE_URL}rfc/rfc-026/"`));
});

test('documents end with "Referenced by", listing documents that link to them', () => {
  const page = html('/adr/adr-001/');
  const section = /<section[^>]*aria-labelledby="referenced-by"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
  assert.match(section, /Referenced by/);
  assert.ok((section.match(/<li>/g) ?? []).length >= 3, 'ADR-001 is cited by several documents');
  assert.match(section, new RegExp(`href="${BASE_URL}rfc/rfc-001/"`));
});

test('section index pages hold the full table in the server HTML', () => {
  for (const section of ['adr', 'rfc', 'memos', 'prds'] as const) {
    const rows = (html(`/${section}/`).match(/<tr[\s>]/g) ?? []).length - 1;
    assert.equal(rows, documentsOf[section].length, `${section} index rows: one per document in ${section}/`);
  }
});

test('the changelog lists every dated document, newest day first', () => {
  const page = html('/docs/changelog/');
  const days = [...page.matchAll(/<time dateTime="(\d{4}-\d{2}-\d{2})">/gi)].map((m) => m[1]);
  const dayHeadings = [...new Set(days)];
  assert.ok(dayHeadings.length >= 8);
  assert.deepEqual(dayHeadings, [...dayHeadings].sort().reverse());
  for (const id of ['adr-001', 'rfc-036', 'memo-034', 'prd-001']) {
    assert.match(page, new RegExp(`href="${BASE_URL}[a-z]+/${id}/"`));
  }
});

test('plain mentions of other documents are links in the built page', () => {
  const links = elements(html('/docs/changelog/'), 'a').map((a) => a.href);
  assert.ok(links.filter((href) => DOCUMENT_ID.test(href?.split('/').at(-2) ?? '')).length > 50);
});
