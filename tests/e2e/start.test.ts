/**
 * How the client starts (src/plugins/staged-start): the page's scripts run only
 * once it has shown its first contentful paint, and React DOM is evaluated
 * in an earlier task than Docusaurus's client entry, instead of all of them in
 * the one long task that evaluating the script used to be. React DOM announces
 * itself to the React DevTools hook when it is evaluated, and Docusaurus's entry
 * sets `window.docusaurus` when it is: the test stands in for both.
 *
 * And loading a page sets up no ICU collation or date formatting: the first
 * `localeCompare`, `Intl.Collator` or `Intl.DateTimeFormat` of a page costs its
 * main thread 13-52 ms here (more on a phone) while React hydrates it. Docusaurus
 * sorted with `localeCompare` on every page (patches/, decisions/patch-*.md).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {open, useSite} from './support';

const site = useSite();

interface StartRecord {
  /** `window.docusaurus` was set before DOMContentLoaded (Docusaurus's base-URL banner checks it then). */
  docusaurusAtContentLoaded?: boolean;
  /** The page had shown its first contentful paint when React DOM was evaluated. */
  paintedBeforeReactDom?: boolean;
  /** Docusaurus's entry was evaluated in the same task as React DOM. */
  entryInReactDomTask?: boolean;
}

/**
 * Run in the page before its scripts (plain JavaScript: the test's own compiled
 * functions would carry the compiler's helpers into the page). Stands in for the
 * DevTools hook and for `window.docusaurus`, and fills `window.startRecord`.
 */
const RECORD_START = `
  const record = {};
  window.startRecord = record;
  let inReactDomTask = false;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    inject: () => {
      record.paintedBeforeReactDom = performance.getEntriesByName('first-contentful-paint').length > 0;
      inReactDomTask = true;
      // A task queued now runs before any task the page queues after it.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { inReactDomTask = false; };
      channel.port2.postMessage(null);
      return 1;
    },
    checkDCE: () => {},
    onCommitFiberRoot: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
  };
  let docusaurus;
  document.addEventListener('DOMContentLoaded', () => { record.docusaurusAtContentLoaded = docusaurus !== undefined; });
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set: (value) => {
      // Docusaurus's entry sets it once React DOM is evaluated; our entry's stand-in, set before, is not it.
      if ('paintedBeforeReactDom' in record && !('entryInReactDomTask' in record)) record.entryInReactDomTask = inReactDomTask;
      docusaurus = value;
    },
  });
`;

test('start: the page paints its content, then evaluates React DOM and Docusaurus entry in separate tasks, the app announced by DOMContentLoaded', async (t) => {
  const {page, context} = await site.newPage(t);
  // A phone's CPU: the first paint of a long page then takes a few frames' time, in which scripts would start.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.addInitScript({content: RECORD_START});
  await open(page, site.at('rfc/rfc-009/'));
  const record = await page.evaluate(() => (window as unknown as {startRecord: StartRecord}).startRecord);
  assert.deepEqual(record, {docusaurusAtContentLoaded: true, paintedBeforeReactDom: true, entryInReactDomTask: false});
});

/**
 * Run in the page before its scripts: counts each call that sets up ICU's
 * collation or date formatting, by where it came from, in `window.icuCalls`.
 */
const RECORD_ICU = `
  const calls = [];
  window.icuCalls = calls;
  const note = (what) => calls.push(what + ' ' + ((new Error().stack || '').split('\\n')[3] || '').trim());
  const localeCompare = String.prototype.localeCompare;
  String.prototype.localeCompare = function (...args) { note('localeCompare'); return localeCompare.apply(this, args); };
  for (const name of ['Collator', 'DateTimeFormat']) {
    Intl[name] = new Proxy(Intl[name], {
      construct(target, args, newTarget) { note('Intl.' + name); return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { note('Intl.' + name); return Reflect.apply(target, self, args); },
    });
  }
  for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
    const original = Date.prototype[name];
    Date.prototype[name] = function (...args) { note('Date#' + name); return original.apply(this, args); };
  }
`;

/** One page of each kind a reader lands on. The tags lists are not among them: the theme sorts tags for readers, by locale. */
const LANDING_PAGES = ['', 'adr/', 'adr/adr-001/', 'rfc/rfc-009/', 'docs/architecture/', 'netflix/', 'search/?q=kafka'];

test('start: loading a page sets up no ICU collation or date formatting', async (t) => {
  const {page} = await site.newPage(t);
  await page.addInitScript({content: RECORD_ICU});
  const found: string[] = [];
  for (const path of LANDING_PAGES) {
    await open(page, site.at(path));
    // Past the effects and idle work that follow hydration (prefetches, the results of the results page).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    const calls = await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls);
    found.push(...[...new Set(calls)].map((call) => `/${path}: ${call} (${calls.filter((c) => c === call).length}x)`));
  }
  assert.deepEqual(found, [], `pages set up ICU while loading:\n${found.join('\n')}`);

  // The recorder sees a call the page makes.
  await page.evaluate(() => 'b'.localeCompare('a'));
  const recorded = await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls);
  assert.match(recorded.at(-1) ?? '', /^localeCompare /, 'the recorder catches localeCompare');
});
