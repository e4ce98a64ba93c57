/**
 * Hostile and unusual input to the local search (@easyops-cn/docusaurus-search-local
 * 0.52.1): in the navbar box, on the results page (`/search/?q=...`) and in the
 * `_highlight` parameter the plugin appends to the URL of a chosen result. Each
 * query has the outcome it must have: a real word wrapped in regex or HTML
 * characters finds that word's documents, with the word marked; punctuation,
 * markup or scripts the index has no words of find an explicit "nothing found";
 * never a page error or a console error, and nothing typed becomes markup.
 *
 * The site's Content-Security-Policy would also stop an injected inline script
 * or event handler from running, and Chromium reports every such refusal as a
 * console error, which the shared fixture turns into a test failure: so an
 * injection is caught twice, once in the DOM and once in the console.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {BASE_PATH, UI_TIMEOUT, open, useSite} from './support';
import {ANY_OPTIONS, SEARCH_BOX as BOX, INPUT, LISTBOX, OPTIONS} from '../../bench/searchRelevance';

const site = useSite();

/** The search page's content, which the site's Layout wrapper puts in a <main>. */
const RESULTS_PAGE = '#__docusaurus_skipToContent_fallback';
/** Name of the query parameter the plugin uses to mark the search terms on the target page. */
const HIGHLIGHT_PARAM = '_highlight';

/** Sets `window.__xss` if it ever runs. */
const XSS_PROBE = '<img src=x onerror="window.__xss=1">';

const LONG_QUERY = 'proxy namespace backend pattern '.repeat(40).slice(0, 1_000);
assert.equal(LONG_QUERY.length, 1_000);

/** What a query must find: documents with a word marked (matching `marked`), or nothing. */
type Outcome = {marked: RegExp} | 'nothing';

const QUERIES: ReadonlyArray<{name: string; query: string; outcome: Outcome}> = [
  {name: 'regex metacharacters', query: '.*+?^${}()|[]\\', outcome: 'nothing'},
  {name: 'regex metacharacters around a word', query: '(kafka)*+?', outcome: {marked: /kafka/i}},
  {name: 'HTML around a word', query: '<kafka>', outcome: {marked: /kafka/i}},
  {name: 'an <img onerror> tag', query: '<img src=x onerror=alert(1)>', outcome: 'nothing'},
  {name: 'an <img onerror> tag that sets window.__xss', query: XSS_PROBE, outcome: 'nothing'},
  {name: 'a <script> tag', query: '<script>alert(1)</script>', outcome: 'nothing'},
  {name: 'an attribute break-out', query: '"><b>x</b>', outcome: 'nothing'},
  {name: 'a 1,000-character query', query: LONG_QUERY, outcome: {marked: /proxy|proxies|namespace|backend|pattern/i}},
  {name: 'emoji and other scripts', query: '🚀 données 日本語 مرحبا', outcome: 'nothing'},
];

/** What an injection would leave behind in the document. */
interface Injected {
  imgX: number;
  alertScripts: number;
  boldX: number;
  xss: unknown;
}

function injected(page: Page): Promise<Injected> {
  return page.evaluate(() => ({
    imgX: document.querySelectorAll('img[src="x"]').length,
    alertScripts: Array.from(document.querySelectorAll('script')).filter((s) => /alert\(1\)/.test(s.textContent ?? '')).length,
    boldX: Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'x').length,
    xss: (window as unknown as {__xss?: unknown}).__xss,
  }));
}

const NOTHING_INJECTED: Injected = {imgX: 0, alertScripts: 0, boldX: 0, xss: undefined};

/** Fails the test if the page opens an alert (or any other dialog). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** Waits until the dropdown shows results or "No results"; answers which. */
async function dropdownOutcome(page: Page): Promise<'results' | 'no results'> {
  await page.locator(`${OPTIONS}, ${BOX}:has-text("No results")`).first().waitFor({timeout: UI_TIMEOUT});
  return (await page.locator(OPTIONS).count()) > 0 ? 'results' : 'no results';
}

const expected = (outcome: Outcome) => (outcome === 'nothing' ? 'no results' : 'results');

