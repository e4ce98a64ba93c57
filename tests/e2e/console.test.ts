/**
 * Every page type loads without console errors, uncaught page errors or React
 * hydration warnings. The check itself is in support.ts (`newPage`): it fails
 * the test on any console error except the "net::ERR_BLOCKED_BY_CLIENT" ones our
 * own isolateFromNetwork causes by aborting external requests (and, on the 404
 * page, Chromium's report of the 404 status we assert), on any page error, and
 * on any console message mentioning hydration ("Hydration", "did not match",
 * "Minified React error #418/#423/#425") whatever its level.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {open, useSite} from './support';

const site = useSite();

const PAGES: {type: string; path: string; status?: number; heading: RegExp}[] = [
  {type: 'home', path: '', heading: /^Prism$/},
  {type: 'section index', path: 'adr/', heading: /Architecture Decision Records/},
  {type: 'document', path: 'adr/adr-001/', heading: /^ADR-001: /},
  {type: 'tags list', path: 'adr/tags/', heading: /^Tags$/},
  {type: 'tag page', path: 'adr/tags/security/', heading: /tagged with "Security"/},
  {type: 'search', path: 'search/?q=proxy', heading: /^Search results for "proxy"$/},
  {type: 'not found', path: 'no-such-page/', status: 404, heading: /^Page Not Found$/},
  {type: 'PRD', path: 'prds/prd-001/', heading: /^PRD-001: /},
  {type: 'docs', path: 'docs/intro/', heading: /^Overview$/},
];

for (const {type, path, status = 200, heading} of PAGES) {
  test(`console: ${type} (/${path}) loads without errors or hydration warnings`, async (t) => {
    const {page, problems} = await site.newPage(t);
    await open(page, site.at(path), status);
    assert.match((await page.locator('h1').first().innerText()).trim(), heading);
    // Let lazy work finish (search worker, diagrams, prefetches) so late errors are caught too: the network
    // quiet, then the main thread idle (the browser runs an idle callback only once no task is waiting).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    assert.deepEqual(problems.all, []);
  });
}
