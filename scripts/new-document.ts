/**
 * `npm run new -- <adr|rfc|memo> "Title" [--supersedes <id>] [--author "Team"] [--tags a,b] [--category "Label"] [--draft] [--dry-run]`
 *
 * Creates the next numbered document from templates/<kind>.md (see
 * src/authoring/newDocument.ts). Without --category it joins the section's last
 * sidebar category; --draft starts it as a draft (CONTRIBUTING.md).
 * PRISM_TODAY=YYYY-MM-DD overrides today's date.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {AuthoringError, planNewDocument, writePlan} from '../src/authoring/newDocument';

export const USAGE =
  'usage: npm run new -- <adr|rfc|memo> "Title" [--supersedes <id>] [--author "Team"] [--tags a,b] [--category "Label"] [--draft] [--dry-run]';

export interface CliIo {
  /** Site root holding adr/, rfc/, memos/ and templates/. */
  root: string;
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/** Runs the command; returns the exit code. Every refusal is one line on stderr. */
export function main(argv: readonly string[], io: CliIo): number {
  try {
    const {values, positionals} = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        supersedes: {type: 'string'},
        author: {type: 'string'},
        tags: {type: 'string'},
        category: {type: 'string'},
        draft: {type: 'boolean', default: false},
        'dry-run': {type: 'boolean', default: false},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (positionals.length !== 2) {
      throw new AuthoringError(`expected a kind and a quoted title, got ${positionals.length} arguments; ${USAGE}`);
    }
    const [kind, title] = positionals;
    const today = io.env.PRISM_TODAY || new Date().toISOString().slice(0, 10);
    const plan = planNewDocument({
      root: io.root,
      kind,
      title,
      today,
      author: values.author,
      tags: values.tags,
      supersedes: values.supersedes,
      category: values.category,
      draft: values.draft,
    });
    const verb = values['dry-run'] ? 'would ' : '';
    if (!values['dry-run']) writePlan(io.root, plan);
    io.stdout(`${verb}create ${plan.document.path}`.replace(/^create/, 'created'));
    if (plan.superseded) io.stdout(`${verb}update ${plan.superseded.path}`.replace(/^update/, 'updated'));
    if (values['dry-run']) io.stdout(`\n${plan.document.content.trimEnd()}`);
    else
      io.stdout(
        `next: write each section in place of its italic guidance${values.draft ? ' (remove `draft: true` when it is finished)' : ''}, then run \`npm run check\` (CONTRIBUTING.md)`,
      );
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`new-document: ${message.split('\n')[0]}`);
    return 1;
  }
}

if (require.main === module) {
  process.exitCode = main(process.argv.slice(2), {
    root: path.resolve(__dirname, '..'),
    env: process.env,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
}
