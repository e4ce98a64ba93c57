/**
 * Code blocks in the browser, where our own Prism and Highlight (src/highlighting)
 * stand in for prism-react-renderer's. The server HTML is highlighted with the
 * light theme; once the app has loaded (Docusaurus renders code blocks again on
 * the client), the blocks must be the same as the server's: in particular Prism
 * must not have highlighted the page by itself, which it does unless told it is
 * in manual mode. No Prism may be left on `window`, and the dark theme must
 * apply in dark mode. Hydration warnings fail every test (see support.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {UI_TIMEOUT, open, storeColourMode, useSite} from './support';

const site = useSite();

/** A document with bash, go, protobuf, python and rust code. */
const PAGE = 'rfc/rfc-026/';

interface Block {
  language: string;
  /** Inline styles as the browser reads them: the client writes them differently from the server HTML. */
  style: string;
  /** class, inline style and text of every line and token span */
  spans: string[];
}

/** The code blocks of the page as they are now, and as the server sent them. */
function codeBlocks(page: Page): Promise<{now: Block[]; served: Block[]}> {
  // No named functions inside: the test runner's transpiler would wrap them in a helper the page does not have.
  return page.evaluate(async () => {
    const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    const [now, fromServer] = [document, served].map((root) =>
      [...root.querySelectorAll('article pre.prism-code')].map((pre) => ({
        language: /language-(\S+)/.exec(pre.className)?.[1] ?? '',
        style: (pre as HTMLElement).style.cssText,
        spans: [...pre.querySelectorAll<HTMLElement>('code span')].map(
          (span) => `${span.className} | ${span.style.cssText} | ${span.classList.contains('token-line') ? '' : span.textContent}`,
        ),
      })),
    );
    return {now, served: fromServer};
  });
}

test('code blocks: highlighted by the server and left as rendered once the app has hydrated', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'light'});
  await open(page, site.at(PAGE));
  await page.waitForLoadState('networkidle');
  const {now, served} = await codeBlocks(page);
  assert.deepEqual(
    [...new Set(served.map((block) => block.language))].sort(),
    ['bash', 'go', 'protobuf', 'python', 'rust'],
    'languages of the code blocks',
  );
  for (const block of served) {
    assert.ok(
      block.spans.some((span) => /^token (?!plain)\S+.* \| color: /.test(span)),
      `a ${block.language} block has no coloured token: ${block.spans.slice(0, 5).join(' / ')}`,
    );
  }
  assert.deepEqual(now, served);
  assert.equal(await page.evaluate(() => 'Prism' in window), false, 'window.Prism is left behind');
});

/** Prism themes' backgrounds: the dark one (Dracula) and the light one (GitHub). */
const DRACULA = 'rgb(40, 42, 54)';
const GITHUB = 'rgb(246, 248, 250)';

/** Whether the first code block shows `background` (run in the page). */
const firstBlockBackgroundIs = (background: string) =>
  getComputedStyle(document.querySelector('article pre.prism-code')!).backgroundColor === background;

/** Counts code blocks taken out of the page from its first byte on (a block drawn again is taken out, then added). */
function countRemovedCodeBlocks(): void {
  const counter = window as unknown as {removedCodeBlocks: number};
  counter.removedCodeBlocks = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && (node.matches('pre.prism-code') || node.querySelector('pre.prism-code')))
          counter.removedCodeBlocks += 1;
      }
    }
  }).observe(document, {childList: true, subtree: true});
}

test("code blocks: hydration keeps the server's blocks, in light mode and in dark mode (where only their colours change)", async (t) => {
  const removed: Record<string, number> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    const {page, context} = await site.newPage(t, {colorScheme});
    await context.addInitScript(countRemovedCodeBlocks);
    await open(page, site.at(PAGE));
    // Dark mode arrives after hydration (the colour mode hydrates as the default, light): wait for Dracula.
    if (colorScheme === 'dark') await page.waitForFunction(firstBlockBackgroundIs, DRACULA, {timeout: UI_TIMEOUT});
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    removed[colorScheme] = await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks);
  }
  assert.deepEqual(removed, {light: 0, dark: 0}, 'code blocks taken out of the page and drawn again after hydration');
});

test('code blocks: the dark theme in dark mode, the light one again in light mode', async (t) => {
  const {page} = await site.newPage(t, {colorScheme: 'dark'});
  await open(page, site.at(PAGE));
  const colours = () =>
    page.evaluate(() => {
      const pre = document.querySelector('article pre.prism-code')!;
      const keyword = pre.querySelector('.token.keyword')!;
      return {background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(keyword).color};
    });
  await page.waitForFunction(firstBlockBackgroundIs, DRACULA);
  assert.deepEqual(await colours(), {background: DRACULA, keyword: 'rgb(189, 147, 249)'});
  await page.emulateMedia({colorScheme: 'light'});
  await page.waitForFunction(firstBlockBackgroundIs, GITHUB);
  assert.equal((await colours()).background, GITHUB);
});

test("code blocks: a search result's marks in code survive a colour mode change, which writes every line again", async (t) => {
  // "Errorf" occurs in ADR-013's Go code; a result chosen in the search box opens the page with it marked.
  const {page, context} = await site.newPage(t);
  await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await open(page, site.at('adr/adr-013/?_highlight=Errorf'));
  const marksInCode = 'article pre code mark';
  await page.locator(marksInCode).first().waitFor({timeout: UI_TIMEOUT});
  const before = await page.locator(marksInCode).count();
  // Tag the tokens that hold the marks: after the change none of them may be left (their lines were written again).
  await page.evaluate(() =>
    document.querySelectorAll('article pre code mark').forEach((mark) => mark.closest('.token')?.setAttribute('data-before', '')),
  );
  await storeColourMode(page, 'dark');
  await page.waitForFunction(() => document.querySelectorAll('article pre code .token[data-before]').length === 0, null, {
    timeout: UI_TIMEOUT,
  });
  await page.waitForFunction(
    ({selector, count}) => document.querySelectorAll(selector).length === count,
    {selector: marksInCode, count: before},
    {timeout: UI_TIMEOUT},
  );
  assert.ok(before > 0);
  assert.deepEqual([...new Set(await page.locator(marksInCode).allInnerTexts())], ['Errorf']);
});
