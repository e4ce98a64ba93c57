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
