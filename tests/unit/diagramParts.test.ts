/**
 * The parts of src/diagrams, each on its own and on throwaway sites (fast, unlike
 * tests/unit/diagrams.test.ts, which checks the real content and store): the
 * store, finding mermaid blocks, drawing keys, a drawing's sizes and ids, the
 * remark plugin and the Mermaid settings.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {mdxjs} from 'micromark-extension-mdxjs';
import {forInstance, idPrefix, legibleWidth, markupPath, type Drawing} from '../../src/diagrams/drawing';
import {drawingKey} from '../../src/diagrams/key';
import remarkDiagrams, {caption} from '../../src/diagrams/remarkDiagrams';
import {AuthoringMistake} from '../../src/authoring/mistakes';
import {COLOUR_MODES, livePreviewOptions, mermaidConfig} from '../../src/diagrams/settings';
import {contentDiagrams, mermaidBlocks} from '../../src/diagrams/sources';
import {drawingsDir, hasDrawing, readDrawing, removeDrawing, storedKeys, writeDrawing} from '../../src/diagrams/store';
import {SECTIONS} from '../../src/config/sections';

/** A site folder with the six section folders and an empty store. */
function emptySite(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'prism-diagram-parts-'));
  for (const section of SECTIONS) mkdirSync(path.join(site, section.path));
  mkdirSync(drawingsDir(site), {recursive: true});
  return site;
}

const drawingOf = (fields: Partial<Drawing> = {}): Drawing => ({
  width: 400,
  height: 200,
  smallestText: 14,
  summary: 'Flowchart: A, B',
  light: '<svg id="light"></svg>',
  dark: '<svg id="dark"></svg>',
  ...fields,
});

// The store

test('the store is src/diagrams/drawings under the site folder', () => {
  assert.equal(drawingsDir('/site'), path.join('/site', 'src', 'diagrams', 'drawings'));
});

