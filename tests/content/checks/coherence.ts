/**
 * The record agrees with itself (issue 14's checks, tests/content/coherence/):
 * no document contradicts a shared fact of facts.yaml, every namespace
 * configuration validates against the RFC-027 schema, every complete protobuf
 * file passes `buf lint` with ADR-003's rules, and a cited work is linked, not
 * its publication's home page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  FACTS,
  factProblems,
  factStatements,
  homePageCitationProblems,
  namespaceConfigurationProblems,
  protoProblems,
} from '../coherence/checks';
import {readCorpus} from '../coherence/corpus';
import type {ContentCheck, Problem} from '../record';

/** `file:line: message` lines of the coherence checks as problems. */
const parsed = (lines: readonly string[]): Problem[] =>
  lines.map((text) => {
    const [, file, line, message] = /^([^:]+):(\d+): ([\s\S]*)$/.exec(text) ?? [, text, '1', text];
    return {file: file!, line: Number(line), message: message!};
  });

const FACTS_FILE = 'tests/content/coherence/facts.yaml';
const factsLines = readFileSync(path.join(__dirname, '..', 'coherence', 'facts.yaml'), 'utf8').split('\n');
const lineOfFact = (id: string) => factsLines.findIndex((l) => l.trim() === `- id: ${id}`) + 1;

export const facts: ContentCheck = {
  name: 'shared facts',
  problems({root}) {
    const corpus = readCorpus(root);
    const stated = new Set(factStatements(corpus).map((s) => s.fact));
    // A fact no document states any more has patterns that may have stopped matching: say so in the facts file.
    const unstated = FACTS.filter((f) => !stated.has(f.id)).map((f) => ({
      file: FACTS_FILE,
      line: lineOfFact(f.id),
      message: `no document states ${f.id} any more; check its patterns still find "${f.statement}"`,
    }));
    return [...parsed(factProblems(corpus)), ...unstated];
  },
};

export const formats: ContentCheck = {
  name: 'namespace configurations and protobuf files',
  async problems({root}) {
    const corpus = readCorpus(root);
    const buf = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'buf.cmd' : 'buf');
    const [namespaces, protos] = [namespaceConfigurationProblems(corpus), await protoProblems(corpus, {buf})];
    return parsed([...namespaces.problems, ...protos.problems]);
  },
};

export const citations: ContentCheck = {
  name: 'citations',
  problems: ({root}) => parsed(homePageCitationProblems(readCorpus(root))),
};
