/**
 * The parts a build can leave out, so that `npm run bench -- --without=NAME`
 * measures the site against stock Docusaurus for each customisation (decisions/
 * holds what each buys), and against the site without a feature for what the
 * feature costs every page (link-previews: the listeners each page loads before
 * a card is wanted). PRISM_WITHOUT names them, comma-separated; the site as
 * deployed sets none.
 */
export const OPTIONAL_CUSTOMISATIONS = ['highlighting', 'link-previews'] as const;

export type OptionalCustomisation = (typeof OPTIONAL_CUSTOMISATIONS)[number];

const isOptional = (name: string): name is OptionalCustomisation => (OPTIONAL_CUSTOMISATIONS as readonly string[]).includes(name);

/** The customisations PRISM_WITHOUT turns off; an unknown name stops the build rather than measuring the site unchanged. */
export function customisationsLeftOut(env: NodeJS.ProcessEnv = process.env): Set<OptionalCustomisation> {
  const names = (env.PRISM_WITHOUT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isOptional(name));
  if (unknown.length) {
    throw new Error(
      `PRISM_WITHOUT names ${unknown.join(', ')}; the customisations a build can leave out are ${OPTIONAL_CUSTOMISATIONS.join(', ')}`,
    );
  }
  return new Set(names.filter(isOptional));
}
