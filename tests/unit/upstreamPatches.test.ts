/**
 * The patches of upstream code (patches/, applied by patch-package after every
 * install): each is applied to the installed package, and the docs plugin
 * still finds a page's plugin by its longest path without setting up ICU
 * collation, whose first use costs a page 13-52 ms of main thread while it
 * hydrates. (theme-common's patched hook and the search theme's results page
 * hold JSX that Node cannot load; tests/e2e/start.test.ts checks that no page
 * sets up collation, tests/e2e/search.test.ts that the results render in short
 * tasks.)
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, test} from 'node:test';
import {answerRequests} from '../support/answerRequests';

const ROOT = path.resolve(__dirname, '..', '..');
const PATCHES = path.join(ROOT, 'patches');

/**
 * The patched module imports Docusaurus's client API by the name its bundler
 * gives it (`@docusaurus/router`), resolved here to the module of
 * @docusaurus/core that name stands for.
 */
const CLIENT_EXPORTS = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports');
answerRequests((request) => {
  const clientExport = /^@docusaurus\/(\w+)$/.exec(request);
  const file = clientExport && path.join(CLIENT_EXPORTS, `${clientExport[1]}.js`);
  return file && existsSync(file) ? file : undefined;
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the name above resolves
const {getActivePlugin} = require(path.join(ROOT, 'node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js')) as {
  getActivePlugin: (plugins: Record<string, {path: string}>, pathname: string) => {pluginId: string} | undefined;
};

/** Each patch's files and the lines it adds to them, from its unified diff. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) files.set(target[1], (current = []));
    else if (current && line.startsWith('+') && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

test('every patch in patches/ is applied to the installed package', () => {
  const patches = readdirSync(PATCHES).filter((f) => f.endsWith('.patch'));
  assert.ok(patches.length > 0, 'patches/ has patches');
  for (const patch of patches) {
    const files = addedLines(readFileSync(path.join(PATCHES, patch), 'utf8'));
    assert.ok(files.size > 0, `${patch} changes files`);
    for (const [file, lines] of files) {
      const installed = readFileSync(path.join(ROOT, file), 'utf8');
      const missing = lines.filter((line) => !installed.includes(line));
      assert.deepEqual(missing, [], `${file} lacks lines of ${patch}: run \`npx patch-package\` (npm install runs it)`);
    }
  }
});

test('addedLines reads the files and added lines of a unified diff', () => {
  const diff = ['--- a/x.js', '+++ b/x.js', '@@ -1 +1 @@', '-old', '+new', '+', ' same'].join('\n');
  assert.deepEqual([...addedLines(diff)], [['x.js', ['new']]]);
});

let collations: string[] = [];
const originalLocaleCompare = String.prototype.localeCompare;
const OriginalCollator = Intl.Collator;

beforeEach(() => {
  collations = [];
  String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
    collations.push(`localeCompare ${this}`);
    return originalLocaleCompare.apply(this, args);
  };
  Intl.Collator = new Proxy(OriginalCollator, {
    construct(target, args, newTarget) {
      collations.push('Intl.Collator');
      return Reflect.construct(target, args, newTarget) as Intl.Collator;
    },
  });
});

afterEach(() => {
  String.prototype.localeCompare = originalLocaleCompare;
  Intl.Collator = OriginalCollator;
});

test("docs: the active plugin is the one whose path is the page's longest match, found without collation", () => {
  const plugins = {
    default: {path: '/prism-data-layer/docs'},
    adr: {path: '/prism-data-layer/adr'},
    adrDrafts: {path: '/prism-data-layer/adr/drafts'},
    root: {path: '/prism-data-layer'},
  };
  const active = (pathname: string) => getActivePlugin(plugins, pathname)?.pluginId;
  assert.equal(active('/prism-data-layer/adr/drafts/adr-054/'), 'adrDrafts');
  assert.equal(active('/prism-data-layer/adr/adr-001/'), 'adr');
  assert.equal(active('/prism-data-layer/docs/architecture/'), 'default');
  assert.equal(active('/prism-data-layer/search/'), 'root');
  assert.equal(getActivePlugin({adr: plugins.adr}, '/elsewhere/'), undefined);
  assert.deepEqual(collations, []);
});

test('the collation spy sees localeCompare and Intl.Collator', () => {
  'b'.localeCompare('a');
  new Intl.Collator('en');
  assert.deepEqual(collations, ['localeCompare b', 'Intl.Collator']);
});
