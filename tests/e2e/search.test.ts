/**
 * Local search (@easyops-cn/docusaurus-search-local 0.52.1 with the site's term
 * index, src/plugins/search): the index's entry file is fetched by a worker on
 * the first focus (or hover) of the navbar search box, then only the parts a
 * query needs. These tests never move the mouse over the box, so only focus can
 * load it.
 */
import assert from 'node:assert/strict';
import {test, type TestContext} from 'node:test';
import type {Page} from 'playwright-core';
import {BASE_PATH, UI_TIMEOUT, open, sitePath, useSite} from './support';
import {ANY_OPTIONS, SEARCH_BOX as BOX, INPUT, LISTBOX, OPTIONS} from '../../bench/searchRelevance';

const site = useSite();

/** The term index's entry file; the rest of the index is fetched per query. */
const SEARCH_INDEX = /\/search-index\/meta\.json$/;
const ANY_INDEX_FILE = /\/search-index\//;
const LIMIT = 8;
/** The plugin's results page has no <main>; its content sits in the layout's skip-to-content target. */
const RESULTS_PAGE = '#__docusaurus_skipToContent_fallback';

const indexRequests = (since: number) => site.requests.slice(since).filter((url) => SEARCH_INDEX.test(url.split('?')[0]));
const anyIndexRequests = (since: number) => site.requests.slice(since).filter((url) => ANY_INDEX_FILE.test(url));

/** A result's text chunk (src/plugins/search/termIndex), fetched after its postings. */
const TEXT_CHUNK = /\/search-index\/text-/;

/** Each option of the dropdown: its document's title, its context line, whether that is still to come, where it sits. */
function optionLayout(page: Page) {
  return page.locator(ANY_OPTIONS).evaluateAll((options) =>
    options.map((option) => ({
      title: option.querySelector('[data-search-title]')?.textContent?.trim() ?? '',
      context: [...option.querySelectorAll('[class*="context"]:not([data-context-to-come])')].map((c) => c.textContent).join(''),
      toCome: option.querySelector('[data-context-to-come]') !== null,
      top: Math.round(option.getBoundingClientRect().top),
    })),
  );
}

async function searchFor(page: Page, query: string): Promise<void> {
  await page.locator(INPUT).focus();
  await page.keyboard.type(query);
}

/**
 * Opens the home page, checks no index file was fetched while it loaded, then
 * runs `trigger` and checks that exactly one request for the index's entry followed.
 */
async function expectIndexFetchedBy(t: TestContext, trigger: (page: Page) => Promise<void>): Promise<{page: Page; since: number}> {
  const {page} = await site.newPage(t);
  const since = site.requests.length;
  await open(page, site.url);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(anyIndexRequests(since), [], 'no search index request before the box is used');

  const response = page.waitForResponse((r) => SEARCH_INDEX.test(new URL(r.url()).pathname));
  await trigger(page);
  assert.equal((await response).status(), 200);
  assert.equal(indexRequests(since).length, 1, 'the index is fetched once');
  assert.equal(indexRequests(since)[0], `${BASE_PATH}search-index/meta.json`);
  return {page, since};
}

test('search: the index is fetched only when the box is first focused', async (t) => {
  const {page, since} = await expectIndexFetchedBy(t, (p) => p.locator(INPUT).focus());

  // Focusing again does not fetch it again.
  await page.locator('header h1').click();
  await page.locator(INPUT).focus();
  await page.keyboard.type('proxy');
  await page.locator(OPTIONS).first().waitFor();
  assert.equal(indexRequests(since).length, 1, 'still one index request');
});

test('search: hovering the box also fetches the index, before any focus', async (t) => {
  const {page} = await expectIndexFetchedBy(t, (p) => p.locator(INPUT).hover());
  assert.notEqual(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Search',
    'hovering does not focus the box',
  );
});

test('search: a loading ring shows while a slow index loads', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  site.setDelay(2_000, SEARCH_INDEX);
  t.after(() => site.setDelay(0));

  const ring = page.locator(`${BOX} [data-loading-ring]`);
  assert.equal(await ring.count(), 1, 'the loading ring element exists');
  assert.equal(await ring.isVisible(), false, 'hidden before the search starts');
  await searchFor(page, 'namespace');
  await ring.waitFor({state: 'visible', timeout: 1_500});
  assert.equal(await page.locator(ANY_OPTIONS).count(), 0, 'no results while the index is loading');

  await page.locator(OPTIONS).first().waitFor();
  await ring.waitFor({state: 'hidden'});
});