test('a drawing written to the store reads back the same, one pretty-printed JSON file per key', () => {
  const site = emptySite();
  const drawing = drawingOf({title: 'Flow', description: 'A to B'});
  assert.equal(hasDrawing(site, 'abc'), false);
  assert.equal(readDrawing(site, 'abc'), undefined);
  writeDrawing(site, 'abc', drawing);
  assert.equal(hasDrawing(site, 'abc'), true);
  assert.deepEqual(readDrawing(site, 'abc'), drawing);
  const file = readFileSync(path.join(drawingsDir(site), 'abc.json'), 'utf8');
  assert.ok(file.endsWith('}\n'), 'ends with a newline');
  assert.match(file, /^{\n "width": 400,\n/, 'one key a line, for readable diffs');
});

test('the stored keys are the JSON files of the store, without other files; a removed drawing is gone', () => {
  const site = emptySite();
  writeDrawing(site, 'k1', drawingOf());
  writeDrawing(site, 'k2', drawingOf());
  writeFileSync(path.join(drawingsDir(site), 'README.md'), 'not a drawing');
  assert.deepEqual(storedKeys(site).sort(), ['k1', 'k2']);
  removeDrawing(site, 'k1');
  assert.deepEqual(storedKeys(site), ['k2']);
  assert.equal(hasDrawing(site, 'k1'), false);
});

test('a site without a store has no stored keys', () => {
  assert.deepEqual(storedKeys(mkdtempSync(path.join(tmpdir(), 'prism-no-store-'))), []);
});

// Finding mermaid blocks

test('MDX text is parsed as MDX: a block inside JSX is found there, not in the same text as Markdown', () => {
  const text = '<div>\n```mermaid\nflowchart LR\n```\n</div>\n';
  assert.deepEqual(mermaidBlocks(text, true), [{line: 2, source: 'flowchart LR'}]);
  assert.deepEqual(mermaidBlocks(text, false), [], 'an HTML block in Markdown runs to the blank line');
});

test('only mermaid code blocks are diagrams: other languages and inline code are not', () => {
  const text = '```js\nx\n```\n\n`mermaid` and\n\n```\nno language\n```\n\n```mermaid\nM\n```\n';
  assert.deepEqual(mermaidBlocks(text, false), [{line: 11, source: 'M'}]);
});

test('an empty mermaid block is found with empty text', () => {
  assert.deepEqual(mermaidBlocks('```mermaid\n```\n', false), [{line: 1, source: ''}]);
});

test("the content's diagrams: every section folder, nested folders, .md as Markdown and .mdx as MDX, files in path order, paths with /", () => {
  const site = emptySite();
  mkdirSync(path.join(site, 'docs', 'guides'));
  writeFileSync(path.join(site, 'docs', 'guides', 'b.mdx'), '<div>\n```mermaid\nB\n```\n</div>\n');
  writeFileSync(path.join(site, 'docs', 'a.md'), 'Text.\n\n```mermaid\nA\n```\n\n```mermaid\nA2\n```\n');
  writeFileSync(
    path.join(site, 'docs', 'guides-old.md'),
    '<div>\n```mermaid\nMarkdown, not MDX: inside HTML\n```\n</div>\n\n```mermaid\nG\n```\n',
  );
  writeFileSync(path.join(site, 'docs', 'c.txt'), '```mermaid\nnot content\n```\n');
  writeFileSync(path.join(site, 'docs', 'a.md.orig'), '```mermaid\nnot content either\n```\n');
  writeFileSync(path.join(site, 'prds', 'prd-001-x.md'), '```mermaid\nP\n```\n');
  assert.deepEqual(contentDiagrams(site), [
    {file: 'docs/a.md', line: 3, source: 'A', key: drawingKey('A')},
    {file: 'docs/a.md', line: 7, source: 'A2', key: drawingKey('A2')},
    {file: 'docs/guides-old.md', line: 7, source: 'G', key: drawingKey('G')},
    {file: 'docs/guides/b.mdx', line: 2, source: 'B', key: drawingKey('B')},
    {file: 'prds/prd-001-x.md', line: 1, source: 'P', key: drawingKey('P')},
  ]);
});

// Keys and drawings

test('a drawing key is 16 hex digits, the same for the same source and different for any change', () => {
  const key = drawingKey('flowchart LR\n  A --> B');
  assert.match(key, /^[0-9a-f]{16}$/);
  assert.equal(drawingKey('flowchart LR\n  A --> B'), key);
  assert.notEqual(drawingKey('flowchart LR\n  A --> C'), key);
  assert.notEqual(drawingKey(''), drawingKey('\0'));
});

test("a drawing key covers what draws the diagram: the ADR template's diagram has its drawing in the committed store", () => {
  const root = path.resolve(__dirname, '..', '..');
  const [block] = mermaidBlocks(readFileSync(path.join(root, 'adr', 'ADR-000-template.md'), 'utf8'), false);
  assert.ok(block, 'the ADR template has a diagram (else use another document that has one)');
  assert.ok(hasDrawing(root, drawingKey(block.source)), 'a change to the key recipe needs `npm run draw-diagrams`');
});

test('the legible width rounds up, so the smallest text is never under 12 px', () => {
  assert.equal(legibleWidth({width: 1000, smallestText: 14}), 858);
  assert.equal(legibleWidth({width: 300, smallestText: 24}), 150);
});

test("a later copy of a drawing renames only that drawing's ids, in both modes; the first copy is unchanged", () => {
  const key = 'k1';
  const markup = {
    light: `<svg id="${idPrefix(key, 'light')}"><use href="#${idPrefix(key, 'light')}-a"/><g id="dg-k2-light"/></svg>`,
    dark: `<svg id="${idPrefix(key, 'dark')}"></svg>`,
  };
  assert.equal(forInstance(markup, key, 0), markup);
  assert.deepEqual(forInstance(markup, key, 2), {
    light: '<svg id="dg-k1-2-light"><use href="#dg-k1-2-light-a"/><g id="dg-k2-light"/></svg>',
    dark: '<svg id="dg-k1-2-dark"></svg>',
  });
});

test("a drawing's markup is served under assets/diagrams by key", () => {
  assert.equal(markupPath('0123abcd'), 'assets/diagrams/0123abcd.json');
});

// The remark plugin

type Tree = Parameters<ReturnType<typeof remarkDiagrams>>[0];
interface Element {
  type: string;
  name?: string;
  attributes?: {type: string; name: string; value: string}[];
  [key: string]: unknown;
}

/** Runs the plugin over `markdown` as the document adr/adr-001-x.md of `site`. */
function transform(site: string, markdown: string, env = 'production'): Element[] {
  const tree = fromMarkdown(markdown) as unknown as Tree;
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    remarkDiagrams()(tree, {path: path.join(site, 'adr', 'adr-001-x.md')});
  } finally {
    process.env.NODE_ENV = before;
  }
  return tree.children as Element[];
}

const propsOf = (element: Element) => Object.fromEntries(element.attributes!.map((a) => [a.name, a.value]));
const diagramsIn = (nodes: Element[]) => nodes.filter((n) => n.type === 'mdxJsxFlowElement').map(propsOf);
const fence = (source: string) => `\`\`\`mermaid\n${source}\n\`\`\`\n`;

