import {createHash} from 'node:crypto';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {INDEX_DIR, META_FILE} from './indexFiles';
import {buildTermIndex, textChunkFile, type TermIndexFiles} from './termIndex';
import type {SearchDocument} from './searchDocuments';

/** `shard-3-<hash>.json`, `text-<hash>-{n}.json` (every text chunk): a file's name changes with its content. */
export function contentFileName(kind: string, index: number, json: string): string {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return index < 0 ? `${kind}-${hash}-{n}.json` : `${kind}-${index}-${hash}.json`;
}

/** Builds the term index of the scanned documents and writes it to `<outDir>/search-index/`. */
export async function writeTermIndex(
  outDir: string,
  parts: readonly (readonly SearchDocument[])[],
  notChosen: readonly number[] = [],
): Promise<TermIndexFiles> {
  const dir = path.join(outDir, INDEX_DIR);
  await mkdir(dir, {recursive: true});
  const files = buildTermIndex(parts, contentFileName, undefined, undefined, notChosen);
  const writes = [writeFile(path.join(dir, META_FILE), JSON.stringify(files.meta))];
  files.shards.forEach((shard, s) => writes.push(writeFile(path.join(dir, files.meta.shards[s].file), JSON.stringify(shard))));
  files.textChunks.forEach((chunk, n) => writes.push(writeFile(path.join(dir, textChunkFile(files.meta, n)), JSON.stringify(chunk))));
  await Promise.all(writes);
  return files;
}
