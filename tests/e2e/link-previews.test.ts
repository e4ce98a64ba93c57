/**
 * Link previews on a document page: hovering a link to another record
 * document opens a card after a short intent, focusing one opens it at once;
 * the card names the target (title and status), sits beside the link without
 * covering it, is announced, closes on Escape and on leaving, and moves
 * nothing (layout shift 0). Its code and every preview's data arrive on first
 * use; on a phone a tap follows the link.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Locator} from 'playwright-core';
import {BASE_PATH, BUILD_DIR, layoutShift, open, phone, sitePath, useSite} from './support';

const site = useSite();

/** ADR-040 opens by naming RFC-006, the superseded RFC it replaced. */
const PAGE = 'adr/adr-040/';
const proseLink = (page: import('playwright-core').Page) => page.locator('.theme-doc-markdown p a[href*="/rfc/rfc-006"]').first();
const card = (page: import('playwright-core').Page) => page.locator('#prism-link-preview');

/** Text only the previews' chunk holds: the card's element id, and RFC-006's successor as the previews data names it. */
const CARD_CODE = 'prism-link-preview';
const CARD_DATA = '"supersededBy":"ADR-040: Go Binary';

/** The scripts among `requests` (server paths) whose built file holds `text`. */
const scriptsHolding = (requests: string[], text: string) =>
  requests
    .filter((r) => r.startsWith(BASE_PATH) && /\.js$/.test(r))
    .filter((r) => readFileSync(path.join(BUILD_DIR, r.slice(BASE_PATH.length)), 'utf8').includes(text));

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  assert.ok(x && y);
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('previews: hover opens the card with title, status and successor; Escape and leaving close it; nothing shifts', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(PAGE));
  const before = site.requests.length;
  const link = proseLink(page);
  await link.hover();
  await card(page).waitFor({state: 'visible'});
  const text = await card(page).innerText();
  assert.match(text, /RFC-006/);
  assert.match(text, /Admin CLI/);
  assert.match(text, /Superseded/);
  assert.match(text, /Superseded by ADR-040/);
  assert.equal(await link.getAttribute('aria-describedby'), 'prism-link-preview');
  assert.match(await page.locator('[aria-live="polite"]', {hasText: 'Preview:'}).innerText(), /^Preview: RFC-006/);
  assert.equal(await boxesOverlap(card(page), link), false, 'the card does not cover the link');
  assert.deepEqual(scriptsHolding(site.requests.slice(0, before), CARD_CODE), [], 'no preview code before the first hover');
  const fetched = scriptsHolding(site.requests.slice(before), CARD_DATA);
  assert.equal(fetched.length, 1, `one script brings every preview's data: ${fetched.join(', ')}`);
  assert.deepEqual(scriptsHolding(fetched, CARD_CODE), fetched, 'and the card code with it');

  await page.keyboard.press('Escape');
  await card(page).waitFor({state: 'hidden'});
  assert.equal(await link.getAttribute('aria-describedby'), null);

  await page.mouse.move(0, 0);
  const other = page.locator('.theme-doc-markdown a[href*="/rfc/rfc-003"]').first();
  await other.hover();
  await card(page).waitFor({state: 'visible'});
  assert.match(await card(page).innerText(), /RFC-003/);
  await page.mouse.move(0, 0);
  await card(page).waitFor({state: 'hidden'});
  assert.equal(scriptsHolding(site.requests.slice(before), CARD_DATA).length, 1, 'the second card loads nothing again');
  assert.equal((await layoutShift(page)).total, 0);
});

test('previews: keyboard focus opens the card at once, and focus leaving the link closes it', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(PAGE));
  await proseLink(page).focus();
  await card(page).waitFor({state: 'visible'});
  assert.match(await card(page).innerText(), /RFC-006/);
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await card(page).waitFor({state: 'hidden'});
});

test('previews: on a phone a tap follows the link and shows no card', async (t) => {
  const {page} = await site.newPage(t, phone());
  await open(page, site.at(PAGE));
  await proseLink(page).tap();
  await page.waitForURL(/rfc\/rfc-006\/?$/);
  assert.equal(sitePath(page).replace(/\/$/, ''), 'rfc/rfc-006');
  assert.equal(await card(page).isVisible(), false);
});
