/**
 * Draws every ```mermaid block of the content into the committed store
 * (src/diagrams/drawings/<key>.json), in light and dark mode, and removes the
 * drawings no diagram uses any more. Run it after adding or changing a diagram:
 *
 *   npm run draw-diagrams            draws the diagrams that have no drawing yet
 *   npm run draw-diagrams -- --all   draws every diagram again
 *   npm run draw-diagrams -- --check lists what is missing or unused; exits 1 if anything is
 *
 * Mermaid draws in a browser: mermaid-isomorphic drives the system Chromium
 * ($PRISM_CHROMIUM_PATH, else /usr/bin/chromium) through Playwright, which
 * never downloads a browser here. The drawings are then read back in a page to
 * give every id the drawing's own prefix (src/diagrams/drawing.ts: two SVGs on
 * a page never share an id) and to measure the smallest text.
 */
import {createMermaidRenderer, type RenderResult} from 'mermaid-isomorphic';
import type {Page} from 'playwright-core';
import path from 'node:path';
import {mermaidProblem} from '../src/authoring/problems';
import {idPrefix, type Drawing} from '../src/diagrams/drawing';
import {COLOUR_MODES, mermaidConfig, type ColourMode} from '../src/diagrams/settings';
import {contentDiagrams, type DiagramSource} from '../src/diagrams/sources';
import {hasDrawing, removeDrawing, storedKeys, writeDrawing} from '../src/diagrams/store';
import {CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium} from '../tests/support/browser';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Diagrams drawn per browser page: one page loads Mermaid once for all of them. */
const BATCH = 16;

interface Finished {
  svg: string;
  smallestText: number;
  summary: string;
}

/**
 * In a page: renames every id of an SVG to start with `prefix` (Mermaid leaves
 * some edge ids bare) and rewrites the references to them, sets the natural
 * size as the SVG's width and height, and measures its smallest text.
 */
function finishInPage({svg, prefix}: {svg: string; prefix: string}): Finished {
  const host = document.createElement('div');
  host.innerHTML = svg;
  document.body.replaceChildren(host);
  const root = host.querySelector('svg')!;
  const renamed = new Map<string, string>();
  const oldRoot = root.id;
  for (const element of host.querySelectorAll('[id]')) {
    const id = element.id;
    const next = id.startsWith(oldRoot) ? prefix + id.slice(oldRoot.length) : `${prefix}-${id}`;
    renamed.set(id, next);
    element.id = next;
  }
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = renamed.size
    ? new RegExp(
        `#(${[...renamed.keys()]
          .sort((a, b) => b.length - a.length)
          .map(escape)
          .join('|')})(?![\\w-])`,
        'g',
      )
    : undefined;
  const rewrite = (text: string) => (pattern ? text.replace(pattern, (_, id: string) => `#${renamed.get(id)}`) : text);
  for (const element of host.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name === 'id') continue;
      if (/^aria-(labelledby|describedby)$/.test(attribute.name)) {
        attribute.value = attribute.value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' ');
      } else if (attribute.value.includes('#')) {
        attribute.value = rewrite(attribute.value);
      }
    }
  }
  for (const style of host.querySelectorAll('style')) style.textContent = rewrite(style.textContent ?? '');
  const {width, height} = root.viewBox.baseVal;
  root.removeAttribute('style');
  root.setAttribute('width', String(Math.ceil(width)));
  root.setAttribute('height', String(Math.ceil(height)));
  let smallestText = Infinity;
  for (const text of host.querySelectorAll('text, tspan, foreignObject *')) {
    const own = [...text.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (!own || text.getBoundingClientRect().height === 0) continue;
    smallestText = Math.min(smallestText, parseFloat(getComputedStyle(text).fontSize));
  }
  const kinds: Record<string, string> = {'flowchart-v2': 'Flowchart', sequence: 'Sequence diagram', stateDiagram: 'State diagram'};
  const kind = kinds[root.getAttribute('aria-roledescription') ?? ''] ?? 'Diagram';
  // Participants of a sequence diagram, left to right (a name drawn on two lines is one name); nodes of the others.
  const actors = [...host.querySelectorAll<SVGRectElement>('rect.actor-top')]
    .sort((a, b) => a.x.baseVal.value - b.x.baseVal.value)
    .map((rect) => [...rect.parentElement!.querySelectorAll('text')].map((t) => t.textContent).join(' '));
  const nodes = [...host.querySelectorAll('.node .nodeLabel')].map((e) => e.textContent ?? '');
  const names = (actors.length ? actors : nodes)
    .map((name) => name.replace(/\s+/g, ' ').trim())
    .filter((name, index, all) => name && all.indexOf(name) === index);
  const shown = names.slice(0, 8).join(', ') + (names.length > 8 ? `, and ${names.length - 8} more` : '');
  const summary = shown ? `${kind} of ${shown}.` : `${kind}.`;
  return {svg: root.outerHTML, smallestText, summary};
}

