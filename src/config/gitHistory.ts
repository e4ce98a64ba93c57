import {runGit, type GitRunner} from './buildInfo';

/*
 * "Last updated" on each document comes from git: the date of the newest commit
 * that touched its file (the docs plugin's `showLastUpdateTime`). In a shallow
 * clone every file's newest commit is the clone's one commit, so every page
 * would print the same wrong date; the build refuses that instead.
 */

/** How much history the checkout holds: all of it, one slice of it, or none (not a git checkout, or no git). */
export type GitHistory = 'full' | 'shallow' | 'none';

export function gitHistory(git: GitRunner = runGit): GitHistory {
  const shallow = git(['rev-parse', '--is-shallow-repository']);
  return shallow === 'true' ? 'shallow' : shallow === 'false' ? 'full' : 'none';
}

export const SHALLOW_CLONE_ERROR =
  'This is a shallow git clone, so every document would show the same wrong "Last updated" date: run `git fetch --unshallow` (in GitHub Actions, `actions/checkout` with `fetch-depth: 0`) and build again.';

/**
 * Whether documents show their last update: with full history, yes; outside a
 * git checkout (a copy of the files) no, since there is nothing to read; in a
 * production build from a shallow clone, never: that throws. A dev server
 * shows Docusaurus's placeholder date and reads no history, so it runs anywhere.
 */
export function showLastUpdate(history: GitHistory, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NODE_ENV !== 'production') return history !== 'none';
  if (history === 'shallow') throw new Error(SHALLOW_CLONE_ERROR);
  return history === 'full';
}
