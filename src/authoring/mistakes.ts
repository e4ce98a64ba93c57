/**
 * An authoring mistake found while the site builds or previews: reported at
 * once on stderr as `file:line: message`, before Docusaurus wraps the error in
 * its own report, and then thrown so the build stops (or `npm start` shows it).
 * Rspack compiles each Markdown file for the client and the server, so a
 * mistake is printed once per process, not once per compilation.
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

const printed = new Set<string>();

export function reportMistake(file: string, line: number, problem: string): never {
  const mistake = new AuthoringMistake(file, line, problem);
  if (!printed.has(mistake.message)) {
    printed.add(mistake.message);
    process.stderr.write(`${mistake.message}\n`);
  }
  throw mistake;
}
