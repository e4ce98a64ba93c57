/**
 * How the client starts (src/plugins/staged-start): the page renders a frame
 * before any of its script's modules are evaluated, and React DOM is evaluated
 * in an earlier task than Docusaurus's client entry, instead of all of them in
 * the one long task that evaluating the script used to be. React DOM announces
 * itself to the React DevTools hook when it is evaluated, and Docusaurus's entry
 * sets `window.docusaurus` when it is: the test stands in for both.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {open, useSite} from './support';

const site = useSite();

interface StartRecord {
  /** `window.docusaurus` was set before DOMContentLoaded (Docusaurus's base-URL banner checks it then). */
  docusaurusAtContentLoaded?: boolean;
  /** A frame was rendered before React DOM was evaluated. */
  frameBeforeReactDom?: boolean;
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
  let framed = false;
  requestAnimationFrame(() => { framed = true; });
  let inReactDomTask = false;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    inject: () => {
      record.frameBeforeReactDom = framed;
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
      if ('frameBeforeReactDom' in record && !('entryInReactDomTask' in record)) record.entryInReactDomTask = inReactDomTask;
      docusaurus = value;
    },
  });
`;

test('start: the page renders a frame, then evaluates React DOM and Docusaurus entry in separate tasks, the app announced by DOMContentLoaded', async (t) => {
  const {page} = await site.newPage(t);
  await page.addInitScript({content: RECORD_START});
  await open(page, site.at('docs/architecture/'));
  const record = await page.evaluate(() => (window as unknown as {startRecord: StartRecord}).startRecord);
  assert.deepEqual(record, {docusaurusAtContentLoaded: true, frameBeforeReactDom: true, entryInReactDomTask: false});
});
