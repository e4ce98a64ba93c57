import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import Ajv, {type ErrorObject} from 'ajv';
import yaml from 'js-yaml';
import {factContradictions, type Fact} from '../../../src/authoring/sharedFacts';
import {fences, proseLines, type CorpusDocument, type Fence} from './corpus';

/**
 * The four coherence checks of issue 14 (the shared facts' rule is in src/), each a pure function of the corpus
 * (plus, for protobuf, the `buf` binary) returning one readable line per
 * problem: `file:line: what is wrong`.
 */
export type Problem = string;

const HERE = __dirname;
const data = <T>(name: string): T => yaml.load(readFileSync(path.join(HERE, name), 'utf8')) as T;

// ---------------------------------------------------------------------------
// 1. Namespace configurations validate against one JSON Schema (RFC-027).

export const NAMESPACE_SCHEMA = JSON.parse(readFileSync(path.join(HERE, 'namespace-config.schema.json'), 'utf8')) as object;

/** An example that shows an older format on purpose says so in its info string: ```yaml title="... (superseded)". */
export const isMarkedSuperseded = (fence: Fence): boolean => /\(superseded\)/i.test(fence.info);

/**
 * A YAML document is a namespace configuration when it is a mapping with a
 * top-level `namespace` key holding a name. Other files that mention a
 * namespace nest it (a CRD's `metadata`, a CLI's `default_namespace`).
 */
export function isNamespaceConfiguration(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Record<string, unknown>).namespace === 'string'
  );
}

const describeError = (error: ErrorObject): string =>
  `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}${error.params && 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : ''}`;

export interface NamespaceCheckResult {
  checked: number;
  skippedAsSuperseded: number;
  problems: Problem[];
}

