import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {BuildInfo} from '../config/buildInfo';

/** Typed access to the values docusaurus.config.ts computes once and puts in customFields. */
interface SiteFields {
  build: BuildInfo;
  repository: string;
  workflow: {runs: string; badge: string};
}

export function useSiteFields(): SiteFields {
  return useDocusaurusContext().siteConfig.customFields as unknown as SiteFields;
}
