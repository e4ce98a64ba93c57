import {readFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {proseLines, readCorpus, REPOSITORY_ROOT, type CorpusDocument} from '../coherence/corpus';

/**
 * The question ledger (ledger/questions.yaml): each cross-cutting design
 * question the record answers, the one document that owns the answer and the
 * documents that lean on it. The check holds the record to it: the owner exists
 * and states the answer in its prose, and every dependent links the owner, so a
 * reader who lands on a dependent reaches the one place that can be wrong.
 */
export interface LedgerQuestion {
  id: string;
  area: string;
  question: string;
  answer: string;
  /** Document id (`adr-035`, `memo-023`, `reference`) of the record that owns the answer. */
  owner: string;
  /** Key phrases of the answer; each appears in the owner's prose (case and Markdown emphasis ignored). */
  states: string[];
  /** Documents that rely on the answer; each links the owner. */
  dependents: string[];
}

export interface Ledger {
  file: string;
  source: string;
  questions: LedgerQuestion[];
}

export interface LedgerProblem {
  file: string;
  line: number;
  message: string;
}

export const LEDGER_FILE = 'ledger/questions.yaml';

export function readLedger(root: string = REPOSITORY_ROOT, file = LEDGER_FILE): Ledger {
  const source = readFileSync(path.join(root, file), 'utf8');
  const parsed = YAML.parse(source) as {questions?: LedgerQuestion[]} | null;
  return {file, source, questions: parsed?.questions ?? []};
}

interface IndexedDocument {
  file: string;
  /** Prose with fences removed, lower-cased, Markdown emphasis and code ticks dropped, whitespace collapsed. */
  prose: string;
  /** Ids of the documents its prose links, as `[text](/section/id)`. */
  links: Set<string>;
}

const normalise = (text: string): string => text.toLowerCase().replace(/[`*]/g, '').replace(/\s+/g, ' ');
const DOCUMENT_LINK = /\]\(\/(?:adr|rfc|memos|netflix|prds|docs)\/([A-Za-z0-9-]+)/g;

function frontMatterId(doc: CorpusDocument): string | undefined {
  if (doc.lines[0] !== '---') return undefined;
  const end = doc.lines.indexOf('---', 1);
  const line = doc.lines.slice(1, end).find((l) => /^id:\s/.test(l));
  return line
    ?.replace(/^id:\s*/, '')
    .replace(/['"]/g, '')
    .trim();
}

/** The corpus by document id: index pages and the template have ids a question never names. */
export function indexCorpus(corpus: readonly CorpusDocument[]): Map<string, IndexedDocument> {
  const byId = new Map<string, IndexedDocument>();
  for (const doc of corpus) {
    const id = frontMatterId(doc);
    if (!id) continue;
    const text = proseLines(doc)
      .map((l) => l.text)
      .join('\n');
    byId.set(id, {file: doc.file, prose: normalise(text), links: new Set([...text.matchAll(DOCUMENT_LINK)].map((m) => m[1]))});
  }
  return byId;
}

/** Line of the question's entry (the `index`-th `- id:` line), or of `value` inside it, for a `file:line` the author can open. */
function lineOf(ledger: Ledger, index: number, value?: string): number {
  const lines = ledger.source.split('\n');
  const starts = lines.flatMap((line, i) => (/^\s*- id: /.test(line) ? [i] : []));
  const start = starts[index];
  if (start === undefined) return 1;
  const end = starts[index + 1] ?? lines.length;
  const at = value === undefined ? -1 : lines.slice(start, end).findIndex((line) => line.includes(value));
  return start + Math.max(at, 0) + 1;
}

export function ledgerProblems(ledger: Ledger, corpus: readonly CorpusDocument[]): LedgerProblem[] {
  const documents = indexCorpus(corpus);
  const problems: LedgerProblem[] = [];
  const seen = new Set<string>();
  ledger.questions.forEach((question, index) => {
    const report = (message: string, value?: string) =>
      problems.push({file: ledger.file, line: lineOf(ledger, index, value), message: `${question.id}: ${message}`});
    if (seen.has(question.id)) report('the id is used by an earlier question');
    seen.add(question.id);
    for (const field of ['area', 'question', 'answer'] as const) {
      if (typeof question[field] !== 'string' || question[field].trim() === '') report(`"${field}" is empty`);
    }
    if (!Array.isArray(question.states) || question.states.length === 0) report('"states" names no phrase of the answer');
    const owner = documents.get(question.owner);
    if (!owner) {
      report(`owner ${question.owner} is no document of the record`, `owner: ${question.owner}`);
      return;
    }
    for (const phrase of question.states ?? []) {
      if (!owner.prose.includes(normalise(phrase))) report(`owner ${owner.file} does not state "${phrase}"`, phrase);
    }
    for (const dependent of question.dependents ?? []) {
      const doc = documents.get(dependent);
      if (!doc) report(`dependent ${dependent} is no document of the record`, `- ${dependent}`);
      else if (dependent === question.owner) report(`${dependent} is the owner; it cannot depend on itself`, `- ${dependent}`);
      else if (!doc.links.has(question.owner))
        report(`dependent ${doc.file} does not link the owner, ${question.owner}: link it where it relies on the answer`, `- ${dependent}`);
    }
  });
  return problems;
}

export const checkLedger = (root: string = REPOSITORY_ROOT): LedgerProblem[] => ledgerProblems(readLedger(root), readCorpus(root));
