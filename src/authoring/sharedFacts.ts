import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {proseLines, type CorpusDocument} from './documentProse';
import {contradictedFactProblem} from './problems';

/**
 * The facts every document states alike (ports, targets), held in
 * ledger/facts.yaml: each with its record's value and the patterns that find a
 * statement of it in a line of prose. The build (src/remark/sharedFacts.ts)
 * and the content check both refuse a document that states another value.
 */
export interface Fact {
  id: string;
  statement: string;
  decided_in: string;
  expect: string[];
  patterns: string[];
}

/** The facts file, from the repository root. */
export const FACTS_FILE = 'ledger/facts.yaml';
const FACTS_PATH = path.resolve(__dirname, '..', '..', FACTS_FILE);

let loaded: {mtimeMs: number; facts: Fact[]} | undefined;

/** The facts of ledger/facts.yaml, read again when the file changes (as `npm start` runs). */
export function sharedFacts(): Fact[] {
  const {mtimeMs} = statSync(FACTS_PATH);
  if (loaded?.mtimeMs !== mtimeMs) loaded = {mtimeMs, facts: (YAML.parse(readFileSync(FACTS_PATH, 'utf8')) as {facts: Fact[]}).facts};
  return loaded.facts;
}

/** Lines of the facts file, for pointing at one fact's entry. */
export const factsFileLines = (): string[] => readFileSync(FACTS_PATH, 'utf8').split('\n');

export const normaliseFactValue = (captures: string[]): string => captures.map((c) => c.replace(/[,\s]/g, '').toLowerCase()).join('-');

export interface FactStatement {
  fact: string;
  file: string;
  line: number;
  value: string;
}

const compiledPatterns = new WeakMap<Fact, RegExp[]>();
const patternsOf = (fact: Fact): RegExp[] => {
  let patterns = compiledPatterns.get(fact);
  if (!patterns) compiledPatterns.set(fact, (patterns = fact.patterns.map((p) => new RegExp(p, 'gi'))));
  return patterns;
};

/** Every statement of every fact the patterns find, right or wrong. */
export function factStatements(docs: CorpusDocument[], facts: Fact[] = sharedFacts()): FactStatement[] {
  const found: FactStatement[] = [];
  for (const line of docs.flatMap(proseLines)) {
    for (const fact of facts) {
      const seen = new Set<number>();
      for (const pattern of patternsOf(fact)) {
        for (const match of line.text.matchAll(pattern)) {
          if (seen.has(match.index)) continue;
          seen.add(match.index);
          found.push({
            fact: fact.id,
            file: line.file,
            line: line.line,
            value: normaliseFactValue(match.slice(1).filter((c) => c !== undefined)),
          });
        }
      }
    }
  }
  return found;
}

export interface FactContradiction {
  file: string;
  line: number;
  problem: string;
}

/** Statements of a fact with a value the record does not hold, each with its line and message. */
export function factContradictions(docs: CorpusDocument[], facts: Fact[] = sharedFacts()): FactContradiction[] {
  const byId = new Map(facts.map((f) => [f.id, f]));
  return factStatements(docs, facts)
    .filter((s) => !byId.get(s.fact)!.expect.includes(s.value))
    .map((s) => ({file: s.file, line: s.line, problem: contradictedFactProblem(s.value, byId.get(s.fact)!)}));
}
