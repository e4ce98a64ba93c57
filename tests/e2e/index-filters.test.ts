/**
 * The design-record section indexes (/adr/, /rfc/, /memos/, /prds/): one table
 * row per document, in the server HTML, with status and tag filters kept in the
 * query string (`?status=Proposed&tag=claim-check`) so a filtered view can be
 * shared.
 *
 * History: the filters replace the current history entry rather than pushing
 * new ones (useUrlFilter calls history.replace), so filtering does not fill the
 * back button with filter states. What is asserted: Back from a filtered index
 * returns to the page before the index, and Forward comes back to the index
 * with the last filter in its URL and applied to the table.
 *
 * On a phone each row is a compact entry: number, status badge and date on one
 * line, the title under them and the tags below, all on screen.
 *
 * Expected documents, statuses and tags come from the documents' front matter
 * (tests/content/documents.ts), not from the page.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import type {SectionId} from '../../src/config/sections';
import {documentSummaries} from '../content/documents';
import {BASE_PATH, UI_TIMEOUT, open, phone, sitePath, useSite, waitForHydration} from './support';

const site = useSite();
const SECTIONS: {id: SectionId; label: string}[] = [
  {id: 'adr', label: 'ADRs'},
  {id: 'rfc', label: 'RFCs'},
  {id: 'memos', label: 'Memos'},
  {id: 'prds', label: 'PRDs'},
];

const documents = Object.fromEntries(SECTIONS.map(({id}) => [id, documentSummaries(id)]));
const ADRS = documents.adr;
const PROPOSED = ADRS.filter((d) => d.status === 'Proposed');
const PROPOSED_CLAIM_CHECK = PROPOSED.filter((d) => d.tags.includes('claim-check'));
/** A tag on both Proposed and other ADRs, so that tag and status together narrow the rows further than either. */
const MIXED_TAG = 'reliability';
const TAGGED = ADRS.filter((d) => d.tags.includes(MIXED_TAG));
const PROPOSED_TAGGED = PROPOSED.filter((d) => d.tags.includes(MIXED_TAG));

/** The index component: the element holding the filter group and the table. */
function index(page: Page): Locator {
  return page.locator('div:has(> [role="group"][aria-label^="Filter "])');
}

function rows(page: Page): Locator {
  return index(page).locator('table tbody tr');
}

/** Document ids of the visible rows, from their first link (`/prism-data-layer/adr/adr-001/` -> `adr-001`). */
async function rowIds(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.querySelector('a')?.getAttribute('href')?.replace(/\/$/, '').split('/').pop() ?? '?'),
  );
}

/** Waits until the table shows exactly `expected` rows (the filter is applied in an effect), then compares ids. */
async function expectRows(page: Page, expected: readonly {id: string}[], message: string): Promise<void> {
  await page
    .waitForFunction(
      ({count}) => document.querySelectorAll('div:has(> [role="group"][aria-label^="Filter "]) table tbody tr').length === count,
      {count: expected.length},
      {timeout: UI_TIMEOUT / 2},
    )
    .catch(() => undefined);
  assert.deepEqual((await rowIds(page)).sort(), expected.map((d) => d.id).sort(), message);
}

async function summary(page: Page): Promise<string> {
  return (await index(page).locator('p[aria-live]').innerText()).replace(/\s+/g, ' ').trim();
}

function statusButton(page: Page, status: string): Locator {
  return index(page).locator('button[aria-pressed]', {hasText: new RegExp(`^${status} \\d+$`)});
}

function tagSelect(page: Page): Locator {
  return index(page).getByLabel('Tag', {exact: true});
}

