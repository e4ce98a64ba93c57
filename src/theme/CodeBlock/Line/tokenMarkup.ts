import type {CSSProperties} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import {styleDeclarations} from '../../../highlighting/styleDeclarations';

type Token = Props['line'][number];

/** What react-dom/server writes for these characters in text and attribute values. */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** A style attribute as React writes it (` style="color:#999988;font-style:italic"`), or nothing for no declarations. */
export function styleAttribute(style: CSSProperties | undefined): string {
  const declarations = styleDeclarations(style);
  return declarations.length === 0 ? '' : ` style="${escapeHtml(declarations.join(';'))}"`;
}

/**
 * A line's tokens as HTML, exactly the markup React renders for them (one
 * `<span class style>` per token, from `getTokenProps`): the line sets it as
 * its inner HTML, so hydration creates no element per token.
 */
export function tokensMarkup(tokens: readonly Token[], getTokenProps: Props['getTokenProps']): string {
  return tokens
    .map((token) => {
      const {className, style, children} = getTokenProps({token});
      return `<span class="${escapeHtml(className)}"${styleAttribute(style)}>${escapeHtml(children)}</span>`;
    })
    .join('');
}
