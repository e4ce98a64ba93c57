/**
 * src/theme/CodeBlock/Line, ejected from theme-classic 3.9.1 so that code lines
 * stay valid inside <pre><code> whichever theme-classic renders the rest of the
 * block (3.10 renders lines as <div>). Each line is a <span class="token-line">
 * with its tokens and a <br>; with line numbers, a number cell and a content
 * cell; and the block passes the HTML validator the built-site tests use.
 */
import '../support/themeComponents';
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {HtmlValidate} from 'html-validate';
import {createElement, type CSSProperties, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, themes, type RenderProps} from 'prism-react-renderer';
import TheirLine from '@theme/CodeBlock/Line';
import CodeBlockLine, {sameLine} from '../../src/theme/CodeBlock/Line';
import {styleAttribute} from '../../src/theme/CodeBlock/Line/tokenMarkup';

const CODE = ['package main', '', 'func main() {', '\tprintln("hi") // greet', '}'].join('\n');

function renderProps(code: string, language = 'go', theme = themes.github): RenderProps {
  let props: RenderProps | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      prism: Prism,
      children: (received) => ((props = received), createElement('i')),
    }),
  );
  assert.ok(props);
  return props;
}

type LineElement = (
  props: {key: number; line: RenderProps['tokens'][number]} & Pick<RenderProps, 'getLineProps' | 'getTokenProps'>,
) => ReactElement;

/** A code block as theme-classic's CodeBlock/Content lays it out, with `renderLine` for each line. */
function codeBlock(renderLine: LineElement, code = CODE, language = 'go', theme = themes.github): string {
  const {className, tokens, getLineProps, getTokenProps} = renderProps(code, language, theme);
  const lines = tokens.map((line, key) => renderLine({key, line, getLineProps, getTokenProps}));
  return renderToStaticMarkup(createElement('pre', {className, tabIndex: 0}, createElement('code', null, ...lines)));
}

const ours: LineElement = (props) => createElement(CodeBlockLine, {...props, classNames: undefined, showLineNumbers: false});
const withLineNumbers: LineElement = (props) =>
  createElement(CodeBlockLine, {...props, showLineNumbers: true, classNames: ['highlighted']});
/** theme-classic 3.9.1's own line (its TypeScript source): a <LineToken> element per token. */
const theirs: LineElement = (props) => createElement(TheirLine, {...props, classNames: undefined, showLineNumbers: false});
const theirsWithLineNumbers: LineElement = (props) =>
  createElement(TheirLine, {...props, showLineNumbers: true, classNames: ['highlighted']});

/** What theme-classic 3.10's CodeBlock/Line renders: the line as a <div>. */
const asDiv: LineElement = ({key, line, getLineProps, getTokenProps}) =>
  createElement(
    'div',
    {key, ...getLineProps({line})},
    ...line.map((token, i) => createElement('span', {key: i, ...getTokenProps({token})})),
    createElement('br'),
  );

async function validatorErrors(fragment: string): Promise<string[]> {
  const page = `<!doctype html><html lang="en"><head><title>Code</title></head><body><main>${fragment}</main></body></html>`;
  const report = await new HtmlValidate({extends: ['html-validate:standard']}).validateString(page);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

test('code block line: each line is a span.token-line holding its tokens and a <br>', () => {
  const html = codeBlock(ours);
  const lines = [...html.matchAll(/<(\w+) class="token-line"[^>]*>(.*?)<br\/><\/\1>/g)];
  assert.deepEqual(
    lines.map(([, tag]) => tag),
    ['span', 'span', 'span', 'span', 'span'],
  );
  assert.equal(
    lines[1][2],
    '<span class="token plain" style="display:inline-block"></span>',
    'the empty line: one empty token, no second break',
  );
  assert.match(lines[3][2], /<span class="token comment"[^>]*>\/\/ greet<\/span>/);
});

test('code block line: with line numbers, a number cell and a content cell, and the given class names', () => {
  const html = codeBlock(withLineNumbers);
  const first =
    /<span class="([^"]*)"[^>]*><span class="codeLineNumber"><\/span><span class="codeLineContent">(.*?)<\/span><br\/><\/span>/.exec(html);
  assert.ok(first, html.slice(0, 300));
  assert.equal(first[1], 'token-line highlighted codeLine');
  assert.match(first[2], /package/);
});

test('code block line: the block is valid HTML (phrasing content only inside <code>); 3.10-style <div> lines are not', async () => {
  assert.deepEqual(await validatorErrors(codeBlock(ours)), []);
  assert.deepEqual(await validatorErrors(codeBlock(withLineNumbers)), []);
  const divErrors = await validatorErrors(codeBlock(asDiv));
  assert.equal(divErrors.length, 5, divErrors.join('\n'));
  assert.match(divErrors[0], /^element-permitted-content: <div> element is not permitted as content under <code>/);
});

