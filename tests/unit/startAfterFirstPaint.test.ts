/**
 * The script every page defers in place of Docusaurus's entry scripts
 * (static/start-after-first-paint.js, src/plugins/staged-start): it starts them, in order,
 * only after the page reports its first contentful paint; without paint timing,
 * or in a page hidden before it painted, two frames after it is shown. Run here
 * in a stand-in window where the test decides when paints, frames and
 * visibility changes happen.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {CLIENT_SCRIPT_ATTRIBUTE, SSR_TEMPLATE, STARTER_FILE} from '../../src/plugins/staged-start/ssrTemplate';

const STARTER = readFileSync(path.join(__dirname, '..', '..', 'static', STARTER_FILE), 'utf8');

const SCRIPTS = ['/runtime~main.js', '/main.js'];

interface Inserted {
  src: string;
  async: boolean;
}

/** A window with the preloads of SCRIPTS, paint timing unless `paintTiming` is false, and controls for the test. */
function standInWindow({paintTiming = true} = {}) {
  const inserted: Inserted[] = [];
  let frameCallbacks: Array<() => void> = [];
  let timers: Array<() => void> = [];
  const visibilityListeners: Array<() => void> = [];
  let observer: {callback: (list: unknown, observer: unknown) => void; disconnected: boolean} | undefined;
  const document = {
    visibilityState: 'visible',
    querySelectorAll: (selector: string) => {
      assert.equal(selector, `link[${CLIENT_SCRIPT_ATTRIBUTE}]`);
      return SCRIPTS.map((href) => ({href}));
    },
    createElement: (tag: string) => {
      assert.equal(tag, 'script');
      return {src: '', async: true};
    },
    head: {appendChild: (script: Inserted) => inserted.push({src: script.src, async: script.async})},
    addEventListener: (type: string, listener: () => void) => {
      assert.equal(type, 'visibilitychange');
      visibilityListeners.push(listener);
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint', 'resource'] : ['mark', 'resource'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observer = {callback, disconnected: false};
    }
    observe(options: {type: string; buffered: boolean}) {
      assert.deepEqual({...options}, {type: 'paint', buffered: true});
    }
    disconnect() {
      observer!.disconnected = true;
    }
  }
  const window: Record<string, unknown> = {
    document,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  window.window = window;
  vm.runInNewContext(STARTER, window);
  return {
    window,
    inserted,
    /** The browser reports paint entries by these names. */
    paint(...names: string[]) {
      if (observer && !observer.disconnected) {
        const list = {getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({name: n}))};
        observer.callback(list, {disconnect: () => (observer!.disconnected = true)});
      }
    },
    /** The browser renders a frame, then runs the timers queued so far. */
    frame() {
      const due = frameCallbacks;
      frameCallbacks = [];
      due.forEach((callback) => callback());
      const ready = timers;
      timers = [];
      ready.forEach((callback) => callback());
    },
    show() {
      document.visibilityState = 'visible';
      visibilityListeners.forEach((listener) => listener());
    },
    hide() {
      document.visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
  };
}

const IN_ORDER = SCRIPTS.map((src) => ({src, async: false}));

test('start after first paint: nothing runs before the first contentful paint, then every entry script in order', () => {
  const page = standInWindow();
  page.frame();
  page.frame();
  page.paint('first-paint');
  assert.deepEqual(page.inserted, [], 'a frame or a paint without content starts nothing');
  page.paint('first-paint', 'first-contentful-paint');
  assert.deepEqual(page.inserted, IN_ORDER);
  page.paint('first-contentful-paint');
  page.show();
  page.frame();
  page.frame();
  assert.deepEqual(page.inserted, IN_ORDER, 'the scripts start once');
});

test('start after first paint: a page hidden before it painted starts two frames after it is shown', () => {
  const page = standInWindow();
  page.hide();
  page.frame();
  assert.deepEqual(page.inserted, []);
  page.show();
  page.frame();
  assert.deepEqual(page.inserted, [], 'not in the frame it is shown in');
  page.frame();
  assert.deepEqual(page.inserted, IN_ORDER);
});

test('start after first paint: without paint timing, two frames after the first', () => {
  const page = standInWindow({paintTiming: false});
  assert.deepEqual(page.inserted, []);
  page.frame();
  assert.deepEqual(page.inserted, []);
  page.frame();
  assert.deepEqual(page.inserted, IN_ORDER);
});

test('start after first paint: a stand-in window.docusaurus that prefetches nothing, until the entry sets its own', () => {
  const {window} = standInWindow();
  const docusaurus = window.docusaurus as {prefetch: (path: string) => boolean; preload: (path: string) => boolean};
  assert.equal(docusaurus.prefetch('/x/'), false);
  assert.equal(docusaurus.preload('/x/'), false);
});

test('start after first paint: the page template preloads the entry scripts at low priority instead of writing script tags', () => {
  assert.doesNotMatch(SSR_TEMPLATE, /<script[^>]*\ssrc=/);
  assert.match(
    SSR_TEMPLATE,
    new RegExp(
      `<% it\\.scripts\\.forEach\\(\\(script\\) => \\{ %><link rel="preload" as="script" fetchpriority="low" ${CLIENT_SCRIPT_ATTRIBUTE} href="<%= it\\.baseUrl %><%= script %>">`,
    ),
  );
  assert.ok(
    SSR_TEMPLATE.indexOf('it.headTags') < SSR_TEMPLATE.indexOf('rel="stylesheet"'),
    'the head tags, the starter among them, come before the stylesheet',
  );
});
