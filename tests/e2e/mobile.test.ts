import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {DOCUMENT_NUMBER_CLASS, WHOLE_NUMBER} from '../../src/remark/unbrokenIds';
import {afterNextPaint, BASE_PATH, MOBILE, open, phone, sitePath, useSite} from './support';

const site = useSite();

const NAVBAR = 'nav.navbar';
const HAMBURGER = `${NAVBAR} button.navbar__toggle`;
const SIDEBAR = `${NAVBAR} .navbar-sidebar`;
const PRIMARY = `${SIDEBAR} .navbar-sidebar__item:not(:has(.navbar-sidebar__back))`;
const SECONDARY = `${SIDEBAR} .navbar-sidebar__item:has(.navbar-sidebar__back)`;
/** The document sidebar of the page's own column (theme-classic's DocSidebar/Desktop). */
const DESKTOP_SIDEBAR = '.theme-doc-sidebar-container nav.menu';

const sidebarShown = (page: Page) =>
  page.evaluate((navbar) => document.querySelector(navbar)?.classList.contains('navbar-sidebar--show') ?? false, NAVBAR);

async function openMenu(page: Page): Promise<void> {
  assert.equal(await sidebarShown(page), false, 'the menu starts closed');
  await page.locator(HAMBURGER).click();
  await page.locator(SIDEBAR).waitFor({state: 'visible'});
  await page.waitForFunction((navbar) => document.querySelector(navbar)?.classList.contains('navbar-sidebar--show'), NAVBAR);
}

const BUILD_STATUS = `${PRIMARY} li.menu__list-item a[href$="/actions/workflows/deploy.yml"]`;
const badgeRequests = (external: string[]) => external.filter((url) => url.endsWith('/badge.svg'));

test('mobile: the hamburger opens the menu with the navbar items, build info and build status', async (t) => {
  const {page, external} = await site.newPage(t, phone());
  await open(page, site.url);
  assert.equal(await page.locator(`${NAVBAR} .navbar__items > a.navbar__link`).first().isVisible(), false, 'desktop links are hidden');
  // The closed menu is rendered off screen as the page starts: its build-status badge waits until it is seen.
  await page.locator(BUILD_STATUS).waitFor({state: 'attached'});
  await afterNextPaint(page);
  await page.waitForTimeout(200);
  assert.equal(await page.locator(`${BUILD_STATUS} img`).count(), 0, 'the closed menu has no badge image yet');
  assert.deepEqual(badgeRequests(external), [], 'nothing is fetched from GitHub before the menu opens');
  await openMenu(page);

  const links = await page.locator(`${PRIMARY} a.menu__link`).allInnerTexts();
  assert.deepEqual(
    links.map((l) => l.trim()),
    ['Overview', 'Change Log', 'Documentation', 'GitHub'],
  );
  const buildInfo = page.locator(`${PRIMARY} li.menu__list-item [title^="Commit "]`);
  await buildInfo.waitFor({state: 'visible'});
  assert.match(await buildInfo.innerText(), /^v\d+\.\d+\.\d+[\s\S]*UTC$/);
  const status = page.locator(`${BUILD_STATUS} > img[src$="/badge.svg"]`);
  await status.waitFor({state: 'visible'});
  await page.waitForFunction((img) => (document.querySelector(img) as HTMLImageElement | null)?.complete, `${BUILD_STATUS} > img`);
  assert.equal(badgeRequests(external).length, 1, 'the open menu fetches its badge');

  // The Documentation dropdown expands inside the menu and its links navigate.
  await page.locator(`${PRIMARY} a.menu__link`, {hasText: 'Documentation'}).click();
  const memos = page.locator(`${PRIMARY} a.menu__link`, {hasText: 'Memos'});
  await memos.waitFor({state: 'visible'});
  await memos.click();
  await page.waitForURL(site.at('memos/'));
  await page.waitForFunction((navbar) => !document.querySelector(navbar)?.classList.contains('navbar-sidebar--show'), NAVBAR);
});

