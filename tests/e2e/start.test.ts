/**
 * Loading a page sets up no ICU collation or date formatting: the first
 * `localeCompare`, `Intl.Collator` or `Intl.DateTimeFormat` of a page costs its
 * main thread 13-52 ms here (more on a phone) while React hydrates it. Docusaurus
 * sorted with `localeCompare` on every page (patches/, decisions/patch-*.md).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {open, useSite} from './support';

const site = useSite();

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
