/**
 * Mermaid diagrams: every ```mermaid block of a page is drawn as an SVG, its
 * text is legible in both colour modes, and the Mermaid library (loaded lazily
 * by src/theme/Mermaid) is not fetched by a page without diagrams, nor by a page
 * whose diagrams are all below the first screen until the reader scrolls near
 * one or prints the page.
 *
 * Legibility: for every piece of text in a diagram (SVG <text>/<tspan> fill, or
 * the CSS colour of the HTML labels in <foreignObject>), the contrast ratio
 * against the diagram background (the first painted background behind the SVG;
 * the white canvas when none is) is at least 3:1, and so is the contrast against
 * what is painted right behind the text: a label's own background, or the node,
 * actor or note shape it sits on.
 *
 * Mermaid's chunks: webpack names them by number and content hash, so they are
 * found by content in build/assets/js: the library's core contains `mermaidAPI`,
 * and every chunk split from the library (one per diagram type, plus helpers)
 * carries its error message pointing at github.com/mermaid-js/mermaid.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Page} from 'playwright-core';
import {BUILD_DIR, UI_TIMEOUT, afterNextPaint, open, useSite} from './support';

const site = useSite();

const MIN_CONTRAST = 3;
const CONTAINER = '.docusaurus-mermaid-container';
/** Where src/theme/Mermaid draws each diagram once it comes near the viewport. */
const SLOT = '.prism-diagram';
/**
 * Within a slot, the element the drawing goes into: its last child (the bar with
 * "Fit to page" may come before it). It scrolls sideways while the diagram is
 * wider than it, and holds the diagram's place before it is drawn.
 */
const FRAME = ':scope > div:last-child';

const JS_DIR = path.join(BUILD_DIR, 'assets', 'js');
const chunks = readdirSync(JS_DIR).filter((f) => f.endsWith('.js'));
const chunkText = (file: string) => readFileSync(path.join(JS_DIR, file), 'utf8');
/** The chunk holding Mermaid's core. */
const MERMAID_CORE = chunks.filter((f) => /mermaidAPI/.test(chunkText(f)));
/** Every chunk of the library: core, diagram types and helpers. */
const MERMAID_CHUNKS = new Set(chunks.filter((f) => /mermaidAPI|github\.com\/mermaid-js\/mermaid/.test(chunkText(f))));

