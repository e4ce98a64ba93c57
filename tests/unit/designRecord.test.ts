import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {sectionById} from '../../src/config/sections';
import {buildDesignRecord, type LoadedSection} from '../../src/plugins/design-record/model';
import {
  DOCUMENTS_FILE,
  FEED_FILE,
  FEED_SIZE,
  newestFirst,
  publishedDocuments,
  renderFeed,
  rfc822,
} from '../../src/plugins/design-record/publish';
import {changelogData, documentPagesData, homeData, RECENT_DOCUMENTS, sectionIndexData} from '../../src/plugins/design-record/pageData';
import {displayTitle, formatDocumentDate} from '../../src/lib/designRecord';

function doc(id: string, frontMatter: Record<string, unknown>, extra: Partial<DocMetadata> = {}): DocMetadata {
  return {
    id,
    title: String(frontMatter.title ?? id),
    description: `About ${id} & more`,
    permalink: `/base/${id.split('-')[0]}/${id}`,
    frontMatter,
    tags: ((frontMatter.tags as string[]) ?? []).map((t) => ({
      label: t.toUpperCase(),
      permalink: `/base/x/tags/${t}`,
      description: undefined,
      inline: false,
    })),
    draft: false,
    unlisted: false,
    ...extra,
  } as unknown as DocMetadata;
}

const adr = (n: number, date: string, more: Record<string, unknown> = {}) =>
  doc(`adr-${String(n).padStart(3, '0')}`, {
    reference: `ADR-${String(n).padStart(3, '0')}`,
    short_title: `Decision ${n}`,
    title: `ADR-${n}: Decision ${n}`,
    status: 'Accepted',
    date,
    deciders: ['Core Team'],
    tags: ['proxy'],
    ...more,
  });

function section(id: 'adr' | 'rfc', docs: DocMetadata[]): LoadedSection {
  return {section: sectionById(id), docs, landingPermalink: `/base/${id}/`, tagLabels: {}, tagsPermalink: `/base/${id}/tags`};
}

test('records sort by section then number, skip index pages, templates and drafts', () => {
  const record = buildDesignRecord([
    section('adr', [
      adr(10, '2025-10-07'),
      adr(9, '2025-10-05'),
      doc('index', {}),
      doc('ADR-000-template', {}),
      adr(11, '2025-10-05', {}),
      doc('adr-012', {}, {draft: true}),
    ]),
  ]);
  assert.deepEqual(
    record.documents.map((d) => d.id),
    ['adr-009', 'adr-010', 'adr-011'],
  );
  assert.equal(record.sections[0].count, 3);
});

test('records carry the plain title, number, people, tags by slug and a trailing-slash permalink', () => {
  const [record] = buildDesignRecord([section('adr', [adr(9, '2025-10-05', {tags: ['s3']})])]).documents;
  assert.equal(record.title, 'Decision 9');
  assert.equal(record.reference, 'ADR-009');
  assert.equal(record.number, 9);
  assert.deepEqual(record.people, ['Core Team']);
  assert.deepEqual(record.tags, ['s3']);
  assert.equal(record.permalink, '/base/adr/adr-009/');
});

test('backlinks list the documents that link here, in reading order, never self', () => {
  const outgoing = new Map([
    ['adr-010', new Set(['adr-009', 'adr-010', 'nope'])],
    ['adr-011', new Set(['adr-009'])],
  ]);
  const record = buildDesignRecord([section('adr', [adr(11, '2025-10-05'), adr(9, '2025-10-05'), adr(10, '2025-10-05')])], outgoing);
  const byId = new Map(record.documents.map((d) => [d.id, d]));
  assert.deepEqual(byId.get('adr-009')!.referencedBy, ['adr-010', 'adr-011']);
  assert.deepEqual(byId.get('adr-010')!.referencedBy, []);
});

test('supersession fields come from front matter', () => {
  const [record] = buildDesignRecord([section('adr', [adr(40, '2025-10-09', {supersedes: 'rfc-006'})])]).documents;
  assert.equal(record.supersedes, 'rfc-006');
});

const site = {url: 'https://example.org', title: 'Prism', tagline: 'Gateway'};

