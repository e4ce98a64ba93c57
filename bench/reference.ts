/**
 * `npm run bench -- --reference=REV`: an earlier commit of this repository,
 * built in the same run and measured side by side with the site, page by page
 * and query by query, taking turns. A shared machine's speed drifts between
 * days (the same build has scored 96 and 78 for Lighthouse performance on an
 * ADR five days apart), so a figure from another day is no yardstick; the
 * commit at which a target was set, measured now, is.
 *
 * The commit is taken with `git archive` (no worktree to clean up) and built
 * with this checkout's node_modules, so it must build with today's packages.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {isolateFromNetwork} from '../tests/support/browser';
// The box and its options have had these selectors in every version of the site.
import {INPUT, OPTIONS, median} from './searchRelevance';

/**
 * Words a reader types, each answered from every page type by every version of
 * the site (also by the one whose document pages searched only their own section).
 */
export const FIRST_RESULT_QUERIES = ['proxy', 'kafka', 'gateway', 'namespace', 'postgres', 'tenant', 'schema', 'backend'];

/** Writes the files of `rev` into `dest` (which must not exist); returns the full commit id. */
export function checkOut(repository: string, rev: string, dest: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], {cwd: repository, encoding: 'utf8'}).trim();
  mkdirSync(dest);
  const archive = execFileSync('git', ['archive', '--format=tar', commit], {cwd: repository, maxBuffer: 1 << 30});
  execFileSync('tar', ['-x', '-C', dest], {input: archive});
  return commit;
}

/** Whether a route (a path from the server's root, under the base URL) is a page of the build. */
export function hasRoute(buildDir: string, baseUrl: string, route: string): boolean {
  const relative = route.slice(baseUrl.length).split('?')[0];
  return existsSync(path.join(buildDir, relative, 'index.html'));
}

export interface FirstResults {
  start: string;
  /** Median ms from focusing the box to the first option shown, of this site and of the reference. */
  site: number;
  reference: number;
  /** Median of the per-query ratios, site / reference. */
  ratio: number;
  /** Queries whose first option did not show within the time allowed, per side. */
  missed: {site: string[]; reference: string[]};
}

/**
 * From `start` on each origin in turn (which goes first alternates), a fresh
 * context per query: focus the box, type the word, time the first option.
 * The way `npm run bench` timed a first search before the relevance set.
 */
export async function compareFirstResults(
  browser: Browser,
  origins: {site: string; reference: string},
  start: string,
  queries = FIRST_RESULT_QUERIES,
): Promise<FirstResults> {
  const times = {site: [] as number[], reference: [] as number[]};
  const missed = {site: [] as string[], reference: [] as string[]};
  const ratios: number[] = [];
  for (const [i, query] of queries.entries()) {
    const order = i % 2 ? (['reference', 'site'] as const) : (['site', 'reference'] as const);
    const pair: Partial<Record<'site' | 'reference', number>> = {};
    for (const side of order) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      await isolateFromNetwork(context);
      const page = await context.newPage();
      await page.goto(`${origins[side]}${start}`, {waitUntil: 'networkidle'});
      const started = performance.now();
      await page.locator(INPUT).focus();
      await page.keyboard.type(query);
      try {
        await page.locator(OPTIONS).first().waitFor({timeout: 15_000});
        pair[side] = performance.now() - started;
        times[side].push(pair[side]);
      } catch {
        missed[side].push(query);
      }
      await context.close();
    }
    if (pair.site !== undefined && pair.reference !== undefined) ratios.push(pair.site / pair.reference);
  }
  return {
    start,
    site: Math.round(median(times.site)),
    reference: Math.round(median(times.reference)),
    ratio: Math.round(median(ratios) * 1000) / 1000,
    missed,
  };
}