/** Number of ```mermaid blocks in a content file. */
function mermaidBlocks(file: string): number {
  return (readFileSync(file, 'utf8').match(/^\s*```mermaid\s*$/gm) ?? []).length;
}

function contentFile(dir: string, prefix: string): string {
  const file = readdirSync(dir).find((f) => f.startsWith(prefix) && /\.mdx?$/.test(f));
  assert.ok(file, `a content file ${dir}/${prefix}*`);
  return path.join(dir, file);
}

const WITH_DIAGRAMS = [
  {path: 'rfc/rfc-033/', source: contentFile('rfc', 'rfc-033')},
  {path: 'docs/architecture/', source: contentFile('docs', 'architecture')},
];
const WITHOUT_DIAGRAMS = {path: 'adr/adr-013/', source: contentFile('adr', 'adr-013')};

interface TextContrast {
  diagram: number;
  text: string;
  colour: string;
  background: string;
  backdrop: string;
  /** Against the diagram background. */
  againstBackground: number;
  /** Against what is painted right behind the text. */
  againstBackdrop: number;
}

/** Contrast of every text in the page's diagrams, measured in the page. */
async function measureDiagramText(page: Page): Promise<TextContrast[]> {
  // tsx compiles with esbuild's keepNames, which wraps the named helpers below in a `__name(fn, "name")`
  // call; the helper exists in Node only, so the page gets an identity stand-in.
  await page.evaluate('globalThis.__name ??= (target) => target');
  return page.evaluate((container) => {
    type RGBA = [number, number, number, number];
    const parse = (css: string): RGBA | undefined => {
      const m = css.match(/^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\)$/);
      if (!m) return undefined;
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
      return [+m[1], +m[2], +m[3], alpha];
    };
    const over = (top: RGBA, bottom: RGBA): RGBA => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: RGBA) => {
      const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const show = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
    const painted = (c: RGBA | undefined): c is RGBA => Boolean(c && c[3] > 0);

    /** First painted background from the element up to the root, or the white canvas. */
    const backgroundOf = (element: Element): RGBA => {
      const layers: RGBA[] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (painted(c)) {
          layers.push(c);
          if (c[3] === 1) break;
        }
      }
      return layers.reduceRight<RGBA>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    const SHAPES = 'rect, polygon, circle, ellipse, path';
    /** The shape painted last, before the text, under the text's centre; walking up from the text. */
    const shapeBehind = (text: Element, svg: SVGSVGElement): RGBA | undefined => {
      const box = text.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      for (let group = text.parentElement; group && group !== svg.parentElement; group = group.parentElement) {
        let found: RGBA | undefined;
        for (const child of group.children) {
          if (child.contains(text)) break;
          const shapes = child.matches(SHAPES) ? [child] : [...child.querySelectorAll(SHAPES)];
          for (const shape of shapes) {
            const style = getComputedStyle(shape);
            const fill = parse(style.fill);
            const b = shape.getBoundingClientRect();
            if (painted(fill) && style.visibility !== 'hidden' && x >= b.left && x <= b.right && y >= b.top && y <= b.bottom) {
              fill[3] *= parseFloat(style.fillOpacity || '1') * parseFloat(style.opacity || '1');
              found = fill;
            }
          }
        }
        if (found) return found;
      }
      return undefined;
    };

    const results: TextContrast[] = [];
    document.querySelectorAll(`${container} svg`).forEach((svg, diagram) => {
      const background = backgroundOf(svg);
      const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim();
        if (!element || !text || element.closest('style, title, desc')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const isSvgText = element instanceof SVGElement;
        const colour = parse(isSvgText ? style.fill : style.color) ?? [0, 0, 0, 0];
        // Right behind: an HTML label's own background (inside <foreignObject>), else the shape under the text.
        let backdrop: RGBA | undefined;
        if (!isSvgText) {
          for (let e: Element | null = element; e && e.tagName.toLowerCase() !== 'foreignobject'; e = e.parentElement) {
            const c = parse(getComputedStyle(e).backgroundColor);
            if (painted(c)) {
              backdrop = over(c, shapeBehind(e, svg as SVGSVGElement) ?? background);
              break;
            }
          }
        }
        backdrop ??= ((shape) => (shape ? over(shape, background) : background))(shapeBehind(element, svg as SVGSVGElement));
        const solid = over(colour, backdrop);
        results.push({
          diagram,
          text: text.slice(0, 40),
          colour: show(solid),
          background: show(background),
          backdrop: show(backdrop),
          againstBackground: ratio(over(colour, background), background),
          againstBackdrop: ratio(solid, backdrop),
        });
      }
    });
    return results;
  }, CONTAINER);
}

/** Scrolls to every diagram of the page in turn and waits until each is drawn. */
async function drawEveryDiagram(page: Page): Promise<number> {
  const slots = page.locator(`article ${SLOT}`);
  const count = await slots.count();
  for (let i = 0; i < count; i++) {
    await slots.nth(i).scrollIntoViewIfNeeded();
    await slots.nth(i).locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  }
  return count;
}

/** Names of the Mermaid chunks among the requested URLs. */
function mermaidChunksIn(urls: string[]): string[] {
  return urls.map((url) => path.basename(new URL(url).pathname)).filter((file) => MERMAID_CHUNKS.has(file));
}

/** The smallest text of the page's diagrams as drawn: font size times the diagram's scale, in CSS pixels. */
async function smallestDiagramText(page: Page): Promise<number> {
  return page.evaluate((container) => {
    let smallest = Infinity;
    for (const svg of document.querySelectorAll<SVGSVGElement>(`article ${container} > svg`)) {
      const matrix = svg.getScreenCTM();
      const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
      for (const text of svg.querySelectorAll('text, foreignObject span, foreignObject div, foreignObject p')) {
        if (!text.textContent?.trim() || text.getBoundingClientRect().height === 0) continue;
        smallest = Math.min(smallest, parseFloat(getComputedStyle(text).fontSize) * scale);
      }
    }
    return smallest;
  }, CONTAINER);
}

/** Least size diagram text is drawn at (Mermaid's 16 px labels at three quarters: src/theme/Mermaid). */
const LEGIBLE_TEXT_PX = 11.5;

/** Opens a page with the colour mode stored as the reader's choice. */
async function openInMode(t: Parameters<typeof site.newPage>[0], path: string, mode: 'light' | 'dark') {
  const opened = await site.newPage(t);
  await opened.context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await open(opened.page, site.at(path));
  assert.equal(await opened.page.getAttribute('html', 'data-theme'), mode);
  return opened;
}

test('diagrams: the build has a Mermaid chunk to look for', () => {
  assert.equal(MERMAID_CORE.length, 1, `one chunk with Mermaid's core in ${JS_DIR}: ${MERMAID_CORE.join(', ')}`);
  assert.ok(MERMAID_CHUNKS.size > 1, 'Mermaid is split into its core and diagram chunks');
});

for (const {path: pagePath, source} of WITH_DIAGRAMS) {
  for (const mode of ['light', 'dark'] as const) {
    test(`diagrams: /${pagePath} draws every mermaid block as an SVG with legible text (${mode} mode)`, async (t) => {
      const blocks = mermaidBlocks(source);
      assert.ok(blocks > 0, `${source} has mermaid blocks`);
      const {page} = await openInMode(t, pagePath, mode);
      assert.equal(await drawEveryDiagram(page), blocks, `one diagram slot per mermaid block of ${source}`);
      const svgs = page.locator(`article ${CONTAINER} svg`);
      assert.equal(await svgs.count(), blocks, `one diagram per mermaid block of ${source}`);
      // Mermaid replaces the code with the drawing: no mermaid source is left as a code block.
      assert.equal(await page.locator('article pre.language-mermaid, article code.language-mermaid').count(), 0);
      for (let i = 0; i < blocks; i++) {
        const svg = svgs.nth(i);
        const box = await svg.boundingBox();
        assert.ok(box && box.width > 50 && box.height > 50, `diagram ${i} has a size (${box?.width}x${box?.height})`);
        assert.ok(
          await svg.evaluate((e) => e.querySelectorAll('g').length > 0 && (e.textContent ?? '').trim().length > 0),
          `diagram ${i} has drawn shapes and text`,
        );
      }

      const smallest = await smallestDiagramText(page);
      assert.ok(smallest >= LEGIBLE_TEXT_PX, `the smallest diagram text is drawn at ${smallest.toFixed(1)}px, under ${LEGIBLE_TEXT_PX}px`);

      const texts = await measureDiagramText(page);
      for (let i = 0; i < blocks; i++) {
        assert.ok(texts.filter((x) => x.diagram === i).length > 2, `diagram ${i} has text to measure`);
      }
      const illegible = texts.filter((x) => x.againstBackground < MIN_CONTRAST || x.againstBackdrop < MIN_CONTRAST);
      assert.deepEqual(
        illegible.map(
          (x) =>
            `diagram ${x.diagram} "${x.text}": ${x.colour} is ${x.againstBackground.toFixed(2)}:1 on the diagram background ${x.background}, ` +
            `${x.againstBackdrop.toFixed(2)}:1 on ${x.backdrop} right behind it`,
        ),
        [],
        `diagram text below ${MIN_CONTRAST}:1 in ${mode} mode`,
      );
    });
  }
}

test('diagrams: a page with diagrams loads the Mermaid library (the detection works)', async (t) => {
  const {page} = await site.newPage(t);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open(page, site.at(WITH_DIAGRAMS[0].path));
  await drawEveryDiagram(page);
  const scripts = requested.map((url) => path.basename(new URL(url).pathname));
  assert.ok(
    MERMAID_CORE.every((core) => scripts.includes(core)),
    `${MERMAID_CORE.join(', ')} is requested by /${WITH_DIAGRAMS[0].path}`,
  );
});

test(`diagrams: a page without diagrams (/${WITHOUT_DIAGRAMS.path}) does not request the Mermaid library`, async (t) => {
  assert.equal(mermaidBlocks(WITHOUT_DIAGRAMS.source), 0, `${WITHOUT_DIAGRAMS.source} has no mermaid block`);
  const {page} = await site.newPage(t);
  const requested: {url: string; type: string}[] = [];
  page.on('request', (request) => requested.push({url: request.url(), type: request.resourceType()}));
  await open(page, site.at(WITHOUT_DIAGRAMS.path));
  // Everything the page does by itself: lazy chunks, prefetches of visible links, after scrolling it all into view.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  assert.equal(await page.locator(CONTAINER).count(), 0, 'no diagram on the page');
  const js = requested.filter((r) => new URL(r.url).pathname.endsWith('.js'));
  assert.ok(js.length > 0, 'the page loaded its JavaScript');
  assert.deepEqual(
    js.filter((r) => MERMAID_CHUNKS.has(path.basename(new URL(r.url).pathname))).map((r) => `${r.type} ${r.url}`),
    [],
    'no Mermaid chunk is requested',
  );
  assert.ok(!js.some((r) => /mermaid/i.test(r.url)), 'no script URL names mermaid');
});

/** An ADR whose only diagrams start more than two screens down at desktop size. */
const BELOW_THE_FOLD = {path: 'adr/adr-001/', source: contentFile('adr', 'adr-001')};

test(`diagrams: /${BELOW_THE_FOLD.path} fetches Mermaid only when the reader scrolls near its diagram`, async (t) => {
  const {page} = await site.newPage(t);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await open(page, site.at(BELOW_THE_FOLD.path));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);

  const slots = page.locator(`article ${SLOT}`);
  assert.equal(await slots.count(), mermaidBlocks(BELOW_THE_FOLD.source), 'one slot per mermaid block');
  const top = await slots.first().evaluate((e) => e.getBoundingClientRect().top);
  const screen = await page.evaluate(() => window.innerHeight);
  assert.ok(top > screen * 2, `the first diagram starts more than a screen below the first screen (${top}px, screen ${screen}px)`);
  assert.deepEqual(mermaidChunksIn(requested), [], 'no Mermaid chunk before the reader scrolls');
  assert.equal(await page.locator(CONTAINER).count(), 0, 'nothing drawn yet');

  await slots.first().scrollIntoViewIfNeeded();
  await slots.first().locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  assert.ok(
    MERMAID_CORE.every((core) => mermaidChunksIn(requested).includes(core)),
    'the core is fetched once the diagram comes near',
  );
});

