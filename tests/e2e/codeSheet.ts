/**
 * Every token style of the build on one page, for the colour checks that need a
 * browser to paint them: a token's colour comes from the theme stylesheet
 * (src/highlighting/themeCss.ts) and the site's own overrides
 * (src/css/custom.css), by type, by nesting and by language. Instead of opening
 * a page per token type, the open page's first code block is copied once per
 * language of the build, with one line per token style (class attribute) that
 * the build's code blocks of that language hold, at the end of its article.
 * The copies keep the block's classes, so the site's CSS applies as on any page.
 */
import type {Page} from 'playwright-core';
import {builtContent} from '../site/builtContent';

/** The sheet's container, at the end of the page's article. */
export const CODE_SHEET = '[data-code-sheet]';

/** Each language of the build's code blocks with the token styles its blocks hold, sorted. */
export function builtTokenStyles(): Array<{language: string; styles: string[]}> {
  const all = new Map<string, Set<string>>();
  for (const page of builtContent()) {
    for (const [language, styles] of page.codeTokens) {
      const held = all.get(language) ?? new Set<string>();
      styles.forEach((style) => held.add(style));
      all.set(language, held);
    }
  }
  return [...all].sort(([a], [b]) => a.localeCompare(b)).map(([language, styles]) => ({language, styles: [...styles].sort()}));
}

/** Adds every token style of the build to the open page (which must show a code block, the template); resolves to how many it shows. */
export async function showEveryTokenStyle(page: Page, languages = builtTokenStyles()): Promise<number> {
  return page.evaluate((all) => {
    const template = document.querySelector<HTMLElement>('article div.theme-code-block');
    if (!template?.parentElement) throw new Error('the page has no code block to copy');
    const sheet = document.createElement('div');
    sheet.setAttribute('data-code-sheet', '');
    let shown = 0;
    for (const {language, styles} of all) {
      const block = template.cloneNode(true) as HTMLElement;
      const pre = block.querySelector('pre')!;
      for (const element of [block, pre]) {
        element.className = element.className.replace(/\blanguage-\S+/, `language-${language}`);
      }
      const code = pre.querySelector('code')!;
      code.replaceChildren(
        ...styles.map((style) => {
          const line = document.createElement('span');
          line.className = 'token-line';
          const token = document.createElement('span');
          token.className = style;
          token.textContent = `${language}: ${style}`;
          line.append(token, document.createElement('br'));
          return line;
        }),
      );
      shown += styles.length;
      sheet.append(block);
    }
    template.parentElement.append(sheet);
    return shown;
  }, languages);
}
