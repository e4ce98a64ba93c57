/**
 * src/lib/documentPages.ts and src/lib/siteFields.ts, the modules through
 * which components read the design record and the site's computed fields,
 * with Docusaurus's generated data and hooks stood in for (tests/support/clientModules.ts).
 */
import {client} from '../support/clientModules';
import {beforeEach, test} from 'node:test';
import assert from 'node:assert/strict';
import {documentById, relationsOf, useCurrentDocumentRecord} from '../../src/lib/documentPages';
import {useSiteFields} from '../../src/lib/siteFields';
import type {DocumentPageRecord} from '../../src/plugins/design-record/pageData';
import type {SectionId} from '../../src/config/sections';

const record = (section: SectionId, reference?: string): DocumentPageRecord => ({
  section,
  reference,
  title: `A ${section} document`,
  date: '2025-10-05',
  permalink: `/base/${section}/x/`,
});

beforeEach(() => {
  for (const id of Object.keys(client.documents)) delete client.documents[id];
  Object.assign(client.documents, {
    'adr-012': record('adr', 'ADR-012'),
    'netflix-scale': record('netflix'),
    intro: record('docs'),
  });
  client.docId = '';
  client.activePlugin = undefined;
});

test('documentById: the record of a published document; nothing for other ids, including names every object has', () => {
  assert.deepEqual(documentById('adr-012'), record('adr', 'ADR-012'));
  for (const id of ['adr-013', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) assert.equal(documentById(id), undefined, id);
});

test('the current document: its record and id when the active docs instance serves its section', () => {
  client.docId = 'adr-012';
  client.activePlugin = {pluginId: 'adr'};
  assert.deepEqual(useCurrentDocumentRecord(), {...record('adr', 'ADR-012'), id: 'adr-012'});
  client.docId = 'netflix-scale';
  client.activePlugin = {pluginId: 'netflix'};
  assert.deepEqual(useCurrentDocumentRecord(), {...record('netflix'), id: 'netflix-scale'});
});

test('the current document of the docs section is served by the preset instance "default"', () => {
  client.docId = 'intro';
  client.activePlugin = {pluginId: 'default'};
  assert.deepEqual(useCurrentDocumentRecord(), {...record('docs'), id: 'intro'});
  client.activePlugin = {pluginId: 'netflix'};
  assert.equal(useCurrentDocumentRecord(), undefined);
});

test('no current document record: a page of another instance with the same id, an unpublished doc, or no docs instance', () => {
  client.docId = 'adr-012';
  client.activePlugin = {pluginId: 'rfc'};
  assert.equal(useCurrentDocumentRecord(), undefined);
  client.activePlugin = undefined;
  assert.equal(useCurrentDocumentRecord(), undefined);
  client.docId = 'index';
  client.activePlugin = {pluginId: 'adr'};
  assert.equal(useCurrentDocumentRecord(), undefined);
});

test('useSiteFields: the customFields docusaurus.config.ts computed, as they are', () => {
  const fields = {build: {version: '1.2.3'}, repository: 'org/prism', workflow: {runs: 'r', badge: 'b'}};
  client.customFields = fields;
  assert.equal(useSiteFields(), fields);
});

test('relationsOf: the relations a document writes, and the reverse sides from the others, in the data order', () => {
  Object.assign(client.documents, {
    'adr-013': {...record('adr', 'ADR-013'), relations: {amends: ['adr-012']}},
    'rfc-001': {...record('rfc', 'RFC-001'), relations: {'builds-on': ['adr-012', 'adr-013'], amends: ['adr-012']}},
  });
  assert.deepEqual(relationsOf('adr-012'), {'amended-by': ['adr-013', 'rfc-001'], 'basis-for': ['rfc-001']});
  assert.deepEqual(relationsOf('adr-013'), {amends: ['adr-012'], 'basis-for': ['rfc-001']});
  assert.deepEqual(relationsOf('intro'), {});
  assert.deepEqual(relationsOf('adr-999'), {});
});