test('the feed holds the 20 newest documents, newest first, as valid RSS 2.0 items', () => {
  const docs = Array.from({length: 25}, (_, i) => adr(i + 1, `2025-10-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`));
  const {documents} = buildDesignRecord([section('adr', docs)]);
  const xml = renderFeed(documents, site, 'https://example.org/base/feed.xml', 'https://example.org/base/');
  const items = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
  assert.equal(items.length, FEED_SIZE);
  assert.match(items[0], /<title>ADR-025: Decision 25<\/title>/);
  assert.match(items[0], /<link>https:\/\/example\.org\/base\/adr\/adr-025\/<\/link>/);
  assert.match(items[0], /<pubDate>Mon, 13 Oct 2025 00:00:00 \+0000<\/pubDate>/);
  assert.match(items[0], /<description>About adr-025 &amp; more<\/description>/);
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  assert.match(xml, /<atom:link href="https:\/\/example\.org\/base\/feed\.xml" rel="self"/);
});

test('newest first breaks same-day ties by reading order, latest first', () => {
  const {documents} = buildDesignRecord([section('adr', [adr(1, '2025-10-05'), adr(2, '2025-10-05'), adr(3, '2025-10-04')])]);
  assert.deepEqual(
    newestFirst(documents).map((d) => d.id),
    ['adr-002', 'adr-001', 'adr-003'],
  );
});

test('RSS dates are RFC 822', () => {
  assert.equal(rfc822('2025-10-15'), 'Wed, 15 Oct 2025 00:00:00 +0000');
});

test('documents.json entries have kind, absolute url and the documents they link to', () => {
  const outgoing = new Map([['adr-002', new Set(['adr-001', 'adr-002', 'rfc-999'])]]);
  const {documents} = buildDesignRecord([section('adr', [adr(1, '2025-10-05'), adr(2, '2025-10-05')])], outgoing);
  const published = publishedDocuments(documents, outgoing, site);
  assert.deepEqual(published[1].links, ['adr-001']);
  assert.equal(published[1].kind, 'adr');
  assert.equal(published[1].url, 'https://example.org/base/adr/adr-002/');
  assert.deepEqual(published[0].referencedBy, ['adr-002']);
  assert.ok(!('people' in published[0]) && !('description' in published[0]));
});

test('page data: the home page gets section counts and the newest dated documents, newest first', () => {
  const record = buildDesignRecord([
    section('adr', [adr(1, '2025-10-05'), adr(2, '2025-10-07'), adr(3, '2025-10-07'), adr(4, '2025-10-06')]),
  ]);
  const home = homeData(record);
  assert.deepEqual(
    home.sections.map((s) => [s.id, s.count]),
    [['adr', 4]],
  );
  assert.ok(!('tagLabels' in home.sections[0]));
  assert.deepEqual(
    home.recent.map((d) => d.id),
    ['adr-003', 'adr-002', 'adr-004', 'adr-001'],
  );
  assert.ok(!('people' in home.recent[0]) && !('tags' in home.recent[0]));
  const many = homeData(
    buildDesignRecord([
      section(
        'adr',
        Array.from({length: 9}, (_, i) => adr(i + 1, '2025-10-05')),
      ),
    ]),
  );
  assert.equal(many.recent.length, RECENT_DOCUMENTS);
});

test('page data: a section index has its own rows, and descriptions only for unnumbered documents', () => {
  const record = buildDesignRecord([
    section('adr', [adr(1, '2025-10-05')]),
    section('rfc', [doc('rfc-notes', {title: 'Notes', tags: ['proxy']})]),
  ]);
  const adrIndex = sectionIndexData(record, 'adr');
  assert.equal(adrIndex.section.id, 'adr');
  assert.deepEqual(
    adrIndex.documents.map((d) => d.id),
    ['adr-001'],
  );
  assert.ok(!('description' in adrIndex.documents[0]));
  assert.equal(sectionIndexData(record, 'rfc').documents[0].description, 'About rfc-notes & more');
  assert.throws(() => sectionIndexData(record, 'memos'));
});

