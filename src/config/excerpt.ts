/**
 * A page description from a Markdown body: its first prose paragraph, with the
 * Markdown syntax removed and cut at a word boundary. Docusaurus's own excerpt
 * takes the first source *line*, which for hard-wrapped prose stops mid-sentence.
 */
export const EXCERPT_LENGTH = 200;

const NOT_PROSE = /^(import\s|export\s|#|\||:::|<|!\[|[-*+]\s|\d+\.\s)/;

export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/^>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerpt(body: string, maxLength = EXCERPT_LENGTH): string | undefined {
  const withoutCode = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  const paragraph = withoutCode
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !NOT_PROSE.test(block));
  if (!paragraph) return undefined;
  const text = plainText(paragraph);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.]+$/, '')}…`;
}
