/**
 * src/highlighting against the real prism-react-renderer, which it replaces in
 * the bundles: for a sample of every language our documents use, an unknown
 * language and edge cases, both must give the same lines and tokens, the same
 * line and token props (class names, inline styles) in both configured themes,
 * and so the same markup as Docusaurus's CodeBlock renders from them.
 *
 * Our Prism loads its grammars as it does in the browser, when it is imported
 * (src/highlighting/loadGrammars.ts). prism-react-renderer gets the ones it
 * does not bundle through the global object, as Docusaurus's theme would load
 * `additionalLanguages`.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {isDeepStrictEqual} from 'node:util';
import {test} from 'node:test';
import {createElement, Fragment, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight as OriginalHighlight,
  normalizeTokens,
  Prism as OriginalPrism,
  themes,
  type HighlightProps,
  type PrismTheme,
  type RenderProps,
} from 'prism-react-renderer';
import type {Token as PrismToken} from 'prismjs';
import {Highlight, Prism, toLines} from '../../src/highlighting';
import {PRISM_GRAMMARS} from '../../src/highlighting/grammars';
import {MODE_SCOPE, prismThemesCss, type ColourMode} from '../../src/highlighting/themeCss';
import {CONTENT_SECTIONS, loadDocuments} from '../content/documents';

const require = createRequire(__filename);

// Checked before the grammars below are loaded through the global object.
const prismLeftOnGlobal = 'Prism' in globalThis;
test('highlighting: loading our Prism leaves no Prism on the global object', () => assert.equal(prismLeftOnGlobal, false));

test('highlighting: our Prism comes with exactly the grammars of PRISM_GRAMMARS, imported in their order', () => {
  const imported = [
    ...readFileSync(require.resolve('../../src/highlighting/loadGrammars.ts'), 'utf8').matchAll(
      /^import 'prismjs\/components\/prism-([\w-]+)';$/gm,
    ),
  ];
  assert.deepEqual(
    imported.map(([, grammar]) => grammar),
    PRISM_GRAMMARS,
  );
  for (const grammar of PRISM_GRAMMARS) assert.ok(grammar in Prism.languages, `${grammar} is loaded`);
});

/** What theme-classic's prism-include-languages does with `additionalLanguages`. */
function loadGrammars(prism: object, grammars: string[]): void {
  const scope = globalThis as {Prism?: object};
  scope.Prism = prism;
  for (const grammar of grammars) {
    // A fresh copy of the file each time: require would run it once, for whichever Prism came first.
    const file = require.resolve(`prismjs/components/prism-${grammar}.js`);
    new Function(readFileSync(file, 'utf8'))();
  }
  delete scope.Prism;
}
loadGrammars(
  OriginalPrism,
  PRISM_GRAMMARS.filter((grammar) => !(grammar in OriginalPrism.languages)),
);

/** Languages of fenced code in the documents that are not meant to be highlighted. */
const PLAIN = new Set(['text', 'mermaid']);