test('search: the documents show as soon as they are ranked; their headings and passages fill the lines kept for them', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  // Long enough that the ranked documents must show while the text is held back, on a busy machine too.
  site.setDelay(4_000, TEXT_CHUNK);
  t.after(() => site.setDelay(0));
  await searchFor(page, 'namespace');
  await page.locator(`${LISTBOX}[aria-busy="true"] [role="option"]`).first().waitFor({timeout: 3_000});
  const ranked = await optionLayout(page);
  assert.ok(
    ranked.some((o) => o.toCome),
    'some results wait for their heading or passage',
  );
  assert.ok(
    ranked.every((o) => o.title !== ''),
    'every result shows its document',
  );

  await page.locator(OPTIONS).first().waitFor({timeout: UI_TIMEOUT});
  const complete = await optionLayout(page);
  assert.deepEqual(
    complete.map((o) => o.title),
    ranked.map((o) => o.title),
    'the same documents, in the same order',
  );
  assert.ok(
    complete.every((o) => !o.toCome),
    'no line is still waiting',
  );
  assert.ok(
    complete.filter((_, n) => ranked[n].toCome).every((o) => o.context !== ''),
    'each waiting line now holds its heading or passage',
  );
  assert.deepEqual(
    complete.map((o) => o.top),
    ranked.map((o) => o.top),
    'no result moved when the text arrived',
  );
});

test(`search: a common word shows at most ${LIMIT} results, more exist on the results page`, async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  await searchFor(page, 'namespace');
  await page.locator(OPTIONS).first().waitFor();
  const shown = await page.locator(OPTIONS).count();
  assert.ok(shown >= 1 && shown <= LIMIT, `${shown} results in the dropdown`);
  assert.equal(shown, LIMIT, `"namespace" is common enough to fill all ${LIMIT} places`);
  const titles = await page.locator(`${OPTIONS} mark`).allInnerTexts();
  assert.ok(
    titles.some((m) => /namespace/i.test(m)),
    'the matched term is highlighted in the results',
  );

  // The dropdown is a preview: the results page has more.
  const all = page.locator(`${BOX} a[href*="/search/?q=namespace"]`);
  await all.click();
  await page.waitForURL((url) => url.pathname === `${BASE_PATH}search/` && url.searchParams.get('q') === 'namespace');
  await page.locator(`${RESULTS_PAGE} article`).nth(LIMIT).waitFor();
});

test('search: nonsense finds "No results"', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  await searchFor(page, 'zzqxjvw');
  const empty = page.locator(BOX, {hasText: 'No results'});
  await empty.waitFor();
  assert.equal(await page.locator(OPTIONS).count(), 0);
});

test('search: mod+k focuses the box and its hint is shown', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const hints = await page.locator(`${BOX} kbd`).allInnerTexts();
  // Linux is not a Mac, so the hint reads ctrl K.
  assert.deepEqual(
    hints.map((h) => h.trim().toLowerCase()),
    ['ctrl', 'k'],
  );
  assert.ok(await page.locator(`${BOX} kbd`).first().isVisible(), 'the hint is visible');

  assert.equal(await page.evaluate(() => document.activeElement === document.body), true);
  await page.keyboard.press('Control+k');
  assert.equal(
    await page.evaluate((input) => document.activeElement === document.querySelector(input), INPUT),
    true,
    'Ctrl+K moves the focus into the search box',
  );
  await page.keyboard.type('sqlite');
  await page.locator(OPTIONS).first().waitFor();
});

test('search: /search/?q=namespace lists results', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('search/?q=namespace'));
  assert.equal((await page.locator(`${RESULTS_PAGE} h1`).innerText()).trim(), 'Search results for "namespace"');
  await page.locator(`${RESULTS_PAGE} article`).first().waitFor();
  const summary = await page.locator(`${RESULTS_PAGE} p`, {hasText: /documents? found/}).innerText();
  const found = Number(/(\d+) documents? found/.exec(summary)?.[1]);
  assert.ok(found > LIMIT, `"${summary}"`);
  const links = await page.locator(`${RESULTS_PAGE} article h2 a`).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(links.length > 0);
  for (const href of links) {
    assert.ok(href.startsWith(BASE_PATH), `result link ${href} stays on the site`);
  }
});

