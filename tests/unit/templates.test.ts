/**
 * templateGuidance: the italic paragraphs of the `npm run new` templates, which
 * the content check refuses in a written document. Read from a template folder
 * of the test's own, so each rule of what counts as guidance can be shown.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SUPERSEDES_GUIDANCE, TEMPLATE_KINDS, templateGuidance} from '../../src/authoring/templates';

function templatesWith(adrBody: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prism-templates-'));
  for (const kind of TEMPLATE_KINDS) {
    const body = kind === 'adr' ? adrBody : `## Summary\n\n_Guidance of the ${kind} template._\n`;
    writeFileSync(path.join(dir, `${kind}.md`), `---\ntitle: Template\n---\n\n${body}`);
  }
  return dir;
}

test('guidance is a paragraph in italics from its first character to its last, whitespace collapsed', (t) => {
  const dir = templatesWith(
    [
      '## Context',
      '_Say what forces\n   the decision, in two or three\nparagraphs._',
      'Plain text with _an italic end_',
      '_An italic start_ and plain text after it',
      '__Bold__ is not guidance_',
      '_First after a blank line holding spaces._\n   \n_Second._',
    ].join('\n\n'),
  );
  t.after(() => rmSync(dir, {recursive: true}));
  assert.deepEqual(
    [...templateGuidance(dir)].sort(),
    [
      SUPERSEDES_GUIDANCE,
      '_First after a blank line holding spaces._',
      '_Guidance of the memo template._',
      '_Guidance of the rfc template._',
      '_Say what forces the decision, in two or three paragraphs._',
      '_Second._',
    ].sort(),
  );
  assert.ok(
    templateGuidance(dir).has('_Say what carries over from the document this one replaces, and what this one changes._'),
    'the guidance `--supersedes` adds is known too',
  );
});

test('a template folder is read once', (t) => {
  const dir = templatesWith('## Context\n\n_Once._\n');
  t.after(() => rmSync(dir, {recursive: true}));
  const first = templateGuidance(dir);
  writeFileSync(path.join(dir, 'adr.md'), '---\ntitle: Template\n---\n\n## Context\n\n_Changed._\n');
  assert.equal(templateGuidance(dir), first);
  assert.ok(first.has('_Once._'));
});
