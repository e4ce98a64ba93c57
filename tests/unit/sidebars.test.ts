import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSectionSidebar} from '../../sidebars';
import {sectionById} from '../../src/config/sections';

type Doc = Parameters<typeof buildSectionSidebar>[1][number];

const doc = (id: string, title = id, frontMatter: Record<string, unknown> = {}): Doc => ({
  id,
  title,
  frontMatter: {...frontMatter} as Doc['frontMatter'],
  source: `@site/x/${id}.md`,
  sourceDirName: '.',
});

const flatten = (items: ReturnType<typeof buildSectionSidebar>): string[] =>
  items.flatMap((item) => ('items' in item ? flatten(item.items as never) : 'id' in item ? [item.id as string] : []));

test('documents sort by number, not by string: ADR-9 before ADR-10', () => {
  const section = {...sectionById('adr'), sidebarGroups: []};
  const items = buildSectionSidebar(section, [doc('adr-010'), doc('adr-9'.replace('9', '009')), doc('adr-100'), doc('adr-002')]);
  assert.deepEqual(flatten(items), ['adr-002', 'adr-009', 'adr-010', 'adr-100']);
});

test('unpadded numbers still sort numerically', () => {
  const section = {...sectionById('rfc'), idPattern: /.*/, sidebarGroups: []};
  const items = buildSectionSidebar(section, [doc('rfc-10'), doc('rfc-9'), doc('rfc-1')]);
  assert.deepEqual(flatten(items), ['rfc-1', 'rfc-9', 'rfc-10']);
});

test('labels carry the document number from the title', () => {
  const section = {...sectionById('adr'), sidebarGroups: []};
  const [item] = buildSectionSidebar(section, [doc('adr-001', 'ADR-001: Rust for the Proxy Implementation')]);
  assert.equal((item as {label: string}).label, 'ADR-001: Rust for the Proxy Implementation');
});

test('the index page comes first and the template is left out', () => {
  const section = {...sectionById('adr'), sidebarGroups: []};
  const items = buildSectionSidebar(section, [
    doc('adr-002'),
    doc('ADR-000-template'),
    doc('index', 'Architecture Decision Records', {sidebar_label: 'All ADRs'}),
    doc('adr-001'),
  ]);
  assert.deepEqual(flatten(items), ['index', 'adr-001', 'adr-002']);
  assert.equal((items[0] as {label: string}).label, 'All ADRs');
});

test('documents are grouped into collapsed categories by number range', () => {
  const items = buildSectionSidebar(sectionById('adr'), [
    doc('adr-012', 't', {reference: 'ADR-012'}),
    doc('adr-001', 't', {reference: 'ADR-001'}),
    doc('adr-011', 't', {reference: 'ADR-011'}),
  ]);
  const categories = items.filter((i) => i.type === 'category') as Array<{label: string; collapsed: boolean; description: string}>;
  assert.deepEqual(
    categories.map((c) => c.label),
    ['Foundations', 'Go and Rust conventions'],
  );
  assert.ok(categories.every((c) => c.collapsed));
  assert.equal(categories[0].description, 'ADR-001 to ADR-011');
  assert.deepEqual(flatten(items), ['adr-001', 'adr-011', 'adr-012']);
});

test('a document outside every group is listed after the categories', () => {
  const items = buildSectionSidebar(sectionById('adr'), [doc('adr-099'), doc('adr-001')]);
  assert.deepEqual(flatten(items), ['adr-001', 'adr-099']);
  assert.equal(items[items.length - 1].type, 'doc');
});
