/**
 * An authoring mistake found while the site builds or previews: reported at
 * once on stderr as `file:line: message`, before Docusaurus wraps the error in
 * its own report, and then thrown so the build stops (or `npm start` shows it).
 * Rspack compiles each Markdown file for the client and the server, so the
 * same mistake seen again within half a minute is not printed again; after
 * that (the author saved the file again in `npm start`) it is.
 */
export class AuthoringMistake extends Error {
  name = 'AuthoringMistake';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
  }
}

const REPEAT_AFTER_MS = 30_000;
const lastPrinted = new Map<string, number>();

export function reportMistake(file: string, line: number, problem: string): never {
  const mistake = new AuthoringMistake(file, line, problem);
  const now = Date.now();
  if (now - (lastPrinted.get(mistake.message) ?? -Infinity) > REPEAT_AFTER_MS) {
    process.stderr.write(`${mistake.message}\n`);
  }
  lastPrinted.set(mistake.message, now);
  throw mistake;
}
