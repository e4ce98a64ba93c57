import assert from 'node:assert/strict';
import {test} from 'node:test';
import {DOCUMENT_FILE_NAME, DOCUMENT_ID, DOCUMENT_REFERENCE, SECTIONS, documentNumber} from '../../src/config/sections';

test('document ids: one definition, derived from the sections that number their documents', () => {
  for (const section of SECTIONS) {
    const id = `${section.numberPrefix?.toLowerCase() ?? section.id}-012`;
    assert.equal(DOCUMENT_ID.test(id), section.numberPrefix !== undefined, id);
    if (section.numberPrefix) {
      assert.ok(section.idPattern.test(id), `${section.id}: ${section.idPattern}`);
      assert.equal(DOCUMENT_FILE_NAME.exec(`${id}-a-title.md`)?.[1], id);
      assert.deepEqual(`see ${section.numberPrefix}-012.`.match(DOCUMENT_REFERENCE), [`${section.numberPrefix}-012`]);
    }
  }
});

test('document ids: what is not a numbered document id', () => {
  for (const id of ['adr-12', 'adr-0123', 'ADR-012', 'netflix-012', 'adr-012-title', 'xadr-012'])
    assert.equal(DOCUMENT_ID.test(id), false, id);
  assert.equal(DOCUMENT_FILE_NAME.exec('ADR-000-template.md'), null);
  assert.equal(documentNumber('memo-019'), 19);
  assert.equal(documentNumber('rfc-9'), 9);
  assert.equal(documentNumber('netflix-overview'), undefined);
  assert.equal('SADR-012 and ADR-0123'.match(DOCUMENT_REFERENCE), null);
});
