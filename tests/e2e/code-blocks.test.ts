/**
 * Code blocks in the browser, where our own Prism and Highlight (src/highlighting)
 * stand in for prism-react-renderer's. The server HTML is highlighted, with
 * class names only: the colours of both modes are in a stylesheet
 * (src/highlighting/themeCss.ts). Once the app has loaded (Docusaurus renders
 * code blocks again on the client), the blocks must be the same as the
 * server's: in particular Prism must not have highlighted the page by itself,
 * which it does unless told it is in manual mode. No Prism may be left on
 * `window`; the dark theme applies in dark mode from the first paint, and a
 * mode switch changes colours without writing a line again. Hydration
 * warnings fail every test (see support.ts).
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
      block.spans.some((span) => /^token (?!plain)\S+/.test(span)),
      `a ${block.language} block has no highlighted token: ${block.spans.slice(0, 5).join(' / ')}`,
    );
    assert.equal(block.style, '', `the ${block.language} block has inline styles`);
    // Only an empty line's token has a style of its own, the inline block prism-react-renderer gives it.
    const styled = block.spans.filter((span) => !['', 'display: inline-block;'].includes(span.split(' | ')[1]));
    assert.deepEqual(styled.slice(0, 5), [], `${styled.length} ${block.language} lines or tokens with inline styles`);
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

test("code blocks: a colour mode change writes no line again, and a search result's marks in code stay", async (t) => {
  // "Errorf" occurs in ADR-013's Go code; a result chosen in the search box opens the page with it marked.
  const {page, context} = await site.newPage(t);
  await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await open(page, site.at('adr/adr-013/?_highlight=Errorf'));
  const marksInCode = 'article pre code mark';
  await page.locator(marksInCode).first().waitFor({timeout: UI_TIMEOUT});
  const before = await page.locator(marksInCode).count();
  const keywordColour = () =>
    page
      .locator('article pre .token.keyword')
      .first()
      .evaluate((token) => getComputedStyle(token).color);
  const lightKeyword = await keywordColour();
  await page.evaluate(() => {
    const counter = window as unknown as {codeMutations: number};
    counter.codeMutations = 0;
    const observer = new MutationObserver((records) => (counter.codeMutations += records.length));
    for (const pre of document.querySelectorAll('article pre')) {
      observer.observe(pre, {subtree: true, childList: true, characterData: true, attributes: true});
    }
  });
  await storeColourMode(page, 'dark');
  await page.waitForFunction(firstBlockBackgroundIs, DRACULA, {timeout: UI_TIMEOUT});
  assert.notEqual(await keywordColour(), lightKeyword, 'keywords change colour with the mode');
  const codeMutations = await page.evaluate(() => (window as unknown as {codeMutations: number}).codeMutations);
  assert.equal(codeMutations, 0, 'changes to the code blocks (lines, tokens, attributes) when the mode changed');
  assert.equal(await page.locator(marksInCode).count(), before);
  assert.ok(before > 0);
  assert.deepEqual([...new Set(await page.locator(marksInCode).allInnerTexts())], ['Errorf']);
});

test('code blocks: a reader in dark mode sees the dark theme before the app starts', async (t) => {
  const {page, context} = await site.newPage(t);
  await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  // The app's entry script never arrives: the page stays as the server sent it.
  await context.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, () => undefined);
  // 'commit': a deferred script that never arrives holds DOMContentLoaded back for good.
  await page.goto(site.at(PAGE), {waitUntil: 'commit'});
  await page.locator('article pre.prism-code').first().waitFor();
  assert.equal(await page.getAttribute('html', 'data-has-hydrated'), 'false', 'the app has not started');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const colours = await page.evaluate(() => {
    const pre = document.querySelector('article pre.prism-code')!;
    return {background: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(pre.querySelector('.token.keyword')!).color};
  });
  assert.deepEqual(colours, {background: DRACULA, keyword: 'rgb(189, 147, 249)'});
});
