/**
 * Every drawing of the build on one page, for the checks that need a browser to
 * paint a drawing (its text contrast against the shape behind each label, its
 * text size as shown, axe): instead of opening every page that has a drawing,
 * a page of the site gets one more figure per drawing, built like the page's own
 * (src/diagrams/Diagram: the same classes, each drawing's size in its style, both
 * colour modes' SVG from its markup file in the build), at the end of its
 * article. The site's CSS, column and colour modes apply to them as to the
 * page's own figures; their ids get a suffix of their own, so no id repeats.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {legibleWidth, type Markup} from '../../src/diagrams/drawing';
import {readDrawing} from '../../src/diagrams/store';
import {ROOT} from '../site/support';
import {BUILD_DIR} from './support';

/** The sheet's container, at the end of the page's article. */
export const SHEET = '[data-drawing-sheet]';

interface SheetDrawing extends Markup {
  key: string;
  title: string;
  width: number;
  height: number;
  legible: number;
}

/** Every drawing the build serves (a markup file each: src/diagrams/plugin.ts), with its stored size and title. */
export function builtDrawings(buildDir = BUILD_DIR): SheetDrawing[] {
  const dir = path.join(buildDir, 'assets', 'diagrams');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const key = file.slice(0, -'.json'.length);
      const stored = readDrawing(ROOT, key);
      assert.ok(stored, `the build's drawing ${key} is in the store`);
      const markup = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Markup;
      const rename = (svg: string) => svg.replaceAll(`dg-${key}-`, `dg-${key}-sheet-`);
      return {
        key,
        title: stored.title ?? stored.summary,
        width: stored.width,
        height: stored.height,
        legible: legibleWidth(stored),
        light: rename(markup.light),
        dark: rename(markup.dark),
      };
    });
}

/**
 * Adds every drawing to the open page (which must show a drawing of its own, the
 * template), and resolves to their keys in the sheet's order.
 */
export async function showEveryDrawing(page: Page, drawings = builtDrawings()): Promise<string[]> {
  await page.evaluate((all) => {
    const template = document.querySelector('article figure[data-drawing]');
    if (!template?.parentElement) throw new Error('the page has no drawing to copy');
    const sheet = document.createElement('div');
    sheet.setAttribute('data-drawing-sheet', '');
    all.forEach((drawing, i) => {
      const figure = template.cloneNode(true) as HTMLElement;
      figure.setAttribute('data-drawing', drawing.key);
      const caption = figure.querySelector('figcaption span[id]');
      if (caption) {
        caption.id = `drawing-sheet-${i}-caption`;
        caption.textContent = drawing.title;
        figure.setAttribute('aria-labelledby', caption.id);
      }
      figure.querySelector('[aria-label]')?.setAttribute('aria-label', `${drawing.title} (scrolls sideways)`);
      const box = figure.querySelector<HTMLElement>('[style*="--diagram-width"]');
      if (!box) throw new Error('the template figure has no drawing box');
      box.style.setProperty('--diagram-width', `${drawing.width}px`);
      box.style.setProperty('--diagram-legible-width', `${drawing.legible}px`);
      box.style.aspectRatio = `${drawing.width} / ${drawing.height}`;
      figure.querySelector('[data-mode="light"]')!.innerHTML = drawing.light;
      figure.querySelector('[data-mode="dark"]')!.innerHTML = drawing.dark;
      sheet.append(figure);
    });
    template.parentElement.append(sheet);
  }, drawings);
  return drawings.map((d) => d.key);
}
