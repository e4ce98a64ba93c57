/**
 * Where the site is deployed and which repository it documents. Every value can
 * be overridden from the environment so a fork publishes to its own GitHub Pages
 * site without editing code.
 */
export interface SiteLocation {
  /** Scheme and host, no trailing slash: `https://jrepp.github.io`. */
  url: string;
  /** Path prefix with leading and trailing slash: `/prism-data-layer/`. */
  baseUrl: string;
  /** `owner/name` on GitHub. */
  repository: string;
}

export const DEFAULT_REPOSITORY = 'jrepp/prism-data-layer';
export const DEFAULT_BASE_URL = '/prism-data-layer/';

export function normalizeBaseUrl(raw: string): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export function readSiteLocation(env: NodeJS.ProcessEnv = process.env): SiteLocation {
  const repository = env.PRISM_GITHUB_REPOSITORY || DEFAULT_REPOSITORY;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new Error(`PRISM_GITHUB_REPOSITORY must look like "owner/name", got "${repository}"`);
  }
  const owner = repository.split('/')[0].toLowerCase();
  const url = (env.PRISM_SITE_URL || `https://${owner}.github.io`).replace(/\/+$/, '');
  return {url, baseUrl: normalizeBaseUrl(env.PRISM_BASE_URL || DEFAULT_BASE_URL), repository};
}

export const githubUrl = (repository: string): string => `https://github.com/${repository}`;
