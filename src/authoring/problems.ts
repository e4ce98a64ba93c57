/**
 * The wording of each document problem that both the build (the remark
 * plugins, `npm start`) and the content check (`npm run lint:content`) find:
 * one function per problem, so an author reads the same line from either.
 */
export const brokenLinkProblem = (url: string, section: string, id: string): string =>
  `link to ${url} leads nowhere: no page in ${section}/ has the id or slug "${id}"`;

export const unclosedTagProblem = (name: string): string =>
  `<${name}> is never closed; add </${name}> where it should end (an open tag swallows the rest of the page)`;

export const unknownReferenceProblem = (reference: string): string => `"${reference}" refers to a document that does not exist`;

export const undrawnDiagramProblem = (): string =>
  'this diagram has no up-to-date drawing; run `npm run draw-diagrams` and commit src/diagrams/drawings/';

/**
 * A Mermaid parse error, on the file's line: Mermaid counts lines from the
 * diagram's first line, which is the line after the opening fence. Its message
 * (`Parse error on line 3:`, the text, a caret, `Expecting ..., got ...`) becomes
 * one line that says what Mermaid expected.
 */
export function mermaidProblem(message: string, fenceLine: number): {line: number; problem: string} {
  const lines = message.split('\n').map((l) => l.trim());
  const onLine = /^(?:Parse|Lexical) error on line (\d+)/.exec(lines[0]);
  const detail = onLine ? (lines.find((l) => /^Expecting |^Unrecognized text/.test(l)) ?? lines.at(-1)) : lines[0];
  return {
    line: fenceLine + (onLine ? Number(onLine[1]) : 1),
    problem: `Mermaid cannot read this diagram: ${detail}; fix it, then run \`npm run draw-diagrams\``,
  };
}

/** A document states a shared fact (ledger/facts.yaml) with another value than the record's. */
export const contradictedFactProblem = (value: string, fact: {id: string; statement: string; decided_in: string}): string =>
  `states ${value} for ${fact.id}; the record says ${fact.statement} (${fact.decided_in})`;