test('search: the results page keeps its query in the address while it loads, and writes the one the reader types', async (t) => {
  const {page, context} = await site.newPage(t);
  // Every change of the address by the app: the theme's own hook took the query out while the page hydrated and put it back.
  await context.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, {addressChanges: changes});
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        changes.push(`${method} ${String(url)}`);
        original(state, unused, url);
      };
    }
  });
  await open(page, site.at('search/?q=kafka'));
  await page.locator(`${RESULTS_PAGE} article`).first().waitFor();
  await page.waitForLoadState('networkidle');
  const changes = () => page.evaluate(() => (window as unknown as {addressChanges: string[]}).addressChanges);
  assert.deepEqual(await changes(), [], 'the address is not changed while the page loads');
  assert.equal(new URL(page.url()).searchParams.get('q'), 'kafka');

  await page.locator(`${RESULTS_PAGE} input[type="search"]`).fill('redis');
  await page.waitForURL((url) => url.searchParams.get('q') === 'redis');
  assert.deepEqual(await changes(), [`replaceState ${BASE_PATH}search/?q=redis`]);
  await page.locator(`${RESULTS_PAGE} article h2 a`, {hasText: /redis/i}).first().waitFor();
});

/** The results page's most results (the theme asks its worker for up to 100). */
const RESULTS_PAGE_LIMIT = 100;
/** Fewer turns than this for other tasks while the results render means they rendered in one task. */
const MIN_TURNS_WHILE_RENDERING = 5;

/** What the page records: when the search worker's messages and a ticker's turns ran, and when the last result appeared. */
interface RenderTimeline {
  workerMessages: number[];
  turns: number[];
  lastResultShown: number;
}

test(`search: ${RESULTS_PAGE_LIMIT} results render on the results page in short tasks, leaving turns for the reader's input`, async (t) => {
  const {page, context} = await site.newPage(t);
  await context.addInitScript(() => {
    const timeline: RenderTimeline = {workerMessages: [], turns: [], lastResultShown: 0};
    Object.assign(window, {renderTimeline: timeline});
    // (Functions here are only ever arguments: the test runner's transform names a function
    // assigned to a name or a property with a helper the page lacks.)
    const addListener = Worker.prototype.addEventListener;
    Reflect.set(
      Worker.prototype,
      'addEventListener',
      function (this: Worker, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
        addListener.call(
          this,
          type,
          type !== 'message'
            ? listener
            : (event: Event) => {
                timeline.workerMessages.push(performance.now());
                return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
              },
          options,
        );
      },
    );
    // A task queued behind whatever else is queued, over and over: each turn it gets is a moment input could have had.
    const ticker = new MessageChannel();
    ticker.port1.addEventListener('message', () => {
      timeline.turns.push(performance.now());
      if (!timeline.lastResultShown) ticker.port2.postMessage(null);
    });
    ticker.port1.start();
    Object.assign(window, {ticker});
  });
  await open(page, site.at('search/'));
  await page.waitForLoadState('networkidle');
  await page.evaluate((limit) => {
    const timeline = (window as unknown as {renderTimeline: RenderTimeline}).renderTimeline;
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll('#__docusaurus_skipToContent_fallback article').length < limit) return;
      timeline.lastResultShown = performance.now();
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
    (window as unknown as {ticker: MessageChannel}).ticker.port2.postMessage(null);
  }, RESULTS_PAGE_LIMIT);
  // A phone's processor: a quarter of this machine's speed, as Lighthouse's mobile runs assume.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.locator(`${RESULTS_PAGE} input[type="search"]`).fill('namespace');
  await page
    .locator(`${RESULTS_PAGE} article`)
    .nth(RESULTS_PAGE_LIMIT - 1)
    .waitFor();
  const {workerMessages, turns, lastResultShown} = await page.evaluate(
    () => (window as unknown as {renderTimeline: RenderTimeline}).renderTimeline,
  );
  const answers = workerMessages.filter((at) => at < lastResultShown);
  assert.ok(answers.length > 0, "the search worker's answers were heard");
  const resultsArrived = Math.max(...answers);
  const turnsWhileRendering = turns.filter((at) => at > resultsArrived && at < lastResultShown).length;
  t.diagnostic(`${turnsWhileRendering} turns in ${Math.round(lastResultShown - resultsArrived)} ms`);
  // The theme set its results as an urgent update, which React renders in one task (130-240 ms
  // here at this speed, one turn); patches/ make it a transition, rendered in slices of about 5 ms
  // (28-43 turns).
  assert.ok(
    turnsWhileRendering >= MIN_TURNS_WHILE_RENDERING,
    `${turnsWhileRendering} turns for other tasks in the ${Math.round(lastResultShown - resultsArrived)} ms from the worker's results to the last result shown`,
  );
});