test('a drawn diagram becomes exactly the drawing component, with every prop as text', () => {
  const site = emptySite();
  const drawing = drawingOf({title: 'Flow', description: 'A goes to B'});
  writeDrawing(site, drawingKey('A'), drawing);
  const nodes = transform(site, fence('A'));
  const element = nodes.find((n) => n.type === 'mdxJsxFlowElement')!;
  assert.deepEqual(Object.keys(element).sort(), ['attributes', 'children', 'name', 'type'], 'nothing of the code block is left');
  assert.equal(element.name, 'PrismDiagram');
  assert.deepEqual(element.children, []);
  assert.deepEqual(
    element.attributes!.map((a) => a.type),
    Array(7).fill('mdxJsxAttribute'),
  );
  assert.deepEqual(propsOf(element), {
    drawing: drawingKey('A'),
    instance: '0',
    width: '400',
    height: '200',
    legibleWidth: String(legibleWidth(drawing)),
    title: 'Flow',
    description: 'A goes to B',
  });
});

test('the component is imported once, first, with the estree MDX would parse from the import itself', () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  writeDrawing(site, drawingKey('B'), drawingOf());
  const nodes = transform(site, `# T\n\n${fence('A')}\n${fence('B')}`);
  const imports = nodes.filter((n) => n.type === 'mdxjsEsm');
  assert.equal(imports.length, 1);
  assert.equal(nodes[0], imports[0]);
  const value = imports[0].value as string;
  assert.equal(value, "import PrismDiagram from '@site/src/diagrams/Diagram';");
  const parsed = fromMarkdown(value, {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]}).children[0] as unknown as Element;
  const withoutPositions = (estree: unknown) =>
    JSON.parse(JSON.stringify(estree, (k: string, v: unknown) => (['start', 'end', 'loc', 'range'].includes(k) ? undefined : v)));
  assert.deepEqual(imports[0].data, {estree: withoutPositions((parsed.data as {estree: unknown}).estree)});
});

test('the same diagram twice on a page gets instances 0 and 1; another diagram starts at 0', () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  writeDrawing(site, drawingKey('B'), drawingOf());
  const props = diagramsIn(transform(site, `${fence('A')}\n${fence('B')}\n${fence('A')}`));
  assert.deepEqual(
    props.map((p) => [p.drawing, p.instance]),
    [
      [drawingKey('A'), '0'],
      [drawingKey('B'), '0'],
      [drawingKey('A'), '1'],
    ],
  );
});

test('an untitled diagram is named by the nearest heading above it, as text, else "Diagram"', () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  const props = diagramsIn(transform(site, `${fence('A')}\n## The *gateway* \`path\`\n\n${fence('A')}\n# Later\n\n${fence('A')}`));
  assert.deepEqual(
    props.map((p) => p.title),
    ['Diagram', 'The gateway path', 'Later'],
  );
});

test("a heading's image adds nothing to the diagram's title", () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  const [props] = diagramsIn(transform(site, `## ![logo](logo.png) The gateway\n\n${fence('A')}`));
  assert.equal(props.title, 'The gateway');
});

test('a caption: accTitle over the heading, accDescr over the summary', () => {
  assert.deepEqual(caption(drawingOf({title: 'T', description: 'D'}), 'Heading'), {title: 'T', description: 'D'});
  assert.deepEqual(caption(drawingOf(), 'Heading'), {title: 'Heading', description: 'Flowchart: A, B'});
  assert.deepEqual(caption(drawingOf(), undefined), {title: 'Diagram', description: 'Flowchart: A, B'});
  assert.deepEqual(caption(drawingOf(), ' '), {title: 'Diagram', description: 'Flowchart: A, B'}, 'an empty heading names nothing');
});

/** Runs the plugin and waits for what it reports about blocks without a drawing (it parses them with Mermaid). */
async function transformed(site: string, markdown: string, env = 'production'): Promise<Element[]> {
  const tree = fromMarkdown(markdown) as unknown as Tree;
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    await remarkDiagrams()(tree, {path: path.join(site, 'adr', 'adr-001-x.md')});
  } finally {
    process.env.NODE_ENV = before;
  }
  return tree.children as Element[];
}

const [X, Y] = ['flowchart LR\n  X', 'flowchart LR\n  Y'];
const lineOf = (text: string, needle: string) => text.split('\n').indexOf(needle) + 1;

test('a production build names every undrawn diagram by file:line, one a line with the fix', async () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  const markdown = `${fence(X)}\n${fence('A')}\n${fence(Y)}`;
  await assert.rejects(transformed(site, markdown), (error: Error) => {
    assert.ok(error instanceof AuthoringMistake);
    const fix = 'this diagram has no up-to-date drawing; run `npm run draw-diagrams` and commit src/diagrams/drawings/';
    assert.deepEqual(error.message.split('\n'), [`adr/adr-001-x.md:1: ${fix}`, `adr/adr-001-x.md:${lineOf(markdown, '  Y') - 2}: ${fix}`]);
    return true;
  });
});

