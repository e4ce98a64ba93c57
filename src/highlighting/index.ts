/**
 * What the site's bundles get when they import `prism-react-renderer` (the
 * alias is set by src/plugins/highlighting): our Prism (./prism.ts, to which
 * Docusaurus's theme adds the grammars of ./grammars.ts) and a `Highlight`
 * component that renders the same lines, tokens and class names as
 * prism-react-renderer's, which is what Docusaurus's CodeBlock uses, with the
 * theme's colours in a stylesheet (./themeCss.ts) instead of inline styles.
 * Node code (the site config's `themes`) still gets the real package.
 * tests/unit/highlighting.test.ts checks this module's output against the real
 * package's, and tests/e2e/code-blocks.test.ts the colours on the page.
 *
 * The types are prism-react-renderer's own, so the compiler holds us to its
 * contract; type-only imports leave no trace in the bundles.
 */
import {useMemo, type ReactElement} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  RenderProps,
  StyleObj,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type {Token as PrismToken, TokenStream} from 'prismjs';
import Prism from './prism';

export {Prism};
export type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';

type PrismLib = typeof Prism;

const NEWLINE = /\r\n|\r|\n/;

/** Adds a token's type or alias to its parent's types, unless the parent already ends with it. */
function withType(types: string[], add: string | string[] | undefined): string[] {
  if (!add || types[types.length - 1] === add) return types;
  return types.concat(add);
}

/**
 * Flattens Prism's token tree into lines of tokens. A token carries its own
 * type and aliases after those of the tokens it is nested in; text outside any
 * token is `plain`. An empty line gets a single token with `empty: true` and
 * content `\n`.
 */
export function toLines(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const endLine = () => {
    if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
    else if (line.length === 1 && line[0].content === '') line[0] = {...line[0], content: '\n', empty: true};
  };
  const addText = (types: string[], text: string) => {
    const [first, ...rest] = text.split(NEWLINE);
    line.push({types, content: first});
    for (const piece of rest) {
      endLine();
      lines.push((line = [{types, content: piece}]));
    }
  };
  const walk = (items: TokenStream, parentTypes: string[]) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (typeof item === 'string') {
        addText(parentTypes.length > 0 ? parentTypes : ['plain'], item);
      } else {
        const types = withType(withType(parentTypes, item.type), item.alias);
        if (typeof item.content === 'string') addText(types, item.content);
        else walk(item.content, types);
      }
    }
  };
  walk(stream, []);
  endLine();
  return lines;
}

/** Tokenises like `Prism.highlight`, hooks included; code in a language without a grammar is plain text. */
function tokenize(prism: PrismLib, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return toLines(code);
  const env = {code, grammar, language, tokens: [] as Array<string | PrismToken>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return toLines(env.tokens);
}

type Styling = Pick<RenderProps, 'style' | 'getLineProps' | 'getTokenProps'>;

/** The one inline style a token keeps: an empty line's token (a blank line) is an inline block, as in prism-react-renderer. */
const EMPTY_TOKEN_STYLE: StyleObj = {display: 'inline-block'};

/**
 * Class names only: the theme's colours are in a stylesheet for both modes
 * (./themeCss.ts, added by src/plugins/highlighting), so the markup of a code
 * block is the same in light and dark mode. A token's classes are its types.
 */
const STYLING: Styling = {
  style: {},
  getLineProps: ({line: _line, className, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', className),
  }),
  getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const own = token.empty && !(token.types.length === 1 && token.types[0] !== 'plain') ? EMPTY_TOKEN_STYLE : undefined;
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...own, ...style} : own,
    };
  },
};

/**
 * Render-prop component with prism-react-renderer's props and arguments.
 * Tokens are computed again only when the code or language changes. The
 * `theme` prop is not read: the colours are in the stylesheet, and the props
 * (and so each line's markup) stay the same objects when the mode changes.
 */
export function Highlight({code, language, prism = Prism, children}: HighlightProps): ReactElement {
  const lang = language.toLowerCase();
  const tokens = useMemo(() => tokenize(prism, code, lang), [prism, code, lang]);
  return children({tokens, className: `prism-code language-${lang}`, ...STYLING});
}