/** Code that exercises the markup: characters HTML escapes, blank lines, a token over several lines, tabs, unicode. */
const SAMPLES: Array<{language: string; code: string}> = [
  {language: 'go', code: CODE},
  {language: 'rust', code: "fn f<'a>(x: &'a str) -> Option<&'a str> {\n    /* a\n\n   comment */ Some(x) // \"quoted\" & <tagged>\n}\n"},
  {language: 'yaml', code: 'name: "proxy" # café ☕\nports:\n  - 8980\n\n'},
  {language: 'tsx', code: 'const a = <div className="x">{"<b>" + `t${1}`}</div>;'},
  {language: 'bash', code: "echo 'it''s' && cat <<EOF\n$HOME\nEOF"},
  {language: 'sql', code: "SELECT * FROM t WHERE a <> 'x' -- note"},
  {language: 'text', code: 'plain <text> & "quotes"\n\n\nend'},
];

test("code block line: the same markup as theme-classic's own line, token for token, in both themes and with line numbers", () => {
  for (const {language, code} of SAMPLES) {
    for (const theme of [themes.github, themes.dracula]) {
      assert.equal(codeBlock(ours, code, language, theme), codeBlock(theirs, code, language, theme), `${language}`);
      assert.equal(
        codeBlock(withLineNumbers, code, language, theme),
        codeBlock(theirsWithLineNumbers, code, language, theme),
        `${language}, numbered`,
      );
    }
  }
  // The negative case: a theme that differs is told apart.
  assert.notEqual(codeBlock(ours, CODE, 'go', themes.dracula), codeBlock(theirs, CODE, 'go', themes.github));
});

test('code block line: styles written as React writes them', () => {
  assert.equal(styleAttribute(undefined), '');
  assert.equal(styleAttribute({color: undefined, display: ''}), '', 'no declarations, no attribute');
  assert.equal(styleAttribute({color: '#999988', fontStyle: 'italic'}), ' style="color:#999988;font-style:italic"');
  assert.equal(
    styleAttribute({opacity: 0.7, fontWeight: 700, marginLeft: 4, top: 0}),
    ' style="opacity:0.7;font-weight:700;margin-left:4px;top:0"',
  );
  assert.equal(styleAttribute({['--accent' as 'color']: ' red '}), ' style="--accent:red"');
  assert.equal(styleAttribute({fontFamily: '"A&B" <x>'}), ' style="font-family:&quot;A&amp;B&quot; &lt;x&gt;"');
  const styles: CSSProperties[] = [
    {color: '#fff', fontStyle: 'italic'},
    {opacity: 0.5, marginTop: 2},
    {fontFamily: '"A&B"'},
    {lineHeight: 1.5, zIndex: 2, flexGrow: 1, flexShrink: 0.5, order: 3, fontWeight: 600},
    {color: null, display: false, fontStyle: 'normal'} as unknown as CSSProperties,
    {['--accentColour' as 'color']: 'red'},
  ];
  for (const style of styles) {
    assert.equal(renderToStaticMarkup(createElement('span', {style})), `<span${styleAttribute(style)}></span>`, 'as react-dom/server does');
  }
});

test('code block line: renders again only for other tokens, styles, line numbers or class names (class names compared by value)', () => {
  const {tokens, getLineProps, getTokenProps} = renderProps(CODE);
  const line = {line: tokens[2]!, classNames: ['theme-code-block-highlighted-line'], showLineNumbers: false, getLineProps, getTokenProps};
  assert.equal(
    sameLine(line, {...line, classNames: ['theme-code-block-highlighted-line']}),
    true,
    'class names rebuilt with the same names',
  );
  assert.equal(sameLine({...line, classNames: undefined}, {...line, classNames: undefined}), true, 'no class names');
  const dark = renderProps(CODE, 'go', themes.dracula);
  const changes: Record<string, Partial<typeof line>> = {
    'other tokens': {line: tokens[3]!},
    'a dark theme': {getLineProps: dark.getLineProps, getTokenProps: dark.getTokenProps},
    'token styles alone': {getTokenProps: dark.getTokenProps},
    'line styles alone': {getLineProps: dark.getLineProps},
    'line numbers': {showLineNumbers: true},
    'another class name': {classNames: ['theme-code-block-added-line']},
    'one class name more': {classNames: ['theme-code-block-highlighted-line', 'extra']},
    'class names gone': {classNames: undefined},
  };
  for (const [change, props] of Object.entries(changes)) assert.equal(sameLine(line, {...line, ...props}), false, change);
  const twoNames = {...line, classNames: ['theme-code-block-highlighted-line', 'theme-code-block-added-line']};
  assert.equal(
    sameLine(twoNames, {...line, classNames: ['theme-code-block-highlighted-line', 'extra']}),
    false,
    'the second of two class names',
  );
});
