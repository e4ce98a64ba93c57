/** Where a document page's Markdown is served: the page's URL without its trailing slash, plus `.md`. */
export const markdownPath = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;
