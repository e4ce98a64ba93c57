/**
 * The site's own decision records (decisions/*.md): each in the shape of
 * decisions/TEMPLATE.md, and together naming every customisation a maintainer
 * must read before touching it: every folder under src/plugins/, every patch in
 * patches/ and every swizzled component in src/theme.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {readMarkdown} from '../../src/authoring/markdownFile';
import type {Problem} from './check';
import {ROOT} from './documents';

export const DECISIONS_DIR = 'decisions';
/** Files of decisions/ that are not records. */
const NOT_RECORDS = new Set(['TEMPLATE.md', 'upstream.json']);
export const REQUIRED_SECTIONS = ['Context', 'Decision', 'Benefit', 'Depends on', 'When to drop'] as const;
export const STATUSES = ['Proposed', 'Accepted', 'Superseded'] as const;
/** A command a reader can run, in backticks: the Benefit section reproduces its figures with one. */
const COMMAND = /`(npm (run|test|start|ci)|node |npx )[^`]*`/;

export interface DecisionRecord {
  file: string;
  frontMatter: Record<string, unknown>;
  fieldLines: Record<string, number>;
  yamlError?: {line: number; message: string};
  /** Level-2 headings with their line and the text under them. */
  sections: Array<{title: string; line: number; text: string}>;
  /** The whole file, which names the paths it is about. */
  source: string;
}

export function parseDecisionRecord(file: string, source: string): DecisionRecord {
  const markdown = readMarkdown(source);
  const sections: DecisionRecord['sections'] = [];
  markdown.body.split('\n').forEach((line, index) => {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.push({title: heading[1].trim(), line: markdown.bodyLine + index, text: ''});
    else if (sections.length) sections[sections.length - 1].text += `${line}\n`;
  });
  return {file, frontMatter: markdown.data, fieldLines: markdown.fieldLines, yamlError: markdown.yamlError, sections, source};
}

export function loadDecisionRecords(root = ROOT): DecisionRecord[] {
  const dir = path.join(root, DECISIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && !NOT_RECORDS.has(name))
    .sort()
    .map((name) => parseDecisionRecord(`${DECISIONS_DIR}/${name}`, readFileSync(path.join(dir, name), 'utf8')));
}

/** What the records must name, as root-relative paths: plugin folders, patch files, swizzled theme components. */
export function customisationsToName(root = ROOT): string[] {
  const entries = (dir: string) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir), {withFileTypes: true}) : []);
  const plugins = entries('src/plugins')
    .filter((e) => e.isDirectory())
    .map((e) => `src/plugins/${e.name}`);
  const patches = entries('patches')
    .filter((e) => e.isFile())
    .map((e) => `patches/${e.name}`);
  const theme = (readdirSync(path.join(root, 'src/theme'), {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `src/theme/${f.replace(/(\/index)?\.tsx$/, '')}`);
  return [...plugins, ...patches, ...theme].sort();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a record names a path: in backticks (a folder with or without `/`, a component with `.tsx` or `/index.tsx`), or in its `covers` list. */
export function names(record: DecisionRecord, target: string): boolean {
  const covers = Array.isArray(record.frontMatter.covers) ? record.frontMatter.covers.map(String) : [];
  const inBackticks = new RegExp(`\`${escaped(target)}(/|\\.tsx|/index\\.tsx)?\``);
  return covers.some((covered) => inBackticks.test(`\`${covered}\``)) || inBackticks.test(record.source);
}

function recordProblems(record: DecisionRecord, root: string): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, message: string) => problems.push({file: record.file, line, message});
  if (record.yamlError) {
    report(record.yamlError.line, `front matter is not valid YAML: ${record.yamlError.message}`);
    return problems;
  }
  const field = (key: string) => record.frontMatter[key];
  const lineOf = (key: string) => record.fieldLines[key] ?? 1;
  const expectedId = path.basename(record.file, '.md');
  if (field('id') !== expectedId) report(lineOf('id'), `front matter "id" must be "${expectedId}", the file's name`);
  if (typeof field('title') !== 'string' || !String(field('title')).trim()) report(lineOf('title'), 'front matter "title" is missing');
  if (!(STATUSES as readonly unknown[]).includes(field('status'))) {
    report(lineOf('status'), `front matter "status" must be one of ${STATUSES.join(', ')}`);
  }
  if (typeof field('date') !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(String(field('date')))) {
    report(lineOf('date'), 'front matter "date" must be YYYY-MM-DD');
  }
  const covers = field('covers');
  if (covers !== undefined) {
    if (!Array.isArray(covers)) report(lineOf('covers'), 'front matter "covers" must be a list of paths');
    else
      for (const target of covers.map(String))
        if (!existsSync(path.join(root, target))) report(lineOf('covers'), `covers ${target}, which does not exist`);
  }
  for (const title of REQUIRED_SECTIONS) {
    if (!record.sections.some((s) => s.title === title)) report(1, `missing the section "## ${title}" (decisions/TEMPLATE.md)`);
  }
  const benefit = record.sections.find((s) => s.title === 'Benefit');
  if (benefit && !COMMAND.test(benefit.text))
    report(benefit.line, 'the Benefit section names no command that reproduces it (`npm run ...`, `node ...`)');
  return problems;
}

/** Every record's own problems, then each customisation no record names. */
export function decisionRecordProblems(root = ROOT): Problem[] {
  const records = loadDecisionRecords(root);
  const unnamed = customisationsToName(root)
    .filter((target) => !records.some((record) => names(record, target)))
    .map((target) => ({
      file: DECISIONS_DIR,
      line: 1,
      message: `no decision record names \`${target}\`: write one (decisions/TEMPLATE.md) or remove it`,
    }));
  return [...records.flatMap((record) => recordProblems(record, root)), ...unnamed];
}
