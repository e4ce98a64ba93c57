import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Drawing} from './drawing';

/** The committed store of drawings under a site folder: one JSON file per diagram key. */
export function drawingsDir(siteDir: string): string {
  return path.join(siteDir, 'src', 'diagrams', 'drawings');
}

const fileOf = (siteDir: string, key: string) => path.join(drawingsDir(siteDir), `${key}.json`);

export function hasDrawing(siteDir: string, key: string): boolean {
  return existsSync(fileOf(siteDir, key));
}

export function readDrawing(siteDir: string, key: string): Drawing | undefined {
  return hasDrawing(siteDir, key) ? (JSON.parse(readFileSync(fileOf(siteDir, key), 'utf8')) as Drawing) : undefined;
}

export function writeDrawing(siteDir: string, key: string, drawing: Drawing): void {
  writeFileSync(fileOf(siteDir, key), `${JSON.stringify(drawing, null, 1)}\n`);
}

/** Keys of every stored drawing. */
export function storedKeys(siteDir: string): string[] {
  const dir = drawingsDir(siteDir);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];
}

export function removeDrawing(siteDir: string, key: string): void {
  rmSync(fileOf(siteDir, key));
}
