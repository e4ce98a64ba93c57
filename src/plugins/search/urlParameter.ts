/**
 * The search string of `search` with `name` set to `value` (or removed when
 * `value` is empty), or undefined when that is what `search` says already.
 */
export function withParameter(search: string, name: string, value: string): string | undefined {
  const parameters = new URLSearchParams(search);
  const before = parameters.toString();
  if (value) parameters.set(name, value);
  else parameters.delete(name);
  const after = parameters.toString();
  return after === before ? undefined : after;
}
