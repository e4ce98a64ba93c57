/**
 * What makes a page wider than a phone or move as it loads is in its HTML and
 * the CSS, so it is checked there, on every built page, without a browser
 * (tests/site/builtContent.ts reads them):
 *
 * - every wide element sits in a box the built CSS lets scroll sideways (a
 *   table in its scroll box, a code block, a drawing in its frame), and every
 *   run of more than LONG_TOKEN characters without a break in a box whose CSS
 *   breaks long words;
 * - every drawing carries its size in the HTML (its box's width, legible width
 *   and aspect ratio, each SVG's viewBox), equal to the drawing store's, so it
 *   cannot shift the page; its frame is a labelled tab stop (the scroll group);
 *   and its legible width fits the article column at 1280 px;
 * - no page has an id twice (two copies of one drawing included).
 *
 * The browser tests then check what only a browser knows on representative
 * pages (tests/e2e/representatives.ts).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {legibleWidth} from '../../src/diagrams/drawing';
import {readDrawing} from '../../src/diagrams/store';
import {DESKTOP_COLUMN_PX} from '../support/layout';
import {LONG_TOKEN, boxesOf, builtContent, readPage, type DrawingBox, type PageContent} from './builtContent';
import {ROOT} from './support';

const pages = builtContent();

/** Each wide element outside its scroll (or wrapping) box, as `/path: kind size "what"`. */
function uncontained(content: PageContent[]): string[] {
  return content.flatMap((page) => page.wide.filter((w) => !w.contained).map((w) => `/${page.path}: ${w.kind} (${w.size}) "${w.what}"`));
}

/** What is wrong with a drawing's size and frame in the HTML, against the stored drawing. */
function drawingProblems(box: DrawingBox, stored: {width: number; height: number; legible: number}): string[] {
  const problems: string[] = [];
  const expected = {
    '--diagram-width': `${stored.width}px`,
    '--diagram-legible-width': `${stored.legible}px`,
    'aspect-ratio': `${stored.width} / ${stored.height}`,
  };
  const declared = Object.fromEntries(
    box.style
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([name]) => name),
  );
  for (const [name, value] of Object.entries(expected)) {
    if (declared[name] !== value) problems.push(`${name} is ${declared[name] ?? 'missing'}, not ${value}`);
  }
  if (box.svgs.length !== 2) problems.push(`${box.svgs.length} SVGs, not one per colour mode`);
  for (const svg of box.svgs) {
    const [, , width, height] = (svg.viewbox ?? '').split(/\s+/).map(Number);
    // Mermaid's viewBox keeps fractions of a pixel; the store rounds them.
    if (!(Math.abs(width - stored.width) < 1 && Math.abs(height - stored.height) < 1))
      problems.push(`${svg.id}: viewBox "${svg.viewbox ?? ''}"`);
  }
  if (box.frame.tabindex !== '0' || box.frame.role !== 'group' || !/scrolls sideways/.test(box.frame['aria-label'] ?? ''))
    problems.push('its frame is not a labelled tab stop (role group, "scrolls sideways")');
  return problems;
}

function storedSize(key: string) {
  const drawing = readDrawing(ROOT, key);
  assert.ok(drawing, `drawing ${key} is in the store`);
  return {width: drawing.width, height: drawing.height, legible: legibleWidth(drawing)};
}

test(`page content: every table, code block, drawing and run of more than ${LONG_TOKEN} characters of every built page sits in a box that scrolls sideways or wraps it`, () => {
  // 365 pages on 1 December 2026: documents, indexes, section and record tag pages (redirects are not pages).
  assert.ok(pages.length > 300, `the build has its pages (${pages.length})`);
  const count = (kind: string) => pages.reduce((n, p) => n + p.wide.filter((w) => w.kind === kind).length, 0);
  for (const kind of ['table', 'code block', 'drawing', 'long token'])
    assert.ok(count(kind) > 50, `the build has ${kind}s to check (${count(kind)})`);
  assert.deepEqual(uncontained(pages), []);
});

