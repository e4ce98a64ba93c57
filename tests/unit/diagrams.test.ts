/**
 * Diagrams drawn ahead of time (src/diagrams): a production build refuses a
 * block without a drawing, naming file:line and the fix; `npm start` leaves it
 * to the live Mermaid; every id of a drawing is its own. (That every block of
 * the record has its drawing, and the store nothing else, is the content
 * check's: tests/content/checks/diagrams.ts.)
 */
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {idPrefix, forInstance} from '../../src/diagrams/drawing';
import {drawingKey} from '../../src/diagrams/key';
import remarkDiagrams from '../../src/diagrams/remarkDiagrams';
import {AuthoringMistake} from '../../src/authoring/mistakes';
import {legibleWidth} from '../../src/diagrams/drawing';
import {contentDiagrams, mermaidBlocks} from '../../src/diagrams/sources';
import {readDrawing, storedKeys} from '../../src/diagrams/store';

const ROOT = path.resolve(__dirname, '..', '..');
/** The record's drawn diagrams, as samples (an author's new diagram may not be drawn yet). */
const diagrams = contentDiagrams(ROOT).filter((d) => readDrawing(ROOT, d.key));

test('diagrams: a changed source, however small, needs a new drawing', () => {
  const {source, key} = diagrams[0];
  assert.equal(drawingKey(source), key);
  assert.notEqual(drawingKey(`${source} `), key);
  assert.equal(readDrawing(ROOT, drawingKey(`${source}\n%% changed`)), undefined, 'no drawing for the changed source');
});

test('diagrams: every id in a drawing starts with its own prefix, in both modes', () => {
  const strays: string[] = [];
  for (const key of storedKeys(ROOT)) {
    const drawing = readDrawing(ROOT, key)!;
    for (const mode of ['light', 'dark'] as const) {
      for (const [, id] of drawing[mode].matchAll(/\sid="([^"]*)"/g)) {
        if (!id.startsWith(idPrefix(key, mode))) strays.push(`${key} ${mode}: ${id}`);
      }
    }
    assert.ok(drawing.width > 0 && drawing.height > 0 && drawing.smallestText > 0, `${key} has its sizes`);
  }
  assert.deepEqual(strays, []);
});

test('diagrams: a second copy of a drawing on one page gets ids of its own', () => {
  const key = diagrams[0].key;
  const {light, dark} = readDrawing(ROOT, key)!;
  const second = forInstance({light, dark}, key, 1);
  const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
  const first = new Set([...ids(light), ...ids(dark)]);
  assert.ok(first.size > 0);
  assert.deepEqual(
    [...ids(second.light), ...ids(second.dark)].filter((id) => first.has(id)),
    [],
  );
});

test('diagrams: blocks are found as the Markdown parser sees them (front matter, lists, other languages)', () => {
  const text = [
    '---',
    'title: x',
    '---',
    '',
    '```mermaid',
    'flowchart LR',
    '  A --> B',
    '```',
    '',
    '- item',
    '',
    '  ```mermaid',
    '  sequenceDiagram',
    '  ```',
    '',
    '```text',
    'not a diagram',
    '```',
    '',
  ].join('\n');
  assert.deepEqual(mermaidBlocks(text, false), [
    {line: 5, source: 'flowchart LR\n  A --> B'},
    {line: 12, source: 'sequenceDiagram'},
  ]);
});

/** Runs the remark plugin over a document of a throwaway site whose store has no drawings. */
async function transform(markdown: string, env: string) {
  const site = mkdtempSync(path.join(tmpdir(), 'prism-diagrams-'));
  mkdirSync(path.join(site, 'adr'));
  const file = path.join(site, 'adr', 'adr-001-x.md');
  writeFileSync(file, markdown);
  const tree = fromMarkdown(markdown) as unknown as Parameters<ReturnType<typeof remarkDiagrams>>[0];
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = env;
  try {
    await remarkDiagrams()(tree, {path: file});
  } finally {
    process.env.NODE_ENV = before;
  }
  return tree;
}

const UNDRAWN = '# Title\n\nText.\n\n```mermaid\nflowchart LR\n  Never --> Drawn\n```\n';

test('diagrams: a production build refuses a diagram without a drawing, naming file:line and the fix', async () => {
  await assert.rejects(transform(UNDRAWN, 'production'), (error: Error) => {
    assert.ok(error instanceof AuthoringMistake);
    assert.equal(
      error.message,
      'adr/adr-001-x.md:5: this diagram has no up-to-date drawing; run `npm run draw-diagrams` and commit src/diagrams/drawings/',
    );
    return true;
  });
});

test('diagrams: in development a diagram without a drawing is left to the live Mermaid', async () => {
  const tree = await transform(UNDRAWN, 'development');
  const code = tree.children?.find((n) => n.type === 'code');
  assert.equal(code?.lang, 'mermaid', 'the block is still a mermaid code block');
  assert.ok(!tree.children?.some((n) => n.type === 'mdxjsEsm'), 'no import of the drawing component');
});

test('diagrams: a drawn diagram becomes the drawing component with its size, legible width and caption', () => {
  const {source, key} = diagrams[0];
  const drawing = readDrawing(ROOT, key)!;
  const tree = fromMarkdown(`## Where it sits\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`) as unknown as Parameters<
    ReturnType<typeof remarkDiagrams>
  >[0];
  remarkDiagrams()(tree, {path: path.join(ROOT, 'adr', 'adr-999-x.md')});
  const element = tree.children?.find((n) => n.type === 'mdxJsxFlowElement') as unknown as {
    name: string;
    attributes: {name: string; value: string}[];
  };
  assert.equal(element?.name, 'PrismDiagram');
  const props = Object.fromEntries(element.attributes.map((a) => [a.name, a.value]));
  assert.equal(props.drawing, key);
  assert.equal(props.width, String(drawing.width));
  assert.equal(props.legibleWidth, String(legibleWidth(drawing)));
  assert.equal(props.title, drawing.title ?? 'Where it sits');
  assert.ok(props.description.length > 10, 'a text description');
  assert.equal(tree.children?.[0].type, 'mdxjsEsm', 'the component is imported');
});

test('diagrams: the legible width shows the smallest text at 12 px', () => {
  assert.equal(legibleWidth({width: 1000, smallestText: 16}), 750);
  assert.equal(legibleWidth({width: 1000, smallestText: 12}), 1000);
});
