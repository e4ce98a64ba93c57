/**
 * The record agrees with itself (issue 14's checks, tests/content/coherence/):
 * no document contradicts a shared fact of ledger/facts.yaml, every namespace
 * configuration validates against the RFC-027 schema, every complete protobuf
 * file passes `buf lint` with ADR-003's rules, and a cited work is linked, not
 * its publication's home page.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  PROTO_LAYOUT,
  factProblems,
  factStatements,
  homePageCitationProblems,
  isCompleteProtoFile,
  namespaceConfigurationProblems,
  protoProblems,
} from '../coherence/checks';
import {fences, readCorpus, type CorpusDocument} from '../coherence/corpus';
import {FACTS_FILE, factsFileLines, sharedFacts} from '../../../src/authoring/sharedFacts';
import type {ContentCheck, Problem} from '../record';

/** `file:line: message` lines of the coherence checks as problems (a line without a place is the message of line 1 of no file). */
const parsed = (lines: readonly string[]): Problem[] =>
  lines.map((text) => {
    const located = /^([^:]+):(\d+): ([\s\S]*)$/.exec(text);
    return located ? {file: located[1], line: Number(located[2]), message: located[3]} : {file: '(buf)', line: 1, message: text};
  });

const lineOfFact = (id: string) => factsFileLines().findIndex((l) => l.trim() === `- id: ${id}`) + 1;

export const facts: ContentCheck = {
  name: 'shared facts',
  problems({root}) {
    const corpus = readCorpus(root);
    const stated = new Set(factStatements(corpus).map((s) => s.fact));
    // A fact no document states any more has patterns that may have stopped matching: say so in the facts file.
    const unstated = sharedFacts()
      .filter((f) => !stated.has(f.id))
      .map((f) => ({
        file: FACTS_FILE,
        line: lineOfFact(f.id),
        message: `no document states ${f.id} any more; check its patterns still find "${f.statement}"`,
      }));
    return [...parsed(factProblems(corpus)), ...unstated];
  },
};

/**
 * `buf lint` takes seconds of CPU: for the repository's record its problems are
 * kept with a digest of every complete protobuf block and the lint settings,
 * and buf runs again only when one of them changes.
 */
async function cachedProtoProblems(corpus: CorpusDocument[], root: string, cacheDir: string | undefined): Promise<string[]> {
  const blocks = corpus.flatMap(fences).filter(isCompleteProtoFile);
  const digest = createHash('sha256')
    .update(JSON.stringify([blocks, PROTO_LAYOUT]))
    .digest('hex');
  const file = cacheDir && path.join(cacheDir, 'buf-lint.json');
  try {
    const cached = JSON.parse(readFileSync(file!, 'utf8')) as {digest: string; problems: string[]};
    if (cached.digest === digest) return cached.problems;
  } catch {
    // No cache, or none for these blocks: run buf.
  }
  const buf = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'buf.cmd' : 'buf');
  const {problems} = await protoProblems(corpus, {buf});
  if (file) {
    mkdirSync(cacheDir!, {recursive: true});
    writeFileSync(file, JSON.stringify({digest, problems}));
  }
  return problems;
}

export const formats: ContentCheck = {
  name: 'namespace configurations and protobuf files',
  async problems({root, cacheDir}) {
    const corpus = readCorpus(root);
    return parsed([...namespaceConfigurationProblems(corpus).problems, ...(await cachedProtoProblems(corpus, root, cacheDir))]);
  },
};

export const citations: ContentCheck = {
  name: 'citations',
  problems: ({root}) => parsed(homePageCitationProblems(readCorpus(root))),
};
