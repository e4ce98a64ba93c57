import {execFileSync} from 'node:child_process';

/**
 * Build metadata, computed once when the site configuration is loaded and
 * formatted once there too. Components only print these strings, so the server
 * HTML and the hydrated page can never disagree about a date or a time zone.
 */
export interface BuildInfo {
  version: string;
  /** Full commit hash, or `unknown` outside a git checkout. */
  commit: string;
  /** First 7 characters of the commit hash. */
  commitShort: string;
  /** ISO 8601 timestamp in UTC. */
  buildTime: string;
  /** en-US rendering in UTC, e.g. `Oct 15, 2025, 14:30 UTC`. */
  buildTimeDisplay: string;
}

export type GitRunner = (args: string[]) => string | undefined;

export const runGit: GitRunner = (args) => {
  try {
    return execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() || undefined;
  } catch {
    return undefined;
  }
};

const BUILD_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

export function formatBuildTime(date: Date): string {
  return BUILD_TIME_FORMAT.format(date);
}

/** `SOURCE_DATE_EPOCH` (seconds) makes builds reproducible; without it, now. */
export function resolveBuildTime(env: NodeJS.ProcessEnv, now: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') {
    return now();
  }
  if (!/^\d+$/.test(epoch)) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}"`);
  }
  return new Date(Number(epoch) * 1000);
}

/** A release tag (`git describe --tags`) wins over the package version. */
export function resolveVersion(packageVersion: string, git: GitRunner): string {
  const described = git(['describe', '--tags', '--match', 'v[0-9]*', '--dirty']);
  return described ? described.replace(/^v/, '') : packageVersion;
}

export function resolveCommit(env: NodeJS.ProcessEnv, git: GitRunner): string {
  const commit = env.GITHUB_SHA || git(['rev-parse', 'HEAD']);
  return commit && /^[0-9a-f]{7,40}$/i.test(commit) ? commit.toLowerCase() : 'unknown';
}

export function readBuildInfo(
  packageVersion: string,
  env: NodeJS.ProcessEnv = process.env,
  git: GitRunner = runGit,
  now?: () => Date,
): BuildInfo {
  const commit = resolveCommit(env, git);
  const time = resolveBuildTime(env, now);
  return {
    version: resolveVersion(packageVersion, git),
    commit,
    commitShort: commit.slice(0, 7),
    buildTime: time.toISOString(),
    buildTimeDisplay: formatBuildTime(time),
  };
}
