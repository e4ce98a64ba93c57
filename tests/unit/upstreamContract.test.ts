/**
 * The contract with upstream: each package the site customises was last checked
 * at one version (decisions/upstream.json, decisions/upstream-contract.md). When the
 * installed version differs, this fails naming the files to revisit, so an
 * upgrade cannot slip past the code that depends on that package's internals.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');

interface CheckedPackage {
  package: string;
  checked: string;
  files: string[];
}

const CONTRACT = 'decisions/upstream.json';

/** One message per package whose installed version is not the one checked. */
function contractBreaches(rows: CheckedPackage[], installed: (name: string) => string): string[] {
  return rows
    .filter((row) => installed(row.package) !== row.checked)
    .map(
      (row) =>
        `${row.package} is ${installed(row.package)}, but the site's customisations were checked against ${row.checked}: ` +
        `revisit ${row.files.join(', ')}, then set its "checked" version in ${CONTRACT}`,
    );
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

const rows = (JSON.parse(readFileSync(path.join(ROOT, CONTRACT), 'utf8')) as {packages: CheckedPackage[]}).packages;

test('upstream contract: the installed version of each customised package is the one its customisations were checked against', () => {
  assert.deepEqual(contractBreaches(rows, installedVersion), []);
});

test('upstream contract: the list covers Docusaurus, the search plugin, mermaid, prismjs and React, and names files that exist', () => {
  for (const name of ['@docusaurus/core', '@easyops-cn/docusaurus-search-local', 'mermaid', 'prismjs', 'react']) {
    assert.ok(
      rows.some((row) => row.package === name),
      `${name} is missing from ${CONTRACT}`,
    );
  }
  const missing = rows.flatMap((row) =>
    row.files.filter((file) => !existsSync(path.join(ROOT, file))).map((file) => `${row.package}: ${file}`),
  );
  assert.deepEqual(missing, []);
});

test('upstream contract: a moved package fails with the files to revisit', () => {
  // Every other package at its checked version, so this holds whatever is installed (the upgrade rehearsal moves them all).
  const checked = new Map(rows.map((row) => [row.package, row.checked]));
  const moved = contractBreaches(rows, (name) => (name === 'mermaid' ? '12.3.0' : checked.get(name)!));
  assert.equal(moved.length, 1);
  assert.match(moved[0], /^mermaid is 12\.3\.0, but .* checked against 11\.17\.2: revisit src\/diagrams\/settings\.ts/);
});
