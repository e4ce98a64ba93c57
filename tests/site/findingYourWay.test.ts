/**
 * Issue 50, in the server HTML of every document page: the breadcrumb leads to
 * the section index and its category to a row there; the page's end links to
 * the document's own row; each document says when git last changed its file;
 * the home page counts the record by status and answers the evaluator's
 * questions with links to built pages. Expectations come from the sources
 * (front matter, git), never from the build.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {test} from 'node:test';
import {load, type CheerioAPI} from 'cheerio';
import {isSectionPage, sectionById} from '../../src/config/sections';
import {builtPage, publishedSources, routeOfHref, type PublishedSource} from './sources';
import {BASE_URL, htmlFileForRoute, ROOT} from './support';

const INDEXED = ['adr', 'rfc', 'memos', 'netflix', 'prds'] as const;
const documents = publishedSources().filter(
  (d) => (INDEXED as readonly string[]).includes(d.section) && d.route.split('/')[2] !== '' && !isSectionPage(d.route.split('/')[2]),
);

/** The ids of the rows of a section index page. */
const rowIds = ($: CheerioAPI) =>
  new Set(
    $('table tbody tr[id]')
      .map((_, row) => $(row).attr('id'))
      .get(),
  );

/**
 * What is wrong with a document page's ways back into its section: the
 * breadcrumb must link the section index (named after the section) and every
 * crumb but the last must be a link; every link into the index must name one
 * of its rows; the end of the page must link the document's own row.
 */
export function trailProblems($: CheerioAPI, section: {label: string; indexHref: string}, docId: string, rows: Set<string>): string[] {
  const problems: string[] = [];
  const crumbs = $('nav[aria-label="Breadcrumbs"] li.breadcrumbs__item').toArray();
  const last = crumbs.length - 1;
  crumbs.forEach((crumb, i) => {
    if (i < last && $(crumb).find('a[href]').length === 0) problems.push(`crumb "${$(crumb).text()}" is not a link`);
  });
  const sectionCrumb = $('nav[aria-label="Breadcrumbs"] a')
    .toArray()
    .find((a) => $(a).attr('href') === section.indexHref);
  if (!sectionCrumb) problems.push(`no crumb links the section index ${section.indexHref}`);
  else if ($(sectionCrumb).text().trim() !== section.label) problems.push(`the section crumb reads "${$(sectionCrumb).text()}"`);
  const intoIndex = $('a[href^="' + section.indexHref + '#"]')
    .map((_, a) => $(a).attr('href')!.split('#')[1])
    .get();
  for (const id of intoIndex) if (!rows.has(id)) problems.push(`a link to ${section.indexHref}#${id}, which is no row of the index`);
  if (!$('.pagination-nav ~ p a').filter((_, a) => $(a).attr('href') === `${section.indexHref}#${docId}`).length)
    problems.push(`the page's end does not link its own row ${section.indexHref}#${docId}`);
  return problems;
}

test('finding your way: every document page leads back into its section index (breadcrumb, category row, own row)', () => {
  const problems: string[] = [];
  for (const sectionId of INDEXED) {
    const indexRoute = `/${sectionId}/`;
    const rows = rowIds(builtPage(indexRoute));
    const section = {label: sectionById(sectionId).label, indexHref: `${BASE_URL}${sectionId}/`};
    for (const doc of documents.filter((d) => d.section === sectionId)) {
      const docId = doc.route.split('/')[2];
      problems.push(...trailProblems(builtPage(doc.route), section, docId, rows).map((p) => `${doc.route}: ${p}`));
    }
  }
  assert.ok(documents.length > 100, `${documents.length} documents`);
  assert.deepEqual(problems, []);
});