test('page content: the check finds a table, a code block, a drawing and a long token outside their boxes', () => {
  const css = '.box{overflow-x:auto}.frame{overflow-x:auto}.markdown{overflow-wrap:break-word}pre{overflow:auto}';
  const token = 'x'.repeat(LONG_TOKEN + 1);
  const fine = readPage(
    '/fine/',
    `<body><div class="markdown"><p>${token}</p><div class="box"><table><tr><td>a</td></tr></table></div><pre>code</pre>` +
      '<figure data-drawing="k"><div class="frame"><div style="--diagram-legible-width:10px"></div></div></figure></div></body>',
    boxesOf(css),
  );
  assert.deepEqual(uncontained([fine]), []);
  const broken = readPage(
    '/broken/',
    `<body><p>${token}</p><table><tr><td>a</td></tr></table><pre>code</pre>` +
      '<figure data-drawing="k"><div><div style="--diagram-legible-width:10px"></div></div></figure></body>',
    boxesOf(css.replace('pre{overflow:auto}', '')),
  );
  assert.deepEqual(
    broken.wide.filter((w) => !w.contained).map((w) => w.kind),
    ['long token', 'table', 'code block', 'drawing'],
  );
});

test('page content: every drawing of every page has its size in the HTML, as stored, and a frame that scrolls it as a labelled tab stop', () => {
  const drawings = pages.flatMap((page) => page.drawings.map((box) => ({page: page.path, box})));
  assert.ok(new Set(drawings.map((d) => d.box.key)).size > 50, `the build shows its drawings (${drawings.length})`);
  const problems = drawings.flatMap(({page, box}) => drawingProblems(box, storedSize(box.key)).map((p) => `/${page} ${box.key}: ${p}`));
  assert.deepEqual(problems, []);
});

test('page content: the size check finds a drawing box without its aspect ratio, a wrong viewBox and a frame that is no tab stop', () => {
  const svg = (mode: string, viewbox: string) => ({id: `dg-k-${mode}`, viewbox});
  const box: DrawingBox = {
    key: 'k',
    style: '--diagram-width:400px;--diagram-legible-width:300px;aspect-ratio:400 / 200',
    frame: {tabindex: '0', role: 'group', 'aria-label': 'A (scrolls sideways)'},
    svgs: [svg('light', '0 0 400 200'), svg('dark', '0 0 400 200')],
  };
  const stored = {width: 400, height: 200, legible: 300};
  assert.deepEqual(drawingProblems(box, stored), []);
  assert.deepEqual(
    drawingProblems(
      {
        ...box,
        style: '--diagram-width:400px;--diagram-legible-width:300px',
        frame: {},
        svgs: [svg('light', '0 0 400 200'), svg('dark', '0 0 400 180')],
      },
      stored,
    ),
    [
      'aspect-ratio is missing, not 400 / 200',
      'dg-k-dark: viewBox "0 0 400 180"',
      'its frame is not a labelled tab stop (role group, "scrolls sideways")',
    ],
  );
});

test(`page content: every drawing fits the ${DESKTOP_COLUMN_PX} px article column at 1280 px at its legible width (its smallest text at 12 px)`, () => {
  const tooWide = pages.flatMap((page) =>
    page.drawings
      .map((box) => ({page: page.path, key: box.key, legible: storedSize(box.key).legible}))
      .filter((d) => d.legible > DESKTOP_COLUMN_PX),
  );
  assert.deepEqual(
    tooWide.map((d) => `/${d.page} ${d.key}: legible at ${d.legible} px`),
    [],
  );
});

test('page content: no built page has an id twice (a drawing shown twice on a page included)', () => {
  const repeated = pages
    .filter((page) => page.repeatedIds.length > 0)
    .map((page) => `/${page.path}: ${page.repeatedIds.slice(0, 5).join(', ')}`);
  assert.deepEqual(repeated, []);
  const twice = readPage('/x/', '<body><p id="a"></p><svg id="s"><g id="a"></g></svg></body>', boxesOf(''));
  assert.deepEqual(twice.repeatedIds, ['a'], 'an id repeated inside a drawing is found too');
});