test('mobile: on a document the menu shows its sidebar, and "Back to main menu" returns to the main menu', async (t) => {
  const {page} = await site.newPage(t, phone());
  await open(page, site.at('adr/adr-001/'));
  await openMenu(page);

  const back = page.locator(`${SECONDARY} button.navbar-sidebar__back`);
  await back.waitFor({state: 'visible'});
  assert.match(await back.innerText(), /Back to main menu/);
  const current = page.locator(`${SECONDARY} a.menu__link--active[aria-current="page"]`);
  assert.equal(await current.getAttribute('href'), `${BASE_PATH}adr/adr-001/`, 'the document sidebar marks this page');
  assert.equal(await page.locator(PRIMARY).getAttribute('inert'), '', 'the main menu is inert behind the document sidebar');

  await back.click();
  await page.waitForFunction((primary) => !document.querySelector(primary)?.hasAttribute('inert'), PRIMARY);
  const overview = page.locator(`${PRIMARY} a.menu__link`, {hasText: 'Overview'});
  await overview.waitFor({state: 'visible'});
  await overview.click();
  await page.waitForURL(site.at('docs/intro/'));
  assert.equal(sitePath(page), 'docs/intro/');
});

test("mobile: on a document the app keeps the server's sidebar (hidden on a phone) as it starts, instead of unmounting it", async (t) => {
  const {page, context} = await site.newPage(t, phone());
  // Marks the sidebar the server sent, before the app's scripts run (they start after the first paint).
  await context.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      const sidebar = document.querySelector(selector);
      if (sidebar) sidebar.setAttribute('data-from-server', '');
    });
  }, DESKTOP_SIDEBAR);
  await open(page, site.at('adr/adr-001/'));
  // The phone's own sidebar is in the menu once the app knows it runs on a phone.
  await page.locator(`${SECONDARY} .menu__list`).first().waitFor({state: 'attached'});
  await afterNextPaint(page);
  const sidebar = page.locator(DESKTOP_SIDEBAR);
  assert.equal(await sidebar.count(), 1, 'the desktop sidebar is still in the page');
  assert.equal(await sidebar.getAttribute('data-from-server'), '', "it is the server's element, not one rendered again");
  assert.equal(await sidebar.isVisible(), false, 'hidden on a phone');
});

test('mobile: widening the window past 996 px closes the menu', async (t) => {
  const {page} = await site.newPage(t, phone());
  await open(page, site.at('rfc/'));
  await openMenu(page);

  await page.setViewportSize({width: 997, height: MOBILE.height});
  await page.waitForFunction((navbar) => !document.querySelector(navbar)?.classList.contains('navbar-sidebar--show'), NAVBAR);
  assert.equal(await page.locator(HAMBURGER).isVisible(), false, 'no hamburger on desktop');

  // Back to 996 px (still mobile): the menu stays closed until asked for.
  await page.setViewportSize({width: 996, height: MOBILE.height});
  await page.locator(HAMBURGER).waitFor({state: 'visible'});
  assert.equal(await sidebarShown(page), false);
  await openMenu(page);
  await page.setViewportSize({width: 1200, height: MOBILE.height});
  await page.waitForFunction((navbar) => !document.querySelector(navbar)?.classList.contains('navbar-sidebar--show'), NAVBAR);
});

/** Links in the article reading only a document's number ("RFC-035"), each with the line boxes it takes and its classes. */
const numberLinks = (page: Page) =>
  page.locator('article .markdown a').evaluateAll((links, wholeNumber) => {
    const pattern = new RegExp(wholeNumber);
    return links
      .filter((link) => pattern.test(link.textContent ?? ''))
      .map((link) => ({text: link.textContent, lines: link.getClientRects().length, className: link.className}));
  }, WHOLE_NUMBER.source);

test('mobile: a link reading a document number ("RFC-035") never breaks at its hyphen on a 375 px phone', async (t) => {
  const {page} = await site.newPage(t, phone());
  for (const path of ['memos/memo-034/', 'rfc/rfc-035/', 'adr/adr-001/']) {
    await open(page, site.at(path));
    const links = await numberLinks(page);
    assert.ok(links.length >= 3, `/${path} has links reading a document number (found ${links.length})`);
    const broken = links.filter((link) => link.lines !== 1).map((link) => `${link.text} (${link.lines} lines, class "${link.className}")`);
    assert.deepEqual(broken, [], `/${path}: document numbers broken across lines`);
  }

  // The measure sees a break, and the class is what prevents it: the same link in a column too narrow for it.
  const lines = await page.evaluate((numberClass) => {
    const column = document.querySelector('article .markdown')!.appendChild(document.createElement('p'));
    column.style.width = '3em';
    column.innerHTML = 'see <a href="#">RFC-035</a>';
    const link = column.querySelector('a')!;
    const without = link.getClientRects().length;
    link.className = numberClass;
    const withClass = link.getClientRects().length;
    column.remove();
    return {without, withClass};
  }, DOCUMENT_NUMBER_CLASS);
  assert.deepEqual(lines, {without: 2, withClass: 1});
});
