/**
 * What the build derives from the sources, checked against the sources: each
 * page's "Edit this page" link, the home page's most recent documents (from
 * front-matter dates) and the documents each tag page lists (from front-matter
 * tags). The expectations are computed from the Markdown files, not read back
 * from the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtPage, CONTENT_SECTIONS, publishedSources, routeOfHref} from './sources';
import {BASE_URL, contentFiles, SITE} from './support';
import path from 'node:path';
import {isSectionPage} from '../../src/config/sections';
import {loadTags} from '../content/documents';

const sources = publishedSources();

/** `date: 2025-10-05` loads as a Date, `date: '2025-10-05'` as a string: both as `YYYY-MM-DD`. */
const isoDate = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined;

test('sources: every content folder has documents to check', () => {
  for (const section of CONTENT_SECTIONS) {
    assert.ok(contentFiles(section).length > 0, `${section}/ has no Markdown files`);
  }
  assert.ok(sources.length > 100, `${sources.length} sources`);
});

test('"Edit this page" on every document points at its own source file on GitHub', () => {
  const wrong: string[] = [];
  for (const source of sources) {
    const edits = builtPage(source.route)('a.theme-edit-this-page')
      .map((_, a) => a.attribs.href)
      .get();
    const expected = `https://github.com/${SITE.repository}/edit/main/${source.file}`;
    if (edits.length !== 1 || edits[0] !== expected) wrong.push(`${source.route}: ${JSON.stringify(edits)}, expected ${expected}`);
  }
  assert.deepEqual(wrong, []);
});

test('the home page lists the most recently dated documents, newest first, each with its own date', () => {
  const $ = builtPage('/');
  const items = $('section[aria-labelledby="recent-heading"] ol > li')
    .map((_, li) => ({date: $(li).find('time').attr('datetime'), route: routeOfHref($(li).find('a').attr('href'), BASE_URL)}))
    .get() as Array<{date?: string; route?: string}>;
  const dated = sources.filter((s) => isoDate(s.frontMatter.date)).map((s) => ({route: s.route, date: isoDate(s.frontMatter.date)!}));
  const dateOf = new Map(dated.map((d) => [d.route, d.date]));
  assert.ok(dated.length > 6);

  assert.equal(items.length, 6, 'six recent documents');
  for (const item of items) {
    assert.ok(item.route && dateOf.has(item.route), `${item.route} is a dated document`);
    assert.equal(item.date, dateOf.get(item.route), `${item.route} shows its own date`);
  }
  const dates = items.map((i) => i.date!);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
  assert.equal(new Set(items.map((i) => i.route)).size, items.length, 'no document twice');
  // Every document newer than the oldest one shown is shown; ties at that date may go either way.
  const oldestShown = dates.at(-1)!;
  const missing = dated.filter((d) => d.date > oldestShown && !items.some((i) => i.route === d.route));
  assert.deepEqual(missing, [], 'a newer document is left out');
  assert.equal(
    dates[0],
    dated
      .map((d) => d.date)
      .sort()
      .at(-1),
    'the newest date of all sources comes first',
  );
});

test('each tag page lists exactly the documents whose front matter has that tag', () => {
  let checked = 0;
  const vocabulary = loadTags();
  for (const section of CONTENT_SECTIONS) {
    const inSection = sources.filter((s) => s.section === section);
    const used = new Set(inSection.flatMap((s) => (s.frontMatter.tags as string[] | undefined) ?? []));
    for (const tag of used) {
      const permalink = vocabulary.get(tag)!.permalink.replace(/^\//, '');
      const $ = builtPage(`/${section}/tags/${permalink}/`);
      const listed = $('main article > a')
        .map((_, a) => routeOfHref(a.attribs.href, BASE_URL))
        .get()
        .sort();
      const expected = inSection
        .filter((s) => ((s.frontMatter.tags as string[] | undefined) ?? []).includes(tag))
        .map((s) => s.route)
        .sort();
      assert.deepEqual(listed, expected, `/${section}/tags/${permalink}/`);
      checked += 1;
    }
  }
  assert.ok(checked > 100, `${checked} tag pages checked`);
});
test("the record's tag pages: /tags/ lists every tag in use, and each tag's page lists every document of every section that carries it, grouped by section in section order", () => {
  const vocabulary = loadTags();
  const documents = sources.filter((s) => !isSectionPage(path.basename(s.file).replace(/\.mdx?$/, '')));
  const tagsOf = (s: (typeof sources)[number]) => (s.frontMatter.tags as string[] | undefined) ?? [];
  const used = [...new Set(documents.flatMap(tagsOf))];
  const index = builtPage('/tags/');
  const listed = index('main li a')
    .map((_, a) => routeOfHref(a.attribs.href, BASE_URL))
    .get()
    .sort();
  assert.deepEqual(listed, used.map((tag) => `/tags${vocabulary.get(tag)!.permalink}/`).sort(), '/tags/ links each tag in use');
  for (const tag of used) {
    const route = `/tags${vocabulary.get(tag)!.permalink}/`;
    const $ = builtPage(route);
    assert.equal($('main h1').text(), vocabulary.get(tag)!.label, route);
    const groups = $('main section')
      .map((_, section) => ({
        section: $(section).find('h2 a').first().attr('href'),
        routes: $(section)
          .find('li a')
          .map((_, a) => routeOfHref(a.attribs.href, BASE_URL))
          .get(),
      }))
      .get();
    const expected = CONTENT_SECTIONS.map((section) => ({
      section,
      routes: documents.filter((d) => d.section === section && tagsOf(d).includes(tag)).map((d) => d.route),
    })).filter((g) => g.routes.length > 0);
    assert.deepEqual(
      groups.map((g) => [routeOfHref(g.section, BASE_URL)?.split('/')[1], [...g.routes].sort()]),
      expected.map((g) => [g.section, [...g.routes].sort()]),
      route,
    );
    for (const section of $('main section').toArray()) {
      const items = $(section).find('li');
      const withStatus = documents.filter((d) => tagsOf(d).includes(tag) && typeof d.frontMatter.status === 'string');
      assert.ok(items.length > 0);
      for (const doc of withStatus.filter((d) => items.toArray().some((li) => $(li).find('a').attr('href')?.endsWith(d.route))))
        assert.ok(
          items
            .toArray()
            .some((li) => $(li).find('a').attr('href')?.endsWith(doc.route) && $(li).text().includes(String(doc.frontMatter.status))),
          `${route}: ${doc.route} shows its status ${doc.frontMatter.status}`,
        );
    }
  }
  assert.ok(used.length >= 50, `${used.length} tags in use`);
});
