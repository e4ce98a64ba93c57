import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {breadcrumbSidebar, indexPlaceHref, sectionIndexLink} from '../../src/lib/indexPlaces';

const link = (docId: string, href = `/base/adr/${docId}/`) => ({type: 'link' as const, docId, href, label: docId});
const category = (label: string, items: PropSidebar, href?: string) => ({
  type: 'category' as const,
  label,
  items,
  collapsible: true,
  collapsed: true,
  ...(href ? {href} : {}),
});

const adrSidebar: PropSidebar = [
  {...link('index', '/base/adr/'), label: 'All ADRs'},
  category('Foundations', [link('adr-001'), link('adr-002')]),
  category('Later', [link('adr-011')], '/base/adr/later/'),
];

test('indexPlaces: the section index is the sidebar link to the page whose id is index', () => {
  assert.deepEqual(sectionIndexLink(adrSidebar), {href: '/base/adr/', label: 'All ADRs'});
  assert.equal(
    sectionIndexLink([link('intro'), category('Guides', [link('index')])]),
    undefined,
    'an index inside a category is not the section index',
  );
});

test('indexPlaces: a place is the index with the document row as fragment', () => {
  assert.equal(indexPlaceHref('/base/adr/', 'adr-005'), '/base/adr/#adr-005');
});

test('indexPlaces: the breadcrumb sidebar wraps the section in a category linking its index, each category linked to its first row', () => {
  const [section] = breadcrumbSidebar(adrSidebar, 'ADRs');
  assert.equal(section.type, 'category');
  if (section.type !== 'category') return;
  assert.equal(section.label, 'ADRs');
  assert.equal(section.href, '/base/adr/');
  const [, foundations, later] = section.items;
  assert.equal(foundations.type === 'category' && foundations.href, '/base/adr/#adr-001');
  assert.equal(later.type === 'category' && later.href, '/base/adr/later/', 'a category with its own page keeps it');
});

test('indexPlaces: a sidebar without an index page is left as it is', () => {
  const docs: PropSidebar = [link('intro'), category('Guides', [link('setup')])];
  assert.equal(breadcrumbSidebar(docs, 'Docs'), docs);
});