test(`diagrams: printing /${BELOW_THE_FOLD.path} draws its diagrams without scrolling`, async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(BELOW_THE_FOLD.path));
  assert.equal(await page.locator(CONTAINER).count(), 0, 'nothing drawn before printing');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const blocks = mermaidBlocks(BELOW_THE_FOLD.source);
  await page.locator(`article ${CONTAINER} svg`).nth(blocks - 1).waitFor({timeout: UI_TIMEOUT});
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page did not scroll');
  // On paper a wide diagram is fitted to the page, without the bar above it.
  await page.emulateMedia({media: 'print'});
  const printed = await page.locator(`article ${SLOT}`).first().evaluate((slot, frameSelector) => {
    const frame = slot.querySelector(frameSelector)!;
    return {scroll: frame.scrollWidth, client: frame.clientWidth, bar: slot.querySelector('button')?.checkVisibility() ?? false};
  }, FRAME);
  assert.ok(printed.scroll <= printed.client + 1, `printed, the diagram fits (${printed.scroll}px in ${printed.client}px)`);
  assert.equal(printed.bar, false, 'no "Fit to page" on paper');
});

/**
 * A document whose diagram, well below the first screen, is followed within a
 * screen by a link (ADR-001's is followed by a long code block).
 */
const LINK_AFTER_DIAGRAM = 'adr/adr-034/';