test('page data: the changelog groups dated documents by day, newest day first, in reading order within a day', () => {
  const record = buildDesignRecord([
    section('adr', [adr(3, '2025-10-05'), adr(1, '2025-10-05'), adr(2, '2025-10-07'), doc('adr-099', {title: 'Undated'})]),
  ]);
  const days = changelogData(record);
  assert.deepEqual(
    days.map((d) => [d.day, d.documents.map((e) => e.id)]),
    [
      ['2025-10-07', ['adr-002']],
      ['2025-10-05', ['adr-001', 'adr-003']],
    ],
  );
  assert.equal(days[0].documents[0].kind, 'ADRs');
});

test('page data: document pages get every document by id, without empty lists', () => {
  const outgoing = new Map([['adr-002', new Set(['adr-001'])]]);
  const pages = documentPagesData(
    buildDesignRecord([section('adr', [adr(1, '2025-10-05', {deciders: []}), adr(2, '2025-10-06', {supersedes: 'adr-001'})])], outgoing),
  );
  assert.deepEqual(Object.keys(pages), ['adr-001', 'adr-002']);
  assert.deepEqual(pages['adr-001'].referencedBy, ['adr-002']);
  assert.ok(!('people' in pages['adr-001']) && !('referencedBy' in pages['adr-002']));
  assert.equal(pages['adr-002'].supersedes, 'adr-001');
  assert.equal(pages['adr-002'].permalink, '/base/adr/adr-002/');
  assert.ok(!('description' in pages['adr-002']) && !('tags' in pages['adr-002']));
});

// Edges found by surviving mutants (npm run mutate).

test('people come from deciders, author or authors, as a list of non-blank names', () => {
  const peopleOf = (fm: Record<string, unknown>) =>
    buildDesignRecord([section('rfc', [doc('rfc-001', {reference: 'RFC-001', ...fm})])]).documents[0].people;
  assert.deepEqual(peopleOf({deciders: 'Core Team'}), ['Core Team']);
  assert.deepEqual(peopleOf({author: 'Ana'}), ['Ana']);
  assert.deepEqual(peopleOf({authors: ['Ana', ' ', '', 7, 'Bo']}), ['Ana', 'Bo']);
  assert.deepEqual(peopleOf({}), []);
});

test('empty or non-text status, date and supersession fields are left out, not carried as values', () => {
  const [record] = buildDesignRecord([section('adr', [adr(5, '', {status: '', supersedes: 7, superseded_by: 'adr-009'})])]).documents;
  assert.ok(!('status' in record) && !('date' in record) && !('supersedes' in record));
  assert.equal(record.supersededBy, 'adr-009');
  const [unnumbered] = buildDesignRecord([section('rfc', [doc('rfc-x', {status: 5})])]).documents;
  assert.ok(!('status' in unnumbered) && !('reference' in unnumbered) && !('number' in unnumbered));
});

test('a tag is keyed by the last segment of its page, with or without a trailing slash', () => {
  const withSlash = doc('adr-001', {reference: 'ADR-001'}, {
    tags: [{label: 'S3', permalink: '/base/adr/tags/s-3/', description: undefined, inline: false}],
  } as never);
  assert.deepEqual(buildDesignRecord([section('adr', [withSlash])]).documents[0].tags, ['s-3']);
});

test('documents without numbers sort by id; counts are per section; permalinks are kept without trailingSlash', () => {
  const record = buildDesignRecord(
    [section('adr', [adr(2, '2025-10-05')]), section('rfc', [doc('rfc-b', {}), doc('rfc-a', {}), doc('rfc-c', {})])],
    new Map(),
    false,
  );
  assert.deepEqual(
    record.documents.map((d) => d.id),
    ['adr-002', 'rfc-a', 'rfc-b', 'rfc-c'],
  );
  assert.deepEqual(
    record.sections.map((s) => s.count),
    [1, 3],
  );
  assert.equal(record.documents[0].permalink, '/base/adr/adr-002');
  assert.equal(record.sections[0].permalink, '/base/adr/');
});

test('the published files are feed.xml and documents.json', () => {
  assert.equal(FEED_FILE, 'feed.xml');
  assert.equal(DOCUMENTS_FILE, 'documents.json');
});