for (const {name, query, outcome} of QUERIES) {
  test(`search input: ${name} in the navbar box finds ${outcome === 'nothing' ? '"No results"' : 'its word'} and injects nothing`, async (t) => {
    const {page} = await site.newPage(t);
    const dialogs = watchDialogs(page);
    await open(page, site.url);
    const input = page.locator(INPUT);
    await input.focus();
    await input.fill(query);
    assert.equal(await dropdownOutcome(page), expected(outcome));
    if (outcome === 'nothing') {
      assert.equal(await page.locator(ANY_OPTIONS).count(), 0);
    } else {
      assert.equal(await page.locator(`${BOX}:has-text("No results")`).count(), 0, 'not both results and "No results"');
      const marked = await page.locator(`${OPTIONS} mark`).allInnerTexts();
      assert.ok(marked.length > 0 && marked.every((m) => outcome.marked.test(m.trim())), `marked: ${JSON.stringify(marked.slice(0, 6))}`);
    }
    assert.equal(await input.inputValue(), query, 'the box keeps the query as typed');
    // Every marked term in the dropdown is plain text from the documents, not the query's markup.
    assert.deepEqual(await injected(page), NOTHING_INJECTED);

    // Moving through the results with the keyboard and leaving the box breaks nothing either.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    assert.deepEqual(await injected(page), NOTHING_INJECTED);
    assert.deepEqual(dialogs, []);
  });

  test(`search input: ${name} on /search/?q= shows the query as text and ${outcome === 'nothing' ? '"No documents were found"' : "its word's documents"}`, async (t) => {
    const {page} = await site.newPage(t);
    const dialogs = watchDialogs(page);
    await open(page, site.at(`search/?q=${encodeURIComponent(query)}`));
    const heading = page.locator(`${RESULTS_PAGE} h1`);
    assert.equal((await heading.innerText()).trim(), `Search results for "${query.trim().replace(/\s+/g, ' ')}"`);
    assert.equal(await page.locator(`${RESULTS_PAGE} input[name="q"]`).inputValue(), query, 'the query field holds the query');
    const summary = page.locator(`${RESULTS_PAGE} p`, {hasText: /documents? found|No documents were found/});
    await summary.waitFor({timeout: UI_TIMEOUT});
    const text = (await summary.innerText()).trim();
    if (outcome === 'nothing') {
      assert.equal(text, 'No documents were found');
      assert.equal(await page.locator(`${RESULTS_PAGE} article`).count(), 0);
    } else {
      const found = Number(/^(\d+) documents? found$/.exec(text)?.[1]);
      assert.ok(found > 0, `"${text}"`);
      await page.locator(`${RESULTS_PAGE} article`).first().waitFor();
      const links = await page.locator(`${RESULTS_PAGE} article h2 a`).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of links) {
        assert.ok(href.startsWith(BASE_PATH), `result link ${href} stays on the site`);
      }
      const marked = await page.locator(`${RESULTS_PAGE} article mark`).allInnerTexts();
      assert.ok(marked.length > 0 && marked.every((m) => outcome.marked.test(m.trim())), `marked: ${JSON.stringify(marked.slice(0, 6))}`);
    }
    assert.deepEqual(await injected(page), NOTHING_INJECTED);
    assert.deepEqual(dialogs, []);
  });
}

/**
 * Records the search calls the page makes to its web worker (Comlink messages: a request and its answer
 * share an `id`), so a test can wait until a query has been answered instead of watching a time window.
 */
const SEARCH_CALLS = () => {
  const calls: {sent: Array<{id: string; args: string}>; answered: string[]} = {sent: [], answered: []};
  (window as unknown as {__searchCalls: typeof calls}).__searchCalls = calls;
  // The worker object answers the first call; Comlink then talks to it over a MessagePort of its own.
  for (const Endpoint of [Worker, MessagePort]) {
    const post = Endpoint.prototype.postMessage as (this: Worker | MessagePort, ...args: unknown[]) => void;
    const listening = new WeakSet<Worker | MessagePort>();
    Endpoint.prototype.postMessage = function (
      this: Worker | MessagePort,
      message: {id?: string; argumentList?: unknown},
      ...rest: unknown[]
    ) {
      if (!listening.has(this)) {
        listening.add(this);
        this.addEventListener('message', (event) => {
          const id = (event as MessageEvent<{id?: string}>).data?.id;
          if (id) calls.answered.push(id);
        });
      }
      if (message?.id) calls.sent.push({id: message.id, args: JSON.stringify(message.argumentList ?? [])});
      post.call(this, message, ...rest);
    };
  }
};