test(`diagrams: a diagram drawn above the focused link does not push the focus off screen (/${LINK_AFTER_DIAGRAM})`, async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(LINK_AFTER_DIAGRAM));
  const slot = page.locator(`article ${SLOT}`).first();
  // The first link after the diagram, scrolled to the bottom edge of the screen and focused there,
  // before the diagram, now on screen too, is drawn above it.
  const placed = await slot.evaluate((element) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('article a[href]')];
    const link = links.find((a) => element.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (!link) return undefined;
    window.scrollTo(0, link.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 2);
    link.focus({preventScroll: true});
    return {link: link.textContent, slotTop: element.getBoundingClientRect().top, drawn: element.querySelector('svg') !== null};
  });
  assert.ok(placed, 'a link follows the diagram');
  assert.equal(placed.drawn, false, 'the diagram is not drawn yet');
  assert.ok(placed.slotTop >= 0 && placed.slotTop < (await page.evaluate(() => window.innerHeight)), 'the diagram slot is on screen');
  await slot.locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  await afterNextPaint(page);
  const after = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return {top: box.top, bottom: box.bottom, screen: window.innerHeight, slot: document.querySelector('article .prism-diagram')!.getBoundingClientRect().height};
  });
  // Its box was held, but the bar with "Fit to page" appears above it once it is drawn.
  assert.ok(after.slot > 20, `the diagram was drawn (${after.slot}px high)`);
  assert.ok(after.top >= 0 && after.bottom <= after.screen, `the focused link "${placed.link}" is on screen (${after.top}-${after.bottom} of ${after.screen})`);
});

