import {sectionById} from '../../config/sections';
import {cdata} from './feedContent';
import type {DocumentRecord, PublishedDocument} from './model';

/**
 * The design record as files for machines: `documents.json` (every document)
 * and `feed.xml` (RSS 2.0, newest documents first, each item with its summary
 * and, where given, its whole article as `content:encoded`).
 */
export const FEED_FILE = 'feed.xml';
export const DOCUMENTS_FILE = 'documents.json';
export const FEED_SIZE = 20;

export interface SiteAddress {
  /** `https://jrepp.github.io` */
  url: string;
  title: string;
  tagline: string;
}

const absolute = (site: SiteAddress, permalink: string) => `${site.url}${permalink}`;

export function publishedDocuments(
  documents: readonly DocumentRecord[],
  outgoing: ReadonlyMap<string, ReadonlySet<string>>,
  site: SiteAddress,
): PublishedDocument[] {
  const ids = new Set(documents.map((d) => d.id));
  return documents.map(({description: _description, people: _people, permalink, referencedBy, ...record}) => ({
    ...record,
    kind: sectionById(record.section).kind,
    url: absolute(site, permalink),
    links: [...(outgoing.get(record.id) ?? [])].filter((id) => ids.has(id) && id !== record.id).sort(),
    referencedBy,
  }));
}

/** Newest first by date; on the same day, later sections and higher numbers first. */
export function newestFirst(documents: readonly DocumentRecord[]): DocumentRecord[] {
  return documents
    .map((doc, order) => ({doc, order}))
    .filter(({doc}) => doc.date)
    .sort((a, b) => b.doc.date!.localeCompare(a.doc.date!) || b.order - a.order)
    .map(({doc}) => doc);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]!);

/** RFC 822 date of a `YYYY-MM-DD` day at midnight UTC, as RSS 2.0 requires. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

export function renderFeed(
  documents: readonly DocumentRecord[],
  site: SiteAddress,
  feedUrl: string,
  homeUrl: string,
  /** A document's article as HTML for feed readers (./feedContent), if it has one. */
  contentOf: (doc: DocumentRecord) => string | undefined = () => undefined,
): string {
  const items = newestFirst(documents).slice(0, FEED_SIZE);
  const title = (doc: DocumentRecord) => (doc.reference ? `${doc.reference}: ${doc.title}` : doc.title);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.title} design record`)}</title>`,
    `    <link>${escapeXml(homeUrl)}</link>`,
    `    <description>${escapeXml(`New and updated decisions, designs and memos: ${site.tagline}`)}</description>`,
    '    <language>en</language>',
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date!)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap((doc) => [
      '    <item>',
      `      <title>${escapeXml(title(doc))}</title>`,
      `      <link>${escapeXml(absolute(site, doc.permalink))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absolute(site, doc.permalink))}</guid>`,
      `      <pubDate>${rfc822(doc.date!)}</pubDate>`,
      `      <description>${escapeXml(doc.description)}</description>`,
      ...[contentOf(doc)].filter((html) => html !== undefined).map((html) => `      <content:encoded>${cdata(html)}</content:encoded>`),
      ...doc.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ]),
    '  </channel>',
    '</rss>',
    '',
  ];
  return lines.join('\n');
}