const SAMPLES: Record<string, string> = {
  go: [
    'package main',
    '',
    '/* A block comment',
    '',
    '   with a blank line */',
    'func (s *Server) Get(ctx context.Context, key string) ([]byte, error) {',
    '\tv, ok := s.data[key] // lookup',
    '\tif !ok {',
    '\t\treturn nil, fmt.Errorf("missing %q", key)',
    '\t}',
    '\traw := `multi',
    '',
    'line`',
    '\treturn append(v, 0x1F, 3.5e2), nil',
    '}',
  ].join('\n'),
  bash: [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    'export NAME="prism-$(whoami)"  # comment',
    'for f in ${FILES[@]}; do',
    '  echo "file: $f, home: ${HOME}" | grep -v \'x\' >> /tmp/out.log',
    'done',
    'cat <<EOF',
    'heredoc $VAR',
    'EOF',
  ].join('\n'),
  yaml: [
    '# config',
    'namespace: orders',
    'backends:',
    '  - name: "postgres"',
    '    port: 5432',
    '    enabled: true',
    '    tags: [a, b]',
    'anchor: &base {x: 1}',
    'ref: *base',
    'text: |',
    '  first',
    '',
    '  second',
    '---',
    'date: 2025-10-05',
  ].join('\n'),
  protobuf: [
    'syntax = "proto3";',
    'package prism.v1;',
    'import "google/protobuf/timestamp.proto";',
    '',
    '// KeyValue service',
    'service KeyValue {',
    '  rpc Get(GetRequest) returns (stream GetResponse) {}',
    '}',
    'message GetRequest {',
    '  string key = 1;',
    '  map<string, bytes> extra = 2 [deprecated = true];',
    '  repeated google.protobuf.Timestamp at = 3;',
    '  oneof v { int64 n = 4; }',
    '}',
  ].join('\n'),
  rust: [
    '/// Doc comment',
    '#[derive(Debug, Clone)]',
    "pub struct Proxy<'a> { name: &'a str }",
    '',
    "impl<'a> Proxy<'a> {",
    '    pub async fn run(&self) -> Result<(), Box<dyn std::error::Error>> {',
    '        let x: u64 = 42_u64;',
    '        println!("{} {x}", self.name);',
    '        let s = r#"raw "string""#;',
    '        /* nested /* block */ comment */',
    '        Ok(())',
    '    }',
    '}',
  ].join('\n'),
  json: ['{', '  "name": "prism",', '  "port": 8980,', '  "tls": null,', '  "tags": ["a", true, -1.5e3]', '}'].join('\n'),
  sql: [
    '-- find orders',
    'SELECT o.id, COUNT(*) AS n',
    'FROM orders o',
    "WHERE o.status = 'open' AND o.total > 10.5",
    'GROUP BY o.id;',
    '/* multi',
    '',
    '   line */',
    'CREATE TABLE kv (key TEXT PRIMARY KEY, value BYTEA NOT NULL);',
  ].join('\n'),
  python: [
    'import asyncio',
    '',
    '@dataclass',
    'class Client:',
    '    """Doc',
    '',
    '    string"""',
    '    async def get(self, key: str) -> bytes:',
    "        return f'{key!r}: {self.values[key] + 1}'  # comment",
    '',
    'print(0x10, 1_000, None, True)',
  ].join('\n'),
  toml: [
    '# settings',
    '[server]',
    'host = "0.0.0.0"',
    'port = 8980',
    'started = 2025-10-05T10:00:00Z',
    '[[backends]]',
    "name = 'redis'",
    'tags = ["a", "b"]',
  ].join('\n'),
  dockerfile: [
    '# syntax=docker/dockerfile:1',
    'FROM golang:1.22 AS build',
    'WORKDIR /src',
    'COPY --from=base /app /app',
    'RUN go build -o /out/proxy ./cmd/proxy \\',
    '    && strip /out/proxy',
    'ENV PORT=8980',
    'ENTRYPOINT ["/out/proxy", "--port", "8980"]',
  ].join('\n'),
  rego: [
    'package prism.authz',
    '',
    'import future.keywords.if',
    '',
    '# allow reads',
    'default allow := false',
    'allow if {',
    '    input.method == "GET"',
    '    count(input.roles) > 0',
    '}',
  ].join('\n'),
};

const EDGE_CASES: Array<{name: string; language: string; code: string}> = [
  {name: 'an unknown language', language: 'brainfuck', code: '++[>+<-]\n\n.'},
  {name: 'text', language: 'text', code: 'plain text\n  indented'},
  {name: 'a language name in capitals', language: 'Go', code: 'func f() {}'},
  {name: 'an alias of a language', language: 'sh', code: 'echo "$HOME"'},
  {name: 'empty code', language: 'go', code: ''},
  {name: 'empty code in an unknown language', language: 'nope', code: ''},
  {name: 'a trailing newline', language: 'rust', code: 'fn main() {}\n'},
  {name: 'blank lines only', language: 'yaml', code: '\n\n\n'},
  {name: 'blank lines between code', language: 'python', code: 'a = 1\n\n\nb = 2'},
  {name: 'Windows and old Mac line ends', language: 'json', code: '{\r\n  "a": 1,\r  "b": 2\r\n}'},
  {name: 'a blank first line', language: 'sql', code: '\nSELECT 1;'},
  {name: 'nested tokens over several lines', language: 'bash', code: 'echo "one\n\n$(date +%s) ${HOME}\nend"'},
];

