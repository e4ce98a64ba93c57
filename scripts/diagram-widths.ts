/**
 * How wide every Mermaid diagram of the content is drawn, without building the
 * site: finds each ```mermaid block in the six section folders, renders it in
 * headless Chromium with the installed Mermaid and the site's own options
 * (themeConfig.mermaid of docusaurus.config.ts, light theme), and prints its
 * natural width and height and its smallest text size, with file:line, then the
 * distribution of widths.
 *
 * A diagram is legible in place at 1280 px when its natural width is at most
 * LEGIBLE_NATURAL_WIDTH: the document column (about 697 px) holds it at
 * LEGIBLE_SCALE or more, so its 16 px text stays at 12 px or larger.
 *
 *   npm run diagram-widths                      every diagram, widest first
 *   npm run diagram-widths -- adr/adr-001.md    only the diagrams of these files
 *   npm run diagram-widths -- --check           also exit 1 if any is too wide
 *   npm run diagram-widths -- --record-sizes    also write the sizes to
 *     src/theme/Mermaid/diagramSizes.json, as `npm run measure-diagrams` does
 *     from a build (the same viewBox of the same drawing, without the build)
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import config from '../docusaurus.config';
import {SECTIONS} from '../src/config/sections';
import {diagramKey} from '../src/theme/Mermaid/diagramKey';
import {LEGIBLE_SCALE} from '../src/theme/Mermaid/useLegibleWidth';
import {launchChromium} from '../tests/support/browser';

/** The document column at 1280 px, over the scale its text stays legible at. */
export const LEGIBLE_NATURAL_WIDTH = 930;
const COLUMN = LEGIBLE_NATURAL_WIDTH * LEGIBLE_SCALE;

export interface DiagramSource {
  file: string;
  /** Line of the opening fence. */
  line: number;
  /** The block's text as the Mermaid component receives it (its `value`). */
  source: string;
}

/**
 * Every ```mermaid block of a Markdown text. An indented fence (in a list
 * item) loses its indentation, as Markdown strips it from the block's lines.
 */
export function mermaidBlocks(file: string, text: string): DiagramSource[] {
  const blocks: DiagramSource[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})mermaid\s*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j].trim().startsWith(fence) && lines[j].trim().replace(/[`~]/g, '') === ''); j++) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    blocks.push({file, line: i + 1, source: body.join('\n')});
    i = j;
  }
  return blocks;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function contentDiagrams(only: string[] = []): DiagramSource[] {
  const wanted = new Set(only.map((file) => path.normalize(file)));
  return SECTIONS.flatMap((section) => markdownFiles(section.path))
    .filter((file) => wanted.size === 0 || wanted.has(path.normalize(file)))
    .sort()
    .flatMap((file) => mermaidBlocks(file, readFileSync(file, 'utf8')));
}

interface Measured {
  width: number;
  height: number;
  /** Smallest computed font size of any text in the drawing, in px at natural size. */
  smallestFont: number;
  error?: string;
}

function median(sorted: number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measureAll(diagrams: DiagramSource[]): Promise<Measured[]> {
  const {mermaid: site} = config.themeConfig as {mermaid: {theme: {light: string}; options: object}};
  const mermaidConfig = {startOnLoad: false, ...site.options, theme: site.theme.light};
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    return await page.evaluate(
      async ({sources, mermaidConfig}) => {
        const mermaid = (
          window as unknown as {mermaid: {initialize(c: unknown): void; render(id: string, text: string): Promise<{svg: string}>}}
        ).mermaid;
        const out = document.getElementById('out')!;
        const results = [];
        for (const [index, text] of sources.entries()) {
          try {
            mermaid.initialize(mermaidConfig);
            const {svg} = await mermaid.render(`diagram-${index}`, text);
            out.innerHTML = svg;
            const drawing = out.querySelector('svg')!;
            const box = drawing.viewBox.baseVal;
            let smallestFont = Infinity;
            for (const element of drawing.querySelectorAll<Element>(
              'text, tspan, foreignObject div, foreignObject span, foreignObject p',
            )) {
              if (!element.textContent?.trim()) continue;
              smallestFont = Math.min(smallestFont, parseFloat(getComputedStyle(element).fontSize));
            }
            results.push({width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10, smallestFont});
          } catch (error) {
            results.push({
              width: 0,
              height: 0,
              smallestFont: 0,
              error: String((error as Error).message ?? error)
                .split('\n')
                .slice(0, 3)
                .join(' '),
            });
          }
        }
        return results;
      },
      {sources: diagrams.map((diagram) => diagram.source), mermaidConfig},
    );
  } finally {
    await browser.close();
  }
}

const SIZES = path.resolve('src/theme/Mermaid/diagramSizes.json');

/** Writes diagramSizes.json in the form scripts/measure-diagrams.ts gives it: key -> [width, height], sorted by key. */
function recordSizes(rows: Array<DiagramSource & Measured>): void {
  const sizes = new Map(rows.map((row) => [diagramKey(row.source), [row.width, row.height]] as const));
  const lines = [...sizes].sort(([a], [b]) => a.localeCompare(b)).map(([key, size]) => `  ${JSON.stringify(key)}: ${JSON.stringify(size)}`);
  writeFileSync(SIZES, `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${lines.length} diagram sizes written to ${path.relative(process.cwd(), SIZES)}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const diagrams = contentDiagrams(args.filter((arg) => !arg.startsWith('--')));
  if (diagrams.length === 0) throw new Error('no mermaid diagrams found');
  const measured = await measureAll(diagrams);
  const rows = diagrams.map((diagram, index) => ({...diagram, ...measured[index]})).sort((a, b) => b.width - a.width);
  for (const row of rows) {
    const kind = row.source.trim().split(/\s/)[0];
    const shown = row.smallestFont * Math.min(1, COLUMN / row.width);
    const flag = row.error ? `ERROR ${row.error}` : row.width > LEGIBLE_NATURAL_WIDTH ? 'too wide' : '';
    console.log(
      `${String(Math.round(row.width)).padStart(5)} x ${String(Math.round(row.height)).padEnd(5)} text ${row.smallestFont}px (${shown.toFixed(1)}px in the column)  ${diagramKey(row.source)}  ${row.file}:${row.line}  ${kind}  ${flag}`,
    );
  }
  const widths = rows
    .filter((row) => !row.error)
    .map((row) => row.width)
    .sort((a, b) => a - b);
  if (widths.length === 0) throw new Error(`none of the ${rows.length} diagrams rendered`);
  const tooWide = widths.filter((width) => width > LEGIBLE_NATURAL_WIDTH).length;
  const errors = rows.filter((row) => row.error).length;
  const smallest = Math.min(...rows.filter((row) => !row.error).map((row) => row.smallestFont * Math.min(1, COLUMN / row.width)));
  console.log(
    `\n${rows.length} diagrams: width min ${widths[0]}, median ${median(widths)}, p90 ${percentile(widths, 90)}, max ${widths.at(-1)}; ` +
      `${tooWide} wider than ${LEGIBLE_NATURAL_WIDTH}; smallest text in the column at 1280 px ${smallest.toFixed(1)} px` +
      (errors ? `; ${errors} failed to render` : ''),
  );
  if (args.includes('--record-sizes')) {
    if (errors || diagrams.length !== contentDiagrams().length)
      throw new Error('--record-sizes needs every diagram of the content, each rendered');
    recordSizes(rows);
  }
  if (errors || (check && tooWide)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