/**
 * Opens with a diagram wider than a phone's column at a legible size (a layered
 * flowchart). At 1280 px every diagram of the record fits the column (npm run
 * diagram-widths), so the sideways scroll is a phone's.
 */
const WIDE = 'docs/architecture/';
const PHONE = {width: 375, height: 812};
/** Its only diagram fits the column at a legible size. */
const NARROW = 'adr/adr-004/';

test(`diagrams: a diagram too wide to read at a phone's width scrolls sideways, legibly, and "Fit to page" shows it whole (/${WIDE})`, async (t) => {
  const {page} = await site.newPage(t, {viewport: PHONE});
  await open(page, site.at(WIDE));
  const slot = page.locator(`article ${SLOT}`).first();
  await slot.locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  const toggle = slot.getByRole('button', {name: 'Fit to page'});
  const scroller = slot.getByRole('group', {name: 'Diagram, scrolls sideways'});
  await toggle.waitFor({timeout: UI_TIMEOUT});
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  // A focusable group while it scrolls, a plain box when fitted.
  const frame = slot.locator(FRAME);
  const sizes = () => frame.evaluate((e) => ({scroll: e.scrollWidth, client: e.clientWidth, tabIndex: e.getAttribute('tabindex')}));
  const legible = await sizes();
  assert.ok(legible.scroll > legible.client * 1.2, `the diagram scrolls sideways (${legible.scroll}px in ${legible.client}px)`);
  assert.equal(legible.tabIndex, '0', 'the scrolling diagram takes the keyboard focus');
  assert.ok((await smallestDiagramText(page)) >= LEGIBLE_TEXT_PX, 'its text is legible');
  await scroller.focus();
  await page.keyboard.press('ArrowRight');
  // Scrolling may be smooth: wait for it to start.
  await page.waitForFunction((e) => e !== null && e.scrollLeft > 0, await scroller.elementHandle(), {timeout: 2000});

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  const fitted = await sizes();
  assert.ok(fitted.scroll <= fitted.client + 1, `fitted, the whole diagram shows (${fitted.scroll}px in ${fitted.client}px)`);
  assert.equal(fitted.tabIndex, null, 'a diagram that does not scroll is no tab stop');

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.ok((await sizes()).scroll > legible.client * 1.2, 'and back at a legible size');
});

test(`diagrams: a diagram that fits the page has no toggle and does not scroll (/${NARROW})`, async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(NARROW));
  const slot = page.locator(`article ${SLOT}`).first();
  await slot.scrollIntoViewIfNeeded();
  await slot.locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  await afterNextPaint(page);
  assert.equal(await slot.getByRole('button').count(), 0, 'no toggle');
  assert.equal(await slot.locator('[tabindex]').count(), 0, 'no tab stop');
  const box = await slot.evaluate((e) => ({scroll: e.scrollWidth, client: e.clientWidth}));
  assert.ok(box.scroll <= box.client + 1, `nothing scrolls (${box.scroll}px in ${box.client}px)`);
  assert.ok((await smallestDiagramText(page)) >= LEGIBLE_TEXT_PX, 'its text is legible');
});

test(`diagrams: a diagram's place is held until it is drawn, so drawing it moves nothing (/${BELOW_THE_FOLD.path})`, async (t) => {
  const {page} = await site.newPage(t);
  await open(page, site.at(BELOW_THE_FOLD.path));
  const frame = page.locator(`article ${SLOT}`).first().locator(FRAME);
  const before = await frame.evaluate((e) => e.getBoundingClientRect().height);
  assert.equal(await page.locator(`article ${CONTAINER}`).count(), 0, 'not drawn yet');
  assert.ok(before > 20, `a box holds the diagram's place (${before}px high)`);
  await frame.scrollIntoViewIfNeeded();
  await frame.locator(`${CONTAINER} svg`).waitFor({timeout: UI_TIMEOUT});
  await afterNextPaint(page);
  const after = await frame.evaluate((e) => e.getBoundingClientRect().height);
  assert.ok(Math.abs(after - before) <= 8, `drawn, it is as high as the box was (${before}px, then ${after}px)`);
});
