/**
 * src/remark/unbrokenIds: a link whose whole text is a document's number gets
 * the class that keeps it on one line; any other link, and plain text, do not.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import unbrokenIds, {DOCUMENT_NUMBER_CLASS} from '../../src/remark/unbrokenIds';

type Node = {type: string; value?: string; url?: string; children?: Node[]; data?: {hProperties?: {className?: string[]}}};
const text = (value: string): Node => ({type: 'text', value});
const link = (...children: Node[]): Node => ({type: 'link', url: '/rfc/rfc-035', children});

function classesAfter(node: Node): string[] | undefined {
  unbrokenIds()({type: 'root', children: [{type: 'paragraph', children: [node]}]});
  return node.data?.hProperties?.className;
}

test('unbroken ids: a link reading only a document number (any section) is kept on one line', () => {
  for (const number of ['RFC-035', 'ADR-001', 'MEMO-034', 'PRD-001']) {
    assert.deepEqual(classesAfter(link(text(number))), [DOCUMENT_NUMBER_CLASS], number);
  }
});

test('unbroken ids: classes the link already has are kept', () => {
  const node = {...link(text('ADR-012')), data: {hProperties: {className: ['external']}}};
  assert.deepEqual(classesAfter(node), ['external', DOCUMENT_NUMBER_CLASS]);
});

test('unbroken ids: a link with more than the number, or other markup, may wrap as any link', () => {
  assert.equal(classesAfter(link(text('RFC-035: Pattern Process Launcher'))), undefined);
  assert.equal(classesAfter(link(text('see RFC-035'))), undefined);
  assert.equal(classesAfter(link(text('RFC-035'), text(' and more'))), undefined);
  assert.equal(classesAfter(link({type: 'inlineCode', value: 'RFC-035'})), undefined);
  assert.equal(classesAfter(link(text('XYZ-035'))), undefined);
  assert.equal(classesAfter(link(text('rfc-035'))), undefined);
});

test('unbroken ids: plain text naming a document is not touched', () => {
  assert.equal(classesAfter(text('RFC-035')), undefined);
});