test('search input: a query of only spaces opens no dropdown and breaks nothing', async (t) => {
  const {page, context} = await site.newPage(t);
  await context.addInitScript(SEARCH_CALLS);
  await open(page, site.url);
  const input = page.locator(INPUT);
  await input.focus();
  // Wait for the index, so the spaces are really searched for and not just typed before it loads.
  await input.fill('proxy');
  await page.locator(OPTIONS).first().waitFor();
  await input.fill('     ');
  // A blank query is no query: the dropdown closes instead of listing anything, and the worker is not asked.
  await page.locator(LISTBOX).waitFor({state: 'hidden', timeout: UI_TIMEOUT});
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  assert.equal(await page.locator(ANY_OPTIONS).count(), 0);
  const blankCalls = await page.evaluate(
    (blank) =>
      (window as unknown as {__searchCalls: {sent: Array<{args: string}>}}).__searchCalls.sent.filter(({args}) => args.includes(blank))
        .length,
    JSON.stringify('     '),
  );
  assert.equal(blankCalls, 0, 'no search for blanks');
  assert.equal(await input.inputValue(), '     ');

  // The box still works afterwards.
  await input.fill('proxy');
  await page.locator(OPTIONS).first().waitFor();
});

test('search input: /search/?q= with only spaces shows the empty search page', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(`search/?q=${encodeURIComponent('     ')}`));
  const heading = (await page.locator(`${RESULTS_PAGE} h1`).innerText()).trim();
  assert.match(heading, /^(Search the documentation|Search results for " *")$/);
  // Blanks are searched like any query once the index is there, and find nothing.
  await page.locator(`${RESULTS_PAGE} p`, {hasText: 'No documents were found'}).waitFor({timeout: UI_TIMEOUT});
  assert.equal(await page.locator(`${RESULTS_PAGE} article`).count(), 0, 'blanks find nothing');
  // Typing a real query there still searches.
  await page.locator(`${RESULTS_PAGE} input[name="q"]`).fill('proxy');
  await page.locator(`${RESULTS_PAGE} article`).first().waitFor();
});

const HIGHLIGHT_PAYLOADS = [XSS_PROBE, '<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><b>x</b>'];

test(`search input: HTML in the ${HIGHLIGHT_PARAM} parameter of a result page stays text`, async (t) => {
  const {page} = await site.newPage(t);
  const dialogs = watchDialogs(page);
  const params = new URLSearchParams();
  for (const payload of HIGHLIGHT_PAYLOADS) {
    params.append(HIGHLIGHT_PARAM, payload);
  }
  // A real term as well, so the marking certainly runs on this page.
  params.append(HIGHLIGHT_PARAM, 'proxy');
  await open(page, site.at(`adr/adr-001/?${params.toString()}`));
  await page.locator('article mark').first().waitFor({timeout: UI_TIMEOUT});
  const marked = await page.locator('article mark').allInnerTexts();
  assert.ok(
    marked.every((m) => /proxy/i.test(m)),
    `only the real term is marked: ${JSON.stringify(marked.slice(0, 5))}`,
  );
  // The plugin copies the terms into the search box, as text.
  await page.waitForFunction(
    ({input, expected}) => (document.querySelector(input) as HTMLInputElement | null)?.value === expected,
    {input: INPUT, expected: [...HIGHLIGHT_PAYLOADS, 'proxy'].join(' ')},
    {timeout: UI_TIMEOUT},
  );
  assert.match(await page.locator('article h1').innerText(), /^ADR-001: /, 'the page itself is intact');
  assert.deepEqual(await injected(page), NOTHING_INJECTED);
  assert.deepEqual(dialogs, []);
});

test(`search input: a ${HIGHLIGHT_PARAM} payload matching page text is marked as text only`, async (t) => {
  // "Rust" occurs on ADR-001, so the page gets marks; the markup around it must not become markup in them.
  // (mark.js searches each space-separated word of a term.)
  const {page} = await site.newPage(t);
  const dialogs = watchDialogs(page);
  const payload = '<b>x</b>Rust Rust <img src=x onerror="window.__xss=1">Rust';
  await open(page, site.at(`adr/adr-001/?${new URLSearchParams([[HIGHLIGHT_PARAM, payload]]).toString()}`));
  await page.waitForFunction(
    ({input, expected}) => (document.querySelector(input) as HTMLInputElement | null)?.value === expected,
    {input: INPUT, expected: payload},
    {timeout: UI_TIMEOUT},
  );
  await page.locator('article mark').first().waitFor({timeout: UI_TIMEOUT});
  const marks = await page.locator('article mark').evaluateAll((ms) => ms.map((m) => m.innerHTML));
  assert.ok(marks.length > 0, 'the page has marks to check');
  for (const html of marks) {
    assert.doesNotMatch(html, /<(b|img|script)\b/i, `a mark holds markup: ${html}`);
    assert.match(html, /^rust$/i, `a mark holds the matched page text only: ${html}`);
  }
  assert.deepEqual(await injected(page), NOTHING_INJECTED);
  assert.deepEqual(dialogs, []);
});