/** Marks the window so a reload (a new window object) can be detected. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {indexMark?: number}).indexMark = 1));
}

async function sameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {indexMark?: number}).indexMark === 1);
}

for (const {id, label} of SECTIONS) {
  test(`index filters: /${id}/ has one row per document in the server HTML`, async () => {
    const response = await fetch(site.at(`${id}/`));
    assert.equal(response.status, 200);
    const html = await response.text();
    const group = html.indexOf(`role="group" aria-label="Filter ${label}"`);
    assert.ok(group > 0, `the ${label} index (filter group) is in the server HTML`);
    const tbody = html.slice(html.indexOf('<tbody>', group), html.indexOf('</tbody>', group));
    const ids = [...tbody.matchAll(/<tr\b[^>]*>\s*<td[^>]*>\s*<a [^>]*href="([^"]+)"/g)].map((m) => {
      assert.ok(m[1].startsWith(`${BASE_PATH}${id}/`), `row link ${m[1]} is in /${id}/`);
      return m[1].replace(/\/$/, '').split('/').pop();
    });
    assert.equal((tbody.match(/<tr\b/g) ?? []).length, documents[id].length, `rows in the server HTML of /${id}/`);
    assert.deepEqual(ids.sort(), documents[id].map((d) => d.id).sort(), 'the rows are the section documents');
    assert.match(html, new RegExp(`>${documents[id].length} documents\\.<`), 'the count text is in the server HTML');
  });
}

test('index filters: a status filter shows only that status, updates the URL without a reload or a scroll', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  await expectRows(page, ADRS, 'all ADRs before filtering');
  assert.equal(await summary(page), `${ADRS.length} documents.`);
  assert.equal(await statusButton(page, 'All').getAttribute('aria-pressed'), 'true');

  // Scroll so the filters sit mid-screen: a navigation to the top would show as a changed scrollY.
  await statusButton(page, 'Proposed').evaluate((button) => button.scrollIntoView({block: 'center'}));
  const scrollY = await page.evaluate(() => window.scrollY);
  assert.ok(scrollY > 0, 'the page is scrolled before filtering');
  await markWindow(page);

  await statusButton(page, 'Proposed').click();
  await page.waitForURL(site.at('adr/?status=Proposed'));
  await expectRows(page, PROPOSED, 'only Proposed ADRs');
  assert.deepEqual(await rows(page).evaluateAll((trs) => [...new Set(trs.map((tr) => tr.getAttribute('data-status')))]), ['Proposed']);
  assert.equal(await summary(page), `Showing ${PROPOSED.length} of ${ADRS.length} documents. Clear filters`);
  assert.equal(await statusButton(page, 'Proposed').getAttribute('aria-pressed'), 'true');
  assert.equal(await statusButton(page, 'All').getAttribute('aria-pressed'), 'false');
  assert.ok(await sameWindow(page), 'no reload: the same window object');
  assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'no scroll');

  // The same button again removes the status filter.
  await statusButton(page, 'Proposed').click();
  await page.waitForURL(site.at('adr/'));
  await expectRows(page, ADRS, 'all ADRs after un-pressing Proposed');
  assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'no scroll');
});

test('index filters: choosing a tag filters the rows and adds tag= to the URL, combined with the status', async (t) => {
  assert.ok(
    PROPOSED_TAGGED.length > 0 && PROPOSED_TAGGED.length < TAGGED.length && PROPOSED_TAGGED.length < PROPOSED.length,
    `the record has Proposed and other ADRs tagged ${MIXED_TAG}`,
  );
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  await markWindow(page);

  await tagSelect(page).selectOption(MIXED_TAG);
  await page.waitForURL(site.at(`adr/?tag=${MIXED_TAG}`));
  await expectRows(page, TAGGED, `ADRs tagged ${MIXED_TAG}`);
  assert.equal(await summary(page), `Showing ${TAGGED.length} of ${ADRS.length} documents. Clear filters`);

  await statusButton(page, 'Proposed').click();
  await page.waitForURL((url) => {
    const params = new URL(url).searchParams;
    return params.get('status') === 'Proposed' && params.get('tag') === MIXED_TAG;
  });
  await expectRows(page, PROPOSED_TAGGED, `Proposed ADRs tagged ${MIXED_TAG}`);
  assert.equal(await summary(page), `Showing ${PROPOSED_TAGGED.length} of ${ADRS.length} documents. Clear filters`);
  assert.ok(await sameWindow(page), 'no reload');

  // Back to "All tags" keeps the status.
  await tagSelect(page).selectOption('');
  await page.waitForURL(site.at('adr/?status=Proposed'));
  await expectRows(page, PROPOSED, 'Proposed ADRs, any tag');
});

test('index filters: a shared filtered URL shows the filtered rows after hydration, and "Clear filters" restores all', async (t) => {
  assert.ok(PROPOSED_CLAIM_CHECK.length > 0 && PROPOSED_CLAIM_CHECK.length < ADRS.length, 'the shared URL matches some ADRs');
  // The fixture fails the test on any hydration warning or console error during the load.
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/?status=Proposed&tag=claim-check'));
  await expectRows(page, PROPOSED_CLAIM_CHECK, 'the filtered rows of the shared URL');
  assert.equal(await summary(page), `Showing ${PROPOSED_CLAIM_CHECK.length} of ${ADRS.length} documents. Clear filters`);
  assert.equal(await statusButton(page, 'Proposed').getAttribute('aria-pressed'), 'true');
  assert.equal(await tagSelect(page).inputValue(), 'claim-check');
  assert.equal(sitePath(page), 'adr/?status=Proposed&tag=claim-check', 'the URL is kept as shared');

  await markWindow(page);
  await index(page).getByRole('button', {name: 'Clear filters'}).click();
  await page.waitForURL(site.at('adr/'));
  await expectRows(page, ADRS, 'all rows after Clear filters');
  assert.equal(await summary(page), `${ADRS.length} documents.`);
  assert.equal(await tagSelect(page).inputValue(), '');
  assert.equal(await statusButton(page, 'All').getAttribute('aria-pressed'), 'true');
  assert.equal(await index(page).getByRole('button', {name: 'Clear filters'}).count(), 0, 'no Clear button without filters');
  assert.ok(await sameWindow(page), 'no reload');
});

test('index filters: a status the section lacks is dropped from the address, and every row shows with All marked', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/?status=Nonexistent&tag=security'));
  await page.waitForURL((url) => !url.search.includes('status='), {timeout: UI_TIMEOUT});
  assert.equal(sitePath(page), 'adr/?tag=security');
  await expectRows(
    page,
    ADRS.filter((d) => d.tags.includes('security')),
    'the tag still filters',
  );
  assert.equal(await statusButton(page, 'All').getAttribute('aria-pressed'), 'true');
});

test('index filters: parameters in any case are matched, written back canonically, and each count reflects the other filters', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/?status=proposed&tag=SECURITY'));
  await page.waitForURL((url) => url.search === '?status=Proposed&tag=security', {timeout: UI_TIMEOUT});
  const expected = PROPOSED.filter((d) => d.tags.includes('security'));
  await expectRows(page, expected, 'Proposed and security, from a lower- and upper-case URL');
  assert.equal(await statusButton(page, 'Proposed').getAttribute('aria-pressed'), 'true');
  assert.equal(await tagSelect(page).inputValue(), 'security');
  const security = ADRS.filter((d) => d.tags.includes('security'));
  // Status counts are under the tag; tag counts under the status.
  for (const status of ['Accepted', 'Proposed']) {
    const count = security.filter((d) => d.status === status).length;
    assert.equal(await statusButton(page, status).innerText(), `${status} ${count}`, `${status} counts the security ADRs`);
  }
  assert.equal(await statusButton(page, 'All').innerText(), `All ${security.length}`);
  const option = await tagSelect(page).locator('option[value="security"]').innerText();
  assert.equal(option, `Security (${expected.length})`, 'the tag counts the Proposed ADRs');
});

test('index filters: the order and the title filter, kept in a shareable URL', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  await waitForHydration(page);
  await index(page).getByLabel('Order').selectOption('date-desc');
  await page.waitForURL((url) => url.search === '?sort=date-desc', {timeout: UI_TIMEOUT});
  const byDate = [...ADRS].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id));
  assert.deepEqual(
    (await rowIds(page)).slice(0, 5),
    byDate.slice(0, 5).map((d) => d.id),
    'newest first',
  );
  assert.equal(await index(page).locator('th[aria-sort="descending"]').innerText(), 'Date');
  await index(page).getByLabel('Title').fill('claim CHECK');
  await page.waitForURL((url) => url.searchParams.get('q') === 'claim CHECK', {timeout: UI_TIMEOUT});
  const claim = ADRS.filter((d) => /claim/i.test(d.title) && /check/i.test(d.title));
  assert.ok(claim.length >= 2);
  await expectRows(page, claim, 'titles with both words, any case');
  // The same URL, opened fresh, shows the same view.
  const shared = page.url();
  const {page: other} = await site.newPage(t);
  await open(other, shared);
  await expectRows(other, claim, 'the shared URL');
  assert.equal(await index(other).getByLabel('Order').inputValue(), 'date-desc');
});

test('index filters: on a desktop the table has the width the right rail had', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  assert.equal(await page.locator('.theme-doc-toc-desktop').count(), 0, 'no table of contents beside the index');
  const table = await index(page).locator('table').boundingBox();
  const main = await page.locator('main').boundingBox();
  assert.ok(table && main && table.width >= main.width - 64, `the table (${table?.width} px) fills the main column (${main?.width} px)`);
});

test('index filters: filters replace the history entry; Back leaves the index, Forward returns to the last filter', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  // Into the index by a client-side navigation from the home page.
  await page.locator('main a[href$="/adr/"]').first().click();
  await page.waitForURL(site.at('adr/'));
  await waitForHydration(page);
  await markWindow(page);
  const historyLength = await page.evaluate(() => window.history.length);

  await statusButton(page, 'Proposed').click();
  await page.waitForURL(site.at('adr/?status=Proposed'));
  await tagSelect(page).selectOption('claim-check');
  await page.waitForURL((url) => new URL(url).searchParams.get('tag') === 'claim-check');
  await expectRows(page, PROPOSED_CLAIM_CHECK, 'filtered before going back');
  assert.equal(await page.evaluate(() => window.history.length), historyLength, 'filtering added no history entries');

  await page.goBack();
  await page.waitForURL(site.url);
  assert.equal(sitePath(page), '', 'Back skips the filter states and returns to the home page');
  assert.ok(await sameWindow(page), 'Back is a client-side navigation');

  await page.goForward();
  await page.waitForURL((url) => url.pathname === `${BASE_PATH}adr/` && url.search !== '');
  assert.equal(sitePath(page), 'adr/?status=Proposed&tag=claim-check', 'Forward returns to the last filter');
  await expectRows(page, PROPOSED_CLAIM_CHECK, 'the filter of the URL is applied after Forward');
  assert.equal(await statusButton(page, 'Proposed').getAttribute('aria-pressed'), 'true');
  assert.equal(await tagSelect(page).inputValue(), 'claim-check');
  assert.ok(await sameWindow(page), 'no reload');
});

for (const width of [375, 320]) {
  test(`index filters: on a ${width} px phone each document is a compact entry on screen, filtered by a tap`, async (t) => {
    const {page} = await site.newPage(t, phone(width));
    await open(page, site.at('adr/'));
    await expectRows(page, ADRS, 'all ADRs');
    await statusButton(page, 'Proposed').tap();
    await page.waitForURL(site.at('adr/?status=Proposed'));
    await expectRows(page, PROPOSED, 'only Proposed ADRs');

    // Each entry's parts, in the order of the cells: number, title, status, date, tags.
    const PARTS = {number: 'td:nth-child(1) a', title: 'td:nth-child(2) a', status: 'td:nth-child(3) > *', date: 'time', tags: 'ul'};
    const entries = await rows(page).evaluateAll(
      (trs, parts) =>
        trs.map((tr) => ({
          reference: tr.querySelector('a')!.textContent!,
          status: tr.querySelector(parts.status)!.textContent!,
          // (A loop, not a named helper: tsx would wrap a named function in a helper the page does not have.)
          boxes: Object.fromEntries(
            Object.entries(parts).map(([part, selector]) => {
              const {left, right, top, bottom} = tr.querySelector(selector)!.getBoundingClientRect();
              return [part, {left, right, top, bottom}];
            }),
          ),
        })),
      PARTS,
    );
    for (const {reference, status, boxes} of entries) {
      assert.equal(status, 'Proposed', `${reference} shows its status`);
      for (const [part, {left, right}] of Object.entries(boxes)) {
        assert.ok(left >= 0 && right <= width, `${reference}: the ${part} is on screen (${Math.round(left)}-${Math.round(right)} px)`);
      }
      assert.ok(
        boxes.status.bottom <= boxes.title.top && boxes.date.bottom <= boxes.title.top,
        `${reference}: status and date are above the title`,
      );
      assert.ok(boxes.tags.top >= boxes.title.bottom, `${reference}: the tags are under the title`);
    }
    assert.ok((await index(page).locator('thead').boundingBox())!.height <= 1, 'no column headings on screen');
    assert.equal((await index(page).locator('thead th').count()) > 0, true, 'the column headings stay for screen readers');
    assert.ok(
      await page.evaluate((screen) => document.documentElement.scrollWidth <= screen, width),
      'the page is no wider than the screen',
    );
  });
}
