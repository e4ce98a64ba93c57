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
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, themes, type RenderProps} from 'prism-react-renderer';
import CodeBlockLine from '../../src/theme/CodeBlock/Line';

const CODE = ['package main', '', 'func main() {', '\tprintln("hi") // greet', '}'].join('\n');

function renderProps(code: string): RenderProps {
  let props: RenderProps | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language: 'go',
      theme: themes.github,
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
function codeBlock(renderLine: LineElement, code = CODE): string {
  const {className, tokens, getLineProps, getTokenProps} = renderProps(code);
  const lines = tokens.map((line, key) => renderLine({key, line, getLineProps, getTokenProps}));
  return renderToStaticMarkup(createElement('pre', {className, tabIndex: 0}, createElement('code', null, ...lines)));
}

const ours: LineElement = (props) => createElement(CodeBlockLine, {...props, classNames: undefined, showLineNumbers: false});
const withLineNumbers: LineElement = (props) =>
  createElement(CodeBlockLine, {...props, showLineNumbers: true, classNames: ['highlighted']});
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
