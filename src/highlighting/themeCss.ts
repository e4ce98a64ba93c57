/**
 * The configured Prism themes as one stylesheet, for both colour modes: code
 * blocks carry class names only (./index.ts), and their colours follow the
 * page's `data-theme` like every other colour of the site. With the colours
 * inline, as Docusaurus renders them, the server HTML has the light theme's
 * colours, so a reader in dark mode saw light code blocks until the app
 * started and drew every line again; a mode switch drew them all again too.
 *
 * A token's style is that of each of its types in turn, a later type's over
 * an earlier one's, as prism-react-renderer merges them; a token's types are
 * those of the tokens it is nested in, then its own. Here each type gets one
 * rule (the theme's entries for it merged in order), and a token of several
 * styled types takes the rule that comes last in the stylesheet. So the types
 * our grammars nest come last, outer before inner (NESTING_ORDER): a variable
 * in a string, a function in a variable, punctuation in a function. Where the
 * same two types nest either way (a variable in a string, a string in a
 * variable), the innermost type, last in the class attribute, also has a rule
 * of its own that outranks them all.
 * tests/unit/highlighting.test.ts checks every token of every document's code
 * against the real package's inline style, in both themes.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {styleDeclarations} from './styleDeclarations';

export type ColourMode = 'light' | 'dark';

/**
 * Where a mode's rules apply. Light is also the page before its colour-mode
 * script has run, or without JavaScript.
 */
export const MODE_SCOPE: Record<ColourMode, string> = {
  light: ":root:not([data-theme='dark'])",
  dark: ":root[data-theme='dark']",
};

/** The theme's plain colours, as the variables Docusaurus's code block styles read. */
const PLAIN_VARIABLES: Record<string, string> = {color: '--prism-color', backgroundColor: '--prism-background-color'};

/**
 * Types that our grammars nest in one another, outermost first (a string in a
 * Rust attribute's name; a variable, a number or an operator in a string;
 * punctuation in a function): their rules come last, in this order. The other
 * types keep the theme's order.
 */
const NESTING_ORDER = ['attr-name', 'string', 'variable', 'entity', 'constant', 'number', 'function', 'operator', 'punctuation'];

/**
 * Each type's merged style, per language (`''` for every language), in the
 * theme's order of first mention. A language's rules outrank the others (a
 * longer selector), as its entries do in prism-react-renderer when they come
 * after the general ones, which is how themes write them.
 */
function stylesByType(theme: PrismTheme): Map<string, Map<string, Record<string, unknown>>> {
  const byLanguage = new Map<string, Map<string, Record<string, unknown>>>();
  for (const {types, style, languages} of theme.styles) {
    for (const language of languages ?? ['']) {
      const byType = byLanguage.get(language) ?? new Map<string, Record<string, unknown>>();
      byLanguage.set(language, byType);
      for (const type of types) byType.set(type, {...byType.get(type), ...style});
    }
  }
  return byLanguage;
}

const nestingRank = (type: string) => NESTING_ORDER.indexOf(type);

/** The rules of one mode: the code block's plain colours, then one rule per token type. */
function modeRules(mode: ColourMode, theme: PrismTheme): string[] {
  const scope = MODE_SCOPE[mode];
  const variables = Object.entries(theme.plain).flatMap(([name, value]) =>
    PLAIN_VARIABLES[name] && typeof value === 'string' ? [`${PLAIN_VARIABLES[name]}:${value}`] : [],
  );
  const rules = [`${scope} .theme-code-block{${variables.join(';')}}`];
  for (const [language, byType] of stylesByType(theme)) {
    const block = language ? `.prism-code.language-${language}` : '.prism-code';
    const bodies = new Map([...byType].map(([type, style]) => [type, styleDeclarations(style).join(';')]));
    // A stable sort: the other types keep the theme's order, the nested ones follow in NESTING_ORDER.
    for (const [type, body] of [...bodies].sort(([a], [b]) => nestingRank(a) - nestingRank(b))) {
      if (body) rules.push(`${scope} ${block} .token.${type}{${body}}`);
    }
    for (const type of NESTING_ORDER) {
      const body = bodies.get(type);
      if (body) rules.push(`${scope} ${block} .token.${type}[class$=" ${type}"]{${body}}`);
    }
  }
  return rules;
}

/** The stylesheet for both modes' themes. */
export function prismThemesCss(themes: Record<ColourMode, PrismTheme>): string {
  return [
    "/* Generated from the site config's prism.theme and prism.darkTheme (src/highlighting/themeCss.ts). */",
    '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}',
    ...modeRules('light', themes.light),
    ...modeRules('dark', themes.dark),
    '',
  ].join('\n');
}
