/**
 * `npm run bench -- --without=highlighting`: the site built once
 * without each named customisation (PRISM_WITHOUT, src/config/withoutCustomisations.ts)
 * in the same run as the site, and measured beside it: the initial JavaScript of
 * every page type (deterministic, from the build's records) and Lighthouse mobile,
 * page by page, taking turns. The rule a customisation is kept by
 * (decisions/measured-against-stock.md): a gain outside the run-to-run spread,
 * or a correctness fix its record names.
 */
import {customisationsLeftOut, type OptionalCustomisation} from '../src/config/withoutCustomisations';

/** The customisations a flag (`--without=` unless another is named) lists, checked as the build checks PRISM_WITHOUT. */
export function customisationsToMeasure(argv: readonly string[]): OptionalCustomisation[];
export function customisationsToMeasure(argv: readonly string[], flag: string): OptionalCustomisation[] | undefined;
export function customisationsToMeasure(argv: readonly string[], flag = '--without='): OptionalCustomisation[] | undefined {
  const value = argv.find((a) => a.startsWith(flag))?.slice(flag.length);
  if (value === undefined && flag !== '--without=') return undefined;
  return [...customisationsLeftOut({PRISM_WITHOUT: value ?? ''})];
}

/** The suffix of a Lighthouse page of the build without `name`. */
export const withoutSuffix = (name: string) => `@without-${name}`;

/** Performance and blocking time of each run, and their medians. */
export interface PageRuns {
  performance: number[];
  tbt: number[];
}

export interface WithoutComparison {
  customisation: string;
  /** Gzip KiB of initial JavaScript per page type: with the customisation (the site), without it. */
  initialJsKiB: Record<string, {site: number; without: number}>;
  lighthouse: Record<string, {site: PageRuns; without: PageRuns}>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const spread = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A table row per page: medians side by side, each with its spread (lowest-highest of the runs). */
export function lighthouseRows(comparison: WithoutComparison): Record<string, Record<string, string | number>> {
  return Object.fromEntries(
    Object.entries(comparison.lighthouse).map(([page, {site, without}]) => [
      page,
      {
        'perf site': `${median(site.performance)} (${spread(site.performance)})`,
        'perf without': `${median(without.performance)} (${spread(without.performance)})`,
        'perf gain': median(site.performance) - median(without.performance),
        'TBT ms site': `${median(site.tbt)} (${spread(site.tbt)})`,
        'TBT ms without': `${median(without.tbt)} (${spread(without.tbt)})`,
        'TBT saved': median(without.tbt) - median(site.tbt),
      },
    ]),
  );
}

export function bytesRows(comparison: WithoutComparison): Record<string, Record<string, number>> {
  return Object.fromEntries(
    Object.entries(comparison.initialJsKiB).map(([type, {site, without}]) => [
      type,
      {'JS KiB site': site, 'JS KiB without': without, 'KiB saved': round1(without - site)},
    ]),
  );
}

export function printWithout(comparisons: WithoutComparison[]): void {
  for (const comparison of comparisons) {
    console.log(`\nThe site against the site without ${comparison.customisation} (built and measured in this run)`);
    console.log('Initial JavaScript, gzip KiB (bench/staticBudget.ts)');
    console.table(bytesRows(comparison));
    if (Object.keys(comparison.lighthouse).length) {
      console.log('Lighthouse mobile: median (lowest-highest of the runs)');
      console.table(lighthouseRows(comparison));
    }
  }
}