test('documents.json links are known documents other than itself, sorted', () => {
  const outgoing = new Map([['adr-003', new Set(['adr-002', 'nope', 'adr-003', 'adr-001'])]]);
  const {documents} = buildDesignRecord([section('adr', [adr(1, '2025-10-05'), adr(2, '2025-10-05'), adr(3, '2025-10-05')])], outgoing);
  assert.deepEqual(publishedDocuments(documents, outgoing, site)[2].links, ['adr-001', 'adr-002']);
  assert.deepEqual(publishedDocuments(documents, outgoing, site)[0].links, []);
});

test('newest first leaves undated documents out', () => {
  const {documents} = buildDesignRecord([section('adr', [adr(1, '2025-10-05'), adr(2, '')])]);
  assert.deepEqual(
    newestFirst(documents).map((d) => d.id),
    ['adr-001'],
  );
});

test('the feed, exactly, for one document with characters XML must escape', () => {
  const one = doc('adr-007', {
    reference: 'ADR-007',
    short_title: `Use <b> & 'q' "x"`,
    status: 'Accepted',
    date: '2025-10-15',
    tags: ['a', 'b'],
  });
  const {documents} = buildDesignRecord([section('adr', [one])]);
  const xml = renderFeed(
    documents,
    {url: 'https://example.org', title: 'P&Q', tagline: 'Fast <gateway>'},
    'https://example.org/base/feed.xml',
    'https://example.org/base/',
  );
  assert.equal(
    xml,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      '  <channel>',
      '    <title>P&amp;Q design record</title>',
      '    <link>https://example.org/base/</link>',
      '    <description>New and updated decisions, designs and memos: Fast &lt;gateway&gt;</description>',
      '    <language>en</language>',
      '    <lastBuildDate>Wed, 15 Oct 2025 00:00:00 +0000</lastBuildDate>',
      '    <atom:link href="https://example.org/base/feed.xml" rel="self" type="application/rss+xml"/>',
      '    <item>',
      '      <title>ADR-007: Use &lt;b&gt; &amp; &apos;q&apos; &quot;x&quot;</title>',
      '      <link>https://example.org/base/adr/adr-007/</link>',
      '      <guid isPermaLink="true">https://example.org/base/adr/adr-007/</guid>',
      '      <pubDate>Wed, 15 Oct 2025 00:00:00 +0000</pubDate>',
      '      <description>About adr-007 &amp; more</description>',
      '      <category>a</category>',
      '      <category>b</category>',
      '    </item>',
      '  </channel>',
      '</rss>',
      '',
    ].join('\n'),
  );
  assert.doesNotMatch(renderFeed([], site, 'f', 'h'), /lastBuildDate/, 'an empty feed has no build date');
});

test('component dates read as en-US short dates of the calendar day written, whatever the time zone', () => {
  // Midnight UTC is the previous evening west of Greenwich; the day shown is still the one written.
  const zone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  try {
    assert.equal(formatDocumentDate('2025-10-05'), 'Oct 5, 2025');
    assert.equal(formatDocumentDate('2026-01-01'), 'Jan 1, 2026');
    assert.equal(formatDocumentDate('2024-12-31'), 'Dec 31, 2024');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});

test('component dates match what Intl writes for en-US short dates, every day of four years (a leap year among them)', () => {
  const intl = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
  const mismatches: string[] = [];
  for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
    const iso = new Date(day).toISOString().slice(0, 10);
    if (formatDocumentDate(iso) !== intl.format(day)) mismatches.push(`${iso}: ${formatDocumentDate(iso)} != ${intl.format(day)}`);
  }
  assert.deepEqual(mismatches, []);
});

test('a component date that is not YYYY-MM-DD is an error, not a wrong date', () => {
  for (const bad of ['2025-13-01', '2025-00-10', '2025-10-00', '2025-10-32', '2025-1-5', 'x2025-10-05', '2025-10-05x', '5 Oct 2025', '']) {
    assert.throws(() => formatDocumentDate(bad), {name: 'RangeError', message: `not a YYYY-MM-DD date: "${bad}"`});
  }
});

test('a document is shown as "reference: title" when numbered, by its title alone when not', () => {
  assert.equal(displayTitle({reference: 'ADR-012', title: 'Go for Tooling'}), 'ADR-012: Go for Tooling');
  assert.equal(displayTitle({reference: undefined, title: 'Netflix at scale'}), 'Netflix at scale');
});
