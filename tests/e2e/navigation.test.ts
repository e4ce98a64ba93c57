import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {BASE_PATH, MOBILE, UI_TIMEOUT, open, sitePath, useSite} from './support';

const site = useSite();

/** Marks the window so a full page load (which would lose the mark) can be told from a client-side navigation. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {clientSide: boolean}).clientSide = true));
}
async function expectClientSide(page: Page): Promise<void> {
  assert.equal(
    await page.evaluate(() => (window as unknown as {clientSide?: boolean}).clientSide),
    true,
    'the navigation happened in the client router, without a page load',
  );
}

/** Waits for smooth scrolling to stop and returns the final vertical position. */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let last = window.scrollY;
    for (let stable = 0; stable < 10;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      stable = window.scrollY === last ? stable + 1 : 0;
      last = window.scrollY;
    }
    return last;
  });
}

test('navigation: the table of contents lists exactly the h2 and h3 headings of a document, "Referenced by" included', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
  await toc.waitFor();
  const entries = await toc.locator('a.table-of-contents__link').evaluateAll((links) =>
    links.map((a) => {
      const id = decodeURIComponent(a.getAttribute('href')?.replace(/^#/, '') ?? '');
      const depth = (() => {
        let n = 0;
        for (
          let el = a.closest('ul');
          el && el.matches('.table-of-contents, .table-of-contents ul');
          el = el.parentElement?.closest('ul') ?? null
        )
          n++;
        return n;
      })();
      return {id, target: document.getElementById(id)?.tagName ?? 'missing', depth};
    }),
  );
  // The whole article: the generated "Referenced by" h2 follows the Markdown body.
  const headings = await page
    .locator('article')
    .locator('h2[id], h3[id], h4[id], h5[id], h6[id]')
    .evaluateAll((hs) => hs.map((h) => ({id: h.id, target: h.tagName})));

  assert.ok(
    entries.some((e) => e.target === 'H2'),
    'the table of contents has h2 entries',
  );
  assert.ok(
    entries.some((e) => e.target === 'H3'),
    'the table of contents has h3 entries',
  );
  assert.equal(entries.at(-1)?.id, 'referenced-by', 'the generated "Referenced by" h2 is listed last');
  for (const entry of entries) {
    assert.ok(['H2', 'H3'].includes(entry.target), `entry #${entry.id} points at a ${entry.target}`);
    assert.equal(entry.depth, entry.target === 'H2' ? 1 : 2, `#${entry.id} (${entry.target}) is nested at its level`);
  }
  assert.deepEqual(
    entries.map(({id, target}) => ({id, target})),
    headings.filter((h) => h.target === 'H2' || h.target === 'H3'),
    'every h2 and h3 of the document is listed, in order',
  );
});

test('navigation: on a phone the table of contents lists "Referenced by" too', async (t) => {
  const {page} = await site.newPage(t, {viewport: MOBILE});
  await open(page, site.at('adr/adr-001/'));
  await page.locator('.theme-doc-toc-mobile button').click();
  const link = page.locator('.theme-doc-toc-mobile a.table-of-contents__link[href="#referenced-by"]');
  await link.waitFor({timeout: UI_TIMEOUT});
  assert.equal(await link.textContent(), 'Referenced by');
});

test('navigation: sidebar categories start collapsed, expand on click and collapse their siblings', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  const categories = page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category');
  const count = await categories.count();
  assert.ok(count >= 2, `the ADR sidebar has categories (${count})`);
  const expanded = () =>
    categories.evaluateAll((items) =>
      items.filter((li) => !li.classList.contains('menu__list-item--collapsed')).map((li) => li.querySelector('a')?.textContent?.trim()),
    );
  assert.deepEqual(await expanded(), [], 'all categories start collapsed');

  const [first, second] = [categories.nth(0), categories.nth(1)];
  const firstLabel = (await first.locator('> div > a').innerText()).trim();
  const secondLabel = (await second.locator('> div > a').innerText()).trim();

  await first.locator('> div > a').click();
  await first.locator('> ul a.menu__link').first().waitFor({state: 'visible'});
  assert.equal(await first.locator('> div > a').getAttribute('aria-expanded'), 'true');
  assert.deepEqual(await expanded(), [firstLabel]);
  assert.equal(sitePath(page), 'adr/', 'expanding a category without a page of its own does not navigate');

  await second.locator('> div > a').click();
  await second.locator('> ul a.menu__link').first().waitFor({state: 'visible'});
  await first.locator('> ul').waitFor({state: 'hidden'});
  assert.deepEqual(await expanded(), [secondLabel], 'opening a category collapses its sibling');

  await second.locator('> div > a').click();
  await second.locator('> ul').waitFor({state: 'hidden'});
  assert.deepEqual(await expanded(), [], 'a second click collapses it again');
});

test('navigation: following a link with a hash scrolls to its target', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('search/?q=spring%20boot'));
  // Result links of the search page are client-side links to a page and a heading on it.
  const link = page.locator('article h2 a[href*="/adr/adr-001/"][href$="#java-with-spring-boot"]').first();
  await link.waitFor();
  await markWindow(page);
  await link.click();
  await page.waitForURL((url) => url.pathname === `${BASE_PATH}adr/adr-001/` && url.hash === '#java-with-spring-boot');
  await page.locator('#java-with-spring-boot').waitFor();
  await expectClientSide(page);
  const y = await settledScrollY(page);
  const top = await page.locator('#java-with-spring-boot').evaluate((h) => h.getBoundingClientRect().top);
  assert.ok(y > 0, `the page scrolled down (scrollY=${y})`);
  assert.ok(top >= 0 && top < 200, `the heading is at the top of the viewport, under the navbar (top=${top})`);
});

test('navigation: following a link without a hash lands at the top of the new page', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const next = page.locator('.pagination-nav__link--next');
  await next.scrollIntoViewIfNeeded();
  assert.ok((await settledScrollY(page)) > 500, 'scrolled down to the pagination at the end of the document');
  const href = await next.getAttribute('href');
  assert.ok(href && !href.includes('#'));
  await markWindow(page);
  await next.click();
  await page.waitForURL(`${site.origin}${href}`);
  await page.locator('article h1', {hasText: /^ADR-002: /}).waitFor();
  await expectClientSide(page);
  assert.equal(await settledScrollY(page), 0, 'the new page starts at the top');
});

test('navigation: changing only the query string does not scroll', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/'));
  // The index filters live in the query string (?status=...).
  const accepted = page.locator('button[aria-pressed]', {hasText: /^Accepted\b/});
  await accepted.waitFor();
  const position = await page.evaluate(() => {
    window.scrollTo(0, 300);
    return window.scrollY;
  });
  assert.equal(position, 300);
  await markWindow(page);
  await accepted.evaluate((button: HTMLElement) => button.click()); // a DOM click: Playwright would scroll to the button
  await page.waitForURL((url) => url.searchParams.get('status') === 'Accepted');
  await page.waitForFunction((button) => button?.getAttribute('aria-pressed') === 'true', await accepted.elementHandle());
  await expectClientSide(page);
  assert.equal(await settledScrollY(page), 300, 'the scroll position is kept');
});
