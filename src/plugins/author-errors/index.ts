import type {Plugin} from '@docusaurus/types';

/**
 * In `npm start`, the browser's error overlay shows each document mistake as
 * its `file:line: message` line (src/authoring/mistakes.ts) and nothing
 * around it. Rspack wraps an error a loader throws as "Module build failed
 * (from .../mdx-loader/lib/index.js):" with the module's name above it, so the
 * line the author needs sat third in each entry. After each compilation this
 * replaces such an error by the mistake's own lines; every other error stays
 * as Rspack reports it. The production build prints the lines first itself.
 */
const MISTAKE_LINE = /^[\s╰─▶×│]*([\w./-]+\.mdx?:\d+: .*)$/;

/** The `file:line: message` lines of a loader error's text, if it is a document mistake. */
export function mistakeLines(message: string): string[] {
  if (!/Module build failed/.test(message)) return [];
  return message
    .split('\n')
    .map((line) => MISTAKE_LINE.exec(line)?.[1])
    .filter((line): line is string => line !== undefined);
}

interface Compilation {
  errors: Error[];
}
interface Compiler {
  hooks: {afterCompile: {tap: (name: string, run: (compilation: Compilation) => void) => void}};
}

export function mistakesAlone(compilation: Compilation): void {
  compilation.errors = compilation.errors.map((error) => {
    const lines = mistakeLines(error.message);
    if (lines.length === 0) return error;
    const alone = new Error(lines.join('\n'));
    alone.stack = alone.message;
    return alone;
  });
}

export default function authorErrorsPlugin(): Plugin {
  return {
    name: 'author-errors',
    configureWebpack(config) {
      if (config.mode !== 'development') return {};
      return {plugins: [{apply: (compiler: Compiler) => compiler.hooks.afterCompile.tap('author-errors', mistakesAlone)}]};
    },
  };
}
