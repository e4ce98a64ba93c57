import YAML, {isMap, isScalar, isSeq, LineCounter, type Document} from 'yaml';

/**
 * A Markdown file as front matter and body. The front matter is a `yaml`
 * Document, so it can be edited (a field set, a field added) and written back
 * with every other line, comment and quote as the author left it, and every key
 * knows its line for `file:line` messages.
 */
export interface MarkdownFile {
  frontMatter: Document;
  /** The front matter as plain data ({} when there is none or it is not YAML). */
  data: Record<string, unknown>;
  /** 1-based line of each top-level key. */
  fieldLines: Record<string, number>;
  /** 1-based line of each item of a list field. */
  listLines: (key: string) => number[];
  /** 1-based line of a nested key or list item, by dotted path (`relations.amends.1`), if it is there. */
  lineAt: (dottedPath: string) => number | undefined;
  /** The first YAML error, if the front matter is not valid YAML. */
  yamlError?: {line: number; message: string};
  body: string;
  /** 1-based line of the body's first line. */
  bodyLine: number;
}

/** `---` on the first line, the YAML, `---` alone on a line: the front matter block Docusaurus reads. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

export function readMarkdown(source: string): MarkdownFile {
  const match = source.startsWith('---') ? FRONT_MATTER.exec(source) : null;
  const yamlText = match ? match[1] : '';
  const lineCounter = new LineCounter();
  const frontMatter = YAML.parseDocument(yamlText, {lineCounter, keepSourceTokens: false});
  // The YAML starts on the file's second line.
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lineCounter.linePos(offset).line + 1);
  const fieldLines: Record<string, number> = {};
  const contents = frontMatter.contents;
  if (isMap(contents)) {
    for (const pair of contents.items) {
      if (isScalar(pair.key)) fieldLines[String(pair.key.value)] = lineOf(pair.key.range?.[0]);
    }
  }
  const error = frontMatter.errors[0];
  const data = error ? {} : ((frontMatter.toJS() ?? {}) as Record<string, unknown>);
  const bodyStart = match ? match[0].length : 0;
  return {
    frontMatter,
    data: typeof data === 'object' && !Array.isArray(data) ? data : {},
    fieldLines,
    listLines: (key) => {
      const value = frontMatter.get(key, true);
      return isSeq(value) ? value.items.map((item) => lineOf((item as {range?: [number]}).range?.[0])) : [];
    },
    lineAt: (dottedPath) => {
      const keys = dottedPath.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      const parent = keys.length > 1 ? frontMatter.getIn(keys.slice(0, -1), true) : frontMatter.contents;
      // A key's own line, not its value's: a block list starts on the line after.
      const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === keys.at(-1)) : undefined;
      const node = isScalar(pair?.key) ? pair.key : isSeq(parent) ? parent.items[keys.at(-1) as number] : undefined;
      const offset = (node as {range?: [number]} | undefined)?.range?.[0];
      return offset === undefined ? undefined : lineOf(offset);
    },
    yamlError: error ? {line: lineOf(error.pos[0]), message: error.message.split('\n')[0]} : undefined,
    body: source.slice(bodyStart),
    bodyLine: source.slice(0, bodyStart).split('\n').length,
  };
}

/** The file again, front matter first; keys set through `frontMatter` appear, untouched ones stay as written. */
export function writeMarkdown(file: Pick<MarkdownFile, 'frontMatter' | 'body'>): string {
  return `---\n${file.frontMatter.toString({lineWidth: 0, flowCollectionPadding: false})}---\n${file.body}`;
}
