/** The package.json of an upgrade rehearsal (scripts/upgrade-check.ts): which packages move, and how. */

export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface UpgradeMove {
  name: string;
  from: string;
  to: string;
  /** Where the new version is written: a direct dependency, or `overrides` for one only reached through others. */
  via: 'dependencies' | 'devDependencies' | 'overrides';
}

/**
 * Moves each target package to its version: in `dependencies`/`devDependencies`
 * when the site depends on it directly, else in `overrides` (mermaid comes through
 * @docusaurus/theme-mermaid). Existing `overrides` of moved packages are left as
 * they are, so npm reports the conflict, unless `moveOverrides`.
 */
export function planUpgrade(
  manifest: PackageManifest,
  targets: ReadonlyMap<string, string>,
  {moveOverrides}: {moveOverrides: boolean},
): {manifest: PackageManifest; moves: UpgradeMove[]} {
  const next: PackageManifest = structuredClone(manifest);
  const moves: UpgradeMove[] = [];
  for (const [name, version] of targets) {
    const field = (['dependencies', 'devDependencies'] as const).find((f) => next[f]?.[name] !== undefined);
    if (field) {
      moves.push({name, from: next[field]![name], to: version, via: field});
      next[field]![name] = version;
      if (moveOverrides && next.overrides?.[name] !== undefined) next.overrides[name] = version;
    } else {
      const from = typeof next.overrides?.[name] === 'string' ? (next.overrides[name] as string) : 'transitive';
      moves.push({name, from, to: version, via: 'overrides'});
      next.overrides = {...next.overrides, [name]: version};
    }
  }
  return {manifest: next, moves};
}