export function namespaceConfigurationProblems(docs: CorpusDocument[]): NamespaceCheckResult {
  const validate = new Ajv({allErrors: true, strict: true, strictRequired: false}).compile(NAMESPACE_SCHEMA);
  const result: NamespaceCheckResult = {checked: 0, skippedAsSuperseded: 0, problems: []};
  for (const fence of docs.flatMap(fences)) {
    if (fence.lang !== 'yaml' && fence.lang !== 'yml') continue;
    let parsed: unknown[];
    try {
      parsed = yaml.loadAll(fence.content);
    } catch (error) {
      if (/^namespace:\s*\S/m.test(fence.content) && !isMarkedSuperseded(fence)) {
        result.problems.push(
          `${fence.file}:${fence.line}: namespace configuration is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        );
      }
      continue;
    }
    const configurations: Array<Record<string, unknown>> = parsed.filter(isNamespaceConfiguration);
    if (configurations.length === 0) continue;
    if (isMarkedSuperseded(fence)) {
      result.skippedAsSuperseded += 1;
      continue;
    }
    for (const configuration of configurations) {
      result.checked += 1;
      const name = String(configuration.namespace);
      if (!validate(configuration)) {
        const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(describeError);
        result.problems.push(`${fence.file}:${fence.line}: namespace ${name}: ${errors.join('; ')}`);
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------------------
// 2. Complete protobuf files compile and pass `buf lint` with ADR-003's rules.

interface ProtoLayout {
  lint: Record<string, unknown>;
  /** Packages whose file the record names, e.g. `prism` -> `prism/options.proto` (ADR-003). */
  files: Record<string, string>;
  /** Imports of Prism files another document defines: import path -> document file prefix. */
  imports: Record<string, string>;
}

export const PROTO_LAYOUT = data<ProtoLayout>('proto.yaml');
const STUBS = path.join(HERE, 'proto-stubs');

export const isCompleteProtoFile = (fence: Fence): boolean =>
  (fence.lang === 'protobuf' || fence.lang === 'proto') && /^\s*syntax\s*=\s*"proto3"\s*;/m.test(fence.content);

const packageOf = (content: string): string | undefined => /^\s*package\s+([\w.]+)\s*;/m.exec(content)?.[1];

/** Where the block's file sits: the record's own name for it, or a snake_case file in its package's directory. */
export function protoPath(fence: Fence, index: number): string {
  const pkg = packageOf(fence.content);
  if (pkg && PROTO_LAYOUT.files[pkg]) return PROTO_LAYOUT.files[pkg];
  const base = path
    .basename(fence.file)
    .replace(/\.mdx?$/, '')
    .split('-')
    .slice(0, 2)
    .join('_');
  return path.posix.join(...(pkg ? pkg.split('.') : []), `${base}_${index}.proto`);
}

const importsOf = (content: string): string[] =>
  [...content.matchAll(/^\s*import\s+(?:public\s+|weak\s+)?"([^"]+)"\s*;/gm)].map((m) => m[1]);

export interface ProtoCheckOptions {
  /** The `buf` executable; the pinned @bufbuild/buf package ships it. */
  buf: string;
}

const run = promisify(execFile);

/** One complete proto block, laid out as a buf module: its own file and the files it imports. */
interface ProtoModule {
  fence: Fence;
  own: string;
  /** Imported files the check supplies (lint-ignored), by import path. */
  dependencies: Record<string, string>;
}

async function protoModule(fence: Fence, index: number, all: Fence[]): Promise<ProtoModule> {
  const own = protoPath(fence, index);
  const dependencies: Record<string, string> = {};
  for (const imported of importsOf(fence.content)) {
    if (imported.startsWith('google/protobuf/') || imported === own) continue;
    const definer = PROTO_LAYOUT.imports[imported];
    if (definer) {
      const source = all.find((f) => f.file.startsWith(definer) && isCompleteProtoFile(f));
      if (source) dependencies[imported] = source.content;
    } else {
      const stub = await readFile(path.join(STUBS, imported), 'utf8').catch(() => undefined);
      if (stub !== undefined) dependencies[imported] = stub;
    }
  }
  return {fence, own, dependencies};
}

const filesOf = (module: ProtoModule): string[] => [module.own, ...Object.keys(module.dependencies)];

/**
 * Packs modules into buf workspaces so one `buf lint` run checks many blocks.
 * Modules compile separately, but a workspace may hold each file path once, so
 * two blocks that share a path (prism/options.proto) go to different workspaces.
 */
function packWorkspaces(modules: ProtoModule[]): ProtoModule[][] {
  const workspaces: Array<{paths: Set<string>; modules: ProtoModule[]}> = [];
  for (const module of modules) {
    const files = filesOf(module);
    let target = workspaces.find((w) => files.every((f) => !w.paths.has(f)));
    if (!target) workspaces.push((target = {paths: new Set(), modules: []}));
    files.forEach((f) => target.paths.add(f));
    target.modules.push(module);
  }
  return workspaces.map((w) => w.modules);
}

/** Lint settings for module `dir`: the record's rules, paths made relative to the workspace root as buf v2 wants. */
function moduleLint(dir: string, module: ProtoModule): Record<string, unknown> {
  const rooted = (p: string) => path.posix.join(dir, p);
  const ignoreOnly = Object.fromEntries(
    Object.entries((PROTO_LAYOUT.lint.ignore_only ?? {}) as Record<string, string[]>).map(([rule, paths]) => [rule, paths.map(rooted)]),
  );
  const ignore = Object.keys(module.dependencies).map(rooted);
  return {...PROTO_LAYOUT.lint, ignore_only: ignoreOnly, ...(ignore.length ? {ignore} : {})};
}

async function lintWorkspace(modules: ProtoModule[], options: ProtoCheckOptions): Promise<Problem[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'prism-proto-'));
  try {
    const dirs = modules.map((_, i) => `m${i}`);
    await writeFile(
      path.join(root, 'buf.yaml'),
      yaml.dump({version: 'v2', modules: modules.map((m, i) => ({path: dirs[i], lint: moduleLint(dirs[i], m)}))}),
    );
    for (const [i, module] of modules.entries()) {
      for (const [file, content] of [...Object.entries(module.dependencies), [module.own, module.fence.content] as const]) {
        await mkdir(path.join(root, dirs[i], path.dirname(file)), {recursive: true});
        await writeFile(path.join(root, dirs[i], file), `${content}\n`);
      }
    }
    try {
      await run(options.buf, ['lint', '--error-format=text'], {
        cwd: root,
        env: {...process.env, BUF_CACHE_DIR: path.join(root, '.cache')},
        timeout: 120_000,
      });
      return [];
    } catch (error) {
      const output = `${(error as {stdout?: string}).stdout ?? ''}${(error as {stderr?: string}).stderr ?? ''}`.trim();
      return output
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const located = /^m(\d+)\/(.+?\.proto):(\d+):(\d+):(.*)$/.exec(line);
          if (!located) return `(buf) ${line}`;
          const module = modules[Number(located[1])];
          const where =
            located[2] === module.own ? `${module.fence.line + Number(located[3])}` : `${module.fence.line}: ${located[2]}:${located[3]}`;
          return `${module.fence.file}:${where}: ${located[5].trim()}`;
        });
    }
  } finally {
    await rm(root, {recursive: true, force: true});
  }
}

export interface ProtoCheckResult {
  checked: number;
  problems: Problem[];
}

export async function protoProblems(docs: CorpusDocument[], options: ProtoCheckOptions): Promise<ProtoCheckResult> {
  const all = docs.flatMap(fences);
  const modules = await Promise.all(
    docs.flatMap((doc) =>
      fences(doc)
        .filter(isCompleteProtoFile)
        .map((fence, index) => protoModule(fence, index, all)),
    ),
  );
  const problems = await Promise.all(
    packWorkspaces(modules).map(async (workspace) => {
      const found = await lintWorkspace(workspace, options);
      // A compile error in one module stops buf from linting the others: on any
      // problem, check each module alone so every block's problems are reported.
      if (found.length === 0 || workspace.length === 1) return found;
      const alone: Problem[] = [];
      for (const module of workspace) alone.push(...(await lintWorkspace([module], options)));
      return alone;
    }),
  );
  return {checked: modules.length, problems: problems.flat()};
}

// ---------------------------------------------------------------------------
// 3. A cited article links the article, not its publication's home page.

interface CitationRules {
  /** Hosts that publish articles or talks: their home page never stands for one. */
  publications: string[];
}

export const CITATION_RULES = data<CitationRules>('citations.yaml');

const URL = /https?:\/\/[^\s)<>\]"'`]+/g;

/** A home page: nothing after the host but an optional slash. */
export const isHomePage = (url: string): boolean => /^https?:\/\/[^/]+\/?$/.test(url.replace(/[.,;:]+$/, ''));

export function homePageCitationProblems(docs: CorpusDocument[]): Problem[] {
  const problems: Problem[] = [];
  for (const line of docs.flatMap(proseLines)) {
    for (const match of line.text.matchAll(URL)) {
      const url = match[0].replace(/[.,;:]+$/, '');
      if (!isHomePage(url)) continue;
      const host = new globalThis.URL(url).host;
      // A quoted title on the line means a work is being cited, whatever the host.
      const citesWork = CITATION_RULES.publications.includes(host) || /"[^"]{8,}"|“[^”]{8,}”/.test(line.text);
      if (citesWork) problems.push(`${line.file}:${line.line}: cites a work but links the home page ${url}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------
// 4. Facts that must agree everywhere (ledger/facts.yaml): the build refuses a
// contradiction too, so the rule lives in src/authoring/sharedFacts.ts.

export {factStatements, normaliseFactValue, sharedFacts, type Fact, type FactStatement} from '../../../src/authoring/sharedFacts';

/** Each contradicted fact as a `file:line: message` line. */
export const factProblems = (docs: CorpusDocument[], facts?: Fact[]): Problem[] =>
  factContradictions(docs, facts).map((c) => `${c.file}:${c.line}: ${c.problem}`);