test('finding your way: the trail check finds a category that is no link, a link to no row and a missing way back', () => {
  const section = {label: 'ADRs', indexHref: '/base/adr/'};
  const page = (crumbs: string, end: string) =>
    load(`<nav aria-label="Breadcrumbs"><ul>${crumbs}</ul></nav><nav class="pagination-nav"></nav><p>${end}</p>`);
  const good = page(
    '<li class="breadcrumbs__item"><a href="/base/">Home</a></li><li class="breadcrumbs__item"><a href="/base/adr/">ADRs</a></li><li class="breadcrumbs__item"><a href="/base/adr/#adr-001">Foundations</a></li><li class="breadcrumbs__item"><span>ADR-005</span></li>',
    '<a href="/base/adr/#adr-005">all ADRs</a>',
  );
  const rows = new Set(['adr-001', 'adr-005']);
  assert.deepEqual(trailProblems(good, section, 'adr-005', rows), []);
  const spanCategory = page(
    '<li class="breadcrumbs__item"><a href="/base/adr/">ADRs</a></li><li class="breadcrumbs__item"><span>Foundations</span></li><li class="breadcrumbs__item"><span>ADR-005</span></li>',
    '<a href="/base/adr/#adr-005">all ADRs</a>',
  );
  assert.deepEqual(trailProblems(spanCategory, section, 'adr-005', rows), ['crumb "Foundations" is not a link']);
  assert.equal(trailProblems(good, section, 'adr-005', new Set(['adr-005'])).length, 1, 'a category row the index lacks');
  const noWayBack = page(
    '<li class="breadcrumbs__item"><a href="/base/adr/">ADRs</a></li><li class="breadcrumbs__item"><span>ADR-005</span></li>',
    '',
  );
  assert.deepEqual(trailProblems(noWayBack, section, 'adr-005', rows), ["the page's end does not link its own row /base/adr/#adr-005"]);
});

/** When git last changed a file: the newest commit that touched it, in ms. */
const lastCommit = (file: string) =>
  Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim()) * 1000;

test('finding your way: each document shows when git last changed its file (a sample across sections)', () => {
  const sample: PublishedSource[] = INDEXED.map((id) => documents.filter((d) => d.section === id).at(-1)!);
  for (const doc of sample) {
    const shown = builtPage(doc.route)('time[itemprop="dateModified"]').attr('datetime');
    assert.ok(shown, `${doc.route}: no last-updated date`);
    assert.equal(new Date(shown).getTime(), lastCommit(doc.file), `${doc.route}: ${shown} is not the date of ${doc.file}'s last commit`);
  }
});

test('finding your way: the home page counts each section by status as the front matter does, each count linking its filtered index', () => {
  const $ = builtPage('/');
  for (const sectionId of INDEXED) {
    // Counted only where every document has a status, so the counts add up to the section.
    const expected = new Map<string, number>();
    for (const doc of documents.filter((d) => d.section === sectionId && sectionById(sectionId).statusRequired)) {
      const status = doc.frontMatter.status;
      if (typeof status === 'string') expected.set(status, (expected.get(status) ?? 0) + 1);
    }
    const shown = new Map(
      $(`a[href^="${BASE_URL}${sectionId}/?status="]`)
        .filter((_, a) => /^\d+ \S+$/.test($(a).text().trim()))
        .map((_, a) => {
          const [count, status] = $(a).text().trim().split(' ');
          assert.equal($(a).attr('href'), `${BASE_URL}${sectionId}/?status=${status}`);
          return [[status, Number(count)]];
        })
        .get() as Array<[string, number]>,
    );
    assert.deepEqual(shown, expected, `/${sectionId}/ by status`);
  }
});

test("finding your way: the home page's questions each link documents the build has", () => {
  const $ = builtPage('/');
  const questions = $('[id^="question-"]');
  assert.ok(questions.length >= 3, `${questions.length} questions`);
  assert.ok(questions.toArray().some((h) => /authenticated/.test($(h).text())));
  assert.ok(questions.toArray().some((h) => /apart|isolat/.test($(h).text())));
  for (const heading of questions.toArray()) {
    const links = $(heading).parent().find('li a[href]').toArray();
    assert.ok(links.length > 0, `"${$(heading).text()}" links no document`);
    for (const a of links) {
      const route = routeOfHref($(a).attr('href'), BASE_URL);
      assert.ok(route && htmlFileForRoute(route), `"${$(heading).text()}" links ${$(a).attr('href')}, which the build lacks`);
    }
  }
});
