/**
 * A short key for a diagram's source (FNV-1a, 32 bits, hex): how
 * diagramSizes.json, written by scripts/measure-diagrams.ts, finds a diagram.
 */
export function diagramKey(source: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
