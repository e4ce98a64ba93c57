import assert from 'node:assert/strict';
import {test} from 'node:test';
import {BASE_PATH, open, useSite} from './support';

const site = useSite();

async function columns(page: import('playwright-core').Page) {
  return page.locator('footer .footer__col').evaluateAll((cols) =>
    cols.map((col) => ({
      title: col.querySelector('.footer__title')?.textContent?.trim(),
      links: [...col.querySelectorAll('a.footer__link-item')].map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    })),
  );
}

test('footer: Documentation and Project columns', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  const [documentation, project, ...rest] = await columns(page);
  assert.deepEqual(documentation, {
    title: 'Documentation',
    links: [
      ['Overview', `${BASE_PATH}docs/intro/`],
      ['Change Log', `${BASE_PATH}docs/changelog/`],
      ['ADRs', `${BASE_PATH}adr/`],
      ['RFCs', `${BASE_PATH}rfc/`],
      ['Memos', `${BASE_PATH}memos/`],
      ['PRDs', `${BASE_PATH}prds/`],
      ['Decision graph', `${BASE_PATH}graph/`],
    ],
  });
  assert.equal(project?.title, 'Project');
  assert.equal(project?.links.length, 3);
  assert.equal(project?.links[0][0], 'GitHub');
  assert.match(project?.links[0][1] ?? '', /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  assert.deepEqual(project?.links.slice(1), [
    ['RSS feed', `${BASE_PATH}feed.xml`],
    ['documents.json', `${BASE_PATH}documents.json`],
  ]);
  for (const [, href] of project!.links.slice(1)) {
    const response = await page.request.get(new URL(href!, site.url).href);
    assert.equal(response.status(), 200, `${href} is served`);
  }
  assert.deepEqual(rest, [], 'no other footer columns');
});

test('footer: copyright line carries version, build time in UTC and a 7-character commit', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const copyright = (await page.locator('footer .footer__copyright').innerText()).trim();
  assert.match(copyright, /v\d+\.\d+\.\d+.*Built .* UTC · Commit [0-9a-f]{7}\b/);
  assert.match(copyright, /· Commit [0-9a-f]{7}$/, 'exactly seven hex characters end the line');

  // The footer and the navbar badge come from the same build info.
  const commit = ((await page.locator('.navbar [title^="Commit "]').getAttribute('title')) ?? '').replace('Commit ', '');
  assert.equal(copyright.slice(-7), commit.slice(0, 7), 'footer commit is the first 7 characters of the full hash');
  const badgeVersion = (await page.locator('.navbar [title^="Commit "] > span').first().innerText()).trim();
  assert.ok(copyright.includes(`· ${badgeVersion} ·`), `footer shows the navbar's ${badgeVersion}: "${copyright}"`);
});
