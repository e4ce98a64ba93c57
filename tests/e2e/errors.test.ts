import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {open, useSite, type Tolerated} from './support';

const site = useSite();

/**
 * React recovering from a hydration mismatch by rendering on the client. On
 * `/adr/adr-001.html` this cannot be avoided: the host serves 404.html there
 * (as GitHub Pages does), and the client router then renders ADR-001 instead.
 * On `/adr/adr-001/index.html` it comes from Docusaurus 3.9.1 itself, whose
 * client entry preloads the route chunks for the raw path (with /index.html)
 * while the router renders the normalised one, so the page hydrates before
 * its content chunk is loaded. Both render the right page; nothing crashes.
 */
const CLIENT_RENDER_FALLBACK: Tolerated = {
  pattern: /onRecoverableError: Error: Minified React error #(418|423)\b/,
  reason: 'legacy path: server HTML differs from the client route, React re-renders on the client',
};

async function expectNotFound(page: Page): Promise<void> {
  const heading = page.locator('main h1');
  assert.equal((await heading.innerText()).trim(), 'Page Not Found');
  assert.equal(await page.locator('article').count(), 0, 'no document is shown');
  // The navbar still works: the page is a normal site page, not a bare error.
  assert.equal(await page.locator('nav.navbar a.navbar__brand').getAttribute('href'), new URL(site.url).pathname);
}

test('errors: an unknown path answers 404 with the not-found page', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('no-such-page/'), 404);
  await expectNotFound(page);
  // The title is set by react-helmet, which may rewrite it shortly after hydration.
  await page.waitForFunction(() => document.title === 'Page Not Found | Prism', null, {timeout: 2_000}).catch(() => undefined);
  assert.equal(await page.title(), 'Page Not Found | Prism');
});

test('errors: an unknown path inside a section answers 404 with the not-found content', async (t) => {
  // Inside /adr/ the docs plugin's route matches first and renders the not-found content in its own
  // layout (Docusaurus 3.9.1 then leaves the tab title at the site title, so the title is not checked).
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/no-such-record/'), 404);
  await expectNotFound(page);

  // Leaving it through the navbar is a normal client-side navigation.
  await page.locator('nav.navbar a.navbar__link', {hasText: 'Overview'}).click();
  await page.waitForURL(site.at('docs/intro/'));
  assert.equal((await page.locator('article h1').innerText()).trim(), 'Overview');
});

for (const legacy of ['adr/adr-001/index.html', 'adr/adr-001.html']) {
  test(`errors: the legacy path /${legacy} renders ADR-001`, async (t) => {
    const {page} = await site.newPage(t, {tolerate: [CLIENT_RENDER_FALLBACK]});
    const response = await page.goto(site.at(legacy));
    // The host serves the file where it exists, and 404.html otherwise; the client router does the rest.
    assert.equal(response?.status(), legacy.endsWith('/index.html') ? 200 : 404);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const title = page.locator('article h1');
    await title.waitFor();
    assert.match(await title.innerText(), /^ADR-001: /);
    assert.equal(await page.locator('main h1', {hasText: 'Page Not Found'}).count(), 0);
    assert.equal(
      await page.locator('.theme-doc-sidebar-menu a.menu__link--active[aria-current="page"]').getAttribute('href'),
      `${new URL(site.url).pathname}adr/adr-001/`,
      'the sidebar marks ADR-001 as the current page',
    );
  });
}

test('errors: a path with invalid percent-encoding shows the not-found page without crashing', async (t) => {
  const {page, problems} = await site.newPage(t);
  const response = await page.goto(site.at('adr/%E0%A4%A/'));
  assert.equal(response?.status(), 404);
  await expectNotFound(page);
  // The client app must still start. Docusaurus 3.9.1's client entry runs preload(), which calls
  // decodeURI(location.pathname); an uncaught URIError there leaves the page without React
  // (no search, no colour toggle, no client-side navigation).
  const hydrated = await page
    .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, {timeout: 5_000})
    .then(
      () => true,
      () => false,
    );
  assert.deepEqual(
    {hydrated, problems: problems.all},
    {hydrated: true, problems: []},
    'the client app hydrates the not-found page and throws nothing',
  );
});