async function finish(page: Page, rendered: RenderResult, prefix: string): Promise<Finished> {
  return page.evaluate(finishInPage, {svg: rendered.svg, prefix});
}

function located(diagram: DiagramSource): string {
  return `${diagram.file}:${diagram.line}`;
}

async function draw(diagrams: DiagramSource[]): Promise<void> {
  const render = createMermaidRenderer({launchOptions: {executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS}});
  const browser = await launchChromium();
  const page = await browser.newPage();
  // tsx keeps function names through a `__name` helper that exists only in Node.
  await page.evaluate('globalThis.__name ??= (target) => target');
  const failures: string[] = [];
  try {
    for (let start = 0; start < diagrams.length; start += BATCH) {
      const batch = diagrams.slice(start, start + BATCH);
      const byMode = await Promise.all(
        COLOUR_MODES.map((mode) =>
          render(
            batch.map((d) => d.source),
            {mermaidConfig: mermaidConfig(mode), prefix: `batch-${mode}`},
          ),
        ),
      );
      for (const [index, diagram] of batch.entries()) {
        const drawn: Partial<Record<ColourMode, Finished>> = {};
        let result: RenderResult | undefined;
        for (const [m, mode] of COLOUR_MODES.entries()) {
          const settled = byMode[m][index];
          if (settled.status === 'rejected') {
            const reason = (settled.reason as Error)?.message ?? String(settled.reason);
            const {line, problem} = mermaidProblem(reason, diagram.line);
            failures.push(`${diagram.file}:${line}: ${problem}`);
            break;
          }
          result = settled.value;
          drawn[mode] = await finish(page, settled.value, idPrefix(diagram.key, mode));
        }
        if (!result || !drawn.light || !drawn.dark) continue;
        const drawing: Drawing = {
          width: Math.ceil(result.width),
          height: Math.ceil(result.height),
          smallestText: Math.min(drawn.light.smallestText, drawn.dark.smallestText),
          ...(result.title && {title: result.title.trim()}),
          ...(result.description && {description: result.description.trim()}),
          summary: drawn.light.summary,
          light: drawn.light.svg,
          dark: drawn.dark.svg,
        };
        writeDrawing(ROOT, diagram.key, drawing);
        console.log(
          `drew ${located(diagram)} (${diagram.key}): ${drawing.width}x${drawing.height} px, smallest text ${drawing.smallestText} px`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  if (failures.length) throw new Error(failures.join('\n'));
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const diagrams = contentDiagrams(ROOT);
  const wanted = new Set(diagrams.map((d) => d.key));
  const unused = storedKeys(ROOT).filter((key) => !wanted.has(key));
  const unique = [...new Map(diagrams.map((d) => [d.key, d])).values()];
  const missing = unique.filter((d) => args.has('--all') || !hasDrawing(ROOT, d.key));

  if (args.has('--check')) {
    for (const d of missing) console.log(`${located(d)}: no drawing (${d.key})`);
    for (const key of unused) console.log(`unused drawing ${key}`);
    console.log(`${diagrams.length} diagrams, ${missing.length} without a drawing, ${unused.length} unused drawings`);
    process.exitCode = missing.length || unused.length ? 1 : 0;
    return;
  }
  for (const key of unused) removeDrawing(ROOT, key);
  if (missing.length) await draw(missing);
  console.log(
    `${diagrams.length} diagrams: ${missing.length} drawn, ${unique.length - missing.length} already drawn, ${unused.length} unused drawings removed`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
