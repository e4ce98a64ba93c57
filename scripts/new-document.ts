/**
 * `npm run new -- <adr|rfc|memo> "Title" [--supersedes <id>] [--author "Team"] [--tags a,b] [--dry-run]`
 *
 * Creates the next numbered document of a kind with valid front matter and the
 * kind's required sections, and, with --supersedes, marks the replaced document
 * superseded. The logic lives in src/authoring/newDocument.ts; this file only
 * reads the command line. PRISM_TODAY=YYYY-MM-DD overrides today's date.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {AuthoringError, planNewDocument, writePlan} from '../src/authoring/newDocument';

export const USAGE = 'usage: npm run new -- <adr|rfc|memo> "Title" [--supersedes <id>] [--author "Team"] [--tags a,b] [--dry-run]';

export interface CliIo {
  /** Site root holding adr/, rfc/ and memos/. */
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
      strict: true,
      options: {
        supersedes: {type: 'string'},
        author: {type: 'string'},
        tags: {type: 'string'},
        'dry-run': {type: 'boolean', default: false},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (positionals.length === 0) {
      throw new AuthoringError(`missing kind and title; ${USAGE}`);
    }
    if (positionals.length === 1) {
      throw new AuthoringError(`missing title after "${positionals[0]}"; ${USAGE}`);
    }
    if (positionals.length > 2) {
      throw new AuthoringError(`expected a kind and one title, got ${positionals.length} arguments; quote the title`);
    }
    const [kind, title] = positionals;
    const plan = planNewDocument({
      root: io.root,
      kind,
      title,
      today: io.env.PRISM_TODAY || new Date().toISOString().slice(0, 10),
      author: values.author,
      tags: values.tags,
      supersedes: values.supersedes,
    });
    if (values['dry-run']) {
      io.stdout(`would create ${plan.document.path}`);
      if (plan.superseded) {
        io.stdout(`would update ${plan.superseded.path} (status: Superseded, superseded_by: ${plan.id}, a Later updates entry)`);
      }
      io.stdout('');
      io.stdout(plan.document.content.trimEnd());
      return 0;
    }
    writePlan(io.root, plan);
    io.stdout(`created ${plan.document.path}`);
    if (plan.superseded) {
      io.stdout(`updated ${plan.superseded.path}`);
      io.stdout(`next: open the body of ${plan.superseded.path} with a sentence linking ${plan.id}; the content check looks for it near the top`);
    }
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
