import type {DocusaurusConfig, FasterConfig} from '@docusaurus/types';

/**
 * One Docusaurus Faster option of the resolved site config, for plugins that
 * adapt to the pipeline (src/plugins/css-pipeline).
 *
 * Docusaurus 3.9 keeps these options under `future.experimental_faster`; 3.10
 * renamed the key to `future.faster`. Reading both here keeps the plugins
 * working across the rename, and an option found under neither fails loudly
 * instead of reading as `false` (tests/unit/siteConfig.test.ts loads the real
 * config through Docusaurus and checks what this returns).
 */
export function fasterOption(siteConfig: Pick<DocusaurusConfig, 'future'>, option: keyof FasterConfig): boolean {
  const future = siteConfig.future as unknown as Record<'faster' | 'experimental_faster', Partial<FasterConfig> | undefined>;
  const value = (future.faster ?? future.experimental_faster)?.[option];
  if (typeof value !== 'boolean') {
    throw new Error(`future.faster.${option} (future.experimental_faster before Docusaurus 3.10) is not in the resolved site config`);
  }
  return value;
}
