/**
 * The rule that picks the browser tests' representative pages
 * (tests/e2e/representatives.ts): every element kind held by a chosen page,
 * each extreme's page chosen, the pages already checked left out.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parseDocument} from 'htmlparser2';
import {codeTokenStyles, elementKinds, type PageContent, type WideElement} from '../site/builtContent';
import {chooseRepresentatives} from '../e2e/representatives';

function page(path: string, kinds: string[], wide: Array<Partial<WideElement>> = [], drawings = 0): PageContent {
  return {
    path,
    kinds: new Set(kinds),
    codeTokens: new Map(),
    wide: wide.map((w) => ({kind: 'table', size: 0, what: '', contained: true, ...w})),
    drawings: Array.from({length: drawings}, (_, i) => ({key: `k${i}`, style: '', frame: {}, svgs: []})),
    repeatedIds: [],
  };
}

const PAGES = [
  page('a/', ['main', 'p', 'table'], [{kind: 'table', size: 40}]),
  page('b/', ['main', 'p', 'pre', 'span.keyword'], [{kind: 'code block', size: 300}]),
  page('c/', ['main', 'p', 'pre', 'span.string'], [{kind: 'code block', size: 20}], 1),
  page('d/', ['main', 'p', 'table'], [{kind: 'table', size: 90}], 3),
  page('e/', ['main', 'p'], [{kind: 'long token', size: 25}]),
];

test('representatives: every element kind is on a chosen page, and each extreme (widest table, longest code line, longest token, most drawings) is chosen', () => {
  const chosen = chooseRepresentatives(PAGES);
  const paths = chosen.map((r) => r.path).sort();
  const kinds = new Set(PAGES.filter((p) => paths.includes(p.path)).flatMap((p) => [...p.kinds]));
  assert.deepEqual([...kinds].sort(), [...new Set(PAGES.flatMap((p) => [...p.kinds]))].sort());
  const why = (path: string) => chosen.find((r) => r.path === path)?.why.join('; ') ?? '';
  assert.match(why('d/'), /the widest table \(90\)/);
  assert.match(why('d/'), /the most drawings \(3\)/);
  assert.match(why('b/'), /the longest code line \(300\)/);
  assert.match(why('e/'), /the longest unbreakable token \(25\)/);
  assert.deepEqual(paths, ['a/', 'b/', 'c/', 'd/', 'e/']);
  assert.ok(
    chosen.every((r) => r.why.length > 0),
    'each says why it was chosen',
  );
});

test('representatives: kinds the pages already checked hold count as held; ties go to the first page in route order', () => {
  const chosen = chooseRepresentatives(
    PAGES.map((p) => ({...p, wide: []})),
    ['c/'],
  );
  // c/ holds pre and span.string; a/ is first to hold table, b/ span.keyword; d/ has the most drawings.
  assert.deepEqual(
    chosen.map((r) => r.path),
    ['a/', 'b/', 'd/'],
  );
});

test("element kinds: a code block's tokens are one kind and its language another, whatever the types and the language; the token styles are kept per language", () => {
  const html = (language: string, types: string) =>
    `<body><div class="language-${language} theme-code-block"><pre class="prism-code language-${language}"><code><span class="token-line"><span class="token ${types}">x</span><span class="token plain"> </span></span></code></pre></div><p class="tip">t</p></body>`;
  const go = parseDocument(html('go', 'keyword'));
  const rust = parseDocument(html('rust', 'attribute attr-name'));
  assert.deepEqual([...elementKinds(go)].sort(), [...elementKinds(rust)].sort(), 'two code blocks are the same kinds');
  assert.ok(elementKinds(go).has('span.token') && elementKinds(go).has('pre.language-*') && elementKinds(go).has('p.tip'));
  assert.ok(![...elementKinds(go)].some((k) => /keyword|language-go/.test(k)), 'no kind per token type or language');
  assert.deepEqual(
    [...codeTokenStyles(rust)].map(([language, styles]) => [language, [...styles].sort()]),
    [['rust', ['token attribute attr-name', 'token plain']]],
  );
});
