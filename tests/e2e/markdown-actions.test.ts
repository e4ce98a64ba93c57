/**
 * "Copy as Markdown" and "View as Markdown" on a document page
 * (src/components/MarkdownActions): the copy puts exactly the page's .md file
 * on the clipboard and says so in a status region, by mouse, keyboard and touch,
 * in both colour modes, with no layout shift and no request off the site; it
 * still copies when the network drops after the reader reached for the button,
 * and says so when it cannot copy.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {BrowserContext, Page} from 'playwright-core';
import {axe} from './axe';
import {BUILD_DIR, UI_TIMEOUT, layoutShift, open, pageNow, phone, useSite} from './support';

const site = useSite();

/** A decision with a table, code and a supersession. */
const PAGE = 'adr/adr-040/';
const MARKDOWN = 'adr/adr-040.md';
const markdownFile = () => readFileSync(path.join(BUILD_DIR, MARKDOWN), 'utf8');

const COPIED = 'Copied this page as Markdown';
const FAILED = 'Could not copy; open View as Markdown instead';

async function openDocument(context: BrowserContext, page: Page): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.origin});
  await open(page, site.at(PAGE));
}

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy as Markdown'});
const status = (page: Page) => page.locator('[role="status"]', {hasText: /Markdown/});
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

for (const {name, options, press} of [
  {name: 'desktop, light, mouse', options: {colorScheme: 'light' as const}, press: (page: Page) => copyButton(page).click()},
  {name: 'desktop, dark, keyboard', options: {colorScheme: 'dark' as const}, press: (page: Page) => page.keyboard.press('Enter')},
  {name: 'phone, light, touch', options: {colorScheme: 'light' as const, ...phone()}, press: (page: Page) => copyButton(page).tap()},
  {
    name: 'phone, dark, keyboard (Space)',
    options: {colorScheme: 'dark' as const, ...phone()},
    press: (page: Page) => page.keyboard.press('Space'),
  },
]) {
  test(`copy as Markdown (${name}): exactly the .md file on the clipboard, announced, nothing moved`, async (t) => {
    const {page, context, external} = await site.newPage(t, options);
    await openDocument(context, page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const requestedBefore = external.length;
    await copyButton(page).focus();
    const pressed = await pageNow(page);
    await press(page);
    await status(page).filter({hasText: COPIED}).waitFor({timeout: UI_TIMEOUT});
    assert.equal(await clipboard(page), markdownFile());
    const results = await axe(page).include('[role="status"]').analyze();
    assert.deepEqual(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      [],
      'the announcement passes WCAG 2.2 AA',
    );
    const shift = await layoutShift(page, {since: pressed});
    assert.equal(shift.total, 0, shift.moved.join('\n'));
    assert.deepEqual(external.slice(requestedBefore), [], 'the copy asks no other host for anything');
  });
}

test('the buttons are reached by Tab, in order, after the document header', async (t) => {
  const {page, context} = await site.newPage(t, {colorScheme: 'light'});
  await openDocument(context, page);
  await page.locator('article dl').first().locator('a').last().focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Copy as Markdown');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'View as Markdown');
});

test('view as Markdown opens the .md file, served as Markdown', async (t) => {
  const {page, context} = await site.newPage(t, {colorScheme: 'light'});
  await openDocument(context, page);
  const link = page.getByRole('link', {name: 'View as Markdown'});
  assert.equal(await link.getAttribute('href'), `/prism-data-layer/${MARKDOWN}`);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(MARKDOWN)), link.press('Enter')]);
  assert.equal(response.status(), 200);
  assert.match(response.headers()['content-type'] ?? '', /^text\/markdown/);
  assert.equal(await response.text(), markdownFile());
});

test('offline: a copy still works once the reader has reached for the button, and says so when it cannot', async (t) => {
  const {page, context} = await site.newPage(t, {
    colorScheme: 'light',
    tolerate: [{pattern: /ERR_INTERNET_DISCONNECTED|Failed to fetch/, reason: 'the test takes the network away on purpose'}],
  });
  await openDocument(context, page);
  const fetched = page.waitForResponse((r) => r.url().endsWith(MARKDOWN));
  await copyButton(page).hover();
  await fetched;
  await context.setOffline(true);
  await copyButton(page).click();
  await status(page).filter({hasText: COPIED}).waitFor({timeout: UI_TIMEOUT});
  assert.equal(await clipboard(page), markdownFile());

  const other = await context.newPage();
  await context.setOffline(false);
  await open(other, site.at('adr/adr-041/'));
  await context.setOffline(true);
  await copyButton(other).click();
  await status(other).filter({hasText: FAILED}).waitFor({timeout: UI_TIMEOUT});
  assert.equal(await clipboard(other), markdownFile(), 'the clipboard still holds the copy before');
});

test('no Copy as Markdown where there is no document: a section index', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'light'});
  await open(page, site.at('adr/'));
  assert.equal(await copyButton(page).count(), 0);
});
