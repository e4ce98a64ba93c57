/**
 * A node:test reporter for `npm test` (scripts/test.ts): for each test file,
 * the seconds from when the runner starts it (its first `test:dequeue`) to its
 * last event, as JSON lines
 * {"file": "...", "seconds": 12.3}. With files running side by side this is
 * each file's share of the wall time, what a contributor waits for.
 */
export default async function* fileTimes(source) {
  const spans = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = performance.now();
    const span = spans.get(file);
    if (span) span.last = now;
    else if (event.type === 'test:dequeue') spans.set(file, {first: now, last: now});
  }
  for (const [file, {first, last}] of spans) yield `${JSON.stringify({file, seconds: Math.round((last - first) / 100) / 10})}\n`;
}
