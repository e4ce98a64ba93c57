/** The design-record features as a reader and a feed reader get them, checked on the built HTML. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {loadManifest} from '../support/manifest';
import {BASE_URL, builtPages, elements, headOf, htmlFileForRoute, readBuilt, SITE} from './support';

const manifest = loadManifest();
const html = (route: string) => readFileSync(htmlFileForRoute(route)!, 'utf8');
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const PREFIX: Record<string, string> = {adr: 'ADR', rfc: 'RFC', memos: 'MEMO', prds: 'PRD'};

test('documents.json lists every manifest document with its fields and links', () => {
  const {documents} = JSON.parse(readBuilt('documents.json')) as {documents: Array<Record<string, unknown>>};
  const byId = new Map(documents.map((d) => [d.id as string, d]));
  for (const section of ['adr', 'rfc', 'memos', 'netflix', 'prds'] as const) {
    for (const entry of manifest[section]) {
      const doc = byId.get(entry.id);
      assert.ok(doc, `${entry.id} missing from documents.json`);
      assert.equal(doc.title, entry.title);
      assert.equal(doc.status, entry.status);
      assert.equal(doc.date, entry.date);
      assert.deepEqual([...(doc.tags as string[])].sort(), entry.tags.map((t) => t.replace(/([a-z])(\d)/g, '$1-$2').replace(/(\d)([a-z])/g, '$1-$2')).sort());
      assert.equal(doc.url, `${SITE.url}${BASE_URL}${section}/${entry.id}/`);
      assert.equal(doc.supersedes, entry.supersedes);
      assert.equal(doc.supersededBy, entry.superseded_by);
      assert.ok(Array.isArray(doc.links) && (doc.links as string[]).length >= 2, `${entry.id} links ${JSON.stringify(doc.links)}`);
      if (PREFIX[section]) assert.equal(doc.number, Number(entry.id.slice(-3)));
    }
  }
});

test('feed.xml is RSS 2.0 with the 20 newest documents', () => {
  const xml = readBuilt('feed.xml');
  assert.match(xml, /<rss version="2\.0"/);
  const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => Date.parse(m[1]));
  assert.equal(dates.length, 20);
  assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
  const newest = [...['adr', 'rfc', 'memos', 'prds'].flatMap((s) => manifest[s as 'adr'])].map((e) => e.date!).sort().at(-1)!;
  assert.equal(new Date(dates[0]).toISOString().slice(0, 10), newest);
});

test('every page advertises the feed in its head', () => {
  const missing = builtPages()
    .filter(([, file]) => !elements(headOf(readFileSync(file, 'utf8')), 'link').some((l) => l.rel === 'alternate' && l.type === 'application/rss+xml' && l.href === `${BASE_URL}feed.xml`))
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
  for (const [old, successor] of [['/rfc/rfc-006/', 'adr/adr-040/'], ['/rfc/rfc-026/', 'rfc/rfc-021/']]) {
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
    const rows = (html(`/${section}/`).match(/<tr data-status=|<tr>/g) ?? []).length - 1;
    assert.equal(rows, manifest[section].length, `${section} index rows`);
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
  assert.ok(links.filter((href) => /\/(adr|rfc|memos|prds)\/(adr|rfc|memo|prd)-\d{3}\/$/.test(href ?? '')).length > 50);
});
