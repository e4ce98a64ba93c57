/**
 * An authoring mistake found while the site builds or previews: reported at
 * once on stderr as `file:line: message`, before Docusaurus wraps the error in
 * its own report, and then thrown so the build stops (or `npm start` shows it).
 * Rspack compiles each Markdown file for the client and the server, so the
 * same mistake seen again within half a minute is not printed again; after
 * that (the author saved the file again in `npm start`) it is.
 *
 * The error carries no stack: where in Docusaurus or unified the mistake was
 * found helps no author, and the patched Docusaurus (patches/, UPSTREAM.md)
 * shows its message alone, without the upstream frames and hints around it.
 */
export class AuthoringMistake extends Error {
  name = 'AuthoringMistake';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
    /** Further `file:line: message` lines of the same file, reported with the first (undrawn diagrams). */
    readonly more: readonly string[] = [],
  ) {
    super([`${file}:${line}: ${problem}`, ...more].join('\n'));
    this.stack = this.message;
  }

  /** Docusaurus's MDX loader prints JSON.stringify(error) before the stack: nothing to add to the message. */
  toJSON(): Record<string, never> {
    return {};
  }
}

/** Recognises a mistake across the copies of this module that Docusaurus's loaders may hold. */
export const isAuthoringMistake = (error: unknown): error is AuthoringMistake =>
  error instanceof Error && error.name === 'AuthoringMistake';

const REPEAT_AFTER_MS = 30_000;
const lastPrinted = new Map<string, number>();

function print(line: string): void {
  const now = Date.now();
  if (now - (lastPrinted.get(line) ?? -Infinity) > REPEAT_AFTER_MS) process.stderr.write(`${line}\n`);
  lastPrinted.set(line, now);
}

export function reportMistake(file: string, line: number, problem: string): never {
  const mistake = new AuthoringMistake(file, line, problem);
  print(mistake.message);
  throw mistake;
}

/** Several mistakes of one file, each printed on its own line, thrown as one. */
export function reportMistakes(file: string, found: ReadonlyArray<{line: number; problem: string}>): never {
  const [first, ...rest] = found;
  const mistake = new AuthoringMistake(
    file,
    first.line,
    first.problem,
    rest.map((m) => `${file}:${m.line}: ${m.problem}`),
  );
  for (const line of mistake.message.split('\n')) print(line);
  throw mistake;
}