test('a diagram Mermaid cannot read is named on the line of the file Mermaid points at, in npm start too', async () => {
  const site = emptySite();
  const markdown = `# T\n\nText.\n\n${fence('flowchart LR\n  A -->\n  B -->> C[')}`;
  for (const env of ['production', 'development']) {
    await assert.rejects(transformed(site, markdown, env), (error: Error) => {
      assert.ok(error instanceof AuthoringMistake);
      assert.equal(error.line, lineOf(markdown, '  B -->> C['), env);
      assert.match(error.problem, /^Mermaid cannot read this diagram: Expecting .*, got 'TAGEND'; fix it/);
      return true;
    });
  }
});

test('outside production an undrawn diagram that Mermaid reads stays a mermaid block beside drawn ones', async () => {
  const site = emptySite();
  writeDrawing(site, drawingKey('A'), drawingOf());
  const nodes = await transformed(site, `${fence(X)}\n${fence('A')}`, 'development');
  assert.deepEqual(
    nodes.map((n) => n.type),
    ['mdxjsEsm', 'code', 'mdxJsxFlowElement'],
  );
  assert.equal(nodes[1].value, X);
});

test('a page without mermaid blocks is left as it was, with no import', () => {
  const site = emptySite();
  const markdown = '# T\n\n```js\nx\n```\n';
  const nodes = transform(site, markdown);
  assert.deepEqual(nodes, fromMarkdown(markdown).children);
});

test('a mermaid node made without text is the empty diagram', () => {
  const site = emptySite();
  writeDrawing(site, drawingKey(''), drawingOf());
  const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid'}]};
  remarkDiagrams()(tree, {path: path.join(site, 'adr', 'adr-001-x.md')});
  assert.equal(diagramsIn(tree.children as Element[])[0]?.drawing, drawingKey(''));
});

test('a mermaid block without a position is reported at line 0', async () => {
  const site = emptySite();
  const tree = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: X}]};
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await assert.rejects(
      async () => remarkDiagrams()(tree, {path: path.join(site, 'adr', 'adr-001-x.md')}),
      /^AuthoringMistake: adr\/adr-001-x\.md:0: /,
    );
  } finally {
    process.env.NODE_ENV = before;
  }
});

// Settings

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    assert.match(hex, /^#[0-9a-f]{6}$/i);
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

test('every colour mode meets WCAG AA: text 4.5:1 on the page and on edge labels, lines 3:1', () => {
  const pages = {light: '#ffffff', dark: '#1b1b1d'};
  for (const mode of COLOUR_MODES) {
    const colours = mermaidConfig(mode).themeVariables as Record<string, string>;
    assert.equal(colours.background, pages[mode], `${mode}: drawn on the page's own background`);
    for (const ground of [colours.background, colours.edgeLabelBackground]) {
      assert.ok(contrast(colours.textColor, ground) >= 4.5, `${mode} text on ${ground}`);
      assert.ok(contrast(colours.primaryTextColor, ground) >= 4.5, `${mode} primary text on ${ground}`);
    }
    assert.ok(contrast(colours.lineColor, colours.background) >= 3, `${mode} lines`);
  }
});

test('the dark mode draws with a dark theme; the light mode with a light one', () => {
  assert.equal(mermaidConfig('dark').theme, 'dark');
  assert.equal((mermaidConfig('dark').themeVariables as {darkMode?: boolean}).darkMode, true);
  assert.ok(['default', 'neutral', 'forest', 'base'].includes(mermaidConfig('light').theme!));
  assert.notEqual((mermaidConfig('light').themeVariables as {darkMode?: boolean}).darkMode, true);
});

test('both modes and the live preview share one layout, which wraps messages and never starts Mermaid on load', () => {
  for (const mode of COLOUR_MODES) {
    const config = mermaidConfig(mode);
    assert.equal(config.startOnLoad, false, 'the drawing script renders each diagram itself');
    for (const [name, value] of Object.entries(livePreviewOptions))
      assert.deepEqual(config[name as keyof typeof config], value, `${mode}: ${name}`);
  }
  assert.equal(livePreviewOptions.sequence?.wrap, true);
  assert.ok(livePreviewOptions.flowchart?.wrappingWidth, 'flowchart labels wrap');
  assert.match(livePreviewOptions.fontFamily ?? '', /, sans-serif$/, 'a font every platform has');
});