test('search: choosing a result opens the page with the term marked', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  await searchFor(page, 'namespace');
  const first = page.locator(OPTIONS).first();
  await first.waitFor();
  await first.click();
  await page.waitForURL((url) => url.searchParams.getAll('_highlight').includes('namespace'));
  assert.notEqual(sitePath(page).split('?')[0], '', 'left the home page');
  await page.locator('article mark').first().waitFor();
  const marked = await page.locator('article mark').allInnerTexts();
  assert.ok(marked.length > 0 && marked.every((m) => /namespace/i.test(m)), `marked words: ${JSON.stringify(marked.slice(0, 5))}`);
});

/** A word of ADR body text that no title, heading or description contains. */
const BODY_ONLY_WORD = 'sampling';

test('search: from a document, the box searches the full text of every section and says which section a result is in', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-001/'));
  const since = site.requests.length;
  // RFC-036 is the document about htmx; no ADR is.
  await searchFor(page, 'htmx');
  await page.locator(`${BOX} a[href$="search/?q=htmx"]`).waitFor();
  const first = page.locator(OPTIONS, {hasText: 'RFC-036'}).first();
  await first.waitFor();
  assert.match(await first.innerText(), /\nRFCs$/, 'the result names its section');
  const files = anyIndexRequests(since).map((url) => url.split('?')[0]);
  assert.ok(files.includes(`${BASE_PATH}search-index/meta.json`), 'the index entry');
  assert.ok(
    files.some((f) => /\/search-index\/shard-\d+-\w+\.json$/.test(f)),
    'a shard of the postings',
  );
  assert.ok(files.length < 15, `only what the query needs: ${files.length} files`);
  await first.click();
  await page.waitForURL((url) => url.pathname === `${BASE_PATH}rfc/rfc-036/`);
});

test('search: the results page searches the full text of every section by default; the selector narrows it', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.url);
  await searchFor(page, BODY_ONLY_WORD);
  await page.locator(OPTIONS).first().waitFor();

  await open(page, site.at(`search/?q=${BODY_ONLY_WORD}`));
  const selector = page.locator(`${RESULTS_PAGE} select#context-selector`);
  const labels = (await selector.locator('option').allInnerTexts()).map((l) => l.trim());
  assert.deepEqual(labels, ['All sections', 'Docs', 'ADRs', 'RFCs', 'Memos', 'Netflix', 'PRDs']);
  await page.locator(`${RESULTS_PAGE} article`).first().waitFor();
  const everywhere = await page.locator(`${RESULTS_PAGE} article h2 a`).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    new Set(everywhere.map((href) => href.slice(BASE_PATH.length).split('/')[0])).size > 1,
    `results from several sections: ${everywhere.join(' ')}`,
  );

  await selector.selectOption({label: 'ADRs'});
  await page.waitForURL((url) => url.searchParams.get('ctx') === 'in-adr');
  await page.waitForFunction(
    ({links, base}) => {
      const hrefs = [...document.querySelectorAll(links)].map((a) => a.getAttribute('href') ?? '');
      return hrefs.length > 0 && hrefs.every((href) => href.startsWith(`${base}adr/`));
    },
    {links: `${RESULTS_PAGE} article h2 a`, base: BASE_PATH},
  );
});

test('search: "See all results" under the dropdown opens the results page for every section, from any page', async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at('adr/adr-013/'));
  await searchFor(page, 'kafka');
  const link = page.locator(`${BOX} a`, {hasText: 'See all results'});
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), `${BASE_PATH}search/?q=kafka`);
});
