/**
 * Cross-references as readers get them (src/remark/crossReferences.ts): every
 * plain mention of ADR-012, RFC-014, MEMO-019 or PRD-001 in a document's prose
 * is a link to that document in the built page. The mentions are found in the
 * Markdown sources (outside code, inline code, headings, links and HTML), so a
 * build that leaves them as text fails here even though every page builds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {REFERENCE_PATTERN, referenceTarget} from '../../src/remark/references';
import {builtPage, publishedSources, routeOfHref, type PublishedSource} from './sources';
import {BASE_URL} from './support';
import {DOCUMENT_FILE_NAME, DOCUMENT_REFERENCE} from '../../src/config/sections';

/** The prose of a source with everything the plugin leaves alone taken out. */
function plainProse(source: PublishedSource): string {
  return source.prose
    .split('\n')
    .filter((line) => !/^\s*(#{1,6}\s|<|import\s|export\s|\[[^\]]+\]:\s)/.test(line))
    .join('\n')
    .replace(/(`+)[\s\S]*?\1/g, ' ')
    .replace(/!?\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]\[[^\]]*\]/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

/** How often each reference is linked by hand with exactly its own text: `[ADR-012](/adr/adr-012)`. */
function explicitLinks(source: PublishedSource): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, text] of source.prose.matchAll(new RegExp(String.raw`\[(${DOCUMENT_REFERENCE.source})\]\(\/[^)]*\)`, 'g'))) {
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return counts;
}

interface Mentions {
  source: PublishedSource;
  /** Reference text -> [route it must link to, number of plain mentions]. */
  plain: Map<string, {route: string; count: number}>;
}

const selfId = (source: PublishedSource) => DOCUMENT_FILE_NAME.exec(source.file.split('/').pop() ?? '')?.[1];

const mentioning: Mentions[] = publishedSources()
  .map((source) => {
    const plain = new Map<string, {route: string; count: number}>();
    for (const [reference, prefix, digits] of plainProse(source).matchAll(REFERENCE_PATTERN)) {
      const target = referenceTarget(prefix, digits);
      assert.ok(target, `${source.file}: ${reference} has no section`);
      if (target.id === selfId(source)) continue;
      const entry = plain.get(reference) ?? {route: `${target.path}/`, count: 0};
      entry.count += 1;
      plain.set(reference, entry);
    }
    return {source, plain};
  })
  .filter(({plain}) => plain.size > 0);

test('many documents mention others by number in their prose (the sources of the check below)', (t) => {
  const total = mentioning.reduce((sum, m) => sum + [...m.plain.values()].reduce((n, p) => n + p.count, 0), 0);
  t.diagnostic(`${mentioning.length} documents, ${total} plain mentions`);
  assert.ok(mentioning.length >= 40, `${mentioning.length} documents mention another by number`);
  const sections = new Set(mentioning.map((m) => m.source.section));
  for (const section of ['adr', 'rfc', 'memos']) assert.ok(sections.has(section as never), `some ${section} document mentions another`);
});

test('every plain mention of a document number in prose is a link to that document in the built page', () => {
  const unlinked: string[] = [];
  for (const {source, plain} of mentioning) {
    const $ = builtPage(source.route);
    const anchors = $('.theme-doc-markdown a')
      .map((_, a) => ({text: $(a).text().trim(), route: routeOfHref(a.attribs.href, BASE_URL)}))
      .get() as Array<{text: string; route?: string}>;
    const byHand = explicitLinks(source);
    for (const [reference, {route, count}] of plain) {
      const linked = anchors.filter((a) => a.text === reference && a.route === route).length;
      const expected = count + (byHand.get(reference) ?? 0);
      if (linked < expected) unlinked.push(`${source.file}: ${reference} linked ${linked} times, mentioned ${expected} times`);
    }
  }
  assert.deepEqual(unlinked.slice(0, 20), [], `${unlinked.length} references left as text`);
});
