/**
 * The index filters of /rfc/, /memos/, /prds/ and the /netflix/ table (the ADR
 * index has its own file, index-filters.test.ts): a status button and the tag
 * select narrow the table to exactly the documents whose front matter has that
 * status or tag, the filter goes into the URL, and "Clear filters" brings every
 * row back. Controls are found by role and accessible name, and the expected
 * rows are computed from the Markdown sources.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {publishedSources, type PublishedSource} from '../site/sources';
import {BASE_PATH, UI_TIMEOUT, open, useSite} from './support';

const site = useSite();

const SECTIONS = [
  {id: 'rfc', label: 'RFCs'},
  {id: 'memos', label: 'Memos'},
  {id: 'prds', label: 'PRDs'},
  {id: 'netflix', label: 'Netflix'},
] as const;

const sources = publishedSources();
const documentsOf = (section: string) => sources.filter((s) => s.section === section && !/\/index\.mdx?$/.test(s.file));
const tagsOf = (doc: PublishedSource) => (doc.frontMatter.tags as string[] | undefined) ?? [];
const routes = (docs: PublishedSource[]) => docs.map((d) => d.route).sort();

/** The value of `key` that the most documents have while not all do (the best test of a filter), if any. */
function narrowing(docs: PublishedSource[], values: (doc: PublishedSource) => string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const doc of docs) for (const value of values(doc)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].filter(([, n]) => n < docs.length).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function table(page: Page): Locator {
  return page.getByRole('main').getByRole('table');
}

/** Routes of the table's rows, from each row's first link. */
async function rowRoutes(page: Page): Promise<string[]> {
  const hrefs = await table(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.getAttribute('href')).filter((href): href is string => Boolean(href)));
  return hrefs.map((href) => `/${href.slice(BASE_PATH.length)}`).sort();
}

async function expectRows(page: Page, expected: PublishedSource[], message: string): Promise<void> {
  const want = routes(expected);
  // The filter is applied after hydration and on each change; wait for the table to show it.
  await page
    .waitForFunction(
      ({count}) => document.querySelectorAll('main table tbody tr').length === count,
      {count: want.length},
      {timeout: UI_TIMEOUT},
    )
    .catch(() => undefined);
  assert.deepEqual(await rowRoutes(page), want, message);
}

const query = (page: Page) => new URL(page.url()).searchParams;

for (const {id, label} of SECTIONS) {
  const documents = documentsOf(id);

  test(`index filters, /${id}/: status and tag narrow the table to the matching documents, kept in the URL; Clear filters restores it`, async (t) => {
    assert.ok(documents.length > 0, `${id}/ has documents`);
    const {page} = await site.newPage(t);
    await open(page, site.at(`${id}/`));
    const filters = page.getByRole('group', {name: `Filter ${label}`});
    await expectRows(page, documents, 'every document before filtering');

    let expected = documents;
    const status = narrowing(documents, (d) => (typeof d.frontMatter.status === 'string' ? [d.frontMatter.status] : []));
    if (status) {
      const button = filters.getByRole('button', {name: new RegExp(`^${status} \\d+$`)});
      await button.click();
      await page.waitForURL((url) => url.searchParams.get('status') === status);
      expected = documents.filter((d) => d.frontMatter.status === status);
      await expectRows(page, expected, `only ${status} documents`);
      assert.equal(await button.getAttribute('aria-pressed'), 'true');
    } else {
      t.diagnostic(`/${id}/ has no status that only some documents have`);
    }

    const tag = narrowing(expected, tagsOf) ?? tagsOf(expected[0])[0];
    assert.ok(tag, 'a tag to filter by');
    await filters.getByLabel('Tag', {exact: true}).selectOption(tag);
    await page.waitForURL((url) => url.searchParams.get('tag') === tag);
    expected = expected.filter((d) => tagsOf(d).includes(tag));
    assert.ok(expected.length > 0);
    await expectRows(page, expected, `documents${status ? ` with status ${status}` : ''} tagged ${tag}`);
    assert.equal(query(page).get('status'), status ?? null, 'the status stays in the URL');

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await page.waitForURL(site.at(`${id}/`));
    await expectRows(page, documents, 'every document after Clear filters');
    assert.equal(await filters.getByLabel('Tag', {exact: true}).inputValue(), '');
  });

  test(`index filters, /${id}/: a shared URL whose title filter matches no document shows no rows and says so`, async (t) => {
    const {page} = await site.newPage(t);
    await open(page, site.at(`${id}/?q=no-such-words-in-any-title`));
    await expectRows(page, [], 'no rows');
    await page.getByText('No documents match these filters.').waitFor();
    assert.equal(await page.getByRole('button', {name: 'Clear filters'}).count(), 1);
  });
}
