/**
 * A document as its raw Markdown lines, split into fenced code blocks and the
 * prose around them (front matter skipped), each with its file line: what the
 * shared-facts rule reads in the build, and the content check's coherence
 * rules read in every document.
 */
export interface CorpusDocument {
  /** Path relative to the corpus root, e.g. `rfc/rfc-027-....md`. */
  file: string;
  lines: string[];
}

export interface Fence {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string (`yaml`, `protobuf`). */
  lang: string;
  /** The whole info string after the backticks, e.g. `yaml title="... (superseded)"`. */
  info: string;
  content: string;
}

export interface ProseLine {
  file: string;
  line: number;
  text: string;
}

export function parseCorpusDocument(file: string, source: string): CorpusDocument {
  return {file, lines: source.split('\n')};
}

const OPENING = /^\s{0,3}(`{3,}|~{3,})\s*(.*)$/;

/** Walks a document once, handing each line to `prose` or collecting it into a fence. */
function walk(doc: CorpusDocument, onFence: (fence: Fence) => void, onProse: (line: ProseLine) => void): void {
  let open: {marker: string; line: number; info: string; body: string[]} | undefined;
  let inFrontMatter = doc.lines[0] === '---';
  doc.lines.forEach((text, index) => {
    const line = index + 1;
    if (inFrontMatter) {
      if (index > 0 && text === '---') inFrontMatter = false;
      return;
    }
    if (open) {
      const close = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(text);
      if (close && close[1][0] === open.marker[0] && close[1].length >= open.marker.length) {
        const info = open.info.trim();
        onFence({file: doc.file, line: open.line, lang: info.split(/\s/)[0] ?? '', info, content: open.body.join('\n')});
        open = undefined;
      } else {
        open.body.push(text);
      }
      return;
    }
    const opening = OPENING.exec(text);
    if (opening) {
      open = {marker: opening[1], line, info: opening[2], body: []};
      return;
    }
    onProse({file: doc.file, line, text});
  });
}

export function fences(doc: CorpusDocument): Fence[] {
  const found: Fence[] = [];
  walk(
    doc,
    (fence) => found.push(fence),
    () => undefined,
  );
  return found;
}

export function proseLines(doc: CorpusDocument): ProseLine[] {
  const found: ProseLine[] = [];
  walk(
    doc,
    () => undefined,
    (line) => found.push(line),
  );
  return found;
}