const CONFIGURED_THEMES: Record<ColourMode, PrismTheme> = {light: themes.github, dark: themes.dracula};

/** Runs a Highlight under React (it uses hooks) and returns what it passed to its child function. */
function renderArgs(component: ComponentType<HighlightProps>, props: Omit<HighlightProps, 'children'>): RenderProps {
  let args: RenderProps | undefined;
  renderToStaticMarkup(
    createElement(component, {
      ...props,
      children: (received: RenderProps) => {
        args = received;
        return createElement(Fragment);
      },
    }),
  );
  assert.ok(args, 'Highlight did not call its child function');
  return args;
}

/** The markup Docusaurus 3.9's CodeBlock/Content, CodeBlock/Line and CodeBlock/Line/Token build from the render props. */
function codeBlockMarkup({className, style, tokens, getLineProps, getTokenProps}: RenderProps): string {
  const lines = tokens.map((tokensOfLine, i) => {
    // CodeBlock/Line's fixLineBreak
    const line = tokensOfLine.length === 1 && tokensOfLine[0].content === '\n' ? [{...tokensOfLine[0], content: ''}] : tokensOfLine;
    const spans = line.map((token, key) => {
      const props = getTokenProps({token});
      return createElement('span', {key, ...props});
    });
    return createElement(
      'span',
      {key: i, ...getLineProps({line, className: i === 0 ? 'theme-code-block-highlighted-line' : ''})},
      ...spans,
      createElement('br'),
    );
  });
  return renderToStaticMarkup(createElement('pre', {className, style, tabIndex: 0}, createElement('code', null, ...lines)));
}

type Declarations = Record<string, string>;

