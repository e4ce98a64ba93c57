/**
 * Link previews on a phone: a long press on a link to another record document
 * shows its card (title and status, announced, inside the screen, not over the
 * link) without following the link; a finger coming down elsewhere closes it; a finger that
 * moves is scrolling and opens nothing; a tap still follows the link, after a
 * long press too; nothing shifts. The card passes axe in both colour modes.
 *
 * Playwright's touchscreen only taps, so the press and the scroll go through
 * Chromium's own input (CDP Input.dispatchTouchEvent), which makes touch
 * pointer events of them as a phone does. Headless Chromium then ends a long
 * press as a tap (focus and a click on the link, no context menu), the harder
 * case for "does not follow the link".
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {CDPSession, Locator, Page} from 'playwright-core';
import {LONG_PRESS_MS} from '../../src/clientModules/linkPreviews';
import {WCAG_TAGS, axe} from './axe';
import {layoutShift, open, phone, sitePath, storeColourMode, useSite} from './support';

const site = useSite();

/** ADR-040 opens by naming RFC-006, the superseded RFC it replaced. */
const PAGE = 'adr/adr-040/';
const CARD = '#prism-link-preview';

async function centre(target: Locator): Promise<{x: number; y: number}> {
  const box = await target.boundingBox();
  assert.ok(box, 'the element is on screen');
  return {x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2)};
}

/** One finger down on `target`, moved by `moveBy` px if given, lifted after `holdMs`. */
async function touch(cdp: CDPSession, page: Page, target: Locator, holdMs: number, moveBy = 0): Promise<void> {
  const {x, y} = await centre(target);
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x, y}]});
  if (moveBy) await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y: y - moveBy}]});
  await page.waitForTimeout(holdMs);
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
}

async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  assert.ok(x && y);
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

async function cardViolations(page: Page): Promise<string[]> {
  const {violations} = await axe(page).include(CARD).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('previews on a phone: a long press shows the card and stays on the page, a tap elsewhere closes it, a tap follows the link', async (t) => {
  const {page, context} = await site.newPage(t, phone());
  const cdp = await context.newCDPSession(page);
  await open(page, site.at(PAGE));
  const link = page.locator('.theme-doc-markdown p a[href*="/rfc/rfc-006"]').first();
  const card = page.locator(CARD);
  await link.scrollIntoViewIfNeeded();
  const prose = page.locator('.theme-doc-markdown');
  const proseBefore = await prose.boundingBox();

  await touch(cdp, page, link, LONG_PRESS_MS + 300);
  await card.waitFor({state: 'visible'});
  const text = await card.innerText();
  assert.match(text, /RFC-006/);
  assert.match(text, /Admin CLI/);
  assert.match(text, /Superseded by ADR-040/);
  assert.equal(sitePath(page), PAGE, 'the long press does not follow the link');
  assert.equal(await link.getAttribute('aria-describedby'), 'prism-link-preview');
  assert.match(await page.locator('[aria-live="polite"]', {hasText: 'Preview:'}).innerText(), /^Preview: RFC-006/);
  assert.equal(await boxesOverlap(card, link), false, 'the card does not cover the link');
  const box = (await card.boundingBox())!;
  const width = page.viewportSize()!.width;
  assert.ok(box.x >= 0 && box.x + box.width <= width, `the card (${box.x}..${box.x + box.width}) is inside the ${width} px screen`);
  // Still open once the finger is off the screen, for as long as a reader takes to read it.
  await page.waitForTimeout(300);
  assert.ok(await card.isVisible(), 'lifting the finger leaves the card open');
  // The Layout Instability API leaves out shifts just after input, as a long press is: the prose itself must not move.
  assert.deepEqual(await prose.boundingBox(), proseBefore, 'the open card moves nothing');
  const shift = await layoutShift(page);
  assert.equal(shift.total, 0, shift.moved.join('\n'));

  assert.deepEqual(await cardViolations(page), [], 'light mode');
  await storeColourMode(page, 'dark');
  assert.ok(await card.isVisible());
  assert.deepEqual(await cardViolations(page), [], 'dark mode');

  // A finger landing elsewhere closes the card. In Chromium's emulation the long press ended as a tap, which
  // focused the link, and a real tap elsewhere would also close the card by taking the focus away; a phone's long
  // press focuses nothing. So the finger comes down as a bare pointer event, which moves no focus.
  await page.locator('article h1').dispatchEvent('pointerdown', {pointerType: 'touch', pointerId: 2, isPrimary: true});
  await card.waitFor({state: 'hidden'});
  assert.equal(await link.getAttribute('aria-describedby'), null);

  await touch(cdp, page, link, LONG_PRESS_MS + 300, 40);
  await page.waitForTimeout(200);
  assert.equal(await card.isVisible(), false, 'a finger that moves is scrolling: no card');
  assert.equal(sitePath(page), PAGE);

  await link.scrollIntoViewIfNeeded();
  await link.tap();
  await page.waitForURL(/rfc\/rfc-006\/?$/);
  assert.equal(await card.isVisible(), false, 'a tap shows no card');
});
