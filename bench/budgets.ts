/**
 * The byte budgets (bench/budgets.json): one limit per figure, in KiB of gzip,
 * and one headroom for all of them. A build over a limit fails the budget tests;
 * `npm run bench` prints each figure's gap to its limit, and a gap wider than the
 * headroom marks a limit to tighten, so the limits keep meaning something.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface Budgets {
  /** Percent of a limit kept free above the figure measured when the limit was set. */
  headroomPercent: number;
  /** Initial JavaScript per page type (bench/staticBudget.ts), and `anyPage`, the most of any page. */
  initialJs: Record<string, number>;
  /** The search's term index (bench/searchIndexBytes.ts). */
  searchIndex: Record<string, number>;
}

export const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

export interface Gap {
  limitKiB: number;
  /** Limit minus the figure: negative when over. */
  gapKiB: number;
  /** Over the limit, within the headroom, or with more room than the headroom (tighten the limit). */
  verdict: 'over' | 'ok' | 'tighten';
}

/** A measured figure against its limit and the headroom. */
export function gapTo(limitKiB: number, figureKiB: number, headroomPercent: number): Gap {
  const gapKiB = Math.round((limitKiB - figureKiB) * 10) / 10;
  const verdict = gapKiB < 0 ? 'over' : gapKiB > (limitKiB * headroomPercent) / 100 ? 'tighten' : 'ok';
  return {limitKiB, gapKiB, verdict};
}