/** A style object as CSS declarations (`fontStyle: 'italic'` as `font-style: italic`). */
function asDeclarations(style: object | undefined): Declarations {
  return Object.fromEntries(
    Object.entries(style ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`), String(value)]),
  );
}

const STYLESHEET = prismThemesCss({light: CONFIGURED_THEMES.light, dark: CONFIGURED_THEMES.dark});

/**
 * What a stylesheet from prismThemesCss gives a token with these classes in
 * `mode`, as the browser's cascade would: its rules are one per line,
 * `<scope> .prism-code[.language-x] .token.<type>{...}`, applied in order, a
 * later one's declarations over an earlier one's; then those for the
 * innermost type, `.token.<type>[class$=" <type>"]`, which outrank them.
 */
function fromStylesheet(stylesheet: string, mode: ColourMode, language: string, classes: string[]): Declarations {
  const simple: Declarations = {};
  const innermost: Declarations = {};
  for (const line of stylesheet.split('\n')) {
    if (!line.startsWith(`${MODE_SCOPE[mode]} `)) continue;
    const rule = /^\.prism-code(?:\.language-(\S+))? \.token\.([^\s[{]+)(\[class\$=" ([^"]+)"\])?\{(.*)\}$/.exec(
      line.slice(MODE_SCOPE[mode].length + 1),
    );
    if (!rule) continue;
    const [, only, type, last, lastType, body] = rule;
    if ((only && only !== language) || !classes.includes(type)) continue;
    if (last && (lastType !== type || classes.at(-1) !== type)) continue;
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      (last ? innermost : simple)[declaration.slice(0, colon)] = declaration.slice(colon + 1);
    }
  }
  return {...simple, ...innermost};
}

/** Server markup without the theme's inline styles, which our Highlight leaves to the stylesheet (an empty line's inline block stays). */
const withoutThemeStyles = (markup: string) =>
  markup.replace(/ style="([^"]*)"/g, (_all, style: string) => (/display:inline-block/.test(style) ? ' style="display:inline-block"' : ''));

/**
 * Ours and prism-react-renderer's give the same lines, tokens and class
 * names; where the package writes the theme's styles inline, ours writes
 * none, and the stylesheet built from the same theme gives each token those
 * styles.
 */
function assertSameOutput(language: string, code: string, theme: PrismTheme, mode: ColourMode, stylesheet = STYLESHEET): void {
  const ours = renderArgs(Highlight, {code, language, theme});
  const original = renderArgs(OriginalHighlight, {code, language, theme, prism: OriginalPrism});
  assert.deepEqual(ours.tokens, original.tokens, 'lines and tokens');
  assert.equal(ours.className, original.className);
  assert.deepEqual(ours.style, {}, 'no inline style on the block');
  for (const line of original.tokens) {
    for (const input of [{line}, {line, className: 'extra', style: {opacity: 0.5}, 'data-x': 1}]) {
      const {style: _themeStyle, ...expected} = original.getLineProps(input);
      assert.deepEqual(
        ours.getLineProps(input),
        {...expected, ...(input.style && {style: input.style})},
        `line props of ${JSON.stringify(input)}`,
      );
    }
    for (const token of line) {
      for (const input of [{token}, {token: {...token, content: ''}}, {token, className: 'extra', style: {fontWeight: 'bold' as const}}]) {
        const {style: themeStyle, ...expected} = original.getTokenProps(input);
        const {style: ownStyle, ...props} = ours.getTokenProps(input);
        assert.deepEqual(props, expected, `token props of ${JSON.stringify(input)}`);
        const {display, ...coloured} = asDeclarations(themeStyle);
        const inputStyle = asDeclarations(input.style);
        assert.deepEqual(asDeclarations(ownStyle), {...(display && {display}), ...inputStyle}, `inline style of ${JSON.stringify(input)}`);
        const shown = {...fromStylesheet(stylesheet, mode, language.toLowerCase(), props.className.split(' ')), ...inputStyle};
        assert.deepEqual(shown, {...coloured, ...inputStyle}, `${mode} styles of ${JSON.stringify(token)}`);
      }
    }
  }
  assert.equal(codeBlockMarkup(ours), withoutThemeStyles(codeBlockMarkup(original)), 'code block markup');
}

test('highlighting: every language of fenced code in the documents has a grammar and a sample here, or is plain text', () => {
  const used = new Set(CONTENT_SECTIONS.flatMap((section) => loadDocuments(section).flatMap((doc) => doc.codeLanguages)));
  const highlighted = [...used].filter((language) => !PLAIN.has(language)).sort();
  assert.deepEqual(
    highlighted.filter((language) => !(language in Prism.languages)),
    [],
    'languages without a grammar',
  );
  assert.deepEqual(
    highlighted.filter((language) => !(language in SAMPLES)),
    [],
    'languages without a sample',
  );
  assert.deepEqual(
    Object.keys(SAMPLES).filter((language) => !(language in Prism.languages)),
    [],
    'samples of languages without a grammar',
  );
});

for (const [mode, theme] of Object.entries(CONFIGURED_THEMES)) {
  for (const [language, code] of Object.entries(SAMPLES)) {
    test(`highlighting: ${language} renders as with prism-react-renderer (${mode} theme)`, () => {
      const tokens = renderArgs(Highlight, {code, language, theme}).tokens;
      assert.ok(
        tokens.flat().some((token) => token.types[0] !== 'plain'),
        `the ${language} sample is not highlighted`,
      );
      assertSameOutput(language, code, theme, mode as ColourMode);
    });
  }
  for (const {name, language, code} of EDGE_CASES) {
    test(`highlighting: ${name} renders as with prism-react-renderer (${mode} theme)`, () =>
      assertSameOutput(language, code, theme, mode as ColourMode));
  }
}

test('highlighting: blank lines and nested tokens give the empty and multi-type tokens prism-react-renderer gives', () => {
  const {tokens} = renderArgs(Highlight, {code: SAMPLES.go, language: 'go', theme: themes.github});
  assert.deepEqual(tokens[1], [{types: ['plain'], content: '\n', empty: true}]);
  assert.deepEqual(tokens[3], [{types: ['comment'], content: '\n', empty: true}]);
  const nested = renderArgs(Highlight, {code: 'echo "a $HOME"', language: 'bash', theme: themes.github}).tokens.flat();
  assert.ok(
    nested.some((token) => token.types.length > 1),
    'no nested token in the bash sample',
  );
});

test('highlighting: theme entries limited to some languages apply to those only', () => {
  const theme: PrismTheme = {
    plain: {color: '#111', backgroundColor: '#eee'},
    styles: [
      {types: ['keyword'], style: {color: '#a00'}},
      {types: ['keyword', 'string'], style: {fontStyle: 'italic'}, languages: ['go']},
      {types: ['comment'], style: {opacity: 0.5}, languages: ['rust']},
    ],
  };
  const stylesheet = prismThemesCss({light: theme, dark: CONFIGURED_THEMES.dark});
  for (const language of ['go', 'rust', 'python']) assertSameOutput(language, SAMPLES[language], theme, 'light', stylesheet);
  const keyword = (language: string) => fromStylesheet(stylesheet, 'light', language, ['token', 'keyword']);
  assert.deepEqual(keyword('go'), {color: '#a00', 'font-style': 'italic'});
  assert.deepEqual(keyword('rust'), {color: '#a00'});
});

test('highlighting: token trees flatten into the same lines as normalizeTokens', () => {
  const stream: Array<string | PrismToken> = [
    'a\n',
    new OriginalPrism.Token(
      'outer',
      ['x', new OriginalPrism.Token('outer', 'same type\n\nsplit', 'outer'), new OriginalPrism.Token('inner', 'y', ['p', 'q'])],
      'alias',
    ),
    new OriginalPrism.Token('wrapped', [new OriginalPrism.Token('only', '')]),
    '\n',
    '',
    '\r\n\r\n',
  ];
  assert.deepEqual(toLines(stream), normalizeTokens(stream));
  assert.deepEqual(toLines([]), normalizeTokens([]));
});

/** Every fenced code block of the documents (general docs included) in a language with a grammar. */
function documentCode(): Array<{file: string; language: string; code: string}> {
  return [...CONTENT_SECTIONS, 'docs' as const]
    .flatMap((section) => loadDocuments(section))
    .flatMap((doc) =>
      [...doc.body.matchAll(/^```(\S+)[^\n]*\n([\s\S]*?)^```/gm)]
        .filter(([, language]) => !PLAIN.has(language))
        .map(([, language, code]) => ({file: doc.file, language, code})),
    );
}

test("highlighting: the stylesheet gives every token of the documents' code the theme's style, in both themes", () => {
  const blocks = documentCode();
  assert.ok(blocks.length > 100, `only ${blocks.length} code blocks found in the documents`);
  const wrong: string[] = [];
  let tokens = 0;
  for (const {file, language, code} of blocks) {
    const ours = renderArgs(Highlight, {code, language});
    for (const [mode, theme] of Object.entries(CONFIGURED_THEMES) as Array<[ColourMode, PrismTheme]>) {
      const original = renderArgs(OriginalHighlight, {code, language, theme, prism: OriginalPrism});
      for (const token of original.tokens.flat()) {
        // A type repeated further in (a string in a variable in a string) cannot be told apart by class names: skipped.
        if (new Set(token.types).size < token.types.length) continue;
        tokens += 1;
        const {display: _display, ...expected} = asDeclarations(original.getTokenProps({token}).style);
        const shown = fromStylesheet(STYLESHEET, mode, language.toLowerCase(), ours.getTokenProps({token}).className.split(' '));
        if (!isDeepStrictEqual(shown, expected))
          wrong.push(
            `${file} (${language}, ${mode}): ${token.types.join(' ')} "${token.content}": ${JSON.stringify(shown)} instead of ${JSON.stringify(expected)}`,
          );
      }
    }
  }
  assert.ok(tokens > 10_000, `only ${tokens} tokens checked`);
  assert.deepEqual([...new Set(wrong)].slice(0, 20), [], `${wrong.length} tokens styled otherwise than by prism-react-renderer`);
});
