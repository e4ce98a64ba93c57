/**
 * A node:test reporter for `npm test` (scripts/test.ts): for each test file,
 * the seconds its tests took (the sum of its top-level tests' durations, hooks
 * such as starting a browser not included), as JSON lines
 * {"file": "...", "seconds": 12.3}. Wall time between a file's events is no
 * measure: the runner reports files in order, holding a finished file's events
 * until the files before it are done.
 */
export default async function* fileTimes(source) {
  const totals = new Map();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file) continue;
    totals.set(event.data.file, (totals.get(event.data.file) ?? 0) + (event.data.details?.duration_ms ?? 0));
  }
  for (const [file, ms] of totals) yield `${JSON.stringify({file, seconds: Math.round(ms / 100) / 10})}\n`;
}
